//! The words of an alert's mails and pages, in the alert's language.

use domain::alert::AlertLanguage;

/// ASCII, so that it travels as it is written rather than as encoded words.
pub fn confirmation_subject(language: AlertLanguage) -> &'static str {
    match language {
        AlertLanguage::English => "Please confirm your home alert - Langhe Property",
        AlertLanguage::Italian => "Conferma il tuo avviso di nuove case - Langhe Property",
    }
}

pub fn digest_subject(language: AlertLanguage, count: usize) -> String {
    match (language, count) {
        (AlertLanguage::English, 1) => {
            "1 new home like the ones you asked for - Langhe Property".into()
        }
        (AlertLanguage::English, n) => {
            format!("{n} new homes like the ones you asked for - Langhe Property")
        }
        (AlertLanguage::Italian, 1) => {
            "1 nuova casa come quelle che cerca - Langhe Property".into()
        }
        (AlertLanguage::Italian, n) => {
            format!("{n} nuove case come quelle che cerca - Langhe Property")
        }
    }
}
