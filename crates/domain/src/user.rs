//! Staff users and their roles.

use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Email(String);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Please enter a valid email address")]
pub struct EmailError;

impl Email {
    /// A deliberately lenient check (one '@' with text on both sides, no spaces, a dot in the
    /// domain); real proof of an address is a delivered mail. Stored lower-cased.
    pub fn parse(text: &str) -> Result<Self, EmailError> {
        let text = text.trim();
        let (local, domain) = text.split_once('@').ok_or(EmailError)?;
        let ok = !local.is_empty()
            && domain.contains('.')
            && !domain.starts_with('.')
            && !domain.ends_with('.')
            && !domain.contains('@')
            && text.len() <= 254
            && !text.chars().any(char::is_whitespace);
        ok.then(|| Self(text.to_lowercase())).ok_or(EmailError)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl TryFrom<String> for Email {
    type Error = EmailError;
    fn try_from(value: String) -> Result<Self, Self::Error> {
        Self::parse(&value)
    }
}

impl From<Email> for String {
    fn from(value: Email) -> Self {
        value.0
    }
}

impl fmt::Display for Email {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// admin: everything. agent (our decision; the spec leaves it open): sees hidden and unlisted
/// properties, creates and edits properties, uploads photos, reads enquiries; cannot delete
/// properties, edit articles or towns, or manage users. Anything else is a visitor.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Admin,
    Agent,
}

impl Role {
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "admin" => Some(Self::Admin),
            "agent" => Some(Self::Agent),
            _ => None,
        }
    }

    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Admin => "admin",
            Self::Agent => "agent",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    pub id: i64,
    pub email: Email,
    pub name: String,
    pub picture: String,
    /// None: signed in, but no staff rights (treated as a visitor).
    pub role: Option<Role>,
    /// Moved by signing out and by every change of role: sessions issued under an earlier
    /// value are over.
    pub session_version: i64,
    /// The identity provider's lasting id of the person (issuer and `sub`), bound at their
    /// first sign-in with the provider; None until then.
    pub identity_subject: Option<String>,
}

impl User {
    /// What a session token issued now for this user carries.
    pub fn session(&self) -> crate::ports::SessionSubject {
        crate::ports::SessionSubject {
            user_id: self.id,
            session_version: self.session_version,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn email_table() {
        for ok in ["a@b.it", "Anna.Rossi+casa@example.co.uk"] {
            assert!(Email::parse(ok).is_ok(), "{ok}");
        }
        for bad in [
            "", "anna", "anna@", "@b.it", "a@b", "a b@c.it", "a@@b.it", "a@.it",
        ] {
            assert_eq!(Email::parse(bad), Err(EmailError), "{bad}");
        }
        assert_eq!(Email::parse(" A@B.IT ").unwrap().as_str(), "a@b.it");
    }
}
