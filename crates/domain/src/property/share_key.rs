//! The secret that opens an unlisted listing ("shared by link only"): its page, data and
//! pictures are served to a visitor only when the link carries it. 128 random bits, written
//! as 22 characters of URL-safe base64, so that a link cannot be guessed the way a
//! three-digit ref can be counted.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use std::fmt;
use subtle::ConstantTimeEq;

/// Characters in a share key: 16 bytes in unpadded URL-safe base64.
pub const SHARE_KEY_LENGTH: usize = 22;
/// Random bytes a share key is made of (128 bits).
pub const SHARE_KEY_BYTES: usize = 16;
/// The query parameter that carries the key on the page, API and picture addresses.
pub const SHARE_KEY_PARAMETER: &str = "key";

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ShareKey([u8; SHARE_KEY_LENGTH]);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("A share key is 22 characters of URL-safe base64")]
pub struct ShareKeyError;

impl ShareKey {
    /// A stored key, or one a link carries.
    pub fn parse(text: &str) -> Result<Self, ShareKeyError> {
        let bytes: [u8; SHARE_KEY_LENGTH] =
            text.as_bytes().try_into().map_err(|_| ShareKeyError)?;
        let url_safe = |byte: &u8| byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'_');
        if bytes.iter().all(url_safe) {
            Ok(Self(bytes))
        } else {
            Err(ShareKeyError)
        }
    }

    /// The key written from `random` bytes (the caller draws them from a CSPRNG).
    pub fn from_random(random: [u8; SHARE_KEY_BYTES]) -> Self {
        let text = URL_SAFE_NO_PAD.encode(random);
        Self::parse(&text).expect("16 bytes make 22 characters of URL-safe base64")
    }

    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.0).expect("a share key is ASCII")
    }

    /// Whether a link's key opens this one, compared in constant time: how long the answer
    /// takes tells nothing about how much of a guess was right.
    pub fn opens(&self, candidate: &ShareKey) -> bool {
        self.0.ct_eq(&candidate.0).into()
    }
}

impl fmt::Display for ShareKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Keeps the secret out of logs and panic messages.
impl fmt::Debug for ShareKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ShareKey(…)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_bytes_make_22_url_safe_characters_that_parse_back() {
        for random in [[0u8; 16], [0xff; 16], *b"0123456789abcdef"] {
            let key = ShareKey::from_random(random);
            assert_eq!(key.as_str().len(), SHARE_KEY_LENGTH);
            assert_eq!(ShareKey::parse(key.as_str()), Ok(key));
        }
        assert_eq!(
            ShareKey::from_random([0; 16]).as_str(),
            "AAAAAAAAAAAAAAAAAAAAAA"
        );
        assert_eq!(
            ShareKey::from_random([0xff; 16]).as_str(),
            "_____________________w"
        );
    }

    #[test]
    fn different_bytes_make_different_keys() {
        let mut one = [0u8; 16];
        let mut other = [0u8; 16];
        one[15] = 1;
        other[15] = 2;
        assert_ne!(ShareKey::from_random(one), ShareKey::from_random(other));
    }

    #[test]
    fn anything_but_22_base64url_characters_is_refused() {
        for bad in [
            "",
            "AAAAAAAAAAAAAAAAAAAAA",
            "AAAAAAAAAAAAAAAAAAAAAAA",
            "AAAAAAAAAAAAAAAAAAAA+/",
            "AAAAAAAAAAAAAAAAAAAA==",
            "AAAAAAAAAAAAAAAAAAAAÀ",
        ] {
            assert_eq!(ShareKey::parse(bad), Err(ShareKeyError), "{bad}");
        }
    }

    #[test]
    fn only_the_same_key_opens() {
        let key = ShareKey::parse("abcdefghijklmnopqrstuv").unwrap();
        assert!(key.opens(&ShareKey::parse("abcdefghijklmnopqrstuv").unwrap()));
        assert!(!key.opens(&ShareKey::parse("abcdefghijklmnopqrstuw").unwrap()));
    }

    #[test]
    fn debug_output_hides_the_key() {
        let key = ShareKey::parse("abcdefghijklmnopqrstuv").unwrap();
        assert!(!format!("{key:?}").contains("abc"));
    }
}
