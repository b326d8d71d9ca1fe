//! Tells when the front end was rebuilt (index.html, the manifest or the server bundle has
//! another modification time or size), so that pages drawn from the previous build go. A stat
//! of three files per request would cost more than a cached page itself: they are looked at
//! at most every [`CHECK_EVERY`].

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant, SystemTime};

pub const CHECK_EVERY: Duration = Duration::from_millis(250);

type Stamp = Vec<Option<(SystemTime, u64)>>;

pub struct BuildWatch {
    files: Vec<PathBuf>,
    started: Instant,
    /// Milliseconds after `started` of the next look.
    next_check: AtomicU64,
    stamp: Mutex<Stamp>,
}

impl BuildWatch {
    pub fn new(files: Vec<PathBuf>) -> Self {
        let stamp = stamp_of(&files);
        Self {
            files,
            started: Instant::now(),
            next_check: AtomicU64::new(0),
            stamp: Mutex::new(stamp),
        }
    }

    /// True when a look is due and finds another build than the last one.
    pub fn changed(&self) -> bool {
        let now = self.started.elapsed().as_millis() as u64;
        let due = self.next_check.load(Ordering::Relaxed);
        if now < due
            || self
                .next_check
                .compare_exchange(
                    due,
                    now + CHECK_EVERY.as_millis() as u64,
                    Ordering::Relaxed,
                    Ordering::Relaxed,
                )
                .is_err()
        {
            return false;
        }
        let current = stamp_of(&self.files);
        let mut stamp = self
            .stamp
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if *stamp == current {
            return false;
        }
        *stamp = current;
        true
    }
}

fn stamp_of(files: &[PathBuf]) -> Stamp {
    files
        .iter()
        .map(|file| {
            let metadata = std::fs::metadata(file).ok()?;
            Some((metadata.modified().ok()?, metadata.len()))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rewritten_file_is_a_new_build_once() {
        let folder = tempfile::tempdir().unwrap();
        let index = folder.path().join("index.html");
        std::fs::write(&index, "one").unwrap();
        let watch = BuildWatch::new(vec![index.clone(), folder.path().join("missing.js")]);
        assert!(!watch.changed());
        std::fs::write(&index, "build two").unwrap();
        std::thread::sleep(CHECK_EVERY + Duration::from_millis(20));
        assert!(watch.changed());
        std::thread::sleep(CHECK_EVERY + Duration::from_millis(20));
        assert!(!watch.changed());
    }
}
