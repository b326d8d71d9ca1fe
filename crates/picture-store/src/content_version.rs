//! A picture's version is a digest of its bytes, so the same bytes carry the same `?v=` on a
//! local folder and in a bucket, and a backup restored into another store keeps every URL.
//!
//! The digest is SHA-256 over the bytes' MD5 written as S3 writes an ETag (hex in double
//! quotes), cut to 16 hex digits. That odd shape is on purpose: before versions were
//! content-based they were exactly this hash of the store's ETag, and S3 gives a single-part
//! upload the ETag `"<MD5 of its bytes>"`; so pictures already in a bucket keep their tokens
//! and their cached URLs. Those in a local folder (whose ETag named inode, time and size)
//! get a new token once, which costs browsers and a CDN one fetch and can never show them
//! stale bytes.

use pictures::ImageVersion;
use std::fmt::Write as _;

/// The MD5 of `bytes` in lower-case hex: what the store records beside an object.
pub fn content_md5(bytes: &[u8]) -> String {
    use md5::Digest as _;
    hex(&md5::Md5::digest(bytes))
}

/// Whether `text` can be what [`content_md5`] answers (metadata read back is checked: a
/// hand-edited object must not smuggle a token into a URL).
pub fn is_content_md5(text: &str) -> bool {
    text.len() == 32 && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// The version of the bytes whose [`content_md5`] is `md5`.
pub fn version_of_md5(md5: &str) -> ImageVersion {
    use sha2::{Digest as _, Sha256};
    let digest = Sha256::digest(format!("\"{md5}\"").as_bytes());
    ImageVersion::parse(&hex(&digest[..8])).expect("hex is a URL-safe token")
}

/// The version of `bytes`.
pub fn content_version(bytes: &[u8]) -> ImageVersion {
    version_of_md5(&content_md5(bytes))
}

fn hex(bytes: &[u8]) -> String {
    bytes
        .iter()
        .fold(String::with_capacity(bytes.len() * 2), |mut hex, byte| {
            let _ = write!(hex, "{byte:02x}");
            hex
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_md5_is_the_well_known_one() {
        // RFC 1321's test suite.
        assert_eq!(content_md5(b"abc"), "900150983cd24fb0d6963f7d28e17f72");
        assert!(is_content_md5(&content_md5(b"")));
    }

    #[test]
    fn the_version_is_the_old_hash_of_an_s3_etag_of_the_same_bytes() {
        // What versions were before: SHA-256 of the ETag S3 answered for "abc".
        use sha2::{Digest as _, Sha256};
        let etag = "\"900150983cd24fb0d6963f7d28e17f72\"";
        let before = hex(&Sha256::digest(etag.as_bytes())[..8]);
        assert_eq!(content_version(b"abc").as_str(), before);
        assert_eq!(before.len(), 16);
    }

    #[test]
    fn other_bytes_give_another_version() {
        assert_ne!(content_version(&[1, 2, 3]), content_version(&[1, 2, 4]));
        assert_eq!(content_version(&[1, 2, 3]), content_version(&[1, 2, 3]));
    }

    #[test]
    fn only_lower_case_hex_of_md5_length_is_taken_back() {
        for bad in [
            "",
            "900150983CD24FB0D6963F7D28E17F72",
            "900150983cd24fb0d6963f7d28e17f7",
            "900150983cd24fb0d6963f7d28e17f72a",
            "900150983cd24fb0d6963f7d28e17f7g",
            "\"900150983cd24fb0d6963f7d28e17f7\"",
        ] {
            assert!(!is_content_md5(bad), "{bad:?}");
        }
    }
}
