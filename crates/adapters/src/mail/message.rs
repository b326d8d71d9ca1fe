//! Building the MIME message both adapters send.

use domain::ports::{MailError, OutgoingMail};
use lettre::message::header::ContentType;
use lettre::message::Mailbox;
use lettre::Message;

/// Addresses every enquiry goes from and to.
#[derive(Debug, Clone)]
pub struct Addresses {
    pub from: Mailbox,
    pub to: Mailbox,
}

impl Addresses {
    /// `<{stable id}@{the sender's domain}>`: ours to name, and the same on every attempt.
    fn message_id(&self, mail: &OutgoingMail) -> String {
        format!("<{}@{}>", mail.stable_id, self.from.email.domain())
    }
}

impl Addresses {
    pub fn parse(from: &str, to: &str) -> anyhow::Result<Self> {
        use anyhow::Context;
        Ok(Self {
            from: from
                .parse()
                .with_context(|| format!("invalid sender address {from:?}"))?,
            to: to
                .parse()
                .with_context(|| format!("invalid recipient address {to:?}"))?,
        })
    }
}

/// Only ever to the consultant; the visitor is the Reply-To. A visitor address the mail
/// library cannot use is dropped rather than blocking delivery: the body still names it.
pub(crate) fn build(addresses: &Addresses, mail: &OutgoingMail) -> Result<Message, MailError> {
    let mut builder = Message::builder()
        .message_id(Some(addresses.message_id(mail)))
        .from(addresses.from.clone())
        .to(addresses.to.clone())
        .subject(mail.subject.clone())
        .header(ContentType::TEXT_PLAIN);
    if let Some(reply_to) = mail
        .reply_to
        .as_deref()
        .and_then(|address| address.parse::<Mailbox>().ok())
    {
        builder = builder.reply_to(reply_to);
    }
    builder
        .body(mail.body_text.clone())
        .map_err(|error| MailError::Permanent(format!("could not build the message: {error}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_visitor_is_the_reply_to_and_only_the_consultant_is_addressed() {
        let addresses = Addresses::parse(
            "Langhe Property <site@langhe.example>",
            "consultant@langhe.example",
        )
        .unwrap();
        let mail = OutgoingMail {
            stable_id: "enquiry.12.1790000000000".into(),
            subject: "Contact Page".into(),
            body_text: "Name: Anna".into(),
            reply_to: Some("anna@example.com".into()),
        };
        let text = String::from_utf8(build(&addresses, &mail).unwrap().formatted()).unwrap();
        assert!(text.contains("Reply-To: anna@example.com\r\n"), "{text}");
        assert!(text.contains("To: consultant@langhe.example\r\n"), "{text}");
        assert!(text.contains("Subject: Contact Page\r\n"), "{text}");
        assert!(text.ends_with("Name: Anna"), "{text}");
        assert!(
            text.contains("Message-ID: <enquiry.12.1790000000000@langhe.example>\r\n"),
            "{text}"
        );
    }
}
