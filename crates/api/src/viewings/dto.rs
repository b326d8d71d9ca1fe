//! The viewing operations' bodies and answers.

use crate::dto::LeadSourceBody;
use chrono::{DateTime, NaiveDate, Utc};
use domain::rome_time::rome_offset_hours;
use poem_openapi::Object;
use viewing_trips::{ViewingRequest, ViewingSlot};

/// "Request a viewing", as the property page and the contact pages send it.
#[derive(Debug, Object)]
pub struct ViewingRequestBody {
    pub name: Option<String>,
    pub email: Option<String>,
    /// Optional.
    pub phone: Option<String>,
    /// The first day in Piedmont, `YYYY-MM-DD`.
    pub from: Option<String>,
    /// The last day, `YYYY-MM-DD`: at most 60 days after `from`.
    pub to: Option<String>,
    /// `morning` and/or `afternoon`.
    #[oai(default)]
    pub half_days: Vec<String>,
    /// The references of the homes to see (1 to 10).
    #[oai(rename = "refs", default)]
    pub refs: Vec<String>,
    pub message: Option<String>,
    #[oai(rename = "captchaToken")]
    pub captcha_token: Option<String>,
    /// The share key of the unlisted home the request is sent from (its page's `key`): it
    /// opens that home to the request. Without it an unlisted home is answered like a ref
    /// that does not exist; a key of any other shape opens nothing.
    #[oai(rename = "shareKey")]
    pub share_key: Option<String>,
    /// `en` (the default) or `it`: the language of the messages and of the mails after it.
    pub language: Option<String>,
    /// Where the visitor came from, when their browser knows (`null` or left out: unknown),
    /// as `sendEmail` takes it.
    #[oai(nullable)]
    pub source: Option<LeadSourceBody>,
}

#[derive(Debug, Object)]
pub struct ViewingRequestedDto {
    pub status: u16,
    pub message: String,
}

/// A slot as staff set it.
#[derive(Debug, Object)]
pub struct SlotBody {
    /// The home's reference.
    #[oai(rename = "ref")]
    pub reference: String,
    /// Europe/Rome local time, `YYYY-MM-DDTHH:MM`.
    pub start: String,
    /// 15 to 480.
    pub duration_minutes: i64,
    pub meeting_point: String,
}

#[derive(Debug, Object)]
pub struct OutcomeBody {
    pub attended: bool,
    #[oai(nullable)]
    pub feedback: Option<String>,
    /// 1 to 5.
    pub interest: i64,
}

#[derive(Debug, Object)]
pub struct OutcomeDto {
    pub attended: bool,
    pub feedback: String,
    pub interest: u8,
    pub recorded_at: DateTime<Utc>,
}

#[derive(Debug, Object)]
pub struct SlotDto {
    pub id: i64,
    #[oai(rename = "ref")]
    pub reference: String,
    /// Europe/Rome local time, `YYYY-MM-DDTHH:MM`.
    pub start: String,
    /// The same instant in UTC, for showing it in the reader's own time zone.
    pub starts_at: DateTime<Utc>,
    /// Rome's offset from UTC at the start, e.g. `+02:00`.
    pub rome_offset: String,
    pub duration_minutes: u32,
    pub meeting_point: String,
    /// The visitor has been sent its invitation.
    pub confirmed: bool,
    /// The `SEQUENCE` of the last calendar file sent for it.
    pub sequence: u32,
    /// When its reminder went out; null before.
    #[oai(nullable)]
    pub reminded_at: Option<DateTime<Utc>>,
    /// What came of it; null until the staff record it.
    #[oai(nullable)]
    pub outcome: Option<OutcomeDto>,
}

#[derive(Debug, Object)]
pub struct ViewingDto {
    pub id: i64,
    /// Its lead in the staff inbox.
    pub enquiry_id: i64,
    pub name: String,
    pub email: String,
    /// Null when the visitor gave none.
    #[oai(nullable)]
    pub phone: Option<String>,
    /// `en` or `it`: the visitor's mails speak it.
    pub language: String,
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub half_days: Vec<String>,
    pub refs: Vec<String>,
    pub message: String,
    pub received_at: DateTime<Utc>,
    /// Soonest first.
    pub slots: Vec<SlotDto>,
}

#[derive(Debug, Object)]
pub struct ViewingListDto {
    pub viewings: Vec<ViewingDto>,
}

impl From<ViewingSlot> for SlotDto {
    fn from(slot: ViewingSlot) -> Self {
        let details = slot.details;
        Self {
            id: slot.id.0,
            reference: details.reference.as_str().to_owned(),
            start: details.start.format("%Y-%m-%dT%H:%M").to_string(),
            starts_at: details.starts_at,
            rome_offset: format!("+{:02}:00", rome_offset_hours(details.starts_at)),
            duration_minutes: details.duration_minutes,
            meeting_point: details.meeting_point,
            confirmed: slot.confirmed,
            sequence: slot.sequence,
            reminded_at: slot.reminded_at,
            outcome: slot.outcome.map(|o| OutcomeDto {
                attended: o.attended,
                feedback: o.feedback,
                interest: o.interest,
                recorded_at: o.recorded_at,
            }),
        }
    }
}

impl From<ViewingRequest> for ViewingDto {
    fn from(request: ViewingRequest) -> Self {
        Self {
            id: request.id.0,
            enquiry_id: request.enquiry.0,
            name: request.name,
            email: request.email,
            phone: request.phone,
            language: request.language.as_str().to_owned(),
            from: request.from,
            to: request.to,
            half_days: request
                .half_days
                .iter()
                .map(|h| h.as_str().to_owned())
                .collect(),
            refs: request.refs.iter().map(|r| r.as_str().to_owned()).collect(),
            message: request.message,
            received_at: request.received_at,
            slots: request.slots.into_iter().map(SlotDto::from).collect(),
        }
    }
}
