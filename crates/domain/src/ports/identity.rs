use crate::Email;
use async_trait::async_trait;

/// Who an identity provider vouches for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifiedIdentity {
    /// The provider's own lasting id of the person: its issuer and the token's `sub`. Unlike
    /// the e-mail address, it is never given to someone else.
    pub subject: String,
    pub email: Email,
    pub name: String,
    pub picture: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IdentityError {
    /// Bad signature, issuer, audience, authorized party, expiry, not-before, hosted domain,
    /// or unverified e-mail.
    #[error("identity token rejected: {0}")]
    Rejected(String),
    #[error("identity provider unavailable")]
    Unavailable,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait IdentityVerifier: Send + Sync {
    /// Fully verifies an OpenID Connect ID token.
    /// # Errors
    /// `Rejected` with the reason for a token that fails any check, `Unavailable` when the
    /// provider's keys cannot be fetched.
    async fn verify(&self, id_token: &str) -> Result<VerifiedIdentity, IdentityError>;
}
