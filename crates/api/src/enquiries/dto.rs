//! The inbox's answer types: each enquiry whole (what the visitor wrote, in the form's
//! order), its property and what its delivery truthfully stands at.

use super::lead_dto::{LeadEventDto, LeadStageDto};
use super::source_dto::EnquirySourceDto;
use super::stage_text::StageText;
use crate::dto::optional_flag::OptionalFlag;
use chrono::{DateTime, Utc};
use desk::enquiries::{property_page_url, InboxEntry};
use domain::enquiry::inbox::{visitor_message, Delivery, MailSetting};
use domain::enquiry::lead::LeadEventKind;
use poem_openapi::types::MaybeUndefined;
use poem_openapi::{Enum, Object};

#[derive(Debug, Object)]
pub struct EnquiryFieldDto {
    pub label: String,
    pub value: String,
}

/// Where an enquiry's mail to the consultant stands, in the words the inbox shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "DeliveryState", rename_all = "snake_case")]
pub enum DeliveryStateDto {
    /// No mail is configured (`LANGHE_MAIL=none`, the default): "Mail is off: read
    /// enquiries here".
    MailOff,
    /// Stored; the first attempt comes in a moment.
    Waiting,
    /// Being handed to the mail server now.
    Sending,
    /// An attempt failed; another is due at `retry_at`.
    WillRetry,
    Sent,
    /// Given up on; `failure` says why.
    Failed,
}

#[derive(Debug, Object)]
#[oai(rename = "Delivery")]
pub struct DeliveryDto {
    pub state: DeliveryStateDto,
    /// With `will_retry`: when the next attempt is due (the inbox shows it in Europe/Rome).
    #[oai(skip_serializing_if_is_none)]
    pub retry_at: Option<DateTime<Utc>>,
    /// With `will_retry` and `failed`: the stored reason the last attempt failed.
    #[oai(skip_serializing_if_is_none)]
    pub failure: Option<String>,
    /// With `sent`: when the mail server took it.
    #[oai(skip_serializing_if_is_none)]
    pub sent_at: Option<DateTime<Utc>>,
}

impl From<Delivery> for DeliveryDto {
    fn from(delivery: Delivery) -> Self {
        let only = |state| Self {
            state,
            retry_at: None,
            failure: None,
            sent_at: None,
        };
        match delivery {
            Delivery::MailOff => only(DeliveryStateDto::MailOff),
            Delivery::Waiting => only(DeliveryStateDto::Waiting),
            Delivery::Sending => only(DeliveryStateDto::Sending),
            Delivery::WillRetry { at, failure } => Self {
                retry_at: Some(at),
                failure,
                ..only(DeliveryStateDto::WillRetry)
            },
            Delivery::Sent { at } => Self {
                sent_at: at,
                ..only(DeliveryStateDto::Sent)
            },
            Delivery::Failed { failure } => Self {
                failure,
                ..only(DeliveryStateDto::Failed)
            },
        }
    }
}

/// The property an enquiry is about, as stored now.
#[derive(Debug, Object)]
#[oai(rename = "EnquiryProperty")]
pub struct EnquiryPropertyDto {
    #[oai(rename = "ref")]
    pub reference: String,
    pub title: String,
    /// Its page.
    pub url: String,
}

#[derive(Debug, Object)]
pub struct EnquiryDto {
    pub id: i64,
    /// 'property_enquiry', 'contact', 'italian_contact', 'consultancy' or 'message'.
    pub kind: String,
    pub subject: String,
    #[oai(skip_serializing_if_is_none)]
    pub name: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub email: Option<String>,
    /// The reference number as the visitor sent it.
    #[oai(rename = "ref", skip_serializing_if_is_none)]
    pub reference: Option<String>,
    /// The property page, when the reference names a property.
    #[oai(skip_serializing_if_is_none)]
    pub property_url: Option<String>,
    /// The property the reference names, when it is still stored: its ref, title and page.
    #[oai(skip_serializing_if_is_none)]
    pub property: Option<EnquiryPropertyDto>,
    /// The visitor's own message (the field labelled 'Message' or 'Messaggio'), which the
    /// inbox shows first; the consultancy request has none, its answers are all in `fields`.
    #[oai(skip_serializing_if_is_none)]
    pub message: Option<String>,
    /// Everything the visitor filled in, labelled, in the form's order (the message among
    /// them).
    pub fields: Vec<EnquiryFieldDto>,
    /// The outbox's own state: 'pending', 'sending', 'sent' or 'failed'. `delivery` says
    /// what it means for the consultant.
    pub status: String,
    pub delivery: DeliveryDto,
    pub attempts: u32,
    #[oai(skip_serializing_if_is_none)]
    pub last_error: Option<String>,
    pub received_at: DateTime<Utc>,
    #[oai(skip_serializing_if_is_none)]
    pub sent_at: Option<DateTime<Utc>>,
    /// False until staff open it (or after they mark it unread again).
    pub read: bool,
    /// When it was first read.
    #[oai(skip_serializing_if_is_none)]
    pub read_at: Option<DateTime<Utc>>,
    /// Where the visitor came from; left out when the form did not say.
    #[oai(skip_serializing_if_is_none)]
    pub source: Option<EnquirySourceDto>,
    /// Where the lead stands on the desk ('new' until staff move it or reply).
    pub stage: LeadStageDto,
    /// The day staff mean to come back to it (YYYY-MM-DD).
    #[oai(skip_serializing_if_is_none)]
    pub follow_up_on: Option<String>,
    /// When the desk first replied to the visitor: with `received_at`, the time to first
    /// reply.
    #[oai(skip_serializing_if_is_none)]
    pub first_replied_at: Option<DateTime<Utc>>,
    pub notes_count: u32,
    /// Stage changes, notes and replies, oldest first, each with who and when.
    pub timeline: Vec<LeadEventDto>,
}

impl EnquiryDto {
    pub fn new(entry: InboxEntry, public_url: &str, mail: MailSetting) -> Self {
        let InboxEntry {
            enquiry,
            delivery,
            property,
            timeline,
        } = entry;
        let notes_count = timeline
            .iter()
            .filter(|event| matches!(event.kind, LeadEventKind::Note { .. }))
            .count();
        Self {
            id: enquiry.id.0,
            kind: enquiry.kind.as_str().to_owned(),
            subject: enquiry.subject,
            name: enquiry.name,
            email: enquiry.email,
            reference: enquiry.reference,
            property_url: enquiry
                .property_ref
                .as_ref()
                .map(|r| property_page_url(public_url, r)),
            property: property.map(|property| EnquiryPropertyDto {
                url: property_page_url(public_url, &property.reference),
                reference: property.reference.as_str().to_owned(),
                title: property.title,
            }),
            message: visitor_message(&enquiry.fields).map(str::to_owned),
            fields: enquiry
                .fields
                .into_iter()
                .map(|(label, value)| EnquiryFieldDto { label, value })
                .collect(),
            status: enquiry.status.as_str().to_owned(),
            delivery: delivery.into(),
            attempts: enquiry.attempts,
            last_error: enquiry.last_error,
            received_at: enquiry.received_at,
            sent_at: enquiry.sent_at,
            read: enquiry.read_at.is_some(),
            read_at: enquiry.read_at,
            source: EnquirySourceDto::of(enquiry.source),
            stage: enquiry.stage.into(),
            follow_up_on: enquiry.follow_up_on.map(|date| date.as_text()),
            first_replied_at: enquiry.first_replied_at,
            notes_count: u32::try_from(notes_count).unwrap_or(u32::MAX),
            timeline: timeline
                .into_iter()
                .map(|event| LeadEventDto::new(event, mail))
                .collect(),
        }
    }
}

#[derive(Debug, Object)]
pub struct EnquiryListDto {
    pub enquiries: Vec<EnquiryDto>,
    pub pages: u32,
    /// Unread enquiries in the whole inbox, whatever the filter and search.
    pub unread: u64,
}

/// What `updateEnquiry` changes; a field left out (or null, except `follow_up_on`) stays as
/// it is.
#[derive(Debug, Object)]
#[oai(rename = "EnquiryChange")]
pub struct EnquiryChangeBody {
    /// True marks the enquiry read (keeping the first time it was read), false unread.
    pub read: OptionalFlag,
    /// 'new', 'contacted', 'viewing', 'offer', 'won', 'lost' or 'spam'; any other text is
    /// refused (400). The change is recorded in the timeline with who and when.
    pub stage: StageText,
    /// The follow-up date, YYYY-MM-DD; null clears it.
    #[oai(nullable)]
    pub follow_up_on: MaybeUndefined<String>,
}
