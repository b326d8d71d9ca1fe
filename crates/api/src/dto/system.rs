use poem_openapi::Object;

#[derive(Debug, Clone, Object)]
#[oai(rename = "Version")]
pub struct VersionDto {
    /// Changes with every build; the site reloads itself when it sees a new one.
    pub version: String,
}

/// What the full-page cache holds and has done since the server started.
#[derive(Debug, Clone, Object)]
#[oai(rename = "PageCacheReport")]
pub struct PageCacheReportDto {
    /// Pages kept (each in its plain, brotli and gzip encodings).
    pub entries: u64,
    /// Bytes those pages take, all encodings counted.
    pub bytes: u64,
    /// `LANGHE_PAGE_CACHE_ENTRIES`.
    pub max_entries: u64,
    /// `LANGHE_PAGE_CACHE_MB`, in bytes.
    pub max_bytes: u64,
    /// Pages answered from the cache.
    pub hits: u64,
    /// Pages drawn because the cache did not hold them.
    pub misses: u64,
    /// Pages dropped to stay within the bounds.
    pub evictions: u64,
    /// Content changes announced (each drops the pages that show it).
    pub invalidations: u64,
}

impl From<app::site::PageCacheReport> for PageCacheReportDto {
    fn from(report: app::site::PageCacheReport) -> Self {
        Self {
            entries: report.entries as u64,
            bytes: report.bytes as u64,
            max_entries: report.max_entries as u64,
            max_bytes: report.max_bytes as u64,
            hits: report.hits,
            misses: report.misses,
            evictions: report.evictions,
            invalidations: report.invalidations,
        }
    }
}
