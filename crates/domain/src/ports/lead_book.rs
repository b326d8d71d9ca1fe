use super::{EnquiryId, NewEnquiry, RepositoryError, StoredEnquiry};
use crate::enquiry::lead::{FollowUpDate, LeadAuthor, LeadEvent, LeadStage, NoteText};
use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, Utc};
use std::collections::HashMap;

/// A reply from the desk, ready to be stored: its mail (kind `Reply`, to the visitor) and
/// what the lead's timeline records of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewReply {
    pub enquiry: EnquiryId,
    /// The outbox row; `in_reply_to` names the original's stable mail id.
    pub mail: NewEnquiry,
    pub in_reply_to: String,
    /// The text staff wrote, for the timeline.
    pub message: String,
    pub author: LeadAuthor,
    pub at: DateTime<Utc>,
}

/// Whether the address is on the site's own newsletter list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NewsletterStanding {
    /// Signed up, not yet confirmed.
    Unconfirmed,
    Subscribed,
    Unsubscribed,
}

/// One saved-search alert of the address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContactAlert {
    pub created_at: DateTime<Utc>,
    pub confirmed: bool,
}

/// Everything the site keeps about one e-mail address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContactRecord {
    /// Its leads, newest first.
    pub leads: Vec<StoredEnquiry>,
    pub newsletter: Option<NewsletterStanding>,
    pub alerts: Vec<ContactAlert>,
}

impl ContactRecord {
    /// The site knows nothing of the address.
    pub fn is_unknown(&self) -> bool {
        self.leads.is_empty() && self.newsletter.is_none() && self.alerts.is_empty()
    }
}

/// The desk's writes on leads and the reads of their timelines. Only enquiries of a lead kind
/// (`EnquiryKind::is_lead`) are leads: every method answers `NotFound` for any other row.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait LeadBook: Send + Sync {
    /// Moves the lead to `stage`, recording who and when in its timeline; a move to the
    /// stage it already has records nothing.
    /// # Errors
    /// MUST return `NotFound` when no lead has the id.
    async fn change_stage(
        &self,
        id: EnquiryId,
        stage: LeadStage,
        author: &LeadAuthor,
        at: DateTime<Utc>,
    ) -> Result<(), RepositoryError>;

    /// Sets the follow-up date, or clears it with `None`.
    /// # Errors
    /// MUST return `NotFound` when no lead has the id.
    async fn set_follow_up(
        &self,
        id: EnquiryId,
        on: Option<FollowUpDate>,
    ) -> Result<(), RepositoryError>;

    /// Adds a note to the lead's timeline and answers it as stored.
    /// # Errors
    /// MUST return `NotFound` when no lead has the id.
    async fn add_note(
        &self,
        id: EnquiryId,
        text: &NoteText,
        author: &LeadAuthor,
        at: DateTime<Utc>,
    ) -> Result<LeadEvent, RepositoryError>;

    /// In one transaction: stores the reply's mail in the outbox (pending, due at once),
    /// records it in the lead's timeline, sets the lead's first reply time when it has none,
    /// and moves a `new` lead to `contacted` (recorded as a stage change). Answers the reply's
    /// outbox id.
    /// # Errors
    /// MUST return `NotFound` when no lead has the id (and then store nothing).
    async fn reply(&self, reply: &NewReply) -> Result<EnquiryId, RepositoryError>;

    /// The timelines of the given leads, oldest event first, read in one go (a page of the
    /// inbox). A lead without events is absent from the map.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn timelines(
        &self,
        ids: &[EnquiryId],
    ) -> Result<HashMap<EnquiryId, Vec<LeadEvent>>, RepositoryError>;

    /// Every lead of the address (whatever the letters' case), and its newsletter and alert
    /// records.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn contact(&self, email: &str) -> Result<ContactRecord, RepositoryError>;

    /// In one transaction: claims `day` for the desk's daily digest and stores `mail` in the
    /// outbox (pending, due at once). Answers `false`, storing nothing, when the day was
    /// already claimed (by an earlier pass or another server): one digest per day.
    /// # Errors
    /// `Unexpected` when the storage fails (and then nothing is claimed).
    async fn send_digest(&self, day: NaiveDate, mail: &NewEnquiry)
        -> Result<bool, RepositoryError>;
}
