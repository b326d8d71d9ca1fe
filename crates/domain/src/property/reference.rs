//! The property reference number: three ASCII digits (spec §9), as staff type it. Beyond the
//! spec, `langhe generate` fills benchmark catalogues of up to 900,000 listings, which three
//! digits cannot name: those carry six digits ([`Ref::generated`]), a form no person types
//! (the forms and the staff API still take three) but every address and stored row reads.

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
/// Digits of a generated listing's ref.
pub const GENERATED_REF_LENGTH: usize = 6;
/// The first and last generated refs.
pub const GENERATED_REFS: std::ops::RangeInclusive<u32> = 100_000..=999_999;

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
    /// (old links carry suffixes such as `123-villa`), unless the address starts with a
    /// generated ref: exactly six digits.
    pub fn from_url_segment(segment: &str) -> Result<Self, RefError> {
        let digits = segment.bytes().take_while(u8::is_ascii_digit).count();
        if digits == GENERATED_REF_LENGTH {
            return Ok(Self(segment[..GENERATED_REF_LENGTH].to_owned()));
        }
        let first_three: String = segment.chars().take(REF_LENGTH).collect();
        Self::parse(&first_three)
    }

    /// A ref as stored: typed (three digits) or generated (six).
    pub fn parse_stored(text: &str) -> Result<Self, RefError> {
        if text.len() == GENERATED_REF_LENGTH && text.bytes().all(|b| b.is_ascii_digit()) {
            return Ok(Self(text.to_owned()));
        }
        Self::parse(text)
    }

    /// The `number`th generated ref; `None` outside [`GENERATED_REFS`].
    pub fn generated(number: u32) -> Option<Self> {
        GENERATED_REFS
            .contains(&number)
            .then(|| Self(number.to_string()))
    }

    pub fn is_generated(&self) -> bool {
        self.0.len() == GENERATED_REF_LENGTH
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl TryFrom<String> for Ref {
    type Error = RefError;
    fn try_from(value: String) -> Result<Self, Self::Error> {
        Self::parse_stored(&value)
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
        assert_eq!(Ref::from_url_segment("1234").unwrap().as_str(), "123");
    }

    #[test]
    fn generated_refs_have_six_digits_and_are_read_from_addresses_and_rows() {
        let generated = Ref::generated(100_042).unwrap();
        assert_eq!(generated.as_str(), "100042");
        assert!(generated.is_generated());
        assert_eq!(Ref::generated(99_999), None);
        assert_eq!(Ref::from_url_segment("100042-villa").unwrap(), generated);
        assert_eq!(Ref::parse_stored("100042").unwrap(), generated);
        assert_eq!(Ref::parse_stored("123").unwrap().as_str(), "123");
        // Staff still type three digits.
        assert_eq!(Ref::parse("100042"), Err(RefError::NotValid));
        assert_eq!(Ref::parse_stored("1000421"), Err(RefError::NotValid));
    }
}
