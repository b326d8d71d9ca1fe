//! Turning a submission into a validated form of the kind its subject names.

use domain::enquiry::inbox::{ITALIAN_MESSAGE_LABEL, MESSAGE_LABEL};
use domain::enquiry::{
    ConsultancyForm, ContactForm, EnquirySubject, ItalianContactForm, PropertyEnquiryForm,
};
use domain::ports::{EnquiryField, EnquiryKind};
use domain::{Email, Ref};

/// The optional structured fields our own site sends beside the spec's subject and message.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EnquiryFields {
    pub name: Option<String>,
    pub email: Option<String>,
    pub reference: Option<String>,
    /// The shortlist's several homes in one property enquiry (issue 28).
    pub refs: Vec<String>,
    pub date: Option<String>,
    pub time: Option<String>,
    pub dream: Option<String>,
    pub timeline_budget: Option<String>,
    pub other: Option<String>,
}

impl EnquiryFields {
    /// A caller that sends neither a name nor an email sends only the spec's body.
    pub fn is_structured(&self) -> bool {
        self.name.is_some() || self.email.is_some()
    }
}

/// A submission that passed its form's rules, in the form's order and words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FilledForm {
    pub kind: EnquiryKind,
    /// Rebuilt from the validated form, so a property enquiry's subject names the reference
    /// the visitor actually sent.
    pub subject: EnquirySubject,
    pub name: Option<String>,
    pub email: Option<Email>,
    pub reference: Option<String>,
    /// The homes the mail links to: the one a property enquiry names, or the shortlist's.
    pub properties: Vec<Ref>,
    pub fields: Vec<EnquiryField>,
}

/// The longest message a caller without structured fields may send.
pub const MAX_PLAIN_MESSAGE_CHARS: usize = 10_000;
const PLAIN_MESSAGE_MISSING: &str = "'Message' field missing";

fn field(label: &str, value: impl Into<String>) -> EnquiryField {
    (label.to_owned(), value.into())
}

/// Validates with the rules of the form the subject names; the error is the first failing
/// message exactly as the spec writes it.
pub(crate) fn fill(
    subject: EnquirySubject,
    message: Option<String>,
    fields: EnquiryFields,
) -> Result<FilledForm, String> {
    if !fields.is_structured() {
        return plain(subject, message);
    }
    match subject {
        EnquirySubject::Property { .. } => {
            let form = PropertyEnquiryForm {
                name: fields.name,
                reference: fields.reference,
                refs: fields.refs,
                email: fields.email,
                message,
            };
            let enquiry = form.validate().map_err(|e| e.to_string())?;
            let subject = EnquirySubject::Property {
                reference: enquiry.reference.clone(),
            };
            let properties = if enquiry.refs.is_empty() {
                subject.property_ref().into_iter().collect()
            } else {
                enquiry.refs
            };
            Ok(FilledForm {
                kind: EnquiryKind::PropertyEnquiry,
                subject,
                properties,
                fields: vec![
                    field("Name", &enquiry.name),
                    field("Email", enquiry.email.as_str()),
                    field("Reference Number", &enquiry.reference),
                    field(MESSAGE_LABEL, &enquiry.message),
                ],
                name: Some(enquiry.name),
                email: Some(enquiry.email),
                reference: Some(enquiry.reference),
            })
        }
        EnquirySubject::Contact | EnquirySubject::ItalianContact => {
            let form = ContactForm {
                name: fields.name,
                email: fields.email,
                message,
            };
            let italian = subject == EnquirySubject::ItalianContact;
            let contact = if italian {
                ItalianContactForm(form)
                    .validate()
                    .map_err(|e| e.to_string())?
            } else {
                form.validate().map_err(|e| e.to_string())?
            };
            Ok(FilledForm {
                kind: if italian {
                    EnquiryKind::ItalianContact
                } else {
                    EnquiryKind::Contact
                },
                subject,
                fields: vec![
                    field(if italian { "Nome" } else { "Name" }, &contact.name),
                    field("Email", contact.email.as_str()),
                    field(
                        if italian {
                            ITALIAN_MESSAGE_LABEL
                        } else {
                            MESSAGE_LABEL
                        },
                        &contact.message,
                    ),
                ],
                name: Some(contact.name),
                email: Some(contact.email),
                reference: None,
                properties: Vec::new(),
            })
        }
        EnquirySubject::Consultancy => {
            let form = ConsultancyForm {
                name: fields.name,
                email: fields.email,
                date: fields.date,
                time: fields.time,
                dream: fields.dream,
                timeline_budget: fields.timeline_budget,
                other: fields.other,
            };
            let request = form.validate().map_err(|e| e.to_string())?;
            Ok(FilledForm {
                kind: EnquiryKind::Consultancy,
                subject,
                fields: vec![
                    field("Name", &request.name),
                    field("Email", request.email.as_str()),
                    field("Date", &request.date),
                    field("Time", &request.time),
                    field("Dream", &request.dream),
                    field("Timeline and budget", &request.timeline_budget),
                    field("Other", &request.other),
                ],
                name: Some(request.name),
                email: Some(request.email),
                reference: None,
                properties: Vec::new(),
            })
        }
    }
}

/// The spec's own body: a subject and a free message, no reply address.
fn plain(subject: EnquirySubject, message: Option<String>) -> Result<FilledForm, String> {
    let message = message
        .map(|m| m.trim().to_owned())
        .filter(|m| !m.is_empty())
        .ok_or_else(|| PLAIN_MESSAGE_MISSING.to_owned())?;
    if message.chars().count() > MAX_PLAIN_MESSAGE_CHARS {
        return Err(format!(
            "Message must be at most {MAX_PLAIN_MESSAGE_CHARS} characters"
        ));
    }
    let reference = match &subject {
        EnquirySubject::Property { reference } => Some(reference.clone()),
        _ => None,
    };
    Ok(FilledForm {
        kind: EnquiryKind::Message,
        properties: subject.property_ref().into_iter().collect(),
        subject,
        name: None,
        email: None,
        reference,
        fields: vec![field(MESSAGE_LABEL, message)],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn some(text: &str) -> Option<String> {
        Some(text.to_owned())
    }

    #[test]
    fn the_subject_chooses_the_rules_and_their_words() {
        let nameless = EnquiryFields {
            email: some("anna@example.com"),
            ..Default::default()
        };
        let cases = [
            (
                EnquirySubject::Property {
                    reference: "123".into(),
                },
                "'Name' field missing",
            ),
            (EnquirySubject::Contact, "'Name' field missing"),
            (EnquirySubject::ItalianContact, "Campo 'Nome' mancante"),
            (EnquirySubject::Consultancy, "'Name' field missing"),
        ];
        for (subject, expected) in cases {
            let error = fill(subject.clone(), some("Hello"), nameless.clone()).unwrap_err();
            assert_eq!(error, expected, "{subject}");
        }
    }

    #[test]
    fn a_property_enquiry_takes_its_subject_from_the_reference_sent() {
        let fields = EnquiryFields {
            name: some("Anna"),
            email: some("Anna@Example.com"),
            reference: some("456"),
            ..Default::default()
        };
        let form = fill(
            EnquirySubject::Property {
                reference: "123".into(),
            },
            some("Hi"),
            fields,
        )
        .unwrap();
        assert_eq!(form.subject.to_string(), "ENQUIRY for 456");
        assert_eq!(form.kind, EnquiryKind::PropertyEnquiry);
        assert_eq!(form.email.unwrap().as_str(), "anna@example.com");
        assert_eq!(
            form.fields[2],
            ("Reference Number".to_owned(), "456".to_owned())
        );
    }

    #[test]
    fn consultancy_lists_every_answer_in_the_forms_order() {
        let fields = EnquiryFields {
            name: some("Anna"),
            email: some("anna@example.com"),
            date: some("2027-05-01"),
            time: some("10:00"),
            dream: some("A farmhouse"),
            timeline_budget: some("Next year, 500k"),
            other: some("Video call please"),
            ..Default::default()
        };
        let form = fill(EnquirySubject::Consultancy, None, fields).unwrap();
        let labels: Vec<_> = form
            .fields
            .iter()
            .map(|(label, _)| label.as_str())
            .collect();
        assert_eq!(
            labels,
            [
                "Name",
                "Email",
                "Date",
                "Time",
                "Dream",
                "Timeline and budget",
                "Other"
            ]
        );
    }

    #[test]
    fn a_caller_with_only_subject_and_message_needs_a_message() {
        let error = fill(
            EnquirySubject::Contact,
            some("  "),
            EnquiryFields::default(),
        )
        .unwrap_err();
        assert_eq!(error, "'Message' field missing");
        let long = "m".repeat(MAX_PLAIN_MESSAGE_CHARS + 1);
        assert!(fill(
            EnquirySubject::Contact,
            Some(long),
            EnquiryFields::default()
        )
        .is_err());
        let form = fill(
            EnquirySubject::Contact,
            some(" Hello "),
            EnquiryFields::default(),
        )
        .unwrap();
        assert_eq!(form.kind, EnquiryKind::Message);
        assert_eq!(form.email, None);
        assert_eq!(
            form.fields,
            vec![("Message".to_owned(), "Hello".to_owned())]
        );
    }
}
