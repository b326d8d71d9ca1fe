use chrono::{DateTime, Utc};

/// Why a session token is refused; the detail is for logs only.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SessionTokenError {
    #[error("session token rejected: {0}")]
    Rejected(String),
}

/// Whose session a token opens, and under which of their session versions it was issued: a
/// token whose version is not the user's current one is over (signed out, or role changed).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SessionSubject {
    pub user_id: i64,
    pub session_version: i64,
}

/// Our own signed, short-lived session tokens. They carry only the user id and session
/// version: roles and the current version are read from storage on every request, so a
/// signed-out or revoked user loses access at once.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait SessionTokens: Send + Sync {
    /// A token for `subject`, valid from `now` for the session lifetime.
    /// # Errors
    /// `Rejected` when the token cannot be signed.
    fn issue(
        &self,
        subject: SessionSubject,
        now: DateTime<Utc>,
    ) -> Result<String, SessionTokenError>;

    /// What a valid token carries.
    /// # Errors
    /// MUST return `Rejected` for a malformed, unsigned (`alg: none`), wrongly signed or
    /// expired token.
    fn verify(&self, token: &str) -> Result<SessionSubject, SessionTokenError>;
}
