use super::{NewEnquiry, RepositoryError};
use crate::alert::{AlertLanguage, MatchOccasion};
use crate::property::ListingFilter;
use crate::user::Email;
use crate::Ref;
use async_trait::async_trait;
use chrono::{DateTime, Utc};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AlertId(pub i64);

/// A sign-up, before its address is confirmed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewAlert {
    pub email: Email,
    pub filter: ListingFilter,
    pub language: AlertLanguage,
    /// When the visitor ticked the consent box and sent the form.
    pub consent_at: DateTime<Utc>,
    /// A pending alert not confirmed by then is deleted.
    pub confirm_by: DateTime<Utc>,
}

/// The secrets of an alert's links, as its confirmation mail carries them (the repository
/// keeps only their hashes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AlertTokens {
    pub confirm_token: String,
    /// Opens the page that changes or deletes the alert; also the `List-Unsubscribe` link's.
    pub manage_token: String,
}

/// A stored alert.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alert {
    pub id: AlertId,
    pub email: Email,
    pub filter: ListingFilter,
    pub language: AlertLanguage,
    pub consent_at: DateTime<Utc>,
    /// None while it waits for the confirmation link.
    pub confirmed_at: Option<DateTime<Utc>>,
    /// When its last digest was put in the outbox.
    pub last_mailed_at: Option<DateTime<Utc>>,
}

/// A listing waiting for an alert's next mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AlertMatch {
    pub id: i64,
    pub reference: Ref,
    pub occasion: MatchOccasion,
    pub matched_at: DateTime<Utc>,
}

/// The confirmed alerts a save makes a listing news for (`crate::alert::occasion_of_save`).
/// It goes with the save itself (`PropertyRepository::create` and `update`), which stores the
/// matches in the same transaction: the listing and its news are written together or not at
/// all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListingNews {
    pub alerts: Vec<AlertId>,
    pub occasion: MatchOccasion,
    pub at: DateTime<Utc>,
}

/// A confirmed alert whose next mail is due, with what it is to say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DueDigest {
    pub alert: Alert,
    /// Oldest first.
    pub matches: Vec<AlertMatch>,
}

/// What one digest pass hands over in one step: the matches it covers are done, the alert's
/// clock restarts, and the mail (none when every listing went away meanwhile) is in the outbox.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComposedDigest {
    pub alert: AlertId,
    pub match_ids: Vec<i64>,
    pub mail: Option<NewEnquiry>,
    pub at: DateTime<Utc>,
}

/// Saved-search alerts and the listings waiting for their next mail. Their double opt-in
/// (confirm, expire, delete) is `OptInRecords`, withdrawing (deleting the alert and whatever
/// waits for its next mail) by a manage token.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait AlertRepository: Send + Sync {
    /// Stores a pending alert and answers its fresh link secrets. A visitor may keep several
    /// alerts, each with its own links; the same address's pending alert with the same filter
    /// MUST be reused (new secrets, consent and deadline), not stored again.
    /// # Errors
    /// `Unexpected` when the storage fails; nothing is stored then.
    async fn create(&self, alert: &NewAlert) -> Result<AlertTokens, RepositoryError>;

    /// A new secret for the links that change or delete the alert, for a mail written now (a
    /// digest, a row of the export): every manage token handed out keeps working until the
    /// alert is deleted, and only its hash is stored.
    ///
    /// # Errors
    /// MUST answer `UnknownReference` when no alert has this id (it was deleted meanwhile).
    async fn mint_manage_token(&self, alert: AlertId) -> Result<String, RepositoryError>;

    /// The alert (pending or confirmed) whose manage token (the sign-up's or a minted one) is
    /// `token`.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn find_by_manage_token(&self, token: &str) -> Result<Option<Alert>, RepositoryError>;

    /// Replaces the alert's filter; false when no alert has this manage token.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn change_filter(
        &self,
        token: &str,
        filter: &ListingFilter,
    ) -> Result<bool, RepositoryError>;

    /// Every confirmed alert, oldest first.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn confirmed(&self) -> Result<Vec<Alert>, RepositoryError>;

    /// How many alert mails named the home `property` since `since` (an alert and a home
    /// count once per mail: its listing and later its price drop are two).
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn mailed_matches(
        &self,
        property: &crate::Ref,
        since: DateTime<Utc>,
    ) -> Result<u64, RepositoryError>;

    /// How many alerts are confirmed.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn count_confirmed(&self) -> Result<u64, RepositoryError>;

    /// Confirmed alerts with listings waiting whose last mail went out at `mailed_before` or
    /// earlier (or never), at most `limit`.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn due_digests(
        &self,
        mailed_before: DateTime<Utc>,
        limit: u64,
    ) -> Result<Vec<DueDigest>, RepositoryError>;

    /// In one transaction: marks the matches done and, when there is a mail, sets the alert's
    /// last mail time and puts the mail in the outbox. Answers false, changing nothing, when any of the matches was
    /// already done (another process composed it).
    /// # Errors
    /// `Unexpected` when the storage fails; the transaction then changes nothing.
    async fn hand_over(&self, digest: &ComposedDigest) -> Result<bool, RepositoryError>;
}
