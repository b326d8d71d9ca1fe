//! A hosted captcha service, verified server-side with its `siteverify` endpoint. Turnstile,
//! reCAPTCHA and hCaptcha share the protocol: a form post of `secret`, `response` and
//! optionally `remoteip`, answered with `{"success": bool, "error-codes": [...]}`. Each service
//! refuses a token it has already verified, which covers replays.

use async_trait::async_trait;
use domain::ports::{CaptchaError, CaptchaVerifier};
use serde::Deserialize;
use std::time::Duration;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HostedCaptchaProvider {
    Turnstile,
    Recaptcha,
    Hcaptcha,
}

impl HostedCaptchaProvider {
    pub fn default_verify_url(self) -> &'static str {
        match self {
            Self::Turnstile => "https://challenges.cloudflare.com/turnstile/v0/siteverify",
            Self::Recaptcha => "https://www.google.com/recaptcha/api/siteverify",
            Self::Hcaptcha => "https://api.hcaptcha.com/siteverify",
        }
    }
}

pub struct HostedCaptcha {
    client: reqwest::Client,
    verify_url: String,
    secret: String,
}

#[derive(Deserialize)]
struct SiteVerifyAnswer {
    success: bool,
    #[serde(rename = "error-codes", default)]
    error_codes: Vec<String>,
}

impl HostedCaptcha {
    pub fn new(verify_url: impl Into<String>, secret: impl Into<String>) -> anyhow::Result<Self> {
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(10))
            .build()?;
        Ok(Self {
            client,
            verify_url: verify_url.into(),
            secret: secret.into(),
        })
    }
}

#[async_trait]
impl CaptchaVerifier for HostedCaptcha {
    async fn verify(&self, token: &str, client_ip: Option<String>) -> Result<(), CaptchaError> {
        if token.trim().is_empty() {
            return Err(CaptchaError::Missing);
        }
        let mut form = vec![
            ("secret", self.secret.clone()),
            ("response", token.trim().to_owned()),
        ];
        if let Some(ip) = client_ip {
            form.push(("remoteip", ip));
        }
        let unavailable = |error: reqwest::Error| {
            tracing::error!(%error, "the captcha service could not be reached");
            CaptchaError::Unavailable
        };
        let response = self
            .client
            .post(&self.verify_url)
            .form(&form)
            .send()
            .await
            .map_err(unavailable)?;
        if !response.status().is_success() {
            tracing::error!(status = %response.status(), "the captcha service answered with an error");
            return Err(CaptchaError::Unavailable);
        }
        let answer: SiteVerifyAnswer = response.json().await.map_err(unavailable)?;
        if answer.success {
            Ok(())
        } else {
            tracing::info!(codes = ?answer.error_codes, "captcha token refused");
            Err(CaptchaError::Invalid)
        }
    }
}
