//! The property reference number: exactly three ASCII digits.

use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Ref(String);

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum RefError {
    #[error("Reference number missing")]
    Missing,
    #[error("Reference number not valid")]
    NotValid,
}

pub const REF_LENGTH: usize = 3;

impl Ref {
    /// Parses a reference exactly as typed: three digits, nothing else ('.' included).
    pub fn parse(text: &str) -> Result<Self, RefError> {
        if text.is_empty() {
            return Err(RefError::Missing);
        }
        if text.len() != REF_LENGTH || !text.bytes().all(|b| b.is_ascii_digit()) {
            return Err(RefError::NotValid);
        }
        Ok(Self(text.to_owned()))
    }

    /// Parses a reference taken from a URL, where only the first three characters count
    /// (old links carry suffixes such as `123-villa`).
    pub fn from_url_segment(segment: &str) -> Result<Self, RefError> {
        let first_three: String = segment.chars().take(REF_LENGTH).collect();
        Self::parse(&first_three)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl TryFrom<String> for Ref {
    type Error = RefError;
    fn try_from(value: String) -> Result<Self, Self::Error> {
        Self::parse(&value)
    }
}

impl From<Ref> for String {
    fn from(value: Ref) -> Self {
        value.0
    }
}

impl fmt::Display for Ref {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_table() {
        let cases: &[(&str, Result<&str, RefError>)] = &[
            ("123", Ok("123")),
            ("007", Ok("007")),
            ("", Err(RefError::Missing)),
            ("12", Err(RefError::NotValid)),
            ("1234", Err(RefError::NotValid)),
            ("1.2", Err(RefError::NotValid)),
            ("12a", Err(RefError::NotValid)),
            (" 12", Err(RefError::NotValid)),
            ("١٢٣", Err(RefError::NotValid)),
        ];
        for (input, expected) in cases {
            let got = Ref::parse(input).map(|r| r.as_str().to_owned());
            assert_eq!(got, expected.map(str::to_owned), "input {input:?}");
        }
    }

    #[test]
    fn url_segment_uses_only_the_first_three_characters() {
        assert_eq!(Ref::from_url_segment("123-villa").unwrap().as_str(), "123");
        assert_eq!(Ref::from_url_segment("12.5"), Err(RefError::NotValid));
        assert_eq!(Ref::from_url_segment("né1"), Err(RefError::NotValid));
    }
}
