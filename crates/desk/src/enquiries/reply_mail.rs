//! The mail a reply from the desk becomes: the consultant's text, then the visitor's own
//! message quoted, as plain text and as HTML (every value escaped by the template).

use chrono::{DateTime, Utc};
use domain::enquiry::inbox::visitor_message;
use domain::ports::StoredEnquiry;
use maud::{html, DOCTYPE};

/// The quote's heading, in the visitor's language when they wrote in Italian.
fn wrote_line(original: &StoredEnquiry) -> String {
    let when = original.received_at.format("%Y-%m-%d %H:%M UTC");
    let who = original.name.as_deref().unwrap_or("");
    if original.kind == domain::ports::EnquiryKind::ItalianContact {
        format!("Il {when}, {who} ha scritto:")
    } else {
        format!("On {when}, {who} wrote:")
    }
}

pub(super) fn reply_text(message: &str, original: &StoredEnquiry) -> String {
    let mut text = message.to_owned();
    if let Some(quoted) = visitor_message(&original.fields) {
        text.push_str("\n\n");
        text.push_str(&wrote_line(original));
        for line in quoted.lines() {
            text.push_str("\n> ");
            text.push_str(line);
        }
    }
    text
}

pub(super) fn reply_html(message: &str, original: &StoredEnquiry) -> String {
    let quoted = visitor_message(&original.fields);
    html! {
        (DOCTYPE)
        html {
            body {
                @for paragraph in message.split("\n\n") {
                    p {
                        @for (i, line) in paragraph.lines().enumerate() {
                            @if i > 0 { br; }
                            (line)
                        }
                    }
                }
                @if let Some(quoted) = quoted {
                    p { (wrote_line(original)) }
                    blockquote {
                        @for (i, line) in quoted.lines().enumerate() {
                            @if i > 0 { br; }
                            (line)
                        }
                    }
                }
            }
        }
    }
    .into_string()
}

/// The stable mail id of an outbox row (`delivery::stable_mail_id`), from its id and arrival.
pub fn mail_id_of(id: i64, received_at: DateTime<Utc>) -> String {
    format!("enquiry.{id}.{}", received_at.timestamp_millis())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn original() -> StoredEnquiry {
        super::super::fixtures::stored_enquiry()
    }

    #[test]
    fn the_text_quotes_the_visitors_message_under_the_reply() {
        let text = reply_text("Yes, it is.", &original());
        assert_eq!(
            text,
            "Yes, it is.\n\nOn 2027-01-15 08:00 UTC, Anna <b> wrote:\n> Is it <still> for sale?\n> Thanks"
        );
    }

    #[test]
    fn the_html_escapes_every_value() {
        let html = reply_html("Yes & <no>\nline two", &original());
        assert!(html.contains("Yes &amp; &lt;no&gt;<br>line two"), "{html}");
        assert!(html.contains("Is it &lt;still&gt; for sale?"), "{html}");
        assert!(html.contains("Anna &lt;b&gt;"), "{html}");
    }

    #[test]
    fn the_mail_id_is_the_delivery_workers() {
        let at = DateTime::from_timestamp_millis(1_790_000_000_000).unwrap();
        assert_eq!(mail_id_of(12, at), "enquiry.12.1790000000000");
    }
}
