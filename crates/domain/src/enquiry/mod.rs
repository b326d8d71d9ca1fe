//! The visitor forms (spec §5): property enquiry, English and Italian contact, consultancy
//! request and newsletter sign-up, plus the subjects of the mails they become (spec §7).
//!
//! Each form checks the spec's fields in the spec's order and reports the first failure with the
//! spec's words; our length caps come after all of the spec's checks. Single-line fields have
//! line breaks and control characters turned into spaces, so they are safe in a mail header.

mod captcha_choice;
mod consultancy;
mod contact;
mod enquiry_refs;
pub mod inbox;
pub mod lead;
mod newsletter;
mod property_enquiry;
pub mod retention;
mod source;
mod subject;

pub use captcha_choice::CaptchaChoice;
pub use consultancy::{ConsultancyError, ConsultancyForm, ConsultancyRequest};
pub use contact::{
    ContactError, ContactForm, ContactMessage, ItalianContactError, ItalianContactForm,
};
pub use enquiry_refs::{
    enquiry_refs_text, parse_enquiry_refs, EnquiryRefsError, MAX_ENQUIRY_REFS, REFS_SEPARATOR,
};
pub use newsletter::{NewsletterError, NewsletterForm, NewsletterSignUp};
pub use property_enquiry::{PropertyEnquiry, PropertyEnquiryError, PropertyEnquiryForm};
pub use source::{
    LeadSource, LeadSourceError, LeadSourceForm, MAX_REFERRER_HOST_CHARS, MAX_UTM_CHARS,
};
pub use subject::{EnquirySubject, EnquirySubjectError, MAX_SUBJECT_REFERENCE_CHARS};

use crate::user::Email;

pub const MAX_NAME_CHARS: usize = 100;
/// The property enquiry's message (spec §9).
pub const MAX_ENQUIRY_MESSAGE_CHARS: usize = 500;
/// The contact pages' message; the spec sets no limit, this keeps a mail readable.
pub const MAX_CONTACT_MESSAGE_CHARS: usize = 5_000;
/// Our own check after the spec's: a name with control or bidi characters (English forms).
pub const NAME_NOT_READABLE: &str = "Name may not contain control or text-direction characters";
/// The reference typed into a property enquiry (prefilled with the 3-digit ref).
pub const MAX_ENQUIRY_REFERENCE_CHARS: usize = 20;
/// Consultancy date and time, as the visitor wrote them.
pub const MAX_DATE_TIME_CHARS: usize = 50;
/// Consultancy dream, timelineBudget and other.
pub const MAX_CONSULTANCY_ANSWER_CHARS: usize = 2_000;

/// A one-line field: trimmed, inner line breaks and control characters made spaces; None when
/// missing or blank.
pub fn line(value: Option<String>) -> Option<String> {
    let text: String = value?
        .chars()
        .map(|c| {
            if c.is_control() || crate::text::is_stray_control(c) {
                ' '
            } else {
                c
            }
        })
        .collect();
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_owned())
}

/// A free-text field: trimmed, line breaks kept, stray controls (a NUL, a form feed) dropped;
/// None when missing or blank.
pub fn text(value: Option<String>) -> Option<String> {
    let text = crate::text::clean(&value?);
    (!text.is_empty()).then_some(text)
}

/// A name staff read in the inbox and in a mail's `From` line must read as it was written: no
/// control characters and no bidi controls (a U+202E turns the rest of a name around). Checked
/// on the name as sent, after the spec's checks and the length caps.
pub fn reads_as_written(name: Option<&str>) -> bool {
    name.is_none_or(|name| {
        !name
            .trim()
            .chars()
            .any(|c| c.is_control() || crate::text::is_bidi_control(c))
    })
}

fn longer_than(text: &str, max: usize) -> bool {
    text.chars().count() > max
}

fn parse_email(text: &str) -> Option<Email> {
    Email::parse(text).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_fields_are_trimmed_and_made_single_line() {
        assert_eq!(line(None), None);
        assert_eq!(line(Some(" \n\t ".into())), None);
        assert_eq!(
            line(Some(" Anna\r\nBcc: x@y.z ".into())).as_deref(),
            Some("Anna  Bcc: x@y.z")
        );
        assert_eq!(
            text(Some(" Hello,\nthanks \n".into())).as_deref(),
            Some("Hello,\nthanks")
        );
        assert_eq!(
            text(Some("Hello\u{0}, thanks\u{c}".into())).as_deref(),
            Some("Hello, thanks")
        );
    }

    #[test]
    fn names_with_controls_or_bidi_controls_do_not_read_as_written() {
        assert!(reads_as_written(None));
        assert!(reads_as_written(Some(" Anna Rossi\n")));
        assert!(reads_as_written(Some("Ānna Ḥaddād")));
        assert!(!reads_as_written(Some("Anna\u{202e}issoR")));
        assert!(!reads_as_written(Some("Anna\u{2066}x")));
        assert!(!reads_as_written(Some("Anna\u{0}Rossi")));
    }
}
