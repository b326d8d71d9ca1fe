//! The alert's double opt-in mail, in the language the alert was made in.

use super::describe::describe_filter;
use super::links::AlertLinks;
use super::texts::confirmation_subject;
use domain::alert::{AlertLanguage, AlertSignUp};
use domain::opt_in::CONFIRMATION_HOURS;
use domain::ports::{AlertTokens, EnquiryKind, NewEnquiry};

pub(super) fn confirmation_mail(
    sign_up: &AlertSignUp,
    town: Option<&str>,
    tokens: &AlertTokens,
    links: &AlertLinks,
    at: chrono::DateTime<chrono::Utc>,
) -> NewEnquiry {
    let confirm = links.confirm(&tokens.confirm_token);
    let filter = describe_filter(&sign_up.filter, town, sign_up.language);
    let body = match sign_up.language {
        AlertLanguage::English => format!(
            "Hello,\n\n\
             someone, we hope you, asked Langhe Property to e-mail new homes like these to this \
             address:\n\n{filter}\n\n\
             To confirm, open this link and press the button on the page:\n\n{confirm}\n\n\
             If it was not you, ignore this mail: an alert that is not confirmed within \
             {CONFIRMATION_HOURS} hours is deleted.\n"
        ),
        AlertLanguage::Italian => format!(
            "Buongiorno,\n\n\
             qualcuno, speriamo lei, ha chiesto a Langhe Property di ricevere a questo indirizzo \
             le nuove case come queste:\n\n{filter}\n\n\
             Per confermare, apra questo link e prema il pulsante nella pagina:\n\n{confirm}\n\n\
             Se non è stato lei, ignori questa e-mail: un avviso non confermato entro \
             {CONFIRMATION_HOURS} ore viene cancellato.\n"
        ),
    };
    NewEnquiry {
        source: Default::default(),
        kind: EnquiryKind::AlertConfirmation,
        subject: confirmation_subject(sign_up.language).to_owned(),
        name: None,
        email: Some(sign_up.email.clone()),
        reference: None,
        property_ref: None,
        fields: Vec::new(),
        body,
        client_hash: None,
        received_at: at,
        body_html: None,
        list_unsubscribe: Some(links.unsubscribe(&tokens.manage_token)),
        attachments: Vec::new(),
    }
}
