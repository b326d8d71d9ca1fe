//! Counts the reads that reach the content repositories, so that a test can say how many
//! reads drawing one page costs (one of the property and one of its town, for its page).

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::article::ArticleContent;
use domain::ports::{
    ArticleRepository, DatedProperty, ListScope, ListingNews, PropertyRepository, RepositoryError,
    TownRepository,
};
use domain::property::{ListingFilter, ShareKey};
use domain::town::NewTown;
use domain::{
    Article, ArticleId, Page, PageRequest, PicturesVersion, Property, PropertyLink,
    PropertySummary, Ref, Town, TownId,
};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

/// How many reads each repository has answered so far.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Reads {
    pub properties: usize,
    pub towns: usize,
    pub articles: usize,
}

#[derive(Clone, Default)]
pub struct ReadCounts {
    properties: Arc<AtomicUsize>,
    towns: Arc<AtomicUsize>,
    articles: Arc<AtomicUsize>,
}

impl ReadCounts {
    pub fn now(&self) -> Reads {
        Reads {
            properties: self.properties.load(Ordering::SeqCst),
            towns: self.towns.load(Ordering::SeqCst),
            articles: self.articles.load(Ordering::SeqCst),
        }
    }

    /// The reads made while `during` ran.
    pub async fn during<T>(&self, during: impl std::future::Future<Output = T>) -> (T, Reads) {
        let before = self.now();
        let result = during.await;
        let after = self.now();
        (
            result,
            Reads {
                properties: after.properties - before.properties,
                towns: after.towns - before.towns,
                articles: after.articles - before.articles,
            },
        )
    }

    /// `state` with its content repositories counted.
    pub fn wrap(&self, mut state: api::state::AppState) -> api::state::AppState {
        state.properties = Arc::new(CountedProperties {
            inner: state.properties,
            reads: self.properties.clone(),
        });
        state.towns = Arc::new(CountedTowns {
            inner: state.towns,
            reads: self.towns.clone(),
        });
        state.articles = Arc::new(CountedArticles {
            inner: state.articles,
            reads: self.articles.clone(),
        });
        state
    }
}

fn count(reads: &AtomicUsize) {
    reads.fetch_add(1, Ordering::SeqCst);
}

struct CountedProperties {
    inner: Arc<dyn PropertyRepository>,
    reads: Arc<AtomicUsize>,
}

#[async_trait]
impl PropertyRepository for CountedProperties {
    async fn list(
        &self,
        scope: ListScope,
        filter: &ListingFilter,
        page: PageRequest,
    ) -> Result<Page<PropertySummary>, RepositoryError> {
        count(&self.reads);
        self.inner.list(scope, filter, page).await
    }

    async fn find_by_ref(&self, reference: &Ref) -> Result<Option<Property>, RepositoryError> {
        count(&self.reads);
        self.inner.find_by_ref(reference).await
    }

    async fn typed_refs(&self) -> Result<Vec<Ref>, RepositoryError> {
        count(&self.reads);
        self.inner.typed_refs().await
    }

    async fn count_visible(
        &self,
        pages: domain::ports::ListedPages,
    ) -> Result<u64, RepositoryError> {
        count(&self.reads);
        self.inner.count_visible(pages).await
    }

    async fn visible_links(
        &self,
        pages: domain::ports::ListedPages,
        after: Option<Ref>,
        skip: u64,
        limit: u64,
    ) -> Result<Vec<PropertyLink>, RepositoryError> {
        count(&self.reads);
        self.inner.visible_links(pages, after, skip, limit).await
    }

    async fn visible_unsold(
        &self,
        after: Option<Ref>,
        limit: u64,
    ) -> Result<Vec<DatedProperty>, RepositoryError> {
        count(&self.reads);
        self.inner.visible_unsold(after, limit).await
    }

    async fn create(
        &self,
        property: &Property,
        news: Option<ListingNews>,
    ) -> Result<(), RepositoryError> {
        self.inner.create(property, news).await
    }

    async fn update(
        &self,
        property: &Property,
        news: Option<ListingNews>,
        price_change: Option<domain::property::PriceChange>,
    ) -> Result<(), RepositoryError> {
        self.inner.update(property, news, price_change).await
    }

    async fn listed_between(
        &self,
        after: chrono::DateTime<chrono::Utc>,
        until: chrono::DateTime<chrono::Utc>,
    ) -> Result<Vec<Ref>, RepositoryError> {
        self.inner.listed_between(after, until).await
    }

    async fn price_history(
        &self,
        reference: &Ref,
    ) -> Result<Vec<domain::property::PriceChange>, RepositoryError> {
        self.inner.price_history(reference).await
    }

    async fn bump_pictures_version(
        &self,
        reference: &Ref,
        at: DateTime<Utc>,
    ) -> Result<PicturesVersion, RepositoryError> {
        self.inner.bump_pictures_version(reference, at).await
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

    async fn set_has_listing(
        &self,
        reference: &Ref,
        has_listing: bool,
    ) -> Result<(), RepositoryError> {
        self.inner.set_has_listing(reference, has_listing).await
    }

    async fn set_cover_photo(
        &self,
        reference: &Ref,
        photo: Option<domain::photo_caption::PhotoName>,
    ) -> Result<(), RepositoryError> {
        self.inner.set_cover_photo(reference, photo).await
    }

    async fn rotate_share_key(&self, reference: &Ref) -> Result<ShareKey, RepositoryError> {
        self.inner.rotate_share_key(reference).await
    }

    async fn give_missing_share_keys(&self) -> Result<u64, RepositoryError> {
        self.inner.give_missing_share_keys().await
    }

    async fn delete(&self, reference: &Ref) -> Result<(), RepositoryError> {
        self.inner.delete(reference).await
    }
}

struct CountedTowns {
    inner: Arc<dyn TownRepository>,
    reads: Arc<AtomicUsize>,
}

#[async_trait]
impl TownRepository for CountedTowns {
    async fn list(&self) -> Result<Vec<Town>, RepositoryError> {
        count(&self.reads);
        self.inner.list().await
    }

    async fn find(&self, id: TownId) -> Result<Option<Town>, RepositoryError> {
        count(&self.reads);
        self.inner.find(id).await
    }

    async fn create(&self, town: &NewTown) -> Result<TownId, RepositoryError> {
        self.inner.create(town).await
    }

    async fn update(&self, id: TownId, town: &NewTown) -> Result<Town, RepositoryError> {
        self.inner.update(id, town).await
    }
}

struct CountedArticles {
    inner: Arc<dyn ArticleRepository>,
    reads: Arc<AtomicUsize>,
}

#[async_trait]
impl ArticleRepository for CountedArticles {
    async fn list(
        &self,
        scope: domain::ports::ListScope,
        page: PageRequest,
    ) -> Result<Page<Article>, RepositoryError> {
        count(&self.reads);
        self.inner.list(scope, page).await
    }

    async fn find(&self, id: ArticleId) -> Result<Option<Article>, RepositoryError> {
        count(&self.reads);
        self.inner.find(id).await
    }

    async fn create(
        &self,
        content: &ArticleContent,
        created: DateTime<Utc>,
    ) -> Result<ArticleId, RepositoryError> {
        self.inner.create(content, created).await
    }

    async fn update(&self, id: ArticleId, content: &ArticleContent) -> Result<(), RepositoryError> {
        self.inner.update(id, content).await
    }

    async fn delete(&self, id: ArticleId) -> Result<(), RepositoryError> {
        self.inner.delete(id).await
    }
}
