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
    /// An RFC 5322 addr-spec as people type it (`email_address` reads the grammar): a dot-atom
    /// local part, an `@`, and a domain that is a real host name (IDNA's strict rules: letters,
    /// digits and hyphens, each label at most 63, a top-level domain). Quoted local parts,
    /// address literals, display names, whitespace, controls and bidi controls are refused, so
    /// what is stored can go into a `Reply-To` header or a `mailto:` link as it is and reads to
    /// staff as it will be mailed. Real proof of an address is a delivered mail. Stored
    /// lower-cased.
    pub fn parse(text: &str) -> Result<Self, EmailError> {
        let text = text.trim();
        let plain = text.len() <= 254
            && !text
                .chars()
                .any(|c| c.is_control() || c.is_whitespace() || crate::text::is_bidi_control(c));
        if !plain {
            return Err(EmailError);
        }
        let options = email_address::Options::default()
            .without_display_text()
            .without_domain_literal()
            .with_required_tld();
        let address = email_address::EmailAddress::parse_with_options(text, options)
            .map_err(|_| EmailError)?;
        let dot_atom = !address.local_part().starts_with('"');
        (dot_atom && is_host_name(address.domain()))
            .then(|| Self(text.to_lowercase()))
            .ok_or(EmailError)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A domain a mail can be delivered to: UTS #46 with STD3 rules (what `domain_to_ascii_strict`
/// checks) turns it into letters, digits and hyphens, at least two labels, the last not numeric.
fn is_host_name(domain: &str) -> bool {
    let Ok(ascii) = idna::domain_to_ascii_strict(domain) else {
        return false;
    };
    let labels: Vec<&str> = ascii.split('.').collect();
    labels.len() >= 2
        && labels.iter().all(|label| {
            !label.is_empty()
                && label.len() <= 63
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-')
        })
        && labels
            .last()
            .is_some_and(|tld| !tld.bytes().all(|b| b.is_ascii_digit()))
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
    /// Moved by every change of role (and by ending all of the user's sessions at once):
    /// sessions opened under an earlier value are over.
    pub session_version: i64,
    /// The identity provider's lasting id of the person (issuer and `sub`), bound at their
    /// first sign-in with the provider; None until then.
    pub identity_subject: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn email_table() {
        for ok in [
            "a@b.it",
            "Anna.Rossi+casa@example.co.uk",
            "o'brien@example.ie",
            "info@xn--caff-dsa.it",
            "info@caffè.it",
            "boss@langhe.test",
        ] {
            assert!(Email::parse(ok).is_ok(), "{ok}");
        }
        for bad in [
            "",
            "anna",
            "anna@",
            "@b.it",
            "a@b",
            "a b@c.it",
            "a@@b.it",
            "a@.it",
            "a@b.c?cc=attacker%40evil.example&body=hello",
            "a@b.it?cc=x@evil.example",
            "a@b.it&cc=x",
            "a@exa_mple.it",
            "a@-b.it",
            "a@b.123",
            "a@[127.0.0.1]",
            "\"a b\"@c.it",
            "Anna <a@b.it>",
            "anna\u{202e}ti.b@a",
            "a@b.it\u{202e}",
            "a\u{0}@b.it",
            "a@b.it\r\nBcc: x@y.z",
        ] {
            assert_eq!(Email::parse(bad), Err(EmailError), "{bad}");
        }
        assert_eq!(Email::parse(" A@B.IT ").unwrap().as_str(), "a@b.it");
    }
}
