//! The newsletter sign-up in the footer and the article list (spec §2, §5 "Newsletter").

use super::{line, parse_email};
use crate::user::Email;
use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};

/// How long a sign-up waits for its confirmation link to be opened: long enough for a
/// weekend away from the inbox, short enough that an address someone else typed is soon gone.
pub const CONFIRMATION_HOURS: i64 = 72;

/// The instant until which a sign-up made at `signed_up_at` can be confirmed.
pub fn confirm_by(signed_up_at: DateTime<Utc>) -> DateTime<Utc> {
    signed_up_at + Duration::hours(CONFIRMATION_HOURS)
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct NewsletterForm {
    pub email: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewsletterSignUp {
    pub email: Email,
}

/// The spec sets no words for the newsletter: these match the other English forms.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NewsletterError {
    #[error("Email address missing")]
    EmailMissing,
    #[error("Please enter a valid email address")]
    EmailNotValid,
}

impl NewsletterForm {
    pub fn validate(self) -> Result<NewsletterSignUp, NewsletterError> {
        let email = line(self.email).ok_or(NewsletterError::EmailMissing)?;
        let email = parse_email(&email).ok_or(NewsletterError::EmailNotValid)?;
        Ok(NewsletterSignUp { email })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn email_is_required_and_valid() {
        let cases: &[(Option<&str>, Result<&str, &str>)] = &[
            (None, Err("Email address missing")),
            (Some(""), Err("Email address missing")),
            (Some("   "), Err("Email address missing")),
            (Some("anna"), Err("Please enter a valid email address")),
            (Some("anna@"), Err("Please enter a valid email address")),
            (
                Some("anna@example"),
                Err("Please enter a valid email address"),
            ),
            (Some(" Anna@Example.com "), Ok("anna@example.com")),
        ];
        for (email, expected) in cases {
            let form = NewsletterForm {
                email: email.map(str::to_owned),
            };
            let got = form
                .validate()
                .map(|s| s.email.to_string())
                .map_err(|e| e.to_string());
            assert_eq!(
                got,
                expected.map(str::to_owned).map_err(str::to_owned),
                "{email:?}"
            );
        }
    }
}
