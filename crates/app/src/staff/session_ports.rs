//! What every session step stands on, and what a sign-in asks of its session.

use domain::ports::{SessionRecords, SessionTokens, UserRepository};
use domain::session::SessionLength;

/// The ports behind staff sessions: the signed tokens, the users, and the stored sessions.
#[derive(Clone, Copy)]
pub struct SessionPorts<'a> {
    pub tokens: &'a dyn SessionTokens,
    pub users: &'a dyn UserRepository,
    pub records: &'a dyn SessionRecords,
}

/// What the browser signing in asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionRequest {
    /// "Keep me signed in": 30 days instead of a working day.
    pub length: SessionLength,
    /// The `User-Agent` header, of which only the browser family and system are kept.
    pub user_agent: Option<String>,
}

impl SessionRequest {
    pub fn new(keep_signed_in: bool, user_agent: Option<String>) -> Self {
        Self {
            length: SessionLength::from_keep(keep_signed_in),
            user_agent,
        }
    }
}
