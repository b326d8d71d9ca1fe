//! Finished public pages kept in memory, so that a page asked for again is answered with its
//! stored bytes: no lookup, no rendering, no rewriting pass. Each entry says which content it
//! shows ([`Shows`]); a [`ContentChange`] announced by the write use cases drops exactly the
//! entries that show it. Bounded by entries and by bytes (least recently used go first);
//! pages at addresses a visitor can vary without end ([`PageClass::VisitorChosen`]) are kept
//! within an eighth of both, so they never push the site's own pages out.
//!
//! An entry keeps its HTML as it is and compressed with brotli and gzip, each with a strong
//! `ETag` of its own (RFC 9110 §8.8.3: every encoding is its own representation), so a hit or
//! a `304 Not Modified` costs a hash lookup and a copy of a few headers.

use crate::inline_styles::StyleHashes;
use crate::security_headers::FrameSources;
use crate::ssr::CookieChoice;
use app::site::{PageCacheReport, PageCacheReports};
use base64::Engine as _;
use bytes::Bytes;
use domain::ports::ContentChange;
use domain::{ArticleId, Ref};
use hashlink::LruCache;
use poem::http::header::{self, HeaderValue};
use poem::http::StatusCode;
use poem::web::{Compress, CompressionAlgo, CompressionLevel};
use poem::{Body, IntoResponse, Request, Response};
use sha2::{Digest, Sha256};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

/// Defaults of `LANGHE_PAGE_CACHE_ENTRIES` and `LANGHE_PAGE_CACHE_MB`.
pub const DEFAULT_MAX_ENTRIES: usize = 20_000;
pub const DEFAULT_MAX_MEGABYTES: usize = 64;
/// Compressed once per entry, a notch above the on-the-fly level (5).
const BROTLI_LEVEL: i32 = 6;
const GZIP_LEVEL: i32 = 6;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageCacheLimits {
    /// 0 turns the cache off.
    pub max_entries: usize,
    pub max_bytes: usize,
}

impl Default for PageCacheLimits {
    fn default() -> Self {
        Self {
            max_entries: DEFAULT_MAX_ENTRIES,
            max_bytes: DEFAULT_MAX_MEGABYTES * 1024 * 1024,
        }
    }
}

/// What a page shows that a write can change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shows {
    Property(Ref),
    /// Which properties are public and their order (lists, their page count, the sitemap).
    PropertyCatalogue,
    Article(ArticleId),
    ArticleCatalogue,
    Towns,
}

impl Shows {
    fn changed_by(&self, change: &ContentChange) -> bool {
        match (self, change) {
            (_, ContentChange::Everything) => true,
            (Self::Property(shown), ContentChange::Property(changed)) => shown == changed,
            (Self::PropertyCatalogue, ContentChange::PropertyCatalogue) => true,
            (Self::Article(shown), ContentChange::Article(changed)) => shown == changed,
            (Self::ArticleCatalogue, ContentChange::ArticleCatalogue) => true,
            (Self::Towns, ContentChange::Towns) => true,
            _ => false,
        }
    }
}

/// Which part of the cache a page is kept in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageClass {
    /// A page of the site's own addresses: as many as the site has pages.
    Site,
    /// A page whose address a visitor can vary without end (a property list narrowed by
    /// filters typed into the address, a not-found answer): kept within
    /// [`VISITOR_CHOSEN_SHARE`] of the cache, and only ever in place of another such page, so
    /// however many are asked for, the site's own pages stay.
    VisitorChosen,
}

/// The part of the entries and bytes visitor-chosen pages may take: one eighth.
pub const VISITOR_CHOSEN_SHARE: usize = 8;

/// Everything a page's bytes depend on besides the content it shows and the build.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PageKey {
    /// Path and the query parameters the page reads (`page_address`): what it is drawn for.
    pub url: String,
    pub consent: CookieChoice,
}

/// The headers an answer from the cache ends up with: its own five and the edge's (security
/// headers, request id).
const ANSWER_HEADERS: usize = 16;

/// One encoding of a page.
struct Encoded {
    bytes: Bytes,
    etag: HeaderValue,
}

/// A finished page as it is sent.
pub struct CachedPage {
    status: StatusCode,
    content_type: &'static str,
    cache_control: &'static str,
    style_hashes: StyleHashes,
    frame_sources: FrameSources,
    identity: Encoded,
    brotli: Encoded,
    gzip: Encoded,
    shows: Vec<Shows>,
}

impl CachedPage {
    fn bytes(&self) -> usize {
        self.identity.bytes.len()
            + self.brotli.bytes.len()
            + self.gzip.bytes.len()
            + self.shows.len() * std::mem::size_of::<Shows>()
            + self.style_hashes.0.iter().map(String::len).sum::<usize>()
            + std::mem::size_of::<Self>()
    }

    /// The answer to `req`: the encoding it accepts, or `304` when it holds that one already.
    pub fn answer(&self, req: &Request) -> Response {
        let (encoded, encoding) = match crate::compression::accepted_algorithm(req) {
            Some(CompressionAlgo::BR) => (&self.brotli, Some("br")),
            Some(CompressionAlgo::GZIP) => (&self.gzip, Some("gzip")),
            _ => (&self.identity, None),
        };
        let not_modified = req
            .headers()
            .get_all(header::IF_NONE_MATCH)
            .iter()
            .any(|value| matches_etag(value, &encoded.etag));
        // A 304's headers replace the cached page's (RFC 9111 §4.3.4), its security policy
        // among them: it names the same inline styles and frames as the 200, or a reloaded
        // page loses its styles.
        let answer = Response::builder()
            .extension(self.style_hashes.clone())
            .extension(self.frame_sources.clone());
        let mut response = if not_modified {
            answer.status(StatusCode::NOT_MODIFIED).finish()
        } else {
            answer.status(self.status).body(encoded.bytes.clone())
        };
        let headers = response.headers_mut();
        // Room for these and the edge's own (security headers, request id) at once, rather
        // than growing the map as they come.
        headers.reserve(ANSWER_HEADERS);
        if !not_modified {
            headers.insert(
                header::CONTENT_TYPE,
                HeaderValue::from_static(self.content_type),
            );
        }
        headers.insert(
            header::CACHE_CONTROL,
            HeaderValue::from_static(self.cache_control),
        );
        headers.insert(header::ETAG, encoded.etag.clone());
        headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
        if let Some(encoding) = encoding.filter(|_| !not_modified) {
            headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
        }
        response
    }
}

/// `If-None-Match` compares weakly (RFC 9110 §13.1.2): `W/` is ignored, `*` matches.
pub(super) fn matches_etag(value: &HeaderValue, etag: &HeaderValue) -> bool {
    let Ok(value) = value.to_str() else {
        return false;
    };
    let etag = etag.to_str().unwrap_or_default();
    value.split(',').map(str::trim).any(|candidate| {
        candidate == "*" || candidate.strip_prefix("W/").unwrap_or(candidate) == etag
    })
}

/// A page ready to be stored: what [`PageCache::store`] takes.
pub struct FinishedPage {
    pub status: StatusCode,
    pub content_type: &'static str,
    pub cache_control: &'static str,
    pub style_hashes: StyleHashes,
    /// Origins this page's frames may load from beyond the usual (a property's tour).
    pub frame_sources: FrameSources,
    pub body: Bytes,
    pub shows: Vec<Shows>,
}

impl FinishedPage {
    /// Sent as it is, when no cache keeps it: compression is left to the middleware.
    pub fn into_response(self) -> Response {
        Response::builder()
            .status(self.status)
            .header(header::CONTENT_TYPE, self.content_type)
            .header(header::CACHE_CONTROL, self.cache_control)
            .extension(self.style_hashes)
            .extension(self.frame_sources)
            .body(self.body)
    }

    /// Compresses the body both ways (off the async threads) and tags each encoding.
    pub async fn encode(self) -> CachedPage {
        let digest = Sha256::digest(&self.body);
        let tag = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(&digest[..18]);
        let etag = |suffix: &str| {
            HeaderValue::from_str(&format!("\"{tag}{suffix}\""))
                .expect("base64url and a suffix make a valid header value")
        };
        let brotli = compress(self.body.clone(), CompressionAlgo::BR, BROTLI_LEVEL).await;
        let gzip = compress(self.body.clone(), CompressionAlgo::GZIP, GZIP_LEVEL).await;
        CachedPage {
            status: self.status,
            content_type: self.content_type,
            cache_control: self.cache_control,
            style_hashes: self.style_hashes,
            frame_sources: self.frame_sources,
            identity: Encoded {
                bytes: self.body,
                etag: etag(""),
            },
            brotli: Encoded {
                bytes: brotli,
                etag: etag("-br"),
            },
            gzip: Encoded {
                bytes: gzip,
                etag: etag("-gz"),
            },
            shows: self.shows,
        }
    }
}

async fn compress(body: Bytes, algorithm: CompressionAlgo, level: i32) -> Bytes {
    let compressed = Compress::new(Body::from(body), algorithm)
        .with_quality(CompressionLevel::Precise(level))
        .into_response()
        .into_body()
        .into_bytes()
        .await;
    compressed.expect("compressing bytes in memory cannot fail")
}

/// One class's pages, least recently used first, and their size.
struct Shelf {
    pages: LruCache<PageKey, Arc<CachedPage>>,
    bytes: usize,
}

impl Shelf {
    fn new() -> Self {
        Self {
            pages: LruCache::new_unbounded(),
            bytes: 0,
        }
    }

    fn remove(&mut self, key: &PageKey) -> bool {
        let Some(page) = self.pages.remove(key) else {
            return false;
        };
        self.bytes -= page.bytes() + key.url.len();
        true
    }

    fn remove_lru(&mut self) -> bool {
        let Some((key, page)) = self.pages.remove_lru() else {
            return false;
        };
        self.bytes -= page.bytes() + key.url.len();
        true
    }
}

struct Entries {
    site: Shelf,
    visitor_chosen: Shelf,
}

impl Entries {
    fn len(&self) -> usize {
        self.site.pages.len() + self.visitor_chosen.pages.len()
    }

    fn bytes(&self) -> usize {
        self.site.bytes + self.visitor_chosen.bytes
    }
}

pub struct PageCache {
    limits: PageCacheLimits,
    entries: Mutex<Entries>,
    /// Moves with every change announced: a page drawn from content read before a change is
    /// not stored after it.
    generation: AtomicU64,
    hits: AtomicU64,
    misses: AtomicU64,
    evictions: AtomicU64,
    invalidations: AtomicU64,
}

impl PageCache {
    pub fn new(limits: PageCacheLimits) -> Self {
        Self {
            limits,
            entries: Mutex::new(Entries {
                site: Shelf::new(),
                visitor_chosen: Shelf::new(),
            }),
            generation: AtomicU64::new(0),
            hits: AtomicU64::new(0),
            misses: AtomicU64::new(0),
            evictions: AtomicU64::new(0),
            invalidations: AtomicU64::new(0),
        }
    }

    pub fn is_on(&self) -> bool {
        self.limits.max_entries > 0 && self.limits.max_bytes > 0
    }

    pub fn get(&self, key: &PageKey) -> Option<Arc<CachedPage>> {
        if !self.is_on() {
            return None;
        }
        let found = {
            let mut entries = self.lock();
            match entries.site.pages.get(key).cloned() {
                Some(page) => Some(page),
                None => entries.visitor_chosen.pages.get(key).cloned(),
            }
        };
        let counter = if found.is_some() {
            &self.hits
        } else {
            &self.misses
        };
        counter.fetch_add(1, Ordering::Relaxed);
        let outcome = if found.is_some() { "hit" } else { "miss" };
        metrics::counter!("page_cache_lookups_total", "outcome" => outcome).increment(1);
        found
    }

    /// Read before looking up what a page shows; hand it back to [`Self::store`].
    pub fn generation(&self) -> u64 {
        self.generation.load(Ordering::SeqCst)
    }

    /// Keeps `page` unless content changed since `generation` was read, or it alone is
    /// larger than its class may hold; evicts the least recently used pages to make room:
    /// visitor-chosen ones first, and for a visitor-chosen page only those.
    pub fn store(&self, key: PageKey, page: Arc<CachedPage>, generation: u64, class: PageClass) {
        let size = page.bytes() + key.url.len();
        let (share_entries, share_bytes) = (
            self.limits.max_entries / VISITOR_CHOSEN_SHARE,
            self.limits.max_bytes / VISITOR_CHOSEN_SHARE,
        );
        let limit = match class {
            PageClass::Site => self.limits.max_bytes,
            PageClass::VisitorChosen => share_bytes,
        };
        if !self.is_on() || size > limit {
            return;
        }
        let mut guard = self.lock();
        let entries = &mut *guard;
        // Checked under the lock that invalidation takes too.
        if self.generation.load(Ordering::SeqCst) != generation {
            return;
        }
        entries.site.remove(&key);
        entries.visitor_chosen.remove(&key);
        let full = |entries: &Entries| {
            entries.len() >= self.limits.max_entries
                || entries.bytes() + size > self.limits.max_bytes
        };
        match class {
            PageClass::Site => {
                while full(&*entries) {
                    if !entries.visitor_chosen.remove_lru() && !entries.site.remove_lru() {
                        break;
                    }
                    self.evictions.fetch_add(1, Ordering::Relaxed);
                }
            }
            PageClass::VisitorChosen => {
                while full(&*entries)
                    || entries.visitor_chosen.pages.len() >= share_entries
                    || entries.visitor_chosen.bytes + size > share_bytes
                {
                    if !entries.visitor_chosen.remove_lru() {
                        // The site's own pages fill the cache: this one is not kept.
                        return;
                    }
                    self.evictions.fetch_add(1, Ordering::Relaxed);
                }
            }
        }
        let shelf = match class {
            PageClass::Site => &mut entries.site,
            PageClass::VisitorChosen => &mut entries.visitor_chosen,
        };
        shelf.bytes += size;
        shelf.pages.insert(key, page);
    }

    /// Drops every page that shows what one of `changes` (one write's) names, in one pass
    /// (one invalidation, one move of the generation).
    pub fn invalidate(&self, changes: &[ContentChange]) {
        let mut entries = self.lock();
        self.generation.fetch_add(1, Ordering::SeqCst);
        self.invalidations.fetch_add(1, Ordering::Relaxed);
        let entries = &mut *entries;
        for shelf in [&mut entries.site, &mut entries.visitor_chosen] {
            let stale: Vec<PageKey> = shelf
                .pages
                .iter()
                .filter(|(_, page)| {
                    changes.iter().any(|change| {
                        matches!(change, ContentChange::Everything)
                            || page.shows.iter().any(|shown| shown.changed_by(change))
                    })
                })
                .map(|(key, _)| key.clone())
                .collect();
            for key in stale {
                shelf.remove(&key);
            }
        }
    }

    pub fn report(&self) -> PageCacheReport {
        let entries = self.lock();
        PageCacheReport {
            entries: entries.len(),
            bytes: entries.bytes(),
            max_entries: self.limits.max_entries,
            max_bytes: self.limits.max_bytes,
            hits: self.hits.load(Ordering::Relaxed),
            misses: self.misses.load(Ordering::Relaxed),
            evictions: self.evictions.load(Ordering::Relaxed),
            invalidations: self.invalidations.load(Ordering::Relaxed),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Entries> {
        // Every operation leaves the map and its byte count consistent before it can panic.
        self.entries
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// The operator's report (`GET /api/system/page-cache`), asked through `app`'s port.
impl PageCacheReports for PageCache {
    fn report(&self) -> PageCacheReport {
        PageCache::report(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(url: &str) -> PageKey {
        PageKey {
            url: url.to_owned(),
            consent: CookieChoice::Undecided,
        }
    }

    async fn page(body: &str, shows: Vec<Shows>) -> Arc<CachedPage> {
        Arc::new(
            FinishedPage {
                status: StatusCode::OK,
                content_type: "text/html; charset=utf-8",
                cache_control: "no-cache",
                style_hashes: StyleHashes::default(),
                frame_sources: FrameSources::default(),
                body: Bytes::from(body.to_owned()),
                shows,
            }
            .encode()
            .await,
        )
    }

    fn reference(text: &str) -> Ref {
        Ref::parse(text).unwrap()
    }

    #[tokio::test]
    async fn a_change_drops_exactly_the_pages_that_show_it() {
        let cache = PageCache::new(PageCacheLimits::default());
        let generation = cache.generation();
        let pages = [
            (
                "/p/123",
                vec![Shows::Property(reference("123")), Shows::Towns],
            ),
            (
                "/p/124",
                vec![Shows::Property(reference("124")), Shows::Towns],
            ),
            (
                "/list/1",
                vec![Shows::PropertyCatalogue, Shows::Property(reference("123"))],
            ),
            (
                "/list/2",
                vec![Shows::PropertyCatalogue, Shows::Property(reference("124"))],
            ),
            (
                "/news/1",
                vec![Shows::ArticleCatalogue, Shows::Article(ArticleId(5))],
            ),
            ("/", vec![]),
        ];
        for (url, shows) in pages {
            cache.store(
                key(url),
                page(url, shows).await,
                generation,
                PageClass::Site,
            );
        }
        let held = |cache: &PageCache| {
            ["/p/123", "/p/124", "/list/1", "/list/2", "/news/1", "/"]
                .into_iter()
                .filter(|url| cache.get(&key(url)).is_some())
                .collect::<Vec<_>>()
        };

        cache.invalidate(&[ContentChange::Property(reference("123"))]);
        assert_eq!(held(&cache), ["/p/124", "/list/2", "/news/1", "/"]);
        cache.invalidate(&[ContentChange::Article(ArticleId(6))]);
        assert_eq!(held(&cache), ["/p/124", "/list/2", "/news/1", "/"]);
        cache.invalidate(&[ContentChange::PropertyCatalogue]);
        assert_eq!(held(&cache), ["/p/124", "/news/1", "/"]);
        cache.invalidate(&[ContentChange::Towns]);
        assert_eq!(held(&cache), ["/news/1", "/"]);
        cache.invalidate(&[ContentChange::Everything]);
        assert!(held(&cache).is_empty());
        assert_eq!(cache.report().bytes, 0);
    }

    #[tokio::test]
    async fn a_page_drawn_before_a_change_is_not_kept() {
        let cache = PageCache::new(PageCacheLimits::default());
        let generation = cache.generation();
        cache.invalidate(&[ContentChange::Towns]);
        cache.store(
            key("/p/123"),
            page("old", vec![]).await,
            generation,
            PageClass::Site,
        );
        assert!(cache.get(&key("/p/123")).is_none());
    }

    #[tokio::test]
    async fn the_least_recently_used_pages_go_first_when_entries_or_bytes_run_out() {
        let cache = PageCache::new(PageCacheLimits {
            max_entries: 2,
            max_bytes: 1 << 20,
        });
        for url in ["/a", "/b"] {
            cache.store(key(url), page(url, vec![]).await, 0, PageClass::Site);
        }
        assert!(cache.get(&key("/a")).is_some());
        cache.store(key("/c"), page("/c", vec![]).await, 0, PageClass::Site);
        assert!(cache.get(&key("/b")).is_none());
        assert_eq!(cache.report().entries, 2);

        let one_page = page(&"x".repeat(10_000), vec![]).await.bytes();
        let cache = PageCache::new(PageCacheLimits {
            max_entries: 100,
            max_bytes: one_page * 2 + 100,
        });
        for url in ["/1", "/2", "/3"] {
            cache.store(
                key(url),
                page(&"x".repeat(10_000), vec![]).await,
                0,
                PageClass::Site,
            );
        }
        let report = cache.report();
        assert_eq!((report.entries, report.evictions), (2, 1));
        assert!(report.bytes <= report.max_bytes, "{report:?}");
    }

    /// However many filtered lists or made-up addresses are asked for, they take at most an
    /// eighth of the cache and never push one of the site's own pages out.
    #[tokio::test]
    async fn visitor_chosen_pages_keep_to_their_share_and_never_evict_the_sites_pages() {
        let cache = PageCache::new(PageCacheLimits {
            max_entries: 16,
            max_bytes: 1 << 20,
        });
        let site_pages: Vec<String> = (0..14).map(|n| format!("/page/{n}")).collect();
        for url in &site_pages {
            cache.store(key(url), page(url, vec![]).await, 0, PageClass::Site);
        }
        for n in 0..100 {
            let url = format!("/list/1?min_price={n}0000");
            cache.store(
                key(&url),
                page(&url, vec![]).await,
                0,
                PageClass::VisitorChosen,
            );
        }
        for url in &site_pages {
            assert!(cache.get(&key(url)).is_some(), "{url} was pushed out");
        }
        assert_eq!(cache.report().entries, 14 + 2, "the share: 16 / 8");
        assert!(cache.get(&key("/list/1?min_price=990000")).is_some());
        assert!(cache.get(&key("/list/1?min_price=970000")).is_none());

        // The site's own pages take the room back, visitor-chosen ones going first.
        for n in 14..16 {
            let url = format!("/page/{n}");
            cache.store(key(&url), page(&url, vec![]).await, 0, PageClass::Site);
        }
        assert!(cache.get(&key("/list/1?min_price=990000")).is_none());
        for n in 0..16 {
            assert!(cache.get(&key(&format!("/page/{n}"))).is_some());
        }
        // With the site's pages filling it, a visitor-chosen page is not kept at all.
        let url = "/list/1?min_price=10000";
        cache.store(
            key(url),
            page(url, vec![]).await,
            0,
            PageClass::VisitorChosen,
        );
        assert!(cache.get(&key(url)).is_none());
        assert_eq!(cache.report().entries, 16);
    }

    #[tokio::test]
    async fn each_encoding_answers_with_its_own_etag_and_304_when_the_client_has_it() {
        let page = page(&"<p>hello</p>".repeat(100), vec![]).await;
        let request = |accept: &str, if_none_match: Option<&HeaderValue>| {
            let mut builder = Request::builder().header(header::ACCEPT_ENCODING, accept);
            if let Some(etag) = if_none_match {
                builder = builder.header(header::IF_NONE_MATCH, etag.clone());
            }
            builder.finish()
        };
        let plain = page.answer(&request("identity", None));
        let brotli = page.answer(&request("gzip, br", None));
        let plain_tag = plain.headers().get(header::ETAG).unwrap().clone();
        let brotli_tag = brotli.headers().get(header::ETAG).unwrap().clone();
        assert_ne!(plain_tag, brotli_tag);
        assert_eq!(
            brotli.headers().get(header::CONTENT_ENCODING).unwrap(),
            "br"
        );

        let revalidated = page.answer(&request("gzip, br", Some(&brotli_tag)));
        assert_eq!(revalidated.status(), StatusCode::NOT_MODIFIED);
        assert_eq!(revalidated.headers().get(header::ETAG), Some(&brotli_tag));
        let other_encoding = page.answer(&request("identity", Some(&brotli_tag)));
        assert_eq!(other_encoding.status(), StatusCode::OK);
        let weak = HeaderValue::from_str(&format!("W/{}", plain_tag.to_str().unwrap())).unwrap();
        assert_eq!(
            page.answer(&request("identity", Some(&weak))).status(),
            StatusCode::NOT_MODIFIED
        );
    }
}
