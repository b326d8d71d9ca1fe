//! A short id for each request, unique within this process and unlikely to repeat across
//! processes, so the log lines of one request can be picked out of many servers' logs.

use std::hash::{BuildHasher, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

/// `{process}-{n}`: a random 32-bit process part (from std's per-process hash seed, so no
/// extra crate) and a counter.
pub fn next() -> String {
    static PROCESS: OnceLock<u32> = OnceLock::new();
    static COUNTER: AtomicU64 = AtomicU64::new(1);
    let process = PROCESS.get_or_init(|| {
        let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
        hasher.write_u32(std::process::id());
        hasher.finish() as u32
    });
    format!("{process:08x}-{}", COUNTER.fetch_add(1, Ordering::Relaxed))
}

#[cfg(test)]
mod tests {
    #[test]
    fn ids_differ_and_share_the_process_part() {
        let (first, second) = (super::next(), super::next());
        assert_ne!(first, second);
        assert_eq!(
            first.split_once('-').unwrap().0,
            second.split_once('-').unwrap().0
        );
    }
}
