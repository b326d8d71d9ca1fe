//! What sign-in and the role checks stand on (a part of `AppState`).

use domain::ports::{IdentityVerifier, SessionTokens, SignInLinks, UserRepository};
use std::sync::Arc;

#[derive(Clone)]
pub struct StaffAccess {
    pub users: Arc<dyn UserRepository>,
    pub sessions: Arc<dyn SessionTokens>,
    pub sign_in_links: Arc<dyn SignInLinks>,
    /// None: no identity provider configured (one-time links only).
    pub identity: Option<Arc<dyn IdentityVerifier>>,
    /// Signs the picture URLs of hidden properties that staff are given.
    pub picture_access: Arc<crate::picture_access::PictureAccess>,
}
