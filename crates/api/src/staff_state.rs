//! What sign-in and the role checks stand on (a part of `AppState`).

use crate::after_answer::AfterAnswer;
use app::staff::SessionPorts;
use domain::ports::{IdentityVerifier, SessionRecords, SessionTokens, SignInLinks, UserRepository};
use std::sync::Arc;

#[derive(Clone)]
pub struct StaffAccess {
    pub users: Arc<dyn UserRepository>,
    pub sessions: Arc<dyn SessionTokens>,
    /// Every open session, one per signed-in device.
    pub session_records: Arc<dyn SessionRecords>,
    pub sign_in_links: Arc<dyn SignInLinks>,
    /// None: no identity provider configured (one-time links only).
    pub identity: Option<Arc<dyn IdentityVerifier>>,
    /// Signs the picture URLs of hidden properties that staff are given.
    pub picture_access: Arc<crate::picture_access::PictureAccess>,
    /// The mailed sign-in links, made after the form is answered.
    pub sign_in_mails: AfterAnswer,
}

impl StaffAccess {
    pub fn session_ports(&self) -> SessionPorts<'_> {
        SessionPorts {
            tokens: self.sessions.as_ref(),
            users: self.users.as_ref(),
            records: self.session_records.as_ref(),
        }
    }
}
