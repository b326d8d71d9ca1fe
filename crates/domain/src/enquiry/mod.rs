//! The visitor forms (spec §5): property enquiry, English and Italian contact, consultancy
//! request and newsletter sign-up, plus the subjects of the mails they become (spec §7).
//!
//! Each form checks the spec's fields in the spec's order and reports the first failure with the
//! spec's words; our length caps come after all of the spec's checks. Single-line fields have
//! line breaks and control characters turned into spaces, so they are safe in a mail header.

mod confirmation_quota;
mod consultancy;
mod contact;
mod newsletter;
mod property_enquiry;
mod subject;

pub use confirmation_quota::{
    confirmation_allowance, per_address_gap, per_address_window, site_window,
    ConfirmationAllowance, SentConfirmations, DEFAULT_MAILS_PER_HOUR, MAILS_PER_ADDRESS_PER_WEEK,
    ONE_MAIL_PER_ADDRESS_HOURS,
};
pub use consultancy::{ConsultancyError, ConsultancyForm, ConsultancyRequest};
pub use contact::{
    ContactError, ContactForm, ContactMessage, ItalianContactError, ItalianContactForm,
};
pub use newsletter::{
    confirm_by, NewsletterError, NewsletterForm, NewsletterSignUp, CONFIRMATION_HOURS,
};
pub use property_enquiry::{PropertyEnquiry, PropertyEnquiryError, PropertyEnquiryForm};
pub use subject::{EnquirySubject, EnquirySubjectError, MAX_SUBJECT_REFERENCE_CHARS};

use crate::user::Email;

pub const MAX_NAME_CHARS: usize = 100;
/// The property enquiry's message (spec §9).
pub const MAX_ENQUIRY_MESSAGE_CHARS: usize = 500;
/// The contact pages' message; the spec sets no limit, this keeps a mail readable.
pub const MAX_CONTACT_MESSAGE_CHARS: usize = 5_000;
/// The reference typed into a property enquiry (prefilled with the 3-digit ref).
pub const MAX_ENQUIRY_REFERENCE_CHARS: usize = 20;
/// Consultancy date and time, as the visitor wrote them.
pub const MAX_DATE_TIME_CHARS: usize = 50;
/// Consultancy dream, timelineBudget and other.
pub const MAX_CONSULTANCY_ANSWER_CHARS: usize = 2_000;

/// A one-line field: trimmed, inner line breaks and control characters made spaces; None when
/// missing or blank.
fn line(value: Option<String>) -> Option<String> {
    let text: String = value?
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_owned())
}

/// A free-text field: trimmed, line breaks kept; None when missing or blank.
fn text(value: Option<String>) -> Option<String> {
    let value = value?;
    let text = value.trim();
    (!text.is_empty()).then(|| text.to_owned())
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
    }
}
