use super::RepositoryError;
use async_trait::async_trait;
use chrono::{DateTime, Utc};

/// A person's links that still work (not used, not expired), and how many of them one client
/// address asked for.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LiveLinks {
    pub total: u64,
    pub from_client: u64,
}

/// A link just spent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RedeemedLink {
    pub user_id: i64,
    /// Asked for by mail from the sign-in screen (not printed by `langhe create-user`).
    pub mailed: bool,
}

/// One-time sign-in links: how a new install gets its first admin without any identity
/// provider (`langhe create-user`), and how staff sign in by mail.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait SignInLinks: Send + Sync {
    /// Creates a fresh random secret for `user_id`, valid until `expires_at`, and returns it.
    /// `client` is the keyed hash of the client address that asked for it by mail (none for
    /// `langhe create-user`). Only a hash of the secret may be stored.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn issue(
        &self,
        user_id: i64,
        expires_at: DateTime<Utc>,
        client: Option<String>,
    ) -> Result<String, RepositoryError>;

    /// The link the secret was issued as, when it exists, has not been used and has not
    /// expired at `now`. A secret redeems at most once, even under concurrent calls.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn redeem(
        &self,
        secret: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<RedeemedLink>, RepositoryError>;

    /// `user_id`'s links neither used nor expired at `now`, and how many of them `client`
    /// asked for (none when `client` is none).
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn live(
        &self,
        user_id: i64,
        client: Option<String>,
        now: DateTime<Utc>,
    ) -> Result<LiveLinks, RepositoryError>;

    /// Counts one request for a link by mail for `user_id`, mailed or held back.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn count_request(&self, user_id: i64) -> Result<(), RepositoryError>;

    /// The requests counted for `user_id` since this was last called (her last sign-in),
    /// starting the count again from zero.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn take_requests(&self, user_id: i64) -> Result<u64, RepositoryError>;
}
