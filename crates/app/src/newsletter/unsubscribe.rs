use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::ports::SubscriberDirectory;

#[derive(Debug, thiserror::Error)]
pub enum UnsubscribeError {
    /// Unknown token, or already unsubscribed.
    #[error("This unsubscribe link is not valid or was already used")]
    UnknownLink,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

pub async fn unsubscribe(
    directory: &dyn SubscriberDirectory,
    token: &str,
    at: DateTime<Utc>,
) -> Result<(), UnsubscribeError> {
    let token = token.trim();
    if token.is_empty() {
        return Err(UnsubscribeError::UnknownLink);
    }
    let removed = directory
        .unsubscribe(token, at)
        .await
        .context("unsubscribing")?;
    removed.then_some(()).ok_or(UnsubscribeError::UnknownLink)
}
