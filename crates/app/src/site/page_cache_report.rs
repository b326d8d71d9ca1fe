//! What a server's full-page cache holds and has done, as the operator's report shows it. The
//! site keeps the cache; the API reports on it through [`PageCacheReports`], without knowing
//! the site.

/// A page cache's size, bounds and counts since the server started.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageCacheReport {
    pub entries: usize,
    pub bytes: usize,
    pub max_entries: usize,
    pub max_bytes: usize,
    pub hits: u64,
    pub misses: u64,
    pub evictions: u64,
    pub invalidations: u64,
}

/// Whatever keeps finished pages and can say so.
pub trait PageCacheReports: Send + Sync {
    fn report(&self) -> PageCacheReport;
}
