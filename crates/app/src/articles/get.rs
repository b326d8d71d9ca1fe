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

pub async fn get_article(
    articles: &dyn ArticleRepository,
    id: ArticleId,
) -> Result<Article, GetArticleError> {
    articles
        .find(id)
        .await
        .with_context(|| format!("loading article {id}"))?
        .ok_or(GetArticleError::NotFound)
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

        assert_eq!(get_article(&repo, ArticleId(4)).await.unwrap(), article(4));
    }

    #[tokio::test]
    async fn an_unknown_article_is_not_found() {
        let mut repo = MockArticleRepository::new();
        repo.expect_find().returning(|_| Ok(None));

        assert!(matches!(
            get_article(&repo, ArticleId(4)).await,
            Err(GetArticleError::NotFound)
        ));
    }
}
