//! The captcha step every visitor form takes.

use domain::ports::{CaptchaError, CaptchaVerifier};

/// Verifies the form's token; a missing or blank one is `Missing` without asking the verifier.
pub(crate) async fn check_captcha(
    captcha: &dyn CaptchaVerifier,
    token: Option<&str>,
    client_ip: Option<String>,
) -> Result<(), CaptchaError> {
    let token = token
        .map(str::trim)
        .filter(|token| !token.is_empty())
        .ok_or(CaptchaError::Missing)?;
    captcha.verify(token, client_ip).await
}
