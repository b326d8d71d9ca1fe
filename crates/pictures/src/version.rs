use domain::PicturesVersion;
use std::fmt;

/// Names one state of a stored picture: it changes whenever the picture's bytes change.
/// Browsers see it as the `v` of the picture's URL, so new bytes get a new URL and a
/// year-long cache never shows an old picture, and as the picture's ETag.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ImageVersion(String);

impl ImageVersion {
    pub const MAX_LENGTH: usize = 64;

    /// 1 to 64 ASCII letters, digits, '-' or '_': safe in a query string and an ETag as is.
    pub fn parse(token: &str) -> Option<Self> {
        let safe = |b: u8| b.is_ascii_alphanumeric() || b == b'-' || b == b'_';
        (!token.is_empty() && token.len() <= Self::MAX_LENGTH && token.bytes().all(safe))
            .then(|| Self(token.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The `v` of a property's listing, small and background pictures' URLs.
impl From<PicturesVersion> for ImageVersion {
    fn from(version: PicturesVersion) -> Self {
        Self::parse(&version.to_string()).expect("an integer is a URL-safe token")
    }
}

impl fmt::Display for ImageVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_url_and_etag_safe_tokens_are_versions() {
        assert_eq!(
            ImageVersion::parse("1732300000123").unwrap().as_str(),
            "1732300000123"
        );
        assert!(ImageVersion::parse("a1-b_2").is_some());
        let pictures = PicturesVersion::from_stored(1000);
        assert_eq!(ImageVersion::from(pictures).as_str(), "1000");
        for bad in ["", "a b", "\"x\"", "a&v=2", "é", &"x".repeat(65)] {
            assert!(ImageVersion::parse(bad).is_none(), "{bad:?}");
        }
    }
}
