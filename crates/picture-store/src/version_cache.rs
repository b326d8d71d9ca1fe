//! Versions already worked out, so that a listing costs one request to the store however many
//! pictures it names, once each picture has been seen (where a version costs more than that:
//! a HEAD to a bucket, or reading a picture on a file system without extended attributes).
//!
//! Each entry holds the store's own validator of the object it was worked out for (its ETag:
//! S3 derives it from the content, a local folder from inode, time and size, and a write
//! changes it on both), and is used only while the store still reports that validator: new
//! bytes under a key never get an old version.

use object_store::ObjectMeta;
use pictures::ImageVersion;
use std::collections::HashMap;
use std::sync::Mutex;

/// Bounds the memory a walk over every picture can take; reached, the cache starts again
/// rather than grow. Beyond it a walk asks the store's records again (a `getxattr` on a local
/// folder, a HEAD on a bucket), never a picture's bytes.
const MAX_ENTRIES: usize = 200_000;

pub struct VersionCache {
    /// Object key → (validator, version).
    entries: Mutex<HashMap<String, (String, ImageVersion)>>,
    max_entries: usize,
}

impl Default for VersionCache {
    fn default() -> Self {
        Self {
            entries: Mutex::default(),
            max_entries: MAX_ENTRIES,
        }
    }
}

/// What identifies one state of the object `meta` describes, as its store sees it.
pub fn validator(meta: &ObjectMeta) -> String {
    match &meta.e_tag {
        Some(tag) => tag.clone(),
        None => format!("{}-{}", meta.last_modified.timestamp_micros(), meta.size),
    }
}

impl VersionCache {
    /// A cache that remembers nothing, for a store whose records cost as little to read as
    /// an entry here would (a local folder's extended attributes): no memory is held for them.
    pub fn none() -> Self {
        Self {
            entries: Mutex::default(),
            max_entries: 0,
        }
    }

    /// The version of the object `meta` describes, if it was worked out for this very state.
    pub fn get(&self, meta: &ObjectMeta) -> Option<ImageVersion> {
        let entries = self
            .entries
            .lock()
            .expect("the version cache is never poisoned");
        let (known, version) = entries.get(meta.location.as_ref())?;
        (*known == validator(meta)).then(|| version.clone())
    }

    pub fn remember(&self, key: &str, validator: String, version: ImageVersion) {
        let mut entries = self
            .entries
            .lock()
            .expect("the version cache is never poisoned");
        if self.max_entries == 0 {
            return;
        }
        if entries.len() >= self.max_entries {
            entries.clear();
        }
        entries.insert(key.to_owned(), (validator, version));
    }

    pub fn forget(&self, key: &str) {
        let mut entries = self
            .entries
            .lock()
            .expect("the version cache is never poisoned");
        entries.remove(key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Utc;

    fn meta(key: &str, e_tag: Option<&str>, size: u64) -> ObjectMeta {
        ObjectMeta {
            location: key.into(),
            last_modified: Utc::now(),
            size,
            e_tag: e_tag.map(str::to_owned),
            version: None,
        }
    }

    #[test]
    fn a_version_is_given_back_only_for_the_state_it_was_worked_out_for() {
        let cache = VersionCache::default();
        let version = ImageVersion::parse("abc").unwrap();
        let first = meta("towns/alba.jpg", Some("\"e1\""), 3);
        cache.remember("towns/alba.jpg", validator(&first), version.clone());

        assert_eq!(cache.get(&first), Some(version));
        assert_eq!(cache.get(&meta("towns/alba.jpg", Some("\"e2\""), 3)), None);
        assert_eq!(cache.get(&meta("towns/neive.jpg", Some("\"e1\""), 3)), None);
        cache.forget("towns/alba.jpg");
        assert_eq!(cache.get(&first), None);
    }

    #[test]
    fn a_cache_of_none_remembers_nothing() {
        let cache = VersionCache::none();
        let first = meta("towns/alba.jpg", Some("\"e1\""), 3);
        let version = ImageVersion::parse("abc").unwrap();
        cache.remember("towns/alba.jpg", validator(&first), version);
        assert_eq!(cache.get(&first), None);
    }

    #[test]
    fn without_an_etag_time_and_size_tell_states_apart() {
        let cache = VersionCache::default();
        let first = meta("towns/alba.jpg", None, 3);
        cache.remember(
            "towns/alba.jpg",
            validator(&first),
            ImageVersion::parse("abc").unwrap(),
        );
        let mut resized = first.clone();
        resized.size = 4;
        assert!(cache.get(&first).is_some());
        assert_eq!(cache.get(&resized), None);
    }
}
