//! Staff's side of a viewing: list the requests, add slots, confirm them to the visitor in
//! one mail, change or cancel a slot (the visitor's calendar follows), record the outcome.

use super::mails::{visitor_mail, VisitorMail};
use super::ViewingDesk;
use anyhow::Context;
use domain::ports::RepositoryError;
use viewing_trips::{Outcome, OutcomeError, SlotDetails, SlotError, SlotForm};
use viewing_trips::{SlotId, ViewingFilter, ViewingId, ViewingRequest, ViewingSlot};

pub const VIEWING_NOT_FOUND: &str = "Viewing request not found";
pub const SLOT_NOT_FOUND: &str = "Viewing slot not found";
/// A slot names a home by its reference: staff may show any stored home, hidden ones too.
pub const SLOT_PROPERTY_UNKNOWN: &str = "No property has this reference number";

#[derive(Debug, thiserror::Error)]
pub enum ListViewingsError {
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// A refused slot, or no request with the id.
#[derive(Debug, thiserror::Error)]
pub enum AddSlotError {
    #[error("{VIEWING_NOT_FOUND}")]
    NotFound,
    #[error(transparent)]
    Invalid(#[from] SlotError),
    #[error("{SLOT_PROPERTY_UNKNOWN}")]
    PropertyUnknown,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Debug, thiserror::Error)]
pub enum ConfirmViewingError {
    #[error("{VIEWING_NOT_FOUND}")]
    NotFound,
    #[error("{NOTHING_TO_CONFIRM}")]
    NothingToConfirm,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// A refused slot, or no slot with the id (or it changed meanwhile).
#[derive(Debug, thiserror::Error)]
pub enum ChangeSlotError {
    #[error("{SLOT_NOT_FOUND}")]
    NotFound,
    #[error(transparent)]
    Invalid(#[from] SlotError),
    #[error("{SLOT_PROPERTY_UNKNOWN}")]
    PropertyUnknown,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Debug, thiserror::Error)]
pub enum DeleteSlotError {
    #[error("{SLOT_NOT_FOUND}")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Debug, thiserror::Error)]
pub enum RecordOutcomeError {
    #[error("{SLOT_NOT_FOUND}")]
    NotFound,
    #[error(transparent)]
    Invalid(#[from] OutcomeError),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// A repository's `NotFound` as the use case's own, anything else unexpected.
fn or_missing<E: From<anyhow::Error>>(missing: E) -> impl FnOnce(RepositoryError) -> E {
    move |error| match error {
        RepositoryError::NotFound => missing,
        other => E::from(anyhow::Error::new(other)),
    }
}

pub async fn list_viewings(
    desk: &ViewingDesk<'_>,
    filter: &ViewingFilter,
    limit: u64,
) -> Result<Vec<ViewingRequest>, ListViewingsError> {
    Ok(desk
        .viewings
        .list(filter, limit)
        .await
        .context("listing viewing requests")?)
}

/// Why a slot as staff typed it is not stored.
enum SlotRefusal {
    Invalid(SlotError),
    PropertyUnknown,
    Unexpected(anyhow::Error),
}

macro_rules! slot_refusal_into {
    ($($error:ident),*) => {$(
        impl From<SlotRefusal> for $error {
            fn from(refusal: SlotRefusal) -> Self {
                match refusal {
                    SlotRefusal::Invalid(e) => Self::Invalid(e),
                    SlotRefusal::PropertyUnknown => Self::PropertyUnknown,
                    SlotRefusal::Unexpected(e) => Self::Unexpected(e),
                }
            }
        }
    )*};
}
slot_refusal_into!(AddSlotError, ChangeSlotError);

/// The form's rules, a start not in the past, and a home that is stored.
async fn checked_slot(desk: &ViewingDesk<'_>, form: SlotForm) -> Result<SlotDetails, SlotRefusal> {
    let details = form.validate().map_err(SlotRefusal::Invalid)?;
    details
        .ensure_not_past(desk.clock.now())
        .map_err(SlotRefusal::Invalid)?;
    let stored = desk
        .properties
        .find_by_ref(&details.reference)
        .await
        .context("reading the property a slot names")
        .map_err(SlotRefusal::Unexpected)?;
    match stored {
        Some(_) => Ok(details),
        None => Err(SlotRefusal::PropertyUnknown),
    }
}

/// A new slot, not yet mailed: staff confirm the trip's slots together.
pub async fn add_slot(
    desk: &ViewingDesk<'_>,
    request: ViewingId,
    form: SlotForm,
) -> Result<ViewingRequest, AddSlotError> {
    // An unknown request answers 404 whatever the slot says: nothing is refused about it.
    desk.viewings
        .find(request)
        .await
        .map_err(or_missing(AddSlotError::NotFound))?;
    let details = checked_slot(desk, form).await?;
    desk.viewings
        .add_slot(request, &details)
        .await
        .map_err(or_missing(AddSlotError::NotFound))?;
    desk.viewings
        .find(request)
        .await
        .map_err(or_missing(AddSlotError::NotFound))
}

pub const NOTHING_TO_CONFIRM: &str = "Every slot of this request is already confirmed";

/// Mails the visitor every slot not yet confirmed, one calendar file each, in one mail.
pub async fn confirm_slots(
    desk: &ViewingDesk<'_>,
    id: ViewingId,
) -> Result<ViewingRequest, ConfirmViewingError> {
    let request = desk
        .viewings
        .find(id)
        .await
        .map_err(or_missing(ConfirmViewingError::NotFound))?;
    let waiting: Vec<(&ViewingSlot, u32)> = request
        .slots
        .iter()
        .filter(|slot| !slot.confirmed)
        .map(|slot| (slot, slot.sequence))
        .collect();
    if waiting.is_empty() {
        return Err(ConfirmViewingError::NothingToConfirm);
    }
    let now = desk.clock.now();
    let mail = visitor_mail(desk, VisitorMail::Confirmation, &request, &waiting, now).await;
    let ids: Vec<SlotId> = waiting.iter().map(|(slot, _)| slot.id).collect();
    // A slot confirmed meanwhile by someone else: the confirmation is theirs.
    desk.viewings
        .confirm(&ids, &mail)
        .await
        .map_err(or_missing(ConfirmViewingError::NothingToConfirm))?;
    desk.viewings
        .find(id)
        .await
        .map_err(or_missing(ConfirmViewingError::NotFound))
}

/// The slot and its request; `None` when no slot has the id.
async fn slot_of(
    desk: &ViewingDesk<'_>,
    id: SlotId,
) -> anyhow::Result<Option<(ViewingRequest, ViewingSlot)>> {
    let request = match desk.viewings.find_by_slot(id).await {
        Ok(request) => request,
        Err(RepositoryError::NotFound) => return Ok(None),
        Err(other) => return Err(anyhow::Error::new(other).context("reading a viewing slot")),
    };
    let slot = request.slots.iter().find(|slot| slot.id == id).cloned();
    Ok(slot.map(|slot| (request, slot)))
}

/// Changes a slot; a confirmed one is mailed again with the same `UID` and the next
/// `SEQUENCE`, so the visitor's calendar moves the viewing instead of adding one.
pub async fn change_slot(
    desk: &ViewingDesk<'_>,
    id: SlotId,
    form: SlotForm,
) -> Result<ViewingRequest, ChangeSlotError> {
    let (request, slot) = slot_of(desk, id).await?.ok_or(ChangeSlotError::NotFound)?;
    let details = checked_slot(desk, form).await?;
    let (new_sequence, mail) = if slot.confirmed {
        let next = slot.sequence + 1;
        let changed = ViewingSlot {
            details: details.clone(),
            ..slot.clone()
        };
        let mail = visitor_mail(
            desk,
            VisitorMail::Change,
            &request,
            &[(&changed, next)],
            desk.clock.now(),
        )
        .await;
        (next, Some(mail))
    } else {
        (slot.sequence, None)
    };
    desk.viewings
        .change_slot(id, slot.sequence, &details, new_sequence, mail)
        .await
        .map_err(or_missing(ChangeSlotError::NotFound))?;
    desk.viewings
        .find(request.id)
        .await
        .map_err(or_missing(ChangeSlotError::NotFound))
}

/// Deletes a slot; a confirmed one is cancelled in the visitor's calendar (`METHOD:CANCEL`,
/// same `UID`, next `SEQUENCE`).
pub async fn delete_slot(desk: &ViewingDesk<'_>, id: SlotId) -> Result<(), DeleteSlotError> {
    let (request, slot) = slot_of(desk, id).await?.ok_or(DeleteSlotError::NotFound)?;
    let mail = if slot.confirmed {
        Some(
            visitor_mail(
                desk,
                VisitorMail::Cancellation,
                &request,
                &[(&slot, slot.sequence + 1)],
                desk.clock.now(),
            )
            .await,
        )
    } else {
        None
    };
    desk.viewings
        .delete_slot(id, mail)
        .await
        .map_err(or_missing(DeleteSlotError::NotFound))
}

/// Attended or not, feedback and interest, once the slot has started.
pub async fn record_outcome(
    desk: &ViewingDesk<'_>,
    id: SlotId,
    attended: bool,
    feedback: Option<String>,
    interest: i64,
) -> Result<ViewingRequest, RecordOutcomeError> {
    let (request, slot) = slot_of(desk, id)
        .await?
        .ok_or(RecordOutcomeError::NotFound)?;
    let outcome = Outcome::parse(
        attended,
        feedback,
        interest,
        slot.details.starts_at,
        desk.clock.now(),
    )?;
    desk.viewings
        .record_outcome(id, &outcome)
        .await
        .map_err(or_missing(RecordOutcomeError::NotFound))?;
    desk.viewings
        .find(request.id)
        .await
        .map_err(or_missing(RecordOutcomeError::NotFound))
}
