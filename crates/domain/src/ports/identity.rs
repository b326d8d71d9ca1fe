use crate::Email;
use async_trait::async_trait;

/// Who an identity provider vouches for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifiedIdentity {
    pub email: Email,
    pub name: String,
    pub picture: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IdentityError {
    /// Bad signature, issuer, audience, expiry, or unverified e-mail.
    #[error("identity token rejected: {0}")]
    Rejected(String),
    #[error("identity provider unavailable")]
    Unavailable,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait IdentityVerifier: Send + Sync {
    /// Fully verifies an OpenID Connect ID token.
    async fn verify(&self, id_token: &str) -> Result<VerifiedIdentity, IdentityError>;
}
