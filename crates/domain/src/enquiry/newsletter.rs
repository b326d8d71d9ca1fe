//! The newsletter sign-up in the footer and the article list (spec §2, §5 "Newsletter").

use super::{line, parse_email};
use crate::user::Email;
use serde::{Deserialize, Serialize};

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
