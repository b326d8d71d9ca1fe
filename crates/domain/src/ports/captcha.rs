use async_trait::async_trait;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CaptchaError {
    #[error("captcha token missing")]
    Missing,
    /// Wrong, expired or already used.
    #[error("captcha token invalid")]
    Invalid,
    #[error("captcha service unavailable")]
    Unavailable,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait CaptchaVerifier: Send + Sync {
    /// Accepts a token once; a replayed token MUST be `Invalid`.
    /// # Errors
    /// `Missing` for an empty token, `Invalid` for a wrong, expired or replayed one, `Unavailable`
    /// when the verifying service cannot be reached.
    async fn verify(&self, token: &str, client_ip: Option<String>) -> Result<(), CaptchaError>;
}
