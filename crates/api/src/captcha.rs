//! The captcha the forms show: which one, and for the self-hosted proof of work, a puzzle.

use crate::error::{operation_statuses, ApiError};
use crate::state::AppState;
use crate::tags::ApiTags;
use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};

#[derive(Debug, Object)]
pub struct CaptchaConfigDto {
    /// 'pow' (self-hosted proof of work, ALTCHA widget), 'turnstile', 'recaptcha' or 'hcaptcha'.
    pub provider: String,
    /// The hosted service's site key.
    #[oai(rename = "siteKey", skip_serializing_if_is_none)]
    pub site_key: Option<String>,
    /// Where the ALTCHA widget fetches its puzzle (proof of work only; null otherwise).
    #[oai(rename = "challengeUrl", nullable)]
    pub challenge_url: Option<String>,
}

/// An ALTCHA challenge, in the field names the widget reads.
#[derive(Debug, Object)]
pub struct CaptchaChallengeDto {
    pub algorithm: String,
    pub challenge: String,
    pub maxnumber: u64,
    pub salt: String,
    pub signature: String,
}

pub struct CaptchaApi;

operation_statuses! {
    GetCaptchaChallenge: NotFound = "The site uses a hosted captcha service: there is no puzzle.",
        Unavailable = "No puzzle could be made just now.";
}

pub const CHALLENGE_PATH: &str = "/api/captcha/challenge";

#[OpenApi(tag = "ApiTags::Enquiries")]
impl CaptchaApi {
    #[oai(
        path = "/captcha/config",
        method = "get",
        operation_id = "getCaptchaConfig"
    )]
    async fn config(&self, state: Data<&AppState>) -> Json<CaptchaConfigDto> {
        let widget = &state.enquiries.widget;
        Json(CaptchaConfigDto {
            provider: widget.provider.as_str().to_owned(),
            site_key: widget.site_key.clone(),
            challenge_url: state
                .enquiries
                .challenger
                .as_ref()
                .map(|_| CHALLENGE_PATH.to_owned()),
        })
    }

    /// A fresh proof-of-work puzzle, valid for 20 minutes and for one submission. 404 when a
    /// hosted captcha service is configured instead.
    #[oai(
        path = "/captcha/challenge",
        method = "get",
        operation_id = "getCaptchaChallenge"
    )]
    async fn challenge(
        &self,
        state: Data<&AppState>,
    ) -> Result<Json<CaptchaChallengeDto>, ApiError<GetCaptchaChallenge>> {
        let challenger = state
            .enquiries
            .challenger
            .as_ref()
            .ok_or_else(|| ApiError::not_found("This site uses a hosted captcha service"))?;
        let challenge = challenger
            .new_challenge()
            .map_err(|e| ApiError::unavailable(e.to_string()))?;
        Ok(Json(CaptchaChallengeDto {
            algorithm: challenge.algorithm,
            challenge: challenge.challenge,
            maxnumber: challenge.maxnumber,
            salt: challenge.salt,
            signature: challenge.signature,
        }))
    }
}
