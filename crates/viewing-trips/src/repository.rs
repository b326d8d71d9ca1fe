use crate::{HalfDay, Outcome, SlotDetails, ViewingRequestForm, VisitorLanguage};
use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, Utc};
use domain::ports::{EnquiryId, NewEnquiry, RepositoryError};
use domain::property::Ref;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ViewingId(pub i64);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SlotId(pub i64);

/// A visitor's request as it is stored beside its lead in the outbox.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewViewingRequest {
    pub form: ViewingRequestForm,
    pub language: VisitorLanguage,
    pub received_at: DateTime<Utc>,
}

/// A viewing slot as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ViewingSlot {
    pub id: SlotId,
    pub request: ViewingId,
    pub details: SlotDetails,
    /// The `SEQUENCE` of the last calendar file the visitor was sent for this slot.
    pub sequence: u32,
    /// The visitor has been sent this slot's invitation.
    pub confirmed: bool,
    pub reminded_at: Option<DateTime<Utc>>,
    pub outcome: Option<Outcome>,
}

/// A request with its slots, soonest first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ViewingRequest {
    pub id: ViewingId,
    /// Its lead in the outbox (kind `viewing`), the mail to the consultant.
    pub enquiry: EnquiryId,
    pub name: String,
    pub email: String,
    pub phone: Option<String>,
    pub language: VisitorLanguage,
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub half_days: Vec<HalfDay>,
    pub refs: Vec<Ref>,
    pub message: String,
    pub received_at: DateTime<Utc>,
    pub slots: Vec<ViewingSlot>,
}

/// Which requests staff list: trips overlapping `from`..=`to`, naming `reference` (in the
/// request or one of its slots).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ViewingFilter {
    pub from: Option<NaiveDate>,
    pub to: Option<NaiveDate>,
    pub reference: Option<Ref>,
}

/// Viewing requests and their slots. Every write that mails the visitor takes the mail and
/// stores it in the outbox in the same transaction, so a change is never without its mail
/// nor a mail without its change.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait ViewingRepository: Send + Sync {
    /// Stores the request and its lead (`lead`, kind `viewing`) together.
    /// # Errors
    /// `Unexpected` when the storage fails: then neither is stored.
    async fn create(
        &self,
        request: &NewViewingRequest,
        lead: &NewEnquiry,
    ) -> Result<(ViewingId, EnquiryId), RepositoryError>;

    /// Requests `filter` selects, newest first, at most `limit`.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn list(
        &self,
        filter: &ViewingFilter,
        limit: u64,
    ) -> Result<Vec<ViewingRequest>, RepositoryError>;

    /// # Errors
    /// MUST return `NotFound` when no request has the id.
    async fn find(&self, id: ViewingId) -> Result<ViewingRequest, RepositoryError>;

    /// The request a slot belongs to, with the slot's id.
    /// # Errors
    /// MUST return `NotFound` when no slot has the id.
    async fn find_by_slot(&self, id: SlotId) -> Result<ViewingRequest, RepositoryError>;

    /// Adds an unconfirmed slot (nothing is mailed until [`Self::confirm`]).
    /// # Errors
    /// MUST return `NotFound` when no request has the id.
    async fn add_slot(
        &self,
        request: ViewingId,
        details: &SlotDetails,
    ) -> Result<SlotId, RepositoryError>;

    /// Marks `slots` confirmed and stores `mail` (their invitations) in the outbox.
    /// # Errors
    /// MUST return `NotFound` when a slot is not (any more) an unconfirmed slot of the request;
    /// then nothing is changed or stored.
    async fn confirm(&self, slots: &[SlotId], mail: &NewEnquiry) -> Result<(), RepositoryError>;

    /// Changes a slot whose `SEQUENCE` is still `sequence`, setting it to `new_sequence`, and
    /// stores `mail` (the update) when there is one.
    /// # Errors
    /// MUST return `NotFound` when no slot has the id at that sequence (it was changed
    /// meanwhile): then nothing is changed or stored.
    async fn change_slot(
        &self,
        slot: SlotId,
        sequence: u32,
        details: &SlotDetails,
        new_sequence: u32,
        mail: Option<NewEnquiry>,
    ) -> Result<(), RepositoryError>;

    /// Deletes a slot and stores `mail` (the cancellation) when there is one.
    /// # Errors
    /// MUST return `NotFound` when no slot has the id.
    async fn delete_slot(
        &self,
        slot: SlotId,
        mail: Option<NewEnquiry>,
    ) -> Result<(), RepositoryError>;

    /// # Errors
    /// MUST return `NotFound` when no slot has the id.
    async fn record_outcome(&self, slot: SlotId, outcome: &Outcome) -> Result<(), RepositoryError>;

    /// Confirmed slots starting in `now..before` whose reminder has not gone, with their
    /// requests, at most `limit`.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn due_reminders(
        &self,
        now: DateTime<Utc>,
        before: DateTime<Utc>,
        limit: u64,
    ) -> Result<Vec<(ViewingRequest, SlotId)>, RepositoryError>;

    /// Marks the slot reminded at `at` and stores `mail`, unless it was reminded already
    /// (then nothing is stored and `false` returned): a reminder goes out once, even when
    /// two servers race.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn remind(
        &self,
        slot: SlotId,
        at: DateTime<Utc>,
        mail: &NewEnquiry,
    ) -> Result<bool, RepositoryError>;
}
