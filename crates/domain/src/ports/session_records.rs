use super::RepositoryError;
use async_trait::async_trait;
use chrono::{DateTime, Utc};

/// A session about to be opened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewSession {
    pub user_id: i64,
    /// The user's session version now: a change of role moves it, ending this session.
    pub session_version: i64,
    /// `session::device_name` of the browser that signed in.
    pub device: String,
    pub signed_in_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

impl NewSession {
    /// The session as stored under `id`: last seen at its sign-in.
    pub fn opened(&self, id: i64) -> SessionRecord {
        SessionRecord {
            id,
            user_id: self.user_id,
            session_version: self.session_version,
            device: self.device.clone(),
            signed_in_at: self.signed_in_at,
            last_seen_at: self.signed_in_at,
            expires_at: self.expires_at,
        }
    }
}

/// One signed-in device of a staff member, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionRecord {
    pub id: i64,
    pub user_id: i64,
    pub session_version: i64,
    pub device: String,
    pub signed_in_at: DateTime<Utc>,
    pub last_seen_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

impl SessionRecord {
    /// Whether the session still opens the user's account at `now`, given their current
    /// session version.
    pub fn holds(&self, user_id: i64, session_version: i64, now: DateTime<Utc>) -> bool {
        self.user_id == user_id && self.session_version == session_version && self.expires_at > now
    }
}

/// The server-side record of every staff session, so that each can be listed and ended on
/// its own. Expired sessions are deleted (the privacy policy promises it).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait SessionRecords: Send + Sync {
    /// Stores a new session, last seen at its sign-in, and deletes the sessions (anyone's)
    /// that expired before `session.signed_in_at`.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn open(&self, session: &NewSession) -> Result<SessionRecord, RepositoryError>;

    /// The session with this id, if it has not been ended (expired ones may still be found).
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn find(&self, id: i64) -> Result<Option<SessionRecord>, RepositoryError>;

    /// Records a request of the session at `at`.
    /// # Errors
    /// `Unexpected` when the storage fails; an ended session is no error.
    async fn seen(&self, id: i64, at: DateTime<Utc>) -> Result<(), RepositoryError>;

    /// The user's sessions opened under `session_version` and not expired at `now`, the most
    /// recently seen first.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn list(
        &self,
        user_id: i64,
        session_version: i64,
        now: DateTime<Utc>,
    ) -> Result<Vec<SessionRecord>, RepositoryError>;

    /// Ends one session of the user.
    /// # Errors
    /// MUST return `NotFound` when the user has no session with this id (another user's
    /// session is never ended here).
    async fn end(&self, user_id: i64, id: i64) -> Result<(), RepositoryError>;
}
