use crate::properties::Audience;
use anyhow::Context;
use domain::ports::ArticleRepository;
use domain::{Article, Page, PageRequest};

/// Articles per page on the news list (spec §9).
pub const ARTICLES_PAGE_SIZE: u32 = 10;

#[derive(Debug, thiserror::Error)]
pub enum ListArticlesError {
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// One page of articles, newest first: the published ones, and for staff the drafts too.
pub async fn list_articles(
    articles: &dyn ArticleRepository,
    page: PageRequest,
    audience: Audience,
) -> Result<Page<Article>, ListArticlesError> {
    Ok(articles
        .list(audience.list_scope(), page)
        .await
        .context("listing articles")?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::articles::fixtures::article;
    use domain::ports::{ListScope, MockArticleRepository, RepositoryError};
    use mockall::predicate::eq;

    #[tokio::test]
    async fn returns_the_requested_page_with_its_page_count() {
        let page = PageRequest::parse(1, 10).unwrap();
        let mut repo = MockArticleRepository::new();
        repo.expect_list()
            .with(eq(ListScope::Public), eq(page))
            .returning(|_, _| {
                Ok(Page {
                    items: vec![article(11)],
                    pages: 2,
                    total: 0,
                })
            });

        let listed = list_articles(&repo, page, Audience::Public).await.unwrap();

        assert_eq!(
            listed,
            Page {
                items: vec![article(11)],
                pages: 2,
                total: 0
            }
        );
    }

    #[tokio::test]
    async fn a_storage_failure_is_unexpected() {
        let mut repo = MockArticleRepository::new();
        repo.expect_list()
            .returning(|_, _| Err(RepositoryError::unexpected(std::io::Error::other("gone"))));

        let result =
            list_articles(&repo, PageRequest::parse(0, 10).unwrap(), Audience::Staff).await;

        assert!(matches!(result, Err(ListArticlesError::Unexpected(_))));
    }
}
