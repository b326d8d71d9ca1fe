//! The order of the public list, kept in memory: the refs of the visible properties, newest
//! first, with what a filter reads of each (`ListingIndex`). A page of a large catalogue,
//! filtered or not, is then a pass over it and one lookup by ref, where `OFFSET` would walk
//! every row before the page (a hundred thousand listings: the middle page walks fifty
//! thousand) and `COUNT(*)` every row there is.
//!
//! The repository does not drop it on its own writes: the write use cases announce them as
//! content events, and the server's one subscriber drops it
//! (`SqlPropertyRepository::forget_public_order`) for this server's writes at once and for
//! another server's on the same PostgreSQL database once its notification arrives. Writes
//! that announce nothing (a database console) show within [`MAX_AGE`], the bound the public
//! list's HTTP cache keeps too (docs/caches.md).

use super::listing_index::ListingIndex;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

pub const MAX_AGE: Duration = Duration::from_secs(5);

#[derive(Default)]
pub struct PublicOrder {
    index: Mutex<Option<(Instant, Arc<ListingIndex>)>>,
}

impl PublicOrder {
    /// The index when read less than [`MAX_AGE`] ago.
    pub fn fresh(&self) -> Option<Arc<ListingIndex>> {
        let kept = self.lock();
        let (read_at, index) = kept.as_ref()?;
        (read_at.elapsed() < MAX_AGE).then(|| index.clone())
    }

    /// Keeps `index`, read from the database at `read_at`, unless a write came since.
    pub fn keep(&self, index: Arc<ListingIndex>, read_at: Instant, generation: u64, current: u64) {
        if generation == current {
            *self.lock() = Some((read_at, index));
        }
    }

    pub fn forget(&self) {
        *self.lock() = None;
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Option<(Instant, Arc<ListingIndex>)>> {
        self.index
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}
