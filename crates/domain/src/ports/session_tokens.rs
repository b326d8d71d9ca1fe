use chrono::{DateTime, Utc};

/// Why a session token is refused; the detail is for logs only.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SessionTokenError {
    #[error("session token rejected: {0}")]
    Rejected(String),
}

/// Our own signed, short-lived session tokens. They carry only the user id: roles are read
/// from storage on every request so that a revoked user loses access at once.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait SessionTokens: Send + Sync {
    /// A token for `user_id`, valid from `now` for the session lifetime.
    fn issue(&self, user_id: i64, now: DateTime<Utc>) -> Result<String, SessionTokenError>;

    /// The user id of a valid token.
    /// # Errors
    /// MUST return `Rejected` for a malformed, unsigned (`alg: none`), wrongly signed or
    /// expired token.
    fn verify(&self, token: &str) -> Result<i64, SessionTokenError>;
}
