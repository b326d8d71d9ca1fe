//! The public property list is the hottest read and changes only when staff save a property,
//! so its serialized answer is kept in memory. It is cleared by the server's content-event
//! subscriber (`server::shared_content`), the one path every write announces itself on: this
//! process's writes at once, another server's on the same PostgreSQL database as soon as its
//! notification arrives; a write made beside the application (a database console) shows
//! within `MAX_AGE`.

use poem::http::{header, HeaderMap, Method, StatusCode};
use poem::{Body, Endpoint, IntoResponse, Request, Response, Result};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::RwLock;
use std::time::{Duration, Instant};

/// Bound on how stale the list may be after a write that announced nothing.
pub const MAX_AGE: Duration = Duration::from_secs(5);
/// Distinct query strings kept; beyond it the cache starts afresh (fuzzed queries stay cheap).
const MAX_ENTRIES: usize = 256;
const LIST_PATH: &str = "/api/properties";

struct Entry {
    generation: u64,
    stored_at: Instant,
    headers: HeaderMap,
    body: bytes::Bytes,
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

    fn lookup(&self, query: &str) -> Option<Response> {
        let entries = self.entries.read().ok()?;
        let entry = entries.get(query)?;
        let fresh = entry.generation == self.generation.load(Ordering::SeqCst)
            && entry.stored_at.elapsed() < MAX_AGE;
        fresh.then(|| {
            let mut response = Response::builder()
                .status(StatusCode::OK)
                .body(entry.body.clone());
            response.headers_mut().extend(entry.headers.clone());
            response
        })
    }

    fn store(&self, query: String, generation: u64, headers: HeaderMap, body: bytes::Bytes) {
        if let Ok(mut entries) = self.entries.write() {
            if entries.len() >= MAX_ENTRIES {
                entries.clear();
            }
            entries.insert(
                query,
                Entry {
                    generation,
                    stored_at: Instant::now(),
                    headers,
                    body,
                },
            );
        }
    }
}

/// Only anonymous GETs of the list are shared: a staff session sees other properties.
fn cache_key(req: &Request) -> Option<String> {
    let anonymous = !req.headers().contains_key(header::AUTHORIZATION);
    (req.method() == Method::GET && anonymous && req.original_uri().path() == LIST_PATH)
        .then(|| req.original_uri().query().unwrap_or_default().to_owned())
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
    if let Some(hit) = cache.lookup(&key) {
        return Ok(hit);
    }
    let generation = cache.generation.load(Ordering::SeqCst);
    let response = inner.call(req).await?.into_response();
    if response.status() != StatusCode::OK {
        return Ok(response);
    }
    let (parts, body) = response.into_parts();
    let bytes = body.into_bytes().await?;
    cache.store(key, generation, parts.headers.clone(), bytes.clone());
    Ok(Response::from_parts(parts, Body::from(bytes)))
}
