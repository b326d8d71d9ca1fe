//! The words of an alert's mails and pages, in the alert's language.

use domain::alert::AlertLanguage;

/// ASCII, so that it travels as it is written rather than as encoded words.
pub fn confirmation_subject(language: AlertLanguage) -> &'static str {
    match language {
        AlertLanguage::English => "Please confirm your home alert - Langhe Property",
        AlertLanguage::Italian => "Conferma il suo avviso di nuove case - Langhe Property",
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

/// The fixed words of a digest, shared by its text and HTML parts.
pub(super) struct DigestWords {
    pub greeting: &'static str,
    /// Followed by the filter's description in brackets.
    pub intro: &'static str,
    pub price_reduced: &'static str,
    pub picture: &'static str,
    pub change_or_delete: &'static str,
    pub stop: &'static str,
}

pub(super) fn digest_words(language: AlertLanguage) -> &'static DigestWords {
    match language {
        AlertLanguage::English => &DigestWords {
            greeting: "Hello,",
            intro: "here are new homes like the ones you asked for",
            price_reduced: "price reduced",
            picture: "Picture:",
            change_or_delete: "Change or delete this alert",
            stop: "Stop these e-mails",
        },
        AlertLanguage::Italian => &DigestWords {
            greeting: "Buongiorno,",
            intro: "ecco le nuove case come quelle che cerca",
            price_reduced: "prezzo ridotto",
            picture: "Foto:",
            change_or_delete: "Modifichi o cancelli questo avviso",
            stop: "Non ricevere più queste e-mail",
        },
    }
}
