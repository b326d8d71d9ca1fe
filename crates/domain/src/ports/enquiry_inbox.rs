use super::{EnquiryId, RepositoryError, StoredEnquiry};
use crate::enquiry::inbox::InboxQuery;
use crate::paging::{Page, PageRequest};
use crate::property::Ref;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use std::collections::HashMap;

/// The staff's view of the enquiries the outbox keeps: listed, searched and marked read.
/// Only leads (`EnquiryKind::is_lead`) are enquiries here: mails to the asker (subscribers,
/// staff signing in) and the desk's replies share the outbox, but no method here lists,
/// counts, finds or changes them.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait EnquiryInbox: Send + Sync {
    /// The enquiries `query` selects, newest first: with `unread_only`, those never marked
    /// read; with a search, those whose name, e-mail address or typed values contain it,
    /// whatever the letters' case; with a stage, a property or a due day, those at that stage,
    /// about that property, or with a follow-up date on or before that day.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn list(
        &self,
        query: &InboxQuery,
        page: PageRequest,
    ) -> Result<Page<StoredEnquiry>, RepositoryError>;

    /// How many enquiries are unread, in the whole inbox.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn count_unread(&self) -> Result<u64, RepositoryError>;

    /// One enquiry.
    /// # Errors
    /// MUST return `NotFound` when no enquiry has the id (a mail to a subscriber included).
    async fn find(&self, id: EnquiryId) -> Result<StoredEnquiry, RepositoryError>;

    /// Marks the enquiry read at `read_at`, or unread with `None`. Marking a read enquiry
    /// read again keeps the first time it was read.
    /// # Errors
    /// MUST return `NotFound` when no enquiry has the id (a mail to a subscriber included).
    async fn set_read(
        &self,
        id: EnquiryId,
        read_at: Option<DateTime<Utc>>,
    ) -> Result<(), RepositoryError>;

    /// How many enquiries received in `period` came from each source
    /// (`LeadSource::label`; `None` counts those with no source), the most first, then by
    /// label.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn count_by_source(&self, period: &Period) -> Result<Vec<SourceCount>, RepositoryError>;

    /// Every enquiry, oldest first: the admin's export.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn export(&self) -> Result<Vec<StoredEnquiry>, RepositoryError>;

    /// The titles of the stored properties the refs name, in one read (a page of the inbox
    /// names up to 50); a ref no property has is absent.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn property_titles(&self, refs: &[Ref]) -> Result<HashMap<Ref, String>, RepositoryError>;
}

/// Instants from `from` (included) to `to` (excluded); an open end is unbounded.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Period {
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
}

/// The number of leads from one source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceCount {
    /// `LeadSource::label`; `None` for leads with no source (they came straight).
    pub label: Option<String>,
    pub leads: u64,
}
