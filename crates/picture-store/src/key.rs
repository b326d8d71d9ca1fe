//! Image keys: the only names the image store reads or writes.
//!
//! A key is a relative, '/'-separated path inside the image tree. We accept only what our own
//! naming scheme produces, so a key can never climb out of the tree or smuggle in a character
//! that would need escaping somewhere else:
//! - segments of ASCII letters, digits, '.', '_', '-' and the space;
//! - the space is allowed because gallery names are typed by the consultant and the default
//!   one is 'New Gallery'; it may not start or end a segment (trailing spaces vanish on some
//!   file systems and invite look-alike names);
//! - no empty, '.' or '..' segment, no leading '/', no backslash, no control character.

use pictures::is_valid_key_segment;
use pictures::ports::ImageStoreError;

/// Longest key accepted; far above anything the naming scheme makes.
pub const MAX_KEY_LENGTH: usize = 512;

/// Checks an object key.
pub fn validate_key(key: &str) -> Result<&str, ImageStoreError> {
    if key.is_empty() || key.len() > MAX_KEY_LENGTH || !key.split('/').all(is_valid_key_segment) {
        return Err(ImageStoreError::InvalidKey);
    }
    Ok(key)
}

/// Checks a listing prefix: empty (the whole tree) or a valid key followed by an optional '/'.
pub fn validate_prefix(prefix: &str) -> Result<&str, ImageStoreError> {
    let folder = prefix.strip_suffix('/').unwrap_or(prefix);
    if folder.is_empty() {
        return if prefix.is_empty() {
            Ok("")
        } else {
            Err(ImageStoreError::InvalidKey)
        };
    }
    validate_key(folder)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_of_the_naming_scheme_are_accepted() {
        for key in [
            "properties/123-villa-barolo/listing-villa-barolo.jpg",
            "properties/123-villa/gallery/New Gallery/01-villaa.jpg",
            "towns/la-morra.webp",
            "articles/7/banner.jpg",
        ] {
            assert!(validate_key(key).is_ok(), "{key}");
        }
    }

    #[test]
    fn keys_leaving_the_tree_or_holding_odd_characters_are_refused() {
        for key in [
            "",
            "/etc/passwd",
            "../secret.jpg",
            "properties/../../secret.jpg",
            "properties/./a.jpg",
            "properties//a.jpg",
            "properties/a.jpg/",
            "properties\\a.jpg",
            "properties/a\u{0}.jpg",
            "properties/a\n.jpg",
            "properties/caf\u{e9}.jpg",
            "properties/a%2e.jpg",
            "properties/ leading.jpg",
            "properties/trailing /a.jpg",
            "properties/a?.jpg",
        ] {
            assert!(
                matches!(validate_key(key), Err(ImageStoreError::InvalidKey)),
                "{key:?}"
            );
        }
        assert!(validate_key(&"a".repeat(MAX_KEY_LENGTH + 1)).is_err());
    }

    #[test]
    fn prefixes_are_folders_or_the_whole_tree() {
        assert_eq!(validate_prefix("").unwrap(), "");
        assert_eq!(validate_prefix("properties/").unwrap(), "properties");
        assert_eq!(
            validate_prefix("properties/123-x").unwrap(),
            "properties/123-x"
        );
        assert!(validate_prefix("/").is_err());
        assert!(validate_prefix("../").is_err());
        assert!(validate_prefix("properties//").is_err());
    }
}
