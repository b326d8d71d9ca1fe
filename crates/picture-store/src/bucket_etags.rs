//! Whether a bucket's ETags are the MD5 of the bytes, so that a listing alone tells each
//! picture's version, without a HEAD per picture.
//!
//! S3 gives a single-part upload the ETag `"<MD5 of its bytes>"` unless the object is
//! encrypted with SSE-KMS or SSE-C, where the ETag is 32 hex digits of something else. Which
//! case a bucket is in shows on the first object seen with both its ETag and the MD5 recorded
//! beside it at upload: equal, and every plain ETag of the bucket is trusted as the MD5 from
//! then on; different, and each picture is asked for its record (a HEAD), as before. A
//! multipart ETag (`"…-N"`) tells nothing and is never trusted.

use super::content_version::is_content_md5;
use std::sync::atomic::{AtomicU8, Ordering};

const UNKNOWN: u8 = 0;
const CONTENT_MD5: u8 = 1;
const OTHER: u8 = 2;

#[derive(Default)]
pub struct BucketEtags {
    kind: AtomicU8,
}

/// The MD5 an ETag of a single-part upload would spell, if `e_tag` has that shape.
fn md5_shaped(e_tag: &str) -> Option<&str> {
    let inner = e_tag.strip_prefix('"')?.strip_suffix('"')?;
    is_content_md5(inner).then_some(inner)
}

impl BucketEtags {
    /// Learns from an object whose ETag is `e_tag` and whose bytes' MD5 is `md5`, the first
    /// time an object tells.
    pub fn learn(&self, e_tag: Option<&str>, md5: &str) {
        let Some(shaped) = e_tag.and_then(md5_shaped) else {
            return;
        };
        let kind = if shaped == md5 { CONTENT_MD5 } else { OTHER };
        let _ = self
            .kind
            .compare_exchange(UNKNOWN, kind, Ordering::Relaxed, Ordering::Relaxed);
    }

    /// The bytes' MD5 that `e_tag` is, once the bucket is known to give such ETags.
    pub fn md5_of(&self, e_tag: Option<&str>) -> Option<String> {
        if self.kind.load(Ordering::Relaxed) != CONTENT_MD5 {
            return None;
        }
        e_tag.and_then(md5_shaped).map(str::to_owned)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MD5: &str = "900150983cd24fb0d6963f7d28e17f72";

    fn quoted(text: &str) -> String {
        format!("\"{text}\"")
    }

    #[test]
    fn nothing_is_trusted_before_an_object_told() {
        let etags = BucketEtags::default();
        assert_eq!(etags.md5_of(Some(&quoted(MD5))), None);
    }

    #[test]
    fn an_etag_equal_to_the_recorded_md5_makes_every_plain_etag_trusted() {
        let etags = BucketEtags::default();
        etags.learn(Some(&quoted(MD5)), MD5);
        let other = "0cc175b9c0f1b6a831c399e269772661";
        assert_eq!(etags.md5_of(Some(&quoted(other))).as_deref(), Some(other));
        assert_eq!(etags.md5_of(Some(&quoted(&format!("{other}-2")))), None);
        assert_eq!(
            etags.md5_of(Some(other)),
            None,
            "unquoted is not S3's shape"
        );
        assert_eq!(etags.md5_of(None), None);
    }

    #[test]
    fn an_encrypted_objects_etag_makes_none_trusted_for_good() {
        let etags = BucketEtags::default();
        etags.learn(Some(&quoted("0cc175b9c0f1b6a831c399e269772661")), MD5);
        etags.learn(Some(&quoted(MD5)), MD5);
        assert_eq!(etags.md5_of(Some(&quoted(MD5))), None);
    }

    #[test]
    fn a_multipart_etag_or_none_teaches_nothing() {
        let etags = BucketEtags::default();
        etags.learn(Some(&quoted(&format!("{MD5}-3"))), MD5);
        etags.learn(None, MD5);
        etags.learn(Some(&quoted(MD5)), MD5);
        assert_eq!(etags.md5_of(Some(&quoted(MD5))).as_deref(), Some(MD5));
    }
}
