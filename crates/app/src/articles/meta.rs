use super::get::find_article_for;
use crate::properties::{or_default, Audience};
use anyhow::Context;
use domain::ports::ArticleRepository;
use domain::ArticleId;

/// Shown when an article's meta title is empty (spec §7, article meta).
pub const DEFAULT_ARTICLE_META_TITLE: &str = "Look at this article!";
/// Shown when an article's meta description is empty.
pub const DEFAULT_ARTICLE_META_DESCRIPTION: &str = "I found this on Langhe Property News";

/// What a page head and a link preview need about an article.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArticleMeta {
    pub meta_title: String,
    pub meta_description: String,
    pub path: String,
}

#[derive(Debug, thiserror::Error)]
pub enum ArticleMetaError {
    #[error("article not found")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// A draft has meta only for staff.
pub async fn article_meta(
    articles: &dyn ArticleRepository,
    id: ArticleId,
    audience: Audience,
) -> Result<ArticleMeta, ArticleMetaError> {
    let article = find_article_for(articles, id, audience)
        .await
        .with_context(|| format!("loading meta of article {id}"))?
        .ok_or(ArticleMetaError::NotFound)?;
    Ok(ArticleMeta {
        meta_title: or_default(article.meta_title, DEFAULT_ARTICLE_META_TITLE),
        meta_description: or_default(article.meta_description, DEFAULT_ARTICLE_META_DESCRIPTION),
        path: article.path,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::articles::fixtures::article;
    use domain::ports::MockArticleRepository;

    fn repo_returning(stored: Option<domain::Article>) -> MockArticleRepository {
        let mut repo = MockArticleRepository::new();
        repo.expect_find().returning(move |_| Ok(stored.clone()));
        repo
    }

    #[tokio::test]
    async fn meta_carries_the_stored_texts_and_path() {
        let meta = article_meta(
            &repo_returning(Some(article(3))),
            ArticleId(3),
            Audience::Public,
        )
        .await
        .unwrap();

        assert_eq!(
            meta,
            ArticleMeta {
                meta_title: "Harvest in the Langhe".into(),
                meta_description: "What the harvest looks like".into(),
                path: "harvest-langhe".into(),
            }
        );
    }

    #[tokio::test]
    async fn blank_meta_texts_fall_back_to_the_spec_defaults() {
        let mut stored = article(3);
        stored.meta_title = String::new();
        stored.meta_description = "  ".into();

        let meta = article_meta(
            &repo_returning(Some(stored)),
            ArticleId(3),
            Audience::Public,
        )
        .await
        .unwrap();

        assert_eq!(meta.meta_title, "Look at this article!");
        assert_eq!(
            meta.meta_description,
            "I found this on Langhe Property News"
        );
    }

    #[tokio::test]
    async fn an_unknown_article_has_no_meta() {
        let result = article_meta(&repo_returning(None), ArticleId(3), Audience::Staff).await;

        assert!(matches!(result, Err(ArticleMetaError::NotFound)));
    }
}
