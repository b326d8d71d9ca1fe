//! The public property list is the hottest read and changes only when staff save a property,
//! so its serialized answer is kept in memory. Writes through this process clear it at once
//! (the repository decorator below); another server's on the same PostgreSQL database as
//! soon as its notification arrives (`crate::shared_content`); a write made beside the
//! application (a database console, a script) shows within `MAX_AGE`.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ports::{ListScope, ListingNews, PropertyRepository, RepositoryError};
use domain::property::{ListingFilter, ShareKey};
use domain::{Page, PageRequest, PicturesVersion, Property, PropertyLink, PropertySummary, Ref};
use poem::http::{header, HeaderMap, Method, StatusCode};
use poem::{Body, Endpoint, IntoResponse, Request, Response, Result};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, RwLock};
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
}

impl PublicListCache {
    pub fn invalidate(&self) {
        self.generation.fetch_add(1, Ordering::SeqCst);
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

/// Clears the cache whenever a property is written through this process.
pub struct InvalidatingPropertyRepository {
    pub inner: Arc<dyn PropertyRepository>,
    pub cache: Arc<PublicListCache>,
}

#[async_trait]
impl PropertyRepository for InvalidatingPropertyRepository {
    async fn list(
        &self,
        scope: ListScope,
        filter: &ListingFilter,
        page: PageRequest,
    ) -> Result<Page<PropertySummary>, RepositoryError> {
        self.inner.list(scope, filter, page).await
    }

    async fn find_by_ref(&self, reference: &Ref) -> Result<Option<Property>, RepositoryError> {
        self.inner.find_by_ref(reference).await
    }

    async fn count_visible(&self) -> Result<u64, RepositoryError> {
        self.inner.count_visible().await
    }

    async fn visible_links(
        &self,
        after: Option<Ref>,
        skip: u64,
        limit: u64,
    ) -> Result<Vec<PropertyLink>, RepositoryError> {
        self.inner.visible_links(after, skip, limit).await
    }

    async fn visible_unsold(
        &self,
        after: Option<Ref>,
        limit: u64,
    ) -> Result<Vec<domain::ports::DatedProperty>, RepositoryError> {
        self.inner.visible_unsold(after, limit).await
    }

    async fn create(
        &self,
        property: &Property,
        news: Option<ListingNews>,
    ) -> Result<(), RepositoryError> {
        let result = self.inner.create(property, news).await;
        self.cache.invalidate();
        result
    }

    async fn update(
        &self,
        property: &Property,
        news: Option<ListingNews>,
    ) -> Result<(), RepositoryError> {
        let result = self.inner.update(property, news).await;
        self.cache.invalidate();
        result
    }

    /// The list's picture URLs carry the version.
    async fn bump_pictures_version(
        &self,
        reference: &Ref,
        at: DateTime<Utc>,
    ) -> Result<PicturesVersion, RepositoryError> {
        let result = self.inner.bump_pictures_version(reference, at).await;
        self.cache.invalidate();
        result
    }

    async fn set_has_background(
        &self,
        reference: &Ref,
        has_background: bool,
    ) -> Result<(), RepositoryError> {
        self.inner
            .set_has_background(reference, has_background)
            .await
    }

    /// Only unlisted properties have keys, and the lists show none of them.
    async fn rotate_share_key(&self, reference: &Ref) -> Result<ShareKey, RepositoryError> {
        self.inner.rotate_share_key(reference).await
    }

    async fn give_missing_share_keys(&self) -> Result<u64, RepositoryError> {
        self.inner.give_missing_share_keys().await
    }

    async fn delete(&self, reference: &Ref) -> Result<(), RepositoryError> {
        let result = self.inner.delete(reference).await;
        self.cache.invalidate();
        result
    }
}
