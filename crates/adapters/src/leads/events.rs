//! Between `lead_events` rows and the domain's timeline.

use super::entity::{ActiveModel, Model};
use crate::repositories::CorruptRow;
use chrono::{DateTime, Utc};
use domain::enquiry::lead::{LeadAuthor, LeadEvent, LeadEventKind, LeadStage};
use domain::ports::{EnquiryId, MailState};
use sea_orm::ActiveValue::Set;
use serde::{Deserialize, Serialize};

const TABLE: &str = "lead_events";

#[derive(Serialize, Deserialize)]
struct StagePayload {
    from: String,
    to: String,
}

#[derive(Serialize, Deserialize)]
struct NotePayload {
    text: String,
}

#[derive(Serialize, Deserialize)]
struct ReplyPayload {
    reply_id: i64,
    message: String,
}

/// What a new event stores.
pub(super) enum NewEvent<'a> {
    Stage { from: LeadStage, to: LeadStage },
    Note { text: &'a str },
    Reply { reply: EnquiryId, message: &'a str },
}

pub(super) fn new_row(
    enquiry: EnquiryId,
    event: NewEvent<'_>,
    author: &LeadAuthor,
    at: DateTime<Utc>,
) -> ActiveModel {
    let (kind, payload) = match event {
        NewEvent::Stage { from, to } => (
            "stage_changed",
            serde_json::to_string(&StagePayload {
                from: from.as_str().to_owned(),
                to: to.as_str().to_owned(),
            }),
        ),
        NewEvent::Note { text } => (
            "note",
            serde_json::to_string(&NotePayload {
                text: text.to_owned(),
            }),
        ),
        NewEvent::Reply { reply, message } => (
            "reply",
            serde_json::to_string(&ReplyPayload {
                reply_id: reply.0,
                message: message.to_owned(),
            }),
        ),
    };
    ActiveModel {
        enquiry_id: Set(enquiry.0),
        kind: Set(kind.to_owned()),
        author_id: Set(Some(author.user_id)),
        author_email: Set(Some(author.email.clone())),
        at: Set(at.timestamp_millis()),
        payload: Set(payload.expect("strings always serialise")),
        ..Default::default()
    }
}

/// The id of the reply a row records, for reading the replies' delivery in one go.
pub(super) fn reply_id(row: &Model) -> Option<i64> {
    (row.kind == "reply")
        .then(|| serde_json::from_str::<ReplyPayload>(&row.payload).ok())
        .flatten()
        .map(|payload| payload.reply_id)
}

pub(super) fn event(
    row: Model,
    delivery: impl Fn(i64) -> Option<MailState>,
) -> Result<LeadEvent, CorruptRow> {
    let corrupt = |reason: &str| CorruptRow::new(TABLE, row.id, reason);
    let bad_payload = |_| corrupt("bad payload");
    let kind = match row.kind.as_str() {
        "stage_changed" => {
            let payload: StagePayload = serde_json::from_str(&row.payload).map_err(bad_payload)?;
            let stage = |text: &str| LeadStage::parse(text).map_err(|_| corrupt("bad stage"));
            LeadEventKind::StageChanged {
                from: stage(&payload.from)?,
                to: stage(&payload.to)?,
            }
        }
        "note" => {
            let payload: NotePayload = serde_json::from_str(&row.payload).map_err(bad_payload)?;
            LeadEventKind::Note { text: payload.text }
        }
        "reply" => {
            let payload: ReplyPayload = serde_json::from_str(&row.payload).map_err(bad_payload)?;
            LeadEventKind::Reply {
                reply: EnquiryId(payload.reply_id),
                message: payload.message,
                delivery: delivery(payload.reply_id),
            }
        }
        _ => return Err(corrupt("unknown kind")),
    };
    let author = match (row.author_id, row.author_email.clone()) {
        (Some(user_id), Some(email)) => Some(LeadAuthor { user_id, email }),
        _ => None,
    };
    Ok(LeadEvent {
        id: row.id,
        enquiry: EnquiryId(row.enquiry_id),
        author,
        at: DateTime::from_timestamp_millis(row.at).ok_or_else(|| corrupt("bad time"))?,
        kind,
    })
}

/// The payload of a note or a reply with its text removed (lead retention); `None` for a
/// stage change, which holds no personal text, and for a payload that does not read.
pub(crate) fn payload_without_text(row: &Model) -> Option<String> {
    let emptied = match row.kind.as_str() {
        "note" => serde_json::to_string(&NotePayload {
            text: String::new(),
        }),
        "reply" => {
            let payload: ReplyPayload = serde_json::from_str(&row.payload).ok()?;
            serde_json::to_string(&ReplyPayload {
                reply_id: payload.reply_id,
                message: String::new(),
            })
        }
        _ => return None,
    };
    Some(emptied.expect("strings always serialise"))
}

/// The backup's check of a row: it reads as an event.
pub fn check(row: &Model) -> Result<(), String> {
    event(row.clone(), |_| None)
        .map(|_| ())
        .map_err(|error| error.to_string())
}
