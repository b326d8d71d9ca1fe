//! 'Enquire about this property!' on the property page (spec §2, §5 "Property enquiry").

use super::NAME_NOT_READABLE;
use super::{enquiry_refs_text, parse_enquiry_refs, EnquiryRefsError};
use super::{
    line, longer_than, parse_email, reads_as_written, text, MAX_ENQUIRY_MESSAGE_CHARS,
    MAX_ENQUIRY_REFERENCE_CHARS, MAX_NAME_CHARS,
};
use crate::user::Email;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct PropertyEnquiryForm {
    pub name: Option<String>,
    #[serde(rename = "ref")]
    pub reference: Option<String>,
    /// Several homes at once (the shortlist's enquiry): when any is sent, they stand for
    /// `reference`.
    pub refs: Vec<String>,
    pub email: Option<String>,
    pub message: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PropertyEnquiry {
    pub name: String,
    /// As typed; usually the property's 3-digit ref; for several homes their refs, '101, 102'.
    pub reference: String,
    /// The homes a shortlist's enquiry names; empty for the one-home form.
    pub refs: Vec<crate::property::Ref>,
    pub email: Email,
    pub message: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PropertyEnquiryError {
    #[error("'Name' field missing")]
    NameMissing,
    #[error("'Reference Number' field missing")]
    ReferenceMissing,
    #[error(transparent)]
    Refs(#[from] EnquiryRefsError),
    #[error("'Email' field missing")]
    EmailMissing,
    #[error("Please enter a valid email address")]
    EmailNotValid,
    #[error("'Message' field missing")]
    MessageMissing,
    #[error("{field} must be at most {max} characters")]
    TooLong { field: &'static str, max: usize },
    #[error("{NAME_NOT_READABLE}")]
    NameNotReadable,
}

impl PropertyEnquiryForm {
    pub fn validate(self) -> Result<PropertyEnquiry, PropertyEnquiryError> {
        use PropertyEnquiryError as Error;
        let name_reads_as_written = reads_as_written(self.name.as_deref());
        let name = line(self.name).ok_or(Error::NameMissing)?;
        let refs = parse_enquiry_refs(&self.refs)?;
        let listed = (!refs.is_empty()).then(|| enquiry_refs_text(&refs));
        let reference = listed
            .or_else(|| line(self.reference))
            .ok_or(Error::ReferenceMissing)?;
        // A list of valid refs is as long as it needs to be; a typed reference is capped.
        let reference_cap = if refs.is_empty() {
            MAX_ENQUIRY_REFERENCE_CHARS
        } else {
            usize::MAX
        };
        let email = line(self.email).ok_or(Error::EmailMissing)?;
        let email = parse_email(&email).ok_or(Error::EmailNotValid)?;
        let message = text(self.message).ok_or(Error::MessageMissing)?;
        let caps = [
            (&name, "Name", MAX_NAME_CHARS),
            (&reference, "Reference Number", reference_cap),
            (&message, "Message", MAX_ENQUIRY_MESSAGE_CHARS),
        ];
        if let Some((_, field, max)) = caps
            .into_iter()
            .find(|(value, _, max)| longer_than(value, *max))
        {
            return Err(Error::TooLong { field, max });
        }
        if !name_reads_as_written {
            return Err(Error::NameNotReadable);
        }
        Ok(PropertyEnquiry {
            name,
            reference,
            refs,
            email,
            message,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Fix = fn(&mut PropertyEnquiryForm);

    fn some(value: &str) -> Option<String> {
        Some(value.to_owned())
    }

    #[test]
    fn messages_come_in_the_spec_order() {
        let steps: &[(&str, Fix)] = &[
            ("'Name' field missing", |f| f.name = some("   ")),
            ("'Name' field missing", |f| {
                f.name = some("N".repeat(101).as_str())
            }),
            ("'Reference Number' field missing", |f| {
                f.reference = some("123")
            }),
            ("'Email' field missing", |f| f.email = some(" ")),
            ("'Email' field missing", |f| {
                f.email = some("anna.example.com")
            }),
            ("Please enter a valid email address", |f| {
                f.email = some("anna@example.com")
            }),
            ("'Message' field missing", |f| {
                f.message = some(&"m".repeat(501))
            }),
            ("Name must be at most 100 characters", |f| {
                f.name = some("Anna Rossi")
            }),
            ("Message must be at most 500 characters", |f| {
                f.message = some(&"m".repeat(500))
            }),
        ];
        let mut form = PropertyEnquiryForm::default();
        for (step, (expected, fix)) in steps.iter().enumerate() {
            assert_eq!(
                form.clone().validate().unwrap_err().to_string(),
                *expected,
                "step {step}"
            );
            fix(&mut form);
        }
        let enquiry = form.validate().unwrap();
        assert_eq!(enquiry.reference, "123");
        assert_eq!(enquiry.email.as_str(), "anna@example.com");
        assert_eq!(enquiry.message.chars().count(), 500);
    }

    #[test]
    fn several_refs_stand_for_the_reference_and_are_checked_in_its_place() {
        let form = |refs: &[&str]| PropertyEnquiryForm {
            name: some("Anna"),
            reference: None,
            refs: refs.iter().map(|r| (*r).to_owned()).collect(),
            email: some("anna@example.com"),
            message: some("All of them, please"),
        };
        let twelve: Vec<String> = (101..=112).map(|n| n.to_string()).collect();
        let twelve: Vec<&str> = twelve.iter().map(String::as_str).collect();
        let enquiry = form(&twelve).validate().unwrap();
        assert_eq!(enquiry.refs.len(), 12);
        assert!(enquiry.reference.starts_with("101, 102, 103"));
        assert_eq!(
            form(&["101", "1.5"]).validate().unwrap_err().to_string(),
            "Reference number not valid"
        );
        assert_eq!(
            PropertyEnquiryForm {
                name: None,
                ..form(&["1.5"])
            }
            .validate()
            .unwrap_err()
            .to_string(),
            "'Name' field missing"
        );
        assert_eq!(
            form(&[]).validate().unwrap_err().to_string(),
            "'Reference Number' field missing"
        );
    }

    #[test]
    fn the_reference_has_a_cap_and_the_form_reads_its_json_names() {
        let form: PropertyEnquiryForm = serde_json::from_str(
            r#"{"name":"Anna","ref":"123-villa-with-a-very-long-suffix","email":"a@b.it","message":"Hi"}"#,
        )
        .unwrap();
        assert_eq!(
            form.validate().unwrap_err().to_string(),
            "Reference Number must be at most 20 characters"
        );
    }
}
