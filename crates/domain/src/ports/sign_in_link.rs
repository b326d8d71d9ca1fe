use super::RepositoryError;
use async_trait::async_trait;
use chrono::{DateTime, Utc};

/// One-time sign-in links: how a new install gets its first admin without any identity
/// provider (`langhe create-user`), and how staff sign in by mail.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait SignInLinks: Send + Sync {
    /// Creates a fresh random secret for `user_id`, valid until `expires_at`, and returns it.
    /// Only a hash of the secret may be stored.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn issue(
        &self,
        user_id: i64,
        expires_at: DateTime<Utc>,
    ) -> Result<String, RepositoryError>;

    /// The user the secret was issued for, when it exists, has not been used and has not
    /// expired at `now`. A secret redeems at most once, even under concurrent calls.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn redeem(
        &self,
        secret: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<i64>, RepositoryError>;

    /// How many links were issued for `user_id` at or after `since` (the mailed links' cap).
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn issued_since(
        &self,
        user_id: i64,
        since: DateTime<Utc>,
    ) -> Result<u64, RepositoryError>;
}
