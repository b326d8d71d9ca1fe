use super::{ListScope, RepositoryError};
use crate::article::ArticleContent;
use crate::{Article, ArticleId, Page, PageRequest};
use async_trait::async_trait;
use chrono::{DateTime, Utc};

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait ArticleRepository: Send + Sync {
    /// One page of the articles in `scope` (drafts only for staff), newest `created_date`
    /// first (ties: higher id first), with the page count of that set (at least 1).
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn list(
        &self,
        scope: ListScope,
        page: PageRequest,
    ) -> Result<Page<Article>, RepositoryError>;

    /// The article with this id, draft or published.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn find(&self, id: ArticleId) -> Result<Option<Article>, RepositoryError>;

    /// Stores a new article (published or a draft, as `content` says) and returns its id.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn create(
        &self,
        content: &ArticleContent,
        created: DateTime<Utc>,
    ) -> Result<ArticleId, RepositoryError>;

    /// Replaces its content and publication state.
    /// # Errors
    /// MUST return `NotFound` when no article has this id.
    async fn update(&self, id: ArticleId, content: &ArticleContent) -> Result<(), RepositoryError>;

    /// # Errors
    /// MUST return `NotFound` when no article has this id.
    async fn delete(&self, id: ArticleId) -> Result<(), RepositoryError>;
}
