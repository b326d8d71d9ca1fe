//! The self-hosted proof-of-work captcha, compatible with the `altcha` web widget.
//!
//! A challenge carries its own expiry inside the HMAC-signed salt, so the server stores
//! nothing when it issues one; a solution is recorded as spent when it is accepted, so each
//! solves exactly one submission.

use super::spent_store::SqlSpentCaptchas;
use altcha_lib_rs::algorithm::AltchaAlgorithm;
use altcha_lib_rs::{create_challenge, verify_solution, ChallengeOptions, Payload};
use async_trait::async_trait;
use base64::Engine;
use chrono::{DateTime, Utc};
use domain::ports::{CaptchaChallenger, CaptchaError, CaptchaVerifier, PowChallenge};
use std::time::Duration;

#[derive(Clone)]
pub struct AltchaSettings {
    /// Signs challenges; random per installation unless configured.
    pub hmac_key: String,
    /// The puzzle's size: the widget tries up to this many numbers (half on average).
    pub max_number: u64,
    /// How long a challenge may take from issue to submission.
    pub lifetime: Duration,
}

impl std::fmt::Debug for AltchaSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AltchaSettings")
            .field("hmac_key", &"[REDACTED]")
            .field("max_number", &self.max_number)
            .field("lifetime", &self.lifetime)
            .finish()
    }
}

pub struct AltchaCaptcha {
    settings: AltchaSettings,
    spent: SqlSpentCaptchas,
}

impl AltchaCaptcha {
    pub fn new(settings: AltchaSettings, spent: SqlSpentCaptchas) -> Self {
        Self { settings, spent }
    }
}

impl CaptchaChallenger for AltchaCaptcha {
    fn new_challenge(&self) -> Result<PowChallenge, CaptchaError> {
        let lifetime = chrono::Duration::from_std(self.settings.lifetime)
            .map_err(|_| CaptchaError::Unavailable)?;
        let challenge = create_challenge(ChallengeOptions {
            hmac_key: &self.settings.hmac_key,
            max_number: Some(self.settings.max_number),
            expires: Some(Utc::now() + lifetime),
            ..Default::default()
        })
        .map_err(|error| {
            tracing::error!(%error, "could not create a captcha challenge");
            CaptchaError::Unavailable
        })?;
        Ok(PowChallenge {
            algorithm: challenge.algorithm.to_string(),
            challenge: challenge.challenge,
            maxnumber: challenge.maxnumber,
            salt: challenge.salt,
            signature: challenge.signature,
        })
    }
}

/// The solution fields the widget sends. Its `took` (milliseconds, a fraction in widget v3)
/// is left out: the library's own payload type wants a whole number there.
#[derive(serde::Deserialize)]
struct WidgetSolution {
    algorithm: AltchaAlgorithm,
    challenge: String,
    number: u64,
    salt: String,
    signature: String,
}

/// The widget's payload: base64 of the JSON solution (raw JSON is accepted too).
fn decode(token: &str) -> Option<Payload> {
    let json = base64::engine::general_purpose::STANDARD
        .decode(token)
        .ok()
        .unwrap_or_else(|| token.as_bytes().to_vec());
    let solution: WidgetSolution = serde_json::from_slice(&json).ok()?;
    Some(Payload {
        algorithm: solution.algorithm,
        challenge: solution.challenge,
        number: solution.number,
        salt: solution.salt,
        signature: solution.signature,
        took: None,
    })
}

/// The expiry written into the signed salt (`…?expires=<unix seconds>`). A salt without one
/// is refused: such a solution would never expire.
fn expiry(salt: &str) -> Option<DateTime<Utc>> {
    let (_, query) = salt.split_once('?')?;
    let seconds = query
        .split('&')
        .find_map(|pair| pair.strip_prefix("expires="))?;
    DateTime::from_timestamp(seconds.parse().ok()?, 0)
}

#[async_trait]
impl CaptchaVerifier for AltchaCaptcha {
    async fn verify(&self, token: &str, _client_ip: Option<String>) -> Result<(), CaptchaError> {
        if token.trim().is_empty() {
            return Err(CaptchaError::Missing);
        }
        let payload = decode(token.trim()).ok_or(CaptchaError::Invalid)?;
        let expires_at = expiry(&payload.salt).ok_or(CaptchaError::Invalid)?;
        let now = Utc::now();
        if expires_at <= now {
            return Err(CaptchaError::Invalid);
        }
        verify_solution(&payload, &self.settings.hmac_key, true)
            .map_err(|_| CaptchaError::Invalid)?;
        match self.spent.spend(&payload.signature, expires_at, now).await {
            Ok(true) => Ok(()),
            Ok(false) => Err(CaptchaError::Invalid),
            Err(error) => {
                tracing::error!(%error, "could not record a spent captcha solution");
                Err(CaptchaError::Unavailable)
            }
        }
    }
}

/// Solves a challenge the way the widget does; for tests and the load benchmark.
pub fn solve(challenge: &PowChallenge) -> Option<String> {
    let algorithm: AltchaAlgorithm = challenge.algorithm.parse().ok()?;
    let number = altcha_lib_rs::solve_challenge(
        &challenge.challenge,
        &challenge.salt,
        Some(algorithm),
        Some(challenge.maxnumber),
        0,
    )
    .ok()?;
    let payload = serde_json::json!({
        "algorithm": challenge.algorithm,
        "challenge": challenge.challenge,
        "number": number,
        "salt": challenge.salt,
        "signature": challenge.signature,
    });
    Some(base64::engine::general_purpose::STANDARD.encode(payload.to_string()))
}

/// Solves the JSON that `GET /api/captcha/challenge` answers, as the widget does; `None` when
/// a field is missing or the puzzle has no solution. For black-box tests and benchmarks.
pub fn solve_served(challenge: &serde_json::Value) -> Option<String> {
    let text = |field: &str| challenge[field].as_str().map(str::to_owned);
    solve(&PowChallenge {
        algorithm: text("algorithm")?,
        challenge: text("challenge")?,
        maxnumber: challenge["maxnumber"].as_u64()?,
        salt: text("salt")?,
        signature: text("signature")?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_expiry_is_read_from_the_signed_salt() {
        assert_eq!(
            expiry("abc?expires=1700000000").unwrap().timestamp(),
            1_700_000_000
        );
        assert_eq!(expiry("abc?x=1&expires=5").unwrap().timestamp(), 5);
        assert_eq!(expiry("abc"), None);
        assert_eq!(expiry("abc?expires=soon"), None);
    }

    #[test]
    fn tokens_decode_from_base64_or_plain_json() {
        let json =
            r#"{"algorithm":"SHA-256","challenge":"c","number":1,"salt":"s","signature":"g"}"#;
        let encoded = base64::engine::general_purpose::STANDARD.encode(json);
        assert_eq!(decode(&encoded).unwrap().number, 1);
        assert_eq!(decode(json).unwrap().signature, "g");
        // What the altcha 3 widget sends: a fractional `took`.
        let widget = r#"{"algorithm":"SHA-256","challenge":"c","number":7,"salt":"s?expires=1&","signature":"g","took":565.6}"#;
        assert_eq!(
            decode(&base64::engine::general_purpose::STANDARD.encode(widget))
                .unwrap()
                .number,
            7
        );
        assert!(decode("not a token").is_none());
    }
}
