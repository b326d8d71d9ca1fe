//! Building the MIME message both adapters send.

use domain::ports::{Addressee, MailError, OutgoingMail};
use lettre::message::header::{ContentType, HeaderName, HeaderValue};
use lettre::message::{Attachment, Mailbox, MessageBuilder, MultiPart, SinglePart};
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
        self.id_of(&mail.stable_id)
    }

    /// The `Message-ID` a message of this stable id went out with.
    fn id_of(&self, stable_id: &str) -> String {
        format!("<{}@{}>", stable_id, self.from.email.domain())
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

/// An enquiry goes to the consultant with the visitor as Reply-To; a visitor address the mail
/// library cannot use is dropped rather than blocking delivery (the body still names it). A
/// mail to a subscriber carries the unsubscribe headers of RFC 2369 and RFC 8058. A mail with
/// an HTML body is multipart/alternative, its plain text first (readers without HTML show it).
pub(crate) fn build(addresses: &Addresses, mail: &OutgoingMail) -> Result<Message, MailError> {
    let builder = Message::builder()
        .message_id(Some(addresses.message_id(mail)))
        .from(addresses.from.clone())
        .subject(mail.subject.clone());
    // A reply threads on the message it answers: RFC 5322's In-Reply-To, and References
    // holding the same id (the original starts the thread).
    let builder = match &mail.in_reply_to {
        Some(stable_id) => {
            let original = addresses.id_of(stable_id);
            builder.in_reply_to(original.clone()).references(original)
        }
        None => builder,
    };
    let builder = match &mail.addressee {
        Addressee::Consultant { reply_to } => to_consultant(builder, addresses, reply_to),
        Addressee::Subscriber {
            address,
            list_unsubscribe,
        } => to_subscriber(builder, address, list_unsubscribe)?,
        Addressee::Staff { address } => builder.to(address.parse().map_err(|error| {
            MailError::Permanent(format!("unusable staff address {address:?}: {error}"))
        })?),
        // The consultant answers the visitor's replies.
        Addressee::Visitor { address } => builder
            .to(address.parse().map_err(|error| {
                MailError::Permanent(format!("unusable visitor address {address:?}: {error}"))
            })?)
            .reply_to(addresses.to.clone()),
    };
    let built = if mail.attachments.is_empty() {
        match &mail.body_html {
            None => builder
                .header(ContentType::TEXT_PLAIN)
                .body(mail.body_text.clone()),
            Some(html) => builder.multipart(MultiPart::alternative_plain_html(
                mail.body_text.clone(),
                html.clone(),
            )),
        }
    } else {
        builder.multipart(with_attachments(mail)?)
    };
    built.map_err(|error| MailError::Permanent(format!("could not build the message: {error}")))
}

/// multipart/mixed: the text (or its alternatives) first, then each file in order.
fn with_attachments(mail: &OutgoingMail) -> Result<MultiPart, MailError> {
    let mut mixed = match &mail.body_html {
        None => MultiPart::mixed().singlepart(SinglePart::plain(mail.body_text.clone())),
        Some(html) => MultiPart::mixed().multipart(MultiPart::alternative_plain_html(
            mail.body_text.clone(),
            html.clone(),
        )),
    };
    for file in &mail.attachments {
        let content_type = ContentType::parse(&file.content_type).map_err(|error| {
            MailError::Permanent(format!(
                "unusable attachment type {:?}: {error}",
                file.content_type
            ))
        })?;
        mixed = mixed.singlepart(
            Attachment::new(file.file_name.clone()).body(file.bytes.clone(), content_type),
        );
    }
    Ok(mixed)
}

fn to_consultant(
    builder: MessageBuilder,
    addresses: &Addresses,
    reply_to: &Option<String>,
) -> MessageBuilder {
    let builder = builder.to(addresses.to.clone());
    match reply_to
        .as_deref()
        .and_then(|address| address.parse::<Mailbox>().ok())
    {
        Some(reply_to) => builder.reply_to(reply_to),
        None => builder,
    }
}

const LIST_UNSUBSCRIBE: HeaderName = HeaderName::new_from_ascii_str("List-Unsubscribe");
const LIST_UNSUBSCRIBE_POST: HeaderName = HeaderName::new_from_ascii_str("List-Unsubscribe-Post");

fn to_subscriber(
    builder: MessageBuilder,
    address: &str,
    list_unsubscribe: &str,
) -> Result<MessageBuilder, MailError> {
    let to: Mailbox = address.parse().map_err(|error| {
        MailError::Permanent(format!("unusable subscriber address {address:?}: {error}"))
    })?;
    // The link is ours (public URL + hex token); refusing anything that could break out of
    // the angle brackets keeps a misconfigured URL from injecting header text.
    if list_unsubscribe
        .chars()
        .any(|c| c.is_control() || c.is_whitespace() || c == '<' || c == '>')
    {
        return Err(MailError::Permanent(format!(
            "unusable unsubscribe link {list_unsubscribe:?}"
        )));
    }
    Ok(builder
        .to(to)
        .raw_header(HeaderValue::new(
            LIST_UNSUBSCRIBE,
            format!("<{list_unsubscribe}>"),
        ))
        .raw_header(HeaderValue::new(
            LIST_UNSUBSCRIBE_POST,
            "List-Unsubscribe=One-Click".to_owned(),
        )))
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
            body_html: None,
            addressee: Addressee::Consultant {
                reply_to: Some("anna@example.com".into()),
            },
            attachments: Vec::new(),
            in_reply_to: None,
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

    #[test]
    fn a_mail_to_a_subscriber_goes_to_them_with_one_click_unsubscribe_headers() {
        let addresses = Addresses::parse(
            "Langhe Property <site@langhe.example>",
            "consultant@langhe.example",
        )
        .unwrap();
        let link = "https://langhe.example/api/newsletter/unsubscribe?token=bead";
        let mail = OutgoingMail {
            stable_id: "enquiry.13.1790000000000".into(),
            subject: "Please confirm".into(),
            body_text: "Open the link".into(),
            body_html: None,
            addressee: Addressee::Subscriber {
                address: "anna@example.com".into(),
                list_unsubscribe: link.into(),
            },
            attachments: Vec::new(),
            in_reply_to: None,
        };
        let text = String::from_utf8(build(&addresses, &mail).unwrap().formatted()).unwrap();
        assert!(text.contains("To: anna@example.com\r\n"), "{text}");
        assert!(!text.contains("consultant@langhe.example"), "{text}");
        assert!(!text.contains("Reply-To"), "{text}");
        assert_one_click_unsubscribe(&text, link);
    }

    #[test]
    fn a_sign_in_link_goes_to_the_staff_member_alone_without_list_headers() {
        let addresses = Addresses::parse(
            "Langhe Property <site@langhe.example>",
            "consultant@langhe.example",
        )
        .unwrap();
        let mail = OutgoingMail {
            stable_id: "enquiry.14.1790000000000".into(),
            subject: "Your sign-in link - Langhe Property".into(),
            body_text: "Open the link".into(),
            body_html: None,
            addressee: Addressee::Staff {
                address: "anna@langhe.example".into(),
            },
            attachments: Vec::new(),
            in_reply_to: None,
        };
        let text = String::from_utf8(build(&addresses, &mail).unwrap().formatted()).unwrap();
        assert!(text.contains("To: anna@langhe.example\r\n"), "{text}");
        assert!(!text.contains("consultant@langhe.example"), "{text}");
        assert!(!text.contains("Reply-To"), "{text}");
        assert!(!text.contains("List-Unsubscribe"), "{text}");
    }

    #[test]
    fn a_reply_goes_to_the_visitor_with_the_consultant_as_reply_to_threaded_on_the_enquiry() {
        let addresses = Addresses::parse(
            "Langhe Property <site@langhe.example>",
            "consultant@langhe.example",
        )
        .unwrap();
        let mail = OutgoingMail {
            stable_id: "enquiry.20.1790000009000".into(),
            subject: "Re: ENQUIRY for 123".into(),
            body_text: "Yes, it is.".into(),
            body_html: Some("<p>Yes, it is.</p>".into()),
            addressee: Addressee::Visitor {
                address: "anna@example.com".into(),
            },
            in_reply_to: Some("enquiry.12.1790000000000".into()),
            attachments: Vec::new(),
        };
        let text = String::from_utf8(build(&addresses, &mail).unwrap().formatted()).unwrap();
        assert!(text.contains("To: anna@example.com\r\n"), "{text}");
        assert!(
            text.contains("Reply-To: consultant@langhe.example\r\n"),
            "{text}"
        );
        assert!(
            text.contains("In-Reply-To: <enquiry.12.1790000000000@langhe.example>\r\n"),
            "{text}"
        );
        assert!(
            text.contains("References: <enquiry.12.1790000000000@langhe.example>\r\n"),
            "{text}"
        );
        assert!(
            text.contains("Message-ID: <enquiry.20.1790000009000@langhe.example>\r\n"),
            "{text}"
        );
        assert!(!text.contains("List-Unsubscribe"), "{text}");
    }

    #[test]
    fn a_mail_that_answers_nothing_has_no_thread_headers() {
        let addresses =
            Addresses::parse("site@langhe.example", "consultant@langhe.example").unwrap();
        let mail = OutgoingMail {
            stable_id: "enquiry.21.1790000000000".into(),
            subject: "Contact Page".into(),
            body_text: "Hello".into(),
            body_html: None,
            addressee: Addressee::Consultant { reply_to: None },
            in_reply_to: None,
            attachments: Vec::new(),
        };
        let text = String::from_utf8(build(&addresses, &mail).unwrap().formatted()).unwrap();
        assert!(!text.contains("In-Reply-To"), "{text}");
        assert!(!text.contains("References"), "{text}");
    }

    /// RFC 8058's two headers, naming `link`.
    fn assert_one_click_unsubscribe(text: &str, link: &str) {
        assert!(
            text.contains(&format!("List-Unsubscribe: <{link}>\r\n")),
            "{text}"
        );
        assert!(
            text.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n"),
            "{text}"
        );
    }

    #[test]
    fn a_mail_with_html_is_multipart_alternative_with_the_text_first_and_keeps_its_headers() {
        let addresses =
            Addresses::parse("site@langhe.example", "consultant@langhe.example").unwrap();
        let link = "https://langhe.example/api/alerts/unsubscribe?token=bead";
        let mail = OutgoingMail {
            stable_id: "enquiry.15.1790000000000".into(),
            subject: "1 new home".into(),
            body_text: "Farmhouse near Barolo".into(),
            body_html: Some(
                "<p><img src=\"https://langhe.example/p.jpg\" alt=\"Farmhouse\"></p>".into(),
            ),
            addressee: Addressee::Subscriber {
                address: "anna@example.com".into(),
                list_unsubscribe: link.into(),
            },
            attachments: Vec::new(),
            in_reply_to: None,
        };
        let text = String::from_utf8(build(&addresses, &mail).unwrap().formatted()).unwrap();
        assert!(
            text.contains("Content-Type: multipart/alternative;"),
            "{text}"
        );
        assert_eq!(text.matches("Content-Type: ").count(), 3, "{text}");
        let plain = text.find("Content-Type: text/plain").expect("a text part");
        let html = text.find("Content-Type: text/html").expect("an HTML part");
        assert!(plain < html, "{text}");
        assert!(
            text.ends_with("--\r\n"),
            "closed by its last boundary: {text:?}"
        );
        assert!(
            text.contains("<img src=\"https://langhe.example/p.jpg\""),
            "{text}"
        );
        assert_one_click_unsubscribe(&text, link);
    }

    #[test]
    fn an_unsubscribe_link_that_could_inject_header_text_is_refused() {
        let addresses =
            Addresses::parse("site@langhe.example", "consultant@langhe.example").unwrap();
        let mail = OutgoingMail {
            stable_id: "enquiry.14.1790000000000".into(),
            subject: "Please confirm".into(),
            body_text: "Open the link".into(),
            body_html: None,
            addressee: Addressee::Subscriber {
                address: "anna@example.com".into(),
                list_unsubscribe: "https://x.example/>\r\nBcc: evil@example.com".into(),
            },
            attachments: Vec::new(),
            in_reply_to: None,
        };
        assert!(matches!(
            build(&addresses, &mail),
            Err(MailError::Permanent(_))
        ));
    }

    #[test]
    fn a_mail_to_a_visitor_carries_its_files_and_the_consultant_as_reply_to() {
        use domain::ports::MailAttachment;
        let addresses = Addresses::parse(
            "Langhe Property <site@langhe.example>",
            "consultant@langhe.example",
        )
        .unwrap();
        let calendar = |n: u8| MailAttachment {
            file_name: format!("viewing-{n}.ics"),
            content_type: "text/calendar; charset=utf-8; method=REQUEST".into(),
            bytes: format!("BEGIN:VCALENDAR\r\nX-N:{n}\r\nEND:VCALENDAR\r\n").into_bytes(),
        };
        let mail = OutgoingMail {
            stable_id: "viewing.3".into(),
            subject: "Your viewings".into(),
            body_text: "See you in Neive".into(),
            body_html: None,
            addressee: Addressee::Visitor {
                address: "anna@example.com".into(),
            },
            attachments: vec![calendar(1), calendar(2)],
            in_reply_to: None,
        };
        let text = String::from_utf8(build(&addresses, &mail).unwrap().formatted()).unwrap();
        assert!(text.contains("To: anna@example.com\r\n"), "{text}");
        assert!(
            text.contains("Reply-To: consultant@langhe.example\r\n"),
            "{text}"
        );
        assert!(text.contains("multipart/mixed"), "{text}");
        assert!(text.contains("See you in Neive"), "{text}");
        for n in [1, 2] {
            assert!(
                text.contains(&format!("filename=\"viewing-{n}.ics\"")),
                "{text}"
            );
        }
        assert_eq!(
            text.matches("Content-Type: text/calendar").count(),
            2,
            "{text}"
        );
    }
}
