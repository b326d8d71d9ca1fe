//! The subjects of the enquiry mails (spec §7): 'ENQUIRY for {ref}', 'Contact Page',
//! 'Italian Contact Page', 'Consultancy Request'.

use crate::property::Ref;
use std::fmt;
use std::str::FromStr;

const PROPERTY_PREFIX: &str = "ENQUIRY for ";
const CONTACT: &str = "Contact Page";
const ITALIAN_CONTACT: &str = "Italian Contact Page";
const CONSULTANCY: &str = "Consultancy Request";
/// Matches the property enquiry form's reference cap.
pub const MAX_SUBJECT_REFERENCE_CHARS: usize = super::MAX_ENQUIRY_REFERENCE_CHARS;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum EnquirySubject {
    /// `reference` is what the visitor sent, one line; usually a 3-digit ref, or the
    /// shortlist's several refs ('101, 102').
    Property {
        reference: String,
    },
    Contact,
    ItalianContact,
    Consultancy,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Subject must be 'ENQUIRY for {{ref}}', 'Contact Page', 'Italian Contact Page' or 'Consultancy Request'")]
pub struct EnquirySubjectError;

impl EnquirySubject {
    pub fn parse(text: &str) -> Result<Self, EnquirySubjectError> {
        match text.trim() {
            CONTACT => Ok(Self::Contact),
            ITALIAN_CONTACT => Ok(Self::ItalianContact),
            CONSULTANCY => Ok(Self::Consultancy),
            other => {
                let reference = other
                    .strip_prefix(PROPERTY_PREFIX)
                    .ok_or(EnquirySubjectError)?
                    .trim();
                let fits = !reference.is_empty()
                    && (reference.chars().count() <= MAX_SUBJECT_REFERENCE_CHARS
                        || super::enquiry_refs::is_ref_list(reference))
                    && !reference.chars().any(char::is_control);
                fits.then(|| Self::Property {
                    reference: reference.to_owned(),
                })
                .ok_or(EnquirySubjectError)
            }
        }
    }

    /// The property the enquiry is about, when its reference is a valid ref
    /// (only the first three characters count, as in property URLs).
    pub fn property_ref(&self) -> Option<Ref> {
        match self {
            Self::Property { reference } => Ref::from_url_segment(reference).ok(),
            _ => None,
        }
    }
}

impl FromStr for EnquirySubject {
    type Err = EnquirySubjectError;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Self::parse(text)
    }
}

impl fmt::Display for EnquirySubject {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Property { reference } => write!(f, "{PROPERTY_PREFIX}{reference}"),
            Self::Contact => f.write_str(CONTACT),
            Self::ItalianContact => f.write_str(ITALIAN_CONTACT),
            Self::Consultancy => f.write_str(CONSULTANCY),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn property(reference: &str) -> EnquirySubject {
        EnquirySubject::Property {
            reference: reference.to_owned(),
        }
    }

    #[test]
    fn subjects_round_trip_through_their_text() {
        let cases = [
            (property("123"), "ENQUIRY for 123"),
            (EnquirySubject::Contact, "Contact Page"),
            (EnquirySubject::ItalianContact, "Italian Contact Page"),
            (EnquirySubject::Consultancy, "Consultancy Request"),
        ];
        for (subject, text) in cases {
            assert_eq!(subject.to_string(), text);
            assert_eq!(text.parse::<EnquirySubject>(), Ok(subject));
        }
    }

    #[test]
    fn unknown_or_malformed_subjects_are_refused() {
        for text in [
            "",
            "Contact",
            "contact page",
            "ENQUIRY for ",
            "ENQUIRY for",
            "enquiry for 123",
            "ENQUIRY for 123\r\nBcc: x@y.z",
            "ENQUIRY for 123456789012345678901",
        ] {
            assert_eq!(
                EnquirySubject::parse(text),
                Err(EnquirySubjectError),
                "{text:?}"
            );
        }
        assert_eq!(
            EnquirySubject::parse(" Contact Page "),
            Ok(EnquirySubject::Contact)
        );
    }

    #[test]
    fn a_shortlist_subject_may_list_up_to_twenty_refs() {
        let refs: Vec<String> = (101..=120).map(|n| n.to_string()).collect();
        let text = format!("ENQUIRY for {}", refs.join(", "));
        assert_eq!(EnquirySubject::parse(&text), Ok(property(&refs.join(", "))));
        assert_eq!(
            EnquirySubject::parse("ENQUIRY for 101, 102, a-villa-by-the-sea"),
            Err(EnquirySubjectError)
        );
    }

    #[test]
    fn a_property_subject_names_its_property_when_the_ref_is_valid() {
        assert_eq!(
            property("123").property_ref(),
            Some(Ref::parse("123").unwrap())
        );
        assert_eq!(
            property("123-villa").property_ref(),
            Some(Ref::parse("123").unwrap())
        );
        assert_eq!(property("1.5").property_ref(), None);
        assert_eq!(EnquirySubject::Contact.property_ref(), None);
    }
}
