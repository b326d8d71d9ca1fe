//! Creating, editing and deleting articles (admin only; the caller checks the role).

use crate::html::sanitize_html;
use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::article::ArticleContent;
use domain::ports::{ArticleRepository, ContentChange, ContentEvents, RepositoryError};
use domain::{ArticleId, ArticleInput, ArticleValidationError};

#[derive(Debug, thiserror::Error)]
pub enum CreateArticleError {
    #[error(transparent)]
    Invalid(#[from] ArticleValidationError),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Debug, thiserror::Error)]
pub enum UpdateArticleError {
    #[error(transparent)]
    Invalid(#[from] ArticleValidationError),
    #[error("article not found")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Debug, thiserror::Error)]
pub enum DeleteArticleError {
    #[error("article not found")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

fn checked(input: ArticleInput) -> Result<ArticleContent, ArticleValidationError> {
    let mut content = input.validate()?;
    content.text = sanitize_html(&content.text);
    Ok(content)
}

/// Checks the article in the spec's order, cleans its HTML and stores it; returns its id.
pub async fn create_article(
    articles: &dyn ArticleRepository,
    events: &dyn ContentEvents,
    input: ArticleInput,
    now: DateTime<Utc>,
) -> Result<ArticleId, CreateArticleError> {
    let content = checked(input)?;
    let id = articles
        .create(&content, now)
        .await
        .context("creating an article")?;
    // A "not found" page may have been shown at its address.
    events
        .publish(&[ContentChange::Article(id), ContentChange::ArticleCatalogue])
        .await;
    Ok(id)
}

pub async fn update_article(
    articles: &dyn ArticleRepository,
    events: &dyn ContentEvents,
    id: ArticleId,
    input: ArticleInput,
) -> Result<(), UpdateArticleError> {
    let content = checked(input)?;
    match articles.update(id, &content).await {
        Ok(()) => {
            events.publish(&[ContentChange::Article(id)]).await;
            Ok(())
        }
        Err(RepositoryError::NotFound) => Err(UpdateArticleError::NotFound),
        Err(error) => Err(anyhow::Error::new(error)
            .context(format!("updating article {id}"))
            .into()),
    }
}

pub async fn delete_article(
    articles: &dyn ArticleRepository,
    events: &dyn ContentEvents,
    id: ArticleId,
) -> Result<(), DeleteArticleError> {
    match articles.delete(id).await {
        Ok(()) => {
            events
                .publish(&[ContentChange::Article(id), ContentChange::ArticleCatalogue])
                .await;
            Ok(())
        }
        Err(RepositoryError::NotFound) => Err(DeleteArticleError::NotFound),
        Err(error) => Err(anyhow::Error::new(error)
            .context(format!("deleting article {id}"))
            .into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::ports::{MockArticleRepository, MockContentEvents};

    fn recording_events() -> (
        MockContentEvents,
        std::sync::Arc<std::sync::Mutex<Vec<ContentChange>>>,
    ) {
        let published = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let log = published.clone();
        let mut events = MockContentEvents::new();
        events
            .expect_publish()
            .returning(move |changes| log.lock().unwrap().extend_from_slice(changes));
        (events, published)
    }

    fn input() -> ArticleInput {
        ArticleInput {
            listing_description: Some("Why Barolo".into()),
            meta_title: Some("Barolo".into()),
            path: Some("barolo".into()),
            title: Some("Barolo".into()),
            title2: Some("The king of wines".into()),
            text: Some("<p>Wine</p><script>alert(1)</script>".into()),
            ..ArticleInput::default()
        }
    }

    #[tokio::test]
    async fn the_stored_text_is_sanitized() {
        let mut articles = MockArticleRepository::new();
        articles
            .expect_create()
            .withf(|content, _| content.text == "<p>Wine</p>")
            .returning(|_, _| Ok(ArticleId(4)));
        let (events, published) = recording_events();
        assert_eq!(
            create_article(&articles, &events, input(), Utc::now())
                .await
                .unwrap(),
            ArticleId(4)
        );
        assert_eq!(
            *published.lock().unwrap(),
            [
                ContentChange::Article(ArticleId(4)),
                ContentChange::ArticleCatalogue
            ]
        );
    }

    #[tokio::test]
    async fn an_invalid_article_never_reaches_storage() {
        let articles = MockArticleRepository::new();
        let (events, published) = recording_events();
        let result = create_article(&articles, &events, ArticleInput::default(), Utc::now()).await;
        assert!(published.lock().unwrap().is_empty());
        assert!(matches!(
            result,
            Err(CreateArticleError::Invalid(
                ArticleValidationError::ListingDescriptionMissing
            ))
        ));
    }
}
