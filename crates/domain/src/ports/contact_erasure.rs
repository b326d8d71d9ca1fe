use super::RepositoryError;
use crate::user::Email;
use async_trait::async_trait;

/// How many records of each kind an erasure removed: what the admin is told, and all a
/// tombstone may keep (never the address or a text).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ErasedRecords {
    /// Enquiries and leads from the address, with what hangs on them, and every mail of the
    /// outbox to or from it.
    pub messages: u64,
    /// Newsletter sign-ups of the address (confirmed or not).
    pub newsletter: u64,
    /// Saved-search alerts of the address, with their waiting listings.
    pub alerts: u64,
    /// Viewing requests of the address, with their slots and outcomes.
    pub viewings: u64,
    /// Homes the address is recorded as the owner of: the owner's details and the report
    /// links mailed to them.
    pub owners: u64,
}

impl ErasedRecords {
    pub fn total(&self) -> u64 {
        self.messages + self.newsletter + self.alerts + self.viewings + self.owners
    }
}

/// Removes a person's data wherever the site stores it (the right to erasure).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait ContactErasure: Send + Sync {
    /// Deletes, in one transaction, every record holding `email`: the enquiries and leads it
    /// sent with their notes and history, the outbox's mails to it, its newsletter sign-up
    /// and alerts with their link secrets, the record of confirmations mailed to it, and the
    /// homes it is recorded as the owner of (with their report links). The
    /// deleted bytes MUST NOT stay readable in the store's files (SQLite: `secure_delete` and
    /// a checkpoint). Erasing an address with nothing stored removes nothing and succeeds.
    /// # Errors
    /// `Unexpected` when the storage fails; nothing is erased then.
    async fn erase(&self, email: &Email) -> Result<ErasedRecords, RepositoryError>;
}

/// Anonymises the closed leads the retention period has run out for (the privacy policy's
/// promise; `crate::enquiry::retention`).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait LeadRetention: Send + Sync {
    /// Anonymises, in one transaction, every lead in one of `stages` not yet anonymised whose
    /// last activity (its arrival, a stage change, a note or a reply) is before `quiet_since`,
    /// and marks it anonymised at `at`. It removes what `ContactErasure::erase` removes, but
    /// keeps the rows for the counts: the visitor's name, address, phone and words from the
    /// lead, its replies and desk mails, its viewing request and the outcomes' feedback, and
    /// the text of its notes and replies on the timeline; the kind, stage, source, property,
    /// dates and delivery state stay. The removed bytes MUST NOT stay readable in the store's
    /// files, as after an erasure. Answers how many leads it anonymised; a second call with
    /// the same arguments anonymises none.
    /// # Errors
    /// `Unexpected` when the storage fails; nothing is anonymised then.
    async fn anonymise_quiet_leads(
        &self,
        stages: &[crate::enquiry::lead::LeadStage],
        quiet_since: chrono::DateTime<chrono::Utc>,
        at: chrono::DateTime<chrono::Utc>,
    ) -> Result<u64, RepositoryError>;
}
