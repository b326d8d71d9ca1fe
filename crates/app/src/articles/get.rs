use crate::properties::Audience;
use anyhow::Context;
use domain::ports::ArticleRepository;
use domain::{Article, ArticleId};

#[derive(Debug, thiserror::Error)]
pub enum GetArticleError {
    #[error("article not found")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The article with this id as `audience` may see it: a draft exists only for staff.
pub async fn get_article(
    articles: &dyn ArticleRepository,
    id: ArticleId,
    audience: Audience,
) -> Result<Article, GetArticleError> {
    find_article_for(articles, id, audience)
        .await
        .with_context(|| format!("loading article {id}"))?
        .ok_or(GetArticleError::NotFound)
}

/// The article when `audience` may see it; `None` for a draft a visitor asks for.
pub async fn find_article_for(
    articles: &dyn ArticleRepository,
    id: ArticleId,
    audience: Audience,
) -> Result<Option<Article>, domain::ports::RepositoryError> {
    let found = articles.find(id).await?;
    Ok(found.filter(|article| article.published || audience == Audience::Staff))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::articles::fixtures::article;
    use domain::ports::MockArticleRepository;
    use mockall::predicate::eq;

    #[tokio::test]
    async fn an_article_is_found_by_its_id() {
        let mut repo = MockArticleRepository::new();
        repo.expect_find()
            .with(eq(ArticleId(4)))
            .returning(|_| Ok(Some(article(4))));

        assert_eq!(
            get_article(&repo, ArticleId(4), Audience::Public)
                .await
                .unwrap(),
            article(4)
        );
    }

    #[tokio::test]
    async fn a_draft_exists_only_for_staff() {
        let mut repo = MockArticleRepository::new();
        repo.expect_find().returning(|_| {
            Ok(Some(domain::Article {
                published: false,
                ..article(4)
            }))
        });

        assert!(matches!(
            get_article(&repo, ArticleId(4), Audience::Public).await,
            Err(GetArticleError::NotFound)
        ));
        assert!(
            !get_article(&repo, ArticleId(4), Audience::Staff)
                .await
                .unwrap()
                .published
        );
    }

    #[tokio::test]
    async fn an_unknown_article_is_not_found() {
        let mut repo = MockArticleRepository::new();
        repo.expect_find().returning(|_| Ok(None));

        assert!(matches!(
            get_article(&repo, ArticleId(4), Audience::Staff).await,
            Err(GetArticleError::NotFound)
        ));
    }
}
