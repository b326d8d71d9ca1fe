//! A gallery's name as it appears in keys.

use super::keys::is_valid_key_segment;

/// One key segment: letters, digits, '.', '_', '-' and inner spaces, as 'New Gallery'.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct GalleryName(String);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Gallery name may use only letters, digits, spaces, '.', '_' and '-'")]
pub struct GalleryNameError;

impl GalleryName {
    pub fn parse(text: &str) -> Result<Self, GalleryNameError> {
        let text = text.trim();
        if is_valid_key_segment(text) {
            Ok(Self(text.to_owned()))
        } else {
            Err(GalleryNameError)
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gallery_names_are_single_clean_segments() {
        assert_eq!(GalleryName::parse("  Garden ").unwrap().as_str(), "Garden");
        for bad in ["", "a/b", "..", "Living & dining", "caf\u{e9}"] {
            assert_eq!(GalleryName::parse(bad), Err(GalleryNameError), "{bad:?}");
        }
    }
}
