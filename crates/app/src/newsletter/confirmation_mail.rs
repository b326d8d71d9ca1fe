//! The double opt-in mail: the first mail the site sends to a visitor. In English and Italian,
//! because the sign-up box is on the pages of both languages.

use domain::opt_in::CONFIRMATION_HOURS;
use domain::ports::{EnquiryKind, NewEnquiry, PendingSubscription};
use domain::Email;

/// ASCII, so that it travels as it is written rather than as encoded words.
pub const CONFIRMATION_SUBJECT: &str =
    "Please confirm your subscription / Conferma l'iscrizione - Langhe Property";

/// Where the mail's links lead: the confirm and unsubscribe endpoints, before `?token=`.
#[derive(Debug, Clone)]
pub struct NewsletterLinks {
    pub confirm_base: String,
    pub unsubscribe_base: String,
}

impl NewsletterLinks {
    pub fn confirm(&self, token: &str) -> String {
        format!("{}?token={token}", self.confirm_base)
    }

    pub fn unsubscribe(&self, token: &str) -> String {
        format!("{}?token={token}", self.unsubscribe_base)
    }
}

/// The confirmation mail for `email`, ready for the outbox.
pub fn confirmation_mail(
    email: &Email,
    pending: &PendingSubscription,
    links: &NewsletterLinks,
    at: chrono::DateTime<chrono::Utc>,
) -> NewEnquiry {
    let confirm = links.confirm(&pending.confirm_token);
    NewEnquiry {
        source: Default::default(),
        kind: EnquiryKind::NewsletterConfirmation,
        subject: CONFIRMATION_SUBJECT.to_owned(),
        name: None,
        email: Some(email.clone()),
        reference: None,
        property_ref: None,
        fields: Vec::new(),
        body: body(&confirm),
        client_hash: None,
        received_at: at,
        body_html: None,
        list_unsubscribe: Some(links.unsubscribe(&pending.unsubscribe_token)),
        attachments: Vec::new(),
    }
}

fn body(confirm: &str) -> String {
    format!(
        "Hello,\n\n\
         someone, we hope you, asked to receive the Langhe Property newsletter at this address.\n\
         To confirm, open this link and press the button on the page:\n\n{confirm}\n\n\
         If it was not you, ignore this mail: an address that is not confirmed within \
         {CONFIRMATION_HOURS} hours is deleted.\n\n\
         ---\n\n\
         Buongiorno,\n\n\
         qualcuno, speriamo lei, ha chiesto di ricevere la newsletter di Langhe Property a questo \
         indirizzo.\nPer confermare, apra questo link e prema il pulsante nella pagina:\n\n\
         {confirm}\n\n\
         Se non è stato lei, ignori questa e-mail: un indirizzo non confermato entro \
         {CONFIRMATION_HOURS} ore viene cancellato.\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Utc;

    #[test]
    fn the_mail_goes_to_the_subscriber_with_both_links_and_both_languages() {
        let links = NewsletterLinks {
            confirm_base: "https://langhe.example/api/newsletter/confirm".into(),
            unsubscribe_base: "https://langhe.example/api/newsletter/unsubscribe".into(),
        };
        let pending = PendingSubscription {
            confirm_token: "c0ffee".into(),
            unsubscribe_token: "bead".into(),
        };
        let email = Email::parse("anna@example.com").unwrap();
        let mail = confirmation_mail(&email, &pending, &links, Utc::now());
        assert_eq!(mail.kind, EnquiryKind::NewsletterConfirmation);
        assert_eq!(mail.email, Some(email));
        assert_eq!(
            mail.list_unsubscribe.as_deref(),
            Some("https://langhe.example/api/newsletter/unsubscribe?token=bead")
        );
        let link = "https://langhe.example/api/newsletter/confirm?token=c0ffee";
        assert_eq!(mail.body.matches(link).count(), 2, "{}", mail.body);
        assert!(mail.body.contains("within 72 hours"), "{}", mail.body);
        assert!(mail.body.contains("entro 72 ore"), "{}", mail.body);
    }
}
