use super::RepositoryError;
use crate::user::Email;
use async_trait::async_trait;
use chrono::{DateTime, Utc};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SubscribeOutcome {
    Added,
    /// Already on the list (or handed to a provider that does not say): not an error.
    AlreadySubscribed,
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
    /// Adds `email`, which consented at `consent_at`.
    ///
    /// # Errors
    /// MUST answer `AlreadySubscribed`, not an error, for an address already on the list,
    /// and MUST NOT store it twice. A former subscriber who signs up again is on the list again.
    async fn subscribe(
        &self,
        email: &Email,
        consent_at: DateTime<Utc>,
    ) -> Result<SubscribeOutcome, NewsletterListError>;
}

/// One person on the local list, as the admin's export shows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subscriber {
    pub email: Email,
    pub consent_at: DateTime<Utc>,
    pub subscribed_at: DateTime<Utc>,
    /// The secret of the one-click unsubscribe link.
    pub unsubscribe_token: String,
}

/// The local list's own records; a hosted provider keeps these itself.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait SubscriberDirectory: Send + Sync {
    /// Takes the subscriber with this token off the list; false when no current subscriber has it.
    async fn unsubscribe(&self, token: &str, at: DateTime<Utc>) -> Result<bool, RepositoryError>;

    /// Everyone currently subscribed, oldest first.
    async fn current_subscribers(&self) -> Result<Vec<Subscriber>, RepositoryError>;
}
