use super::RepositoryError;
use crate::user::Email;
use async_trait::async_trait;
use chrono::{DateTime, Utc};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SubscribeOutcome {
    /// Handed to a hosted provider, which runs its own confirmation.
    Added,
    /// Already a confirmed subscriber (or a provider that does not say): not an error.
    AlreadySubscribed,
    /// Stored as pending (double opt-in): only the link with `confirm_token`, opened before
    /// the pending sign-up expires, puts the address on the list.
    AwaitingConfirmation(PendingSubscription),
}

/// The secrets of the confirmation mail's links (the list keeps only their hashes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingSubscription {
    pub confirm_token: String,
    /// Also in the confirmation mail: its `List-Unsubscribe` link cancels the sign-up.
    pub unsubscribe_token: String,
}

#[derive(Debug, thiserror::Error)]
pub enum NewsletterListError {
    /// The list could not be reached or refused the address; the detail is for logs.
    #[error("newsletter list unavailable: {0}")]
    Unavailable(String),
}

impl From<RepositoryError> for NewsletterListError {
    fn from(error: RepositoryError) -> Self {
        Self::Unavailable(error.to_string())
    }
}

/// Where newsletter sign-ups go: our own list, or a hosted provider.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait NewsletterList: Send + Sync {
    /// Signs `email` up; it consented at `consent_at`. A list that confirms addresses itself
    /// stores it as pending until `confirm_by`.
    ///
    /// # Errors
    /// MUST answer `AlreadySubscribed`, not an error, for an address already confirmed on the
    /// list, and MUST NOT store an address twice. A pending or former subscriber who signs up
    /// again gets fresh confirmation tokens (the old link stops working).
    async fn subscribe(
        &self,
        email: &Email,
        consent_at: DateTime<Utc>,
        confirm_by: DateTime<Utc>,
    ) -> Result<SubscribeOutcome, NewsletterListError>;
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SubscriberId(pub i64);

/// One person on the local list, as the admin's export shows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subscriber {
    pub id: SubscriberId,
    pub email: Email,
    pub consent_at: DateTime<Utc>,
    pub subscribed_at: DateTime<Utc>,
    /// When the subscriber opened the confirmation link (double opt-in).
    pub confirmed_at: DateTime<Utc>,
}

/// The local list's own records; a hosted provider keeps these itself. Its double opt-in
/// (confirm, expire, unsubscribe) is `OptInRecords`, withdrawing by the unsubscribe token.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait SubscriberDirectory: Send + Sync {
    /// Every confirmed subscriber who has not unsubscribed, oldest first.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn current_subscribers(&self) -> Result<Vec<Subscriber>, RepositoryError>;

    /// A new secret for the subscriber's one-click unsubscribe link, for a mail written now
    /// (a row of the export): every such token keeps working until the subscriber signs up
    /// afresh, and only its hash is stored.
    ///
    /// # Errors
    /// MUST answer `UnknownReference` when no subscriber has this id.
    async fn mint_unsubscribe_token(
        &self,
        subscriber: SubscriberId,
    ) -> Result<String, RepositoryError>;
}
