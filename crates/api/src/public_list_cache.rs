//! The public property list is the hottest read and changes only when staff save a property,
//! so its serialized answer is kept in memory. It is cleared by the server's content-event
//! subscriber (`server::shared_content`), the one path every write announces itself on: this
//! process's writes at once, another server's on the same PostgreSQL database as soon as its
//! notification arrives; a write made beside the application (a database console) shows
//! within `MAX_AGE`.

use poem::http::{header, HeaderMap, Method, StatusCode};
use poem::{Body, Endpoint, IntoResponse, PathPattern, Request, Response, Result};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

/// Bound on how stale the list may be after a write that announced nothing.
pub const MAX_AGE: Duration = Duration::from_secs(5);
/// Distinct query strings kept; beyond it the cache starts afresh (fuzzed queries stay cheap).
const MAX_ENTRIES: usize = 256;
const LIST_PATH: &str = "/api/properties";

/// The headers a kept answer ends up with: its own and the edge's (security headers, vary,
/// request id), reserved at once rather than grown as they come.
const ANSWER_HEADERS: usize = 16;

struct Entry {
    generation: u64,
    stored_at: Instant,
    headers: HeaderMap,
    body: bytes::Bytes,
    /// The route template the answer was drawn under, which `/metrics` counts it by: a hit
    /// answered in front of the router ([`with_list_hits_first`]) carries the same.
    pattern: Option<PathPattern>,
}

#[derive(Default)]
pub struct PublicListCache {
    generation: AtomicU64,
    entries: RwLock<HashMap<String, Entry>>,
    /// How many times it was cleared: one write should clear it once.
    clears: AtomicU64,
}

impl PublicListCache {
    /// Drops every answer kept (they are not used again, and replaced as asked).
    pub fn invalidate(&self) {
        self.generation.fetch_add(1, Ordering::SeqCst);
        self.clears.fetch_add(1, Ordering::Relaxed);
    }

    /// How many times [`Self::invalidate`] ran since start.
    pub fn clears(&self) -> u64 {
        self.clears.load(Ordering::Relaxed)
    }

    /// The kept answer to `req` when it asks for the public list and one is fresh.
    pub fn answer(&self, req: &Request) -> Option<Response> {
        self.lookup(cache_key(req)?)
    }

    fn lookup(&self, query: &str) -> Option<Response> {
        let entries = self.entries.read().ok()?;
        let entry = entries.get(query)?;
        let fresh = entry.generation == self.generation.load(Ordering::SeqCst)
            && entry.stored_at.elapsed() < MAX_AGE;
        fresh.then(|| {
            let mut response = Response::builder()
                .status(StatusCode::OK)
                .body(entry.body.clone());
            let headers = response.headers_mut();
            headers.reserve(ANSWER_HEADERS);
            for (name, value) in &entry.headers {
                headers.append(name.clone(), value.clone());
            }
            if let Some(pattern) = &entry.pattern {
                response.set_data(pattern.clone());
            }
            response
        })
    }

    fn store(&self, query: String, generation: u64, response: &Response, body: bytes::Bytes) {
        if let Ok(mut entries) = self.entries.write() {
            if entries.len() >= MAX_ENTRIES {
                entries.clear();
            }
            entries.insert(
                query,
                Entry {
                    generation,
                    stored_at: Instant::now(),
                    headers: response.headers().clone(),
                    body,
                    pattern: response.data::<PathPattern>().cloned(),
                },
            );
        }
    }
}

/// Answers a fresh public list from the cache before `router` looks at the request (a hit
/// needs none of the routing, nor the API's layers, which leave a 200 list answer as it is);
/// everything else goes to `router`, where [`serve`] keeps what the list answers.
pub fn with_list_hits_first<E: Endpoint<Output = Response>>(
    router: E,
    cache: Arc<PublicListCache>,
) -> impl Endpoint<Output = Response> {
    ListHitsFirst { router, cache }
}

struct ListHitsFirst<E> {
    router: E,
    cache: Arc<PublicListCache>,
}

impl<E: Endpoint<Output = Response>> Endpoint for ListHitsFirst<E> {
    type Output = Response;

    async fn call(&self, req: Request) -> Result<Response> {
        match self.cache.answer(&req) {
            Some(hit) => Ok(hit),
            None => self.router.call(req).await,
        }
    }
}

/// Only anonymous GETs of the list are shared: a staff session sees other properties.
fn cache_key(req: &Request) -> Option<&str> {
    let anonymous = !req.headers().contains_key(header::AUTHORIZATION);
    (req.method() == Method::GET && anonymous && req.original_uri().path() == LIST_PATH)
        .then(|| req.original_uri().query().unwrap_or_default())
}

/// Serves the list from the cache when fresh, otherwise from `inner`, keeping 200 answers.
pub async fn serve<E: Endpoint>(
    inner: &E,
    cache: &PublicListCache,
    req: Request,
) -> Result<Response> {
    let Some(key) = cache_key(&req) else {
        return Ok(inner.call(req).await?.into_response());
    };
    if let Some(hit) = cache.lookup(key) {
        return Ok(hit);
    }
    let key = key.to_owned();
    let generation = cache.generation.load(Ordering::SeqCst);
    let response = inner.call(req).await?.into_response();
    if response.status() != StatusCode::OK {
        return Ok(response);
    }
    let (parts, body) = response.into_parts();
    let bytes = body.into_bytes().await?;
    let response = Response::from_parts(parts, Body::from(bytes.clone()));
    cache.store(key, generation, &response, bytes);
    Ok(response)
}
