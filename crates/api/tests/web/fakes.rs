//! In-memory repositories: just enough storage to serve pages from.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::article::ArticleContent;
use domain::ports::{ArticleRepository, ListScope, PropertyRepository, RepositoryError};
use domain::{
    Article, ArticleId, Page, PageRequest, PicturesVersion, Property, PropertySummary, Ref,
};
use std::sync::Mutex;

#[derive(Default)]
pub struct InMemoryProperties(Mutex<Vec<Property>>);

impl InMemoryProperties {
    pub fn with(properties: Vec<Property>) -> Self {
        Self(Mutex::new(properties))
    }
}

fn page_of<T: Clone>(items: &[T], page: PageRequest) -> Page<T> {
    let start = (page.offset() as usize).min(items.len());
    let end = (start + page.size() as usize).min(items.len());
    Page {
        items: items[start..end].to_vec(),
        pages: page.page_count(items.len() as u64),
    }
}

#[async_trait]
impl PropertyRepository for InMemoryProperties {
    async fn list(
        &self,
        scope: ListScope,
        filter: &domain::property::ListingFilter,
        page: PageRequest,
    ) -> Result<Page<PropertySummary>, RepositoryError> {
        let all = self.0.lock().unwrap();
        // Newest first only: these web tests do not sort by price.
        let summaries: Vec<_> = all
            .iter()
            .filter(|p| scope == ListScope::Staff || p.visibility.is_listed())
            .map(Property::summary)
            .filter(|summary| filter.keeps(summary))
            .collect();
        Ok(page_of(&summaries, page))
    }

    async fn find_by_ref(&self, reference: &Ref) -> Result<Option<Property>, RepositoryError> {
        Ok(self
            .0
            .lock()
            .unwrap()
            .iter()
            .find(|p| &p.reference == reference)
            .cloned())
    }

    async fn count_visible(&self) -> Result<u64, RepositoryError> {
        let all = self.0.lock().unwrap();
        Ok(all.iter().filter(|p| p.visibility.is_listed()).count() as u64)
    }

    async fn visible_links(
        &self,
        after: Option<Ref>,
        skip: u64,
        limit: u64,
    ) -> Result<Vec<domain::PropertyLink>, RepositoryError> {
        let mut visible: Vec<Property> = self
            .0
            .lock()
            .unwrap()
            .iter()
            .filter(|p| p.visibility.is_listed() && after.as_ref().is_none_or(|a| &p.reference > a))
            .cloned()
            .collect();
        visible.sort_by(|a, b| a.reference.cmp(&b.reference));
        Ok(visible
            .into_iter()
            .skip(skip as usize)
            .take(limit as usize)
            .map(|p| domain::PropertyLink {
                reference: p.reference,
                path: p.path,
            })
            .collect())
    }

    async fn create(&self, property: &Property) -> Result<(), RepositoryError> {
        let mut all = self.0.lock().unwrap();
        if all.iter().any(|p| p.reference == property.reference) {
            return Err(RepositoryError::Duplicate);
        }
        all.push(property.clone());
        Ok(())
    }

    async fn update(&self, property: &Property) -> Result<(), RepositoryError> {
        let mut all = self.0.lock().unwrap();
        let stored = stored_mut(&mut all, &property.reference)?;
        *stored = Property {
            created_date: stored.created_date,
            pictures_version: stored.pictures_version,
            ..property.clone()
        };
        Ok(())
    }

    async fn bump_pictures_version(
        &self,
        reference: &Ref,
        at: DateTime<Utc>,
    ) -> Result<PicturesVersion, RepositoryError> {
        let mut all = self.0.lock().unwrap();
        let stored = stored_mut(&mut all, reference)?;
        stored.pictures_version = stored.pictures_version.after(at);
        Ok(stored.pictures_version)
    }

    async fn set_has_background(
        &self,
        reference: &Ref,
        has_background: bool,
    ) -> Result<(), RepositoryError> {
        let mut all = self.0.lock().unwrap();
        stored_mut(&mut all, reference)?.has_background = has_background;
        Ok(())
    }

    async fn delete(&self, reference: &Ref) -> Result<(), RepositoryError> {
        let mut all = self.0.lock().unwrap();
        let before = all.len();
        all.retain(|p| &p.reference != reference);
        if all.len() == before {
            Err(RepositoryError::NotFound)
        } else {
            Ok(())
        }
    }
}

fn stored_mut<'a>(
    all: &'a mut [Property],
    reference: &Ref,
) -> Result<&'a mut Property, RepositoryError> {
    all.iter_mut()
        .find(|p| &p.reference == reference)
        .ok_or(RepositoryError::NotFound)
}

#[derive(Default)]
pub struct InMemoryArticles(Mutex<Vec<Article>>);

impl InMemoryArticles {
    pub fn with(articles: Vec<Article>) -> Self {
        Self(Mutex::new(articles))
    }
}

#[async_trait]
impl ArticleRepository for InMemoryArticles {
    async fn list(&self, page: PageRequest) -> Result<Page<Article>, RepositoryError> {
        Ok(page_of(&self.0.lock().unwrap(), page))
    }

    async fn find(&self, id: ArticleId) -> Result<Option<Article>, RepositoryError> {
        Ok(self.0.lock().unwrap().iter().find(|a| a.id == id).cloned())
    }

    async fn create(
        &self,
        content: &ArticleContent,
        created: DateTime<Utc>,
    ) -> Result<ArticleId, RepositoryError> {
        let mut all = self.0.lock().unwrap();
        let id = ArticleId(all.iter().map(|a| a.id.0).max().unwrap_or(0) + 1);
        all.push(article_from(id, content, created));
        Ok(id)
    }

    async fn update(&self, id: ArticleId, content: &ArticleContent) -> Result<(), RepositoryError> {
        let mut all = self.0.lock().unwrap();
        let stored = all
            .iter_mut()
            .find(|a| a.id == id)
            .ok_or(RepositoryError::NotFound)?;
        *stored = article_from(id, content, stored.created_date);
        Ok(())
    }

    async fn delete(&self, id: ArticleId) -> Result<(), RepositoryError> {
        let mut all = self.0.lock().unwrap();
        let before = all.len();
        all.retain(|a| a.id != id);
        if all.len() == before {
            Err(RepositoryError::NotFound)
        } else {
            Ok(())
        }
    }
}

fn article_from(id: ArticleId, content: &ArticleContent, created_date: DateTime<Utc>) -> Article {
    Article {
        id,
        listing_description: content.listing_description.clone(),
        meta_description: content.meta_description.clone(),
        meta_title: content.meta_title.clone(),
        path: content.path.clone(),
        text: content.text.clone(),
        title: content.title.clone(),
        title2: content.title2.clone(),
        created_date,
    }
}
