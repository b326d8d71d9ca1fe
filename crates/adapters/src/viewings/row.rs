//! Between stored rows and the domain's viewing types.

use super::{request_entity, slot_entity};
use crate::repositories::CorruptRow;
use chrono::{DateTime, NaiveDate, NaiveDateTime, Utc};
use domain::ports::EnquiryId;
use domain::Ref;
use viewing_trips::{HalfDay, Outcome, SlotDetails};
use viewing_trips::{SlotId, ViewingId, ViewingRequest, ViewingSlot};

pub(super) const START_FORMAT: &str = "%Y-%m-%dT%H:%M";

fn instant(table: &'static str, id: i64, millis: i64) -> Result<DateTime<Utc>, CorruptRow> {
    DateTime::from_timestamp_millis(millis).ok_or_else(|| CorruptRow::new(table, id, "bad time"))
}

pub(super) fn slot(row: slot_entity::Model) -> Result<ViewingSlot, CorruptRow> {
    const TABLE: &str = "viewing_slots";
    let corrupt = |reason: &str| CorruptRow::new(TABLE, row.id, reason);
    let outcome = match (row.attended, row.interest, row.outcome_at) {
        (Some(attended), Some(interest), Some(at)) => Some(Outcome {
            attended,
            feedback: row.feedback.clone().unwrap_or_default(),
            interest: u8::try_from(interest).map_err(|_| corrupt("bad interest"))?,
            recorded_at: instant(TABLE, row.id, at)?,
        }),
        _ => None,
    };
    Ok(ViewingSlot {
        id: SlotId(row.id),
        request: ViewingId(row.request_id),
        details: SlotDetails {
            reference: Ref::parse_stored(&row.property_ref).map_err(|_| corrupt("bad ref"))?,
            start: NaiveDateTime::parse_from_str(&row.start_local, START_FORMAT)
                .map_err(|_| corrupt("bad start"))?,
            starts_at: instant(TABLE, row.id, row.starts_at)?,
            duration_minutes: u32::try_from(row.duration_minutes)
                .map_err(|_| corrupt("bad duration"))?,
            meeting_point: row.meeting_point,
        },
        sequence: u32::try_from(row.sequence).map_err(|_| corrupt("bad sequence"))?,
        confirmed: row.confirmed,
        reminded_at: row
            .reminded_at
            .map(|at| instant(TABLE, row.id, at))
            .transpose()?,
        outcome,
    })
}

pub(super) fn request(
    row: request_entity::Model,
    slots: Vec<ViewingSlot>,
) -> Result<ViewingRequest, CorruptRow> {
    const TABLE: &str = "viewing_requests";
    let corrupt = |reason: &str| CorruptRow::new(TABLE, row.id, reason);
    let date =
        |text: &str| NaiveDate::parse_from_str(text, "%Y-%m-%d").map_err(|_| corrupt("bad date"));
    let half_days = row
        .half_days
        .split(';')
        .map(|text| HalfDay::parse(text).ok_or_else(|| corrupt("bad half-day")))
        .collect::<Result<_, _>>()?;
    let refs = row
        .refs
        .split(';')
        .map(|text| Ref::parse_stored(text).map_err(|_| corrupt("bad ref")))
        .collect::<Result<_, _>>()?;
    Ok(ViewingRequest {
        id: ViewingId(row.id),
        enquiry: EnquiryId(row.enquiry_id),
        from: date(&row.from_date)?,
        to: date(&row.to_date)?,
        half_days,
        refs,
        received_at: instant(TABLE, row.id, row.created_at)?,
        language: row.language.into(),
        name: row.name,
        email: row.email,
        phone: row.phone,
        message: row.message,
        slots,
    })
}
