//! The captcha step every visitor form takes (enquiry, newsletter, alert), and the one way
//! its failures read: each form's error carries a `CaptchaFailure`, mapped to HTTP once.

use domain::ports::{CaptchaError, CaptchaVerifier};

/// Why a form's captcha did not pass, in the words the visitor's client is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum CaptchaFailure {
    #[error("Captcha token missing")]
    Missing,
    #[error("Captcha token invalid, expired or already used")]
    Rejected,
    /// The service could not be asked: the visitor's fault it is not (503, not 400).
    #[error("Captcha service unavailable")]
    Unavailable,
}

impl From<CaptchaError> for CaptchaFailure {
    fn from(error: CaptchaError) -> Self {
        match error {
            CaptchaError::Missing => Self::Missing,
            CaptchaError::Invalid => Self::Rejected,
            CaptchaError::Unavailable => Self::Unavailable,
        }
    }
}

/// Verifies the form's token; a missing or blank one is `Missing` without asking the verifier.
pub async fn check_captcha(
    captcha: &dyn CaptchaVerifier,
    token: Option<&str>,
    client_ip: Option<String>,
) -> Result<(), CaptchaFailure> {
    let token = token
        .map(str::trim)
        .filter(|token| !token.is_empty())
        .ok_or(CaptchaFailure::Missing)?;
    Ok(captcha.verify(token, client_ip).await?)
}
