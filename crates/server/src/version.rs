//! The version the site announces: the code's (crate version and commit, see build.rs) and a
//! fingerprint of the front end it serves, so that a deployment that changes either makes open
//! pages reload themselves.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::Path;

/// The crate version and, when built from a git checkout, the commit.
pub const CODE_VERSION: &str = env!("LANGHE_CODE_VERSION");

/// `CODE_VERSION` followed by a fingerprint of `static_dir`'s index.html (which names every
/// hashed asset of the front-end build), when there is one to read.
pub fn served_version(static_dir: &Path) -> String {
    match std::fs::read(static_dir.join("index.html")) {
        Ok(html) => format!("{CODE_VERSION}.{}", fingerprint(&html)),
        Err(_) => CODE_VERSION.to_owned(),
    }
}

fn fingerprint(bytes: &[u8]) -> String {
    let mut hasher = DefaultHasher::new();
    bytes.hash(&mut hasher);
    format!("{:08x}", hasher.finish() as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_changed_front_end_changes_the_served_version() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("index.html"), "<script src=a-1.js>").unwrap();
        let first = served_version(dir.path());
        std::fs::write(dir.path().join("index.html"), "<script src=a-2.js>").unwrap();
        let second = served_version(dir.path());

        assert!(first.starts_with(CODE_VERSION));
        assert_ne!(first, second);
        assert_eq!(served_version(&dir.path().join("missing")), CODE_VERSION);
    }
}
