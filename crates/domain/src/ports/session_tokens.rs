use chrono::{DateTime, Utc};

/// Why a session token is refused; the detail is for logs only.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SessionTokenError {
    #[error("session token rejected: {0}")]
    Rejected(String),
}

/// Whose session a token opens, and which stored session (`SessionRecords`) it is: the
/// record decides whether it still holds (signed out, revoked from the devices list, expired,
/// or opened before a change of role).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SessionSubject {
    pub user_id: i64,
    pub session_id: i64,
}

/// Our own signed session tokens. They carry only the user and session ids: roles and
/// whether the session still holds are read from storage on every request, so a signed-out
/// or revoked session loses access at once.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait SessionTokens: Send + Sync {
    /// A token for `subject`, valid from `now` until `expires_at`.
    /// # Errors
    /// `Rejected` when the token cannot be signed.
    fn issue(
        &self,
        subject: SessionSubject,
        now: DateTime<Utc>,
        expires_at: DateTime<Utc>,
    ) -> Result<String, SessionTokenError>;

    /// What a valid token carries.
    /// # Errors
    /// MUST return `Rejected` for a malformed, unsigned (`alg: none`), wrongly signed or
    /// expired token, and for one claiming to live longer than the longest session
    /// (`SessionLength::longest`).
    fn verify(&self, token: &str) -> Result<SessionSubject, SessionTokenError>;
}
