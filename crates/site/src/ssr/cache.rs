//! Rendered roots by their inputs: a render depends only on the build, the URL, the initial
//! data and the cookie choice, so the same four give the same HTML without running the engine
//! again.

use super::bundle::BundleIdentity;
use super::cookie_choice::CookieChoice;
use hashlink::LruCache;
use sha2::{Digest, Sha256};
use std::sync::{Arc, Mutex};

/// A few hundred pages: the popular ones stay, each entry a page's root HTML.
pub const CAPACITY: usize = 300;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CacheKey {
    bundle: BundleIdentity,
    url: String,
    /// A list page's data runs to a hundred kilobytes: the key keeps its digest only.
    initial_data: [u8; 32],
    consent: CookieChoice,
}

impl CacheKey {
    pub fn new(
        bundle: BundleIdentity,
        url: &str,
        initial_data_json: &str,
        consent: CookieChoice,
    ) -> Self {
        Self {
            bundle,
            url: url.to_owned(),
            initial_data: Sha256::digest(initial_data_json.as_bytes()).into(),
            consent,
        }
    }
}

pub struct RenderCache {
    entries: Mutex<LruCache<CacheKey, Arc<str>>>,
}

impl RenderCache {
    pub fn new(capacity: usize) -> Self {
        Self {
            entries: Mutex::new(LruCache::new(capacity)),
        }
    }

    pub fn get(&self, key: &CacheKey) -> Option<Arc<str>> {
        self.lock().get(key).cloned()
    }

    pub fn insert(&self, key: CacheKey, html: Arc<str>) {
        self.lock().insert(key, html);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, LruCache<CacheKey, Arc<str>>> {
        // Every operation leaves the cache whole, so one that panicked leaves nothing to fix.
        self.entries
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bundle_in(dir: &tempfile::TempDir, source: &str) -> BundleIdentity {
        let path = dir.path().join("entry-server.js");
        std::fs::write(&path, source).unwrap();
        BundleIdentity::of(&path).unwrap()
    }

    #[test]
    fn entries_are_told_apart_by_build_url_and_data() {
        let dir = tempfile::tempdir().unwrap();
        let old = bundle_in(&dir, "old");
        let new = bundle_in(&dir, "newer");
        let cache = RenderCache::new(10);
        cache.insert(
            CacheKey::new(old, "/a", "{}", CookieChoice::Undecided),
            Arc::from("old /a"),
        );

        assert_eq!(
            cache
                .get(&CacheKey::new(old, "/a", "{}", CookieChoice::Undecided))
                .as_deref(),
            Some("old /a")
        );
        assert_eq!(
            cache.get(&CacheKey::new(new, "/a", "{}", CookieChoice::Undecided)),
            None
        );
        assert_eq!(
            cache.get(&CacheKey::new(old, "/b", "{}", CookieChoice::Undecided)),
            None
        );
        assert_eq!(
            cache.get(&CacheKey::new(old, "/a", "{}", CookieChoice::Refused)),
            None
        );
        assert_eq!(
            cache.get(&CacheKey::new(
                old,
                "/a",
                r#"{"/api/x":1}"#,
                CookieChoice::Undecided
            )),
            None
        );
    }

    #[test]
    fn the_least_recently_used_entry_makes_room() {
        let dir = tempfile::tempdir().unwrap();
        let bundle = bundle_in(&dir, "build");
        let key = |url: &str| CacheKey::new(bundle, url, "{}", CookieChoice::Undecided);
        let cache = RenderCache::new(2);
        cache.insert(key("/a"), Arc::from("a"));
        cache.insert(key("/b"), Arc::from("b"));
        assert!(cache.get(&key("/a")).is_some());
        cache.insert(key("/c"), Arc::from("c"));

        assert!(
            cache.get(&key("/b")).is_none(),
            "/b was used least recently"
        );
        assert!(cache.get(&key("/a")).is_some());
        assert!(cache.get(&key("/c")).is_some());
    }
}
