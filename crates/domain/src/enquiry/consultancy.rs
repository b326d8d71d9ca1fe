//! The consultancy request form (spec §2 "Consultancy page", §5 "Consultancy").

use super::{
    line, longer_than, parse_email, reads_as_written, text, MAX_CONSULTANCY_ANSWER_CHARS,
    MAX_DATE_TIME_CHARS, MAX_NAME_CHARS, NAME_NOT_READABLE,
};
use crate::user::Email;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct ConsultancyForm {
    pub name: Option<String>,
    pub email: Option<String>,
    /// The preferred date, as the visitor wrote it.
    pub date: Option<String>,
    /// The preferred time, as the visitor wrote it.
    pub time: Option<String>,
    /// What the visitor dreams of finding.
    pub dream: Option<String>,
    #[serde(rename = "timelineBudget")]
    pub timeline_budget: Option<String>,
    pub other: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConsultancyRequest {
    pub name: String,
    pub email: Email,
    pub date: String,
    pub time: String,
    pub dream: String,
    pub timeline_budget: String,
    pub other: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConsultancyError {
    #[error("'Name' field missing")]
    NameMissing,
    #[error("'Email' field missing")]
    EmailMissing,
    #[error("Please enter a valid email address")]
    EmailNotValid,
    #[error("'Date' field missing")]
    DateMissing,
    #[error("'Time' field missing")]
    TimeMissing,
    /// The spec gives dream, timelineBudget and other one shared message; `field` names the
    /// empty one (its JSON name) so a form can mark it.
    #[error("Field/s missing")]
    FieldsMissing { field: &'static str },
    #[error("{field} must be at most {max} characters")]
    TooLong { field: &'static str, max: usize },
    #[error("{NAME_NOT_READABLE}")]
    NameNotReadable,
}

impl ConsultancyForm {
    pub fn validate(self) -> Result<ConsultancyRequest, ConsultancyError> {
        use ConsultancyError as Error;
        let name_reads_as_written = reads_as_written(self.name.as_deref());
        let name = line(self.name).ok_or(Error::NameMissing)?;
        let email = line(self.email).ok_or(Error::EmailMissing)?;
        let email = parse_email(&email).ok_or(Error::EmailNotValid)?;
        let date = line(self.date).ok_or(Error::DateMissing)?;
        let time = line(self.time).ok_or(Error::TimeMissing)?;
        let dream = text(self.dream).ok_or(Error::FieldsMissing { field: "dream" })?;
        let timeline_budget = text(self.timeline_budget).ok_or(Error::FieldsMissing {
            field: "timelineBudget",
        })?;
        let other = text(self.other).ok_or(Error::FieldsMissing { field: "other" })?;
        let caps = [
            (&name, "Name", MAX_NAME_CHARS),
            (&date, "Date", MAX_DATE_TIME_CHARS),
            (&time, "Time", MAX_DATE_TIME_CHARS),
            (&dream, "Dream", MAX_CONSULTANCY_ANSWER_CHARS),
            (
                &timeline_budget,
                "Timeline and budget",
                MAX_CONSULTANCY_ANSWER_CHARS,
            ),
            (&other, "Other", MAX_CONSULTANCY_ANSWER_CHARS),
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
        Ok(ConsultancyRequest {
            name,
            email,
            date,
            time,
            dream,
            timeline_budget,
            other,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Fix = fn(&mut ConsultancyForm);

    fn some(value: &str) -> Option<String> {
        Some(value.to_owned())
    }

    #[test]
    fn messages_come_in_the_spec_order() {
        let steps: &[(ConsultancyError, Fix)] = &[
            (ConsultancyError::NameMissing, |f| f.name = some("Tom")),
            (ConsultancyError::EmailMissing, |f| {
                f.email = some("tom(at)example.com")
            }),
            (ConsultancyError::EmailNotValid, |f| {
                f.email = some("tom@example.com")
            }),
            (ConsultancyError::DateMissing, |f| {
                f.date = some("2026-05-12")
            }),
            (ConsultancyError::TimeMissing, |f| f.time = some("10:00")),
            (ConsultancyError::FieldsMissing { field: "dream" }, |f| {
                f.dream = some("A farmhouse")
            }),
            (
                ConsultancyError::FieldsMissing {
                    field: "timelineBudget",
                },
                |f| f.timeline_budget = some(" "),
            ),
            (
                ConsultancyError::FieldsMissing {
                    field: "timelineBudget",
                },
                |f| f.timeline_budget = some(&"b".repeat(2_001)),
            ),
            (ConsultancyError::FieldsMissing { field: "other" }, |f| {
                f.other = some("No")
            }),
            (
                ConsultancyError::TooLong {
                    field: "Timeline and budget",
                    max: 2_000,
                },
                |f| f.timeline_budget = some("Next spring, €500,000"),
            ),
        ];
        let mut form = ConsultancyForm::default();
        for (step, (expected, fix)) in steps.iter().enumerate() {
            assert_eq!(
                &form.clone().validate().unwrap_err(),
                expected,
                "step {step}"
            );
            fix(&mut form);
        }
        let request = form.validate().unwrap();
        assert_eq!(request.timeline_budget, "Next spring, €500,000");
    }

    #[test]
    fn messages_read_as_the_spec_writes_them() {
        let cases = [
            (ConsultancyError::NameMissing, "'Name' field missing"),
            (ConsultancyError::EmailMissing, "'Email' field missing"),
            (
                ConsultancyError::EmailNotValid,
                "Please enter a valid email address",
            ),
            (ConsultancyError::DateMissing, "'Date' field missing"),
            (ConsultancyError::TimeMissing, "'Time' field missing"),
            (
                ConsultancyError::FieldsMissing { field: "dream" },
                "Field/s missing",
            ),
            (
                ConsultancyError::FieldsMissing { field: "other" },
                "Field/s missing",
            ),
            (
                ConsultancyError::TooLong {
                    field: "Date",
                    max: 50,
                },
                "Date must be at most 50 characters",
            ),
        ];
        for (error, expected) in cases {
            assert_eq!(error.to_string(), expected);
        }
    }

    #[test]
    fn the_form_reads_the_spec_json_names() {
        let form: ConsultancyForm = serde_json::from_str(
            r#"{"name":"Tom","email":"tom@example.com","date":"12 May","time":"10:00",
                "dream":"Vines","timelineBudget":"2027","other":"-"}"#,
        )
        .unwrap();
        assert_eq!(form.validate().unwrap().timeline_budget, "2027");
    }
}
