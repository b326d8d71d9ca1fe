use super::RepositoryError;
use async_trait::async_trait;
use chrono::{DateTime, Utc};

/// What opening a confirmation link did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConfirmOutcome {
    Confirmed,
    /// The link was used before; the sign-up stays confirmed.
    AlreadyConfirmed,
    /// No pending sign-up has this token, or it expired, or it was withdrawn.
    UnknownOrExpired,
}

/// The double opt-in records of one thing visitors sign up for (the newsletter's local list,
/// the home alerts), as `crate::opt_in` rules them: what every such sign-up has in common,
/// whatever it is for. Link secrets are kept only as their hashes.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait OptInRecords: Send + Sync {
    /// Confirms the pending sign-up whose confirmation token is `token`, if it has not expired
    /// at `at`.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn confirm(
        &self,
        token: &str,
        at: DateTime<Utc>,
    ) -> Result<ConfirmOutcome, RepositoryError>;

    /// Deletes pending sign-ups that expired before `now` (nobody confirmed them: nothing of
    /// them is kept); answers how many.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn forget_expired(&self, now: DateTime<Utc>) -> Result<u64, RepositoryError>;

    /// Ends the sign-up (pending or confirmed) that `token` opens, the sign-up's own
    /// withdrawal link or one minted for a later mail: no mail goes to it any more. False when
    /// no current sign-up has it.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn withdraw(&self, token: &str, at: DateTime<Utc>) -> Result<bool, RepositoryError>;
}
