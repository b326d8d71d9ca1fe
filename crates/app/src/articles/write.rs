//! Creating, editing and deleting articles (admin only; the caller checks the role).

use crate::html::sanitize_html;
use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::article::{article_publication_blocked_by, ArticleContent};
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
    if let Some(italian) = &mut content.italian {
        italian.text = sanitize_html(&italian.text);
    }
    Ok(content)
}

/// Checks the article in the spec's order, cleans its HTML and stores it; returns its id.
/// Unless the input says to publish it, a new article is a draft.
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

/// Checks and stores the article's new content. An input that does not say whether to
/// publish keeps the stored state (a client written against the spec never says).
pub async fn update_article(
    articles: &dyn ArticleRepository,
    events: &dyn ContentEvents,
    id: ArticleId,
    mut input: ArticleInput,
) -> Result<(), UpdateArticleError> {
    // The fields first (400 before 404, as before drafts), then the state it is saved in.
    let asked = input.published.take();
    let mut content = checked(input)?;
    let stored = articles
        .find(id)
        .await
        .with_context(|| format!("loading article {id}"))?
        .ok_or(UpdateArticleError::NotFound)?;
    content.published = asked.unwrap_or(stored.published);
    if let Some(left) = article_publication_blocked_by(&content) {
        return Err(ArticleValidationError::PlaceholderLeft(left).into());
    }
    match articles.update(id, &content).await {
        Ok(()) => {
            let mut changes = vec![ContentChange::Article(id)];
            // Published or withdrawn: the lists, the sitemap and the feed change.
            if content.published != stored.published {
                changes.push(ContentChange::ArticleCatalogue);
            }
            events.publish(&changes).await;
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

    fn stored(published: bool) -> MockArticleRepository {
        let mut articles = MockArticleRepository::new();
        articles.expect_find().returning(move |id| {
            Ok(Some(domain::Article {
                published,
                ..crate::articles::fixtures::article(id.0)
            }))
        });
        articles
    }

    #[tokio::test]
    async fn an_edit_that_does_not_say_keeps_the_stored_state() {
        for published in [true, false] {
            let mut articles = stored(published);
            articles
                .expect_update()
                .withf(move |_, content| content.published == published)
                .times(1)
                .returning(|_, _| Ok(()));
            let (events, changes) = recording_events();
            update_article(&articles, &events, ArticleId(4), input())
                .await
                .unwrap();
            assert_eq!(
                *changes.lock().unwrap(),
                [ContentChange::Article(ArticleId(4))]
            );
        }
    }

    #[tokio::test]
    async fn publishing_a_draft_changes_the_catalogue() {
        let mut articles = stored(false);
        articles
            .expect_update()
            .withf(|_, content| content.published)
            .returning(|_, _| Ok(()));
        let (events, changes) = recording_events();
        let publish = ArticleInput {
            published: Some(true),
            ..input()
        };
        update_article(&articles, &events, ArticleId(4), publish)
            .await
            .unwrap();
        assert_eq!(
            *changes.lock().unwrap(),
            [
                ContentChange::Article(ArticleId(4)),
                ContentChange::ArticleCatalogue
            ]
        );
    }

    #[tokio::test]
    async fn a_draft_still_holding_a_default_text_is_not_published() {
        let articles = stored(false);
        let (events, changes) = recording_events();
        let publish = ArticleInput {
            published: Some(true),
            title: Some("Your title here".into()),
            ..input()
        };
        let result = update_article(&articles, &events, ArticleId(4), publish).await;
        assert!(matches!(
            result,
            Err(UpdateArticleError::Invalid(
                ArticleValidationError::PlaceholderLeft(_)
            ))
        ));
        assert!(changes.lock().unwrap().is_empty());
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
