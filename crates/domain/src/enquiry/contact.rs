//! The contact pages' forms, English and Italian (spec §2 "Contact pages", §5).
//! Both ask for the same fields; only the words of the messages differ.

use super::{
    line, longer_than, parse_email, reads_as_written, text, MAX_CONTACT_MESSAGE_CHARS,
    MAX_NAME_CHARS, NAME_NOT_READABLE,
};
use crate::user::Email;
use serde::{Deserialize, Serialize};

/// The fields of either contact form, as submitted.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct ContactForm {
    pub name: Option<String>,
    pub email: Option<String>,
    pub message: Option<String>,
}

/// The Italian page's form: same fields, Italian messages.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ItalianContactForm(pub ContactForm);

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContactMessage {
    pub name: String,
    pub email: Email,
    pub message: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ContactError {
    #[error("'Name' field missing")]
    NameMissing,
    #[error("Email address missing")]
    EmailMissing,
    #[error("Please insert a valid email address")]
    EmailNotValid,
    #[error("'Message' field missing")]
    MessageMissing,
    #[error("{field} must be at most {max} characters")]
    TooLong { field: &'static str, max: usize },
    #[error("{NAME_NOT_READABLE}")]
    NameNotReadable,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ItalianContactError {
    #[error("Campo 'Nome' mancante")]
    NameMissing,
    #[error("Campo 'Email' mancante")]
    EmailMissing,
    #[error("Inserire un indirizzo email valido")]
    EmailNotValid,
    #[error("Campo 'Messaggio' mancante")]
    MessageMissing,
    #[error("Il campo '{field}' può contenere al massimo {max} caratteri")]
    TooLong { field: &'static str, max: usize },
    #[error("Il campo 'Nome' non può contenere caratteri di controllo o di direzione del testo")]
    NameNotReadable,
}

/// Which check failed, before it is put into words.
enum Failure {
    NameMissing,
    EmailMissing,
    EmailNotValid,
    MessageMissing,
    NameTooLong,
    MessageTooLong,
    NameNotReadable,
}

impl ContactForm {
    fn check(self) -> Result<ContactMessage, Failure> {
        let name_reads_as_written = reads_as_written(self.name.as_deref());
        let name = line(self.name).ok_or(Failure::NameMissing)?;
        let email = line(self.email).ok_or(Failure::EmailMissing)?;
        let email = parse_email(&email).ok_or(Failure::EmailNotValid)?;
        let message = text(self.message).ok_or(Failure::MessageMissing)?;
        if longer_than(&name, MAX_NAME_CHARS) {
            return Err(Failure::NameTooLong);
        }
        if longer_than(&message, MAX_CONTACT_MESSAGE_CHARS) {
            return Err(Failure::MessageTooLong);
        }
        if !name_reads_as_written {
            return Err(Failure::NameNotReadable);
        }
        Ok(ContactMessage {
            name,
            email,
            message,
        })
    }

    pub fn validate(self) -> Result<ContactMessage, ContactError> {
        self.check().map_err(|failure| match failure {
            Failure::NameMissing => ContactError::NameMissing,
            Failure::EmailMissing => ContactError::EmailMissing,
            Failure::EmailNotValid => ContactError::EmailNotValid,
            Failure::MessageMissing => ContactError::MessageMissing,
            Failure::NameTooLong => ContactError::TooLong {
                field: "Name",
                max: MAX_NAME_CHARS,
            },
            Failure::MessageTooLong => ContactError::TooLong {
                field: "Message",
                max: MAX_CONTACT_MESSAGE_CHARS,
            },
            Failure::NameNotReadable => ContactError::NameNotReadable,
        })
    }
}

impl ItalianContactForm {
    pub fn validate(self) -> Result<ContactMessage, ItalianContactError> {
        self.0.check().map_err(|failure| match failure {
            Failure::NameMissing => ItalianContactError::NameMissing,
            Failure::EmailMissing => ItalianContactError::EmailMissing,
            Failure::EmailNotValid => ItalianContactError::EmailNotValid,
            Failure::MessageMissing => ItalianContactError::MessageMissing,
            Failure::NameTooLong => ItalianContactError::TooLong {
                field: "Nome",
                max: MAX_NAME_CHARS,
            },
            Failure::MessageTooLong => ItalianContactError::TooLong {
                field: "Messaggio",
                max: MAX_CONTACT_MESSAGE_CHARS,
            },
            Failure::NameNotReadable => ItalianContactError::NameNotReadable,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Fix = fn(&mut ContactForm);

    fn some(value: &str) -> Option<String> {
        Some(value.to_owned())
    }

    /// The same sequence of fixes, with the messages each language must show at each step.
    const STEPS: &[(&str, &str, Fix)] = &[
        ("'Name' field missing", "Campo 'Nome' mancante", |f| {
            f.name = some(&"n".repeat(101))
        }),
        ("Email address missing", "Campo 'Email' mancante", |f| {
            f.email = some("anna")
        }),
        (
            "Please insert a valid email address",
            "Inserire un indirizzo email valido",
            |f| f.email = some("anna@example.it"),
        ),
        (
            "'Message' field missing",
            "Campo 'Messaggio' mancante",
            |f| f.message = some(&"m".repeat(5_001)),
        ),
        (
            "Name must be at most 100 characters",
            "Il campo 'Nome' può contenere al massimo 100 caratteri",
            |f| f.name = some("Anna"),
        ),
        (
            "Message must be at most 5000 characters",
            "Il campo 'Messaggio' può contenere al massimo 5000 caratteri",
            |f| f.message = some("Vorrei vendere casa."),
        ),
    ];

    #[test]
    fn english_messages_come_in_the_spec_order() {
        let mut form = ContactForm::default();
        for (step, (english, _, fix)) in STEPS.iter().enumerate() {
            assert_eq!(
                form.clone().validate().unwrap_err().to_string(),
                *english,
                "step {step}"
            );
            fix(&mut form);
        }
        assert_eq!(form.validate().unwrap().name, "Anna");
    }

    #[test]
    fn italian_messages_come_in_the_spec_order() {
        let mut form = ContactForm::default();
        for (step, (_, italian, fix)) in STEPS.iter().enumerate() {
            let error = ItalianContactForm(form.clone()).validate().unwrap_err();
            assert_eq!(error.to_string(), *italian, "step {step}");
            fix(&mut form);
        }
        assert_eq!(
            ItalianContactForm(form).validate().unwrap().message,
            "Vorrei vendere casa."
        );
    }
}
