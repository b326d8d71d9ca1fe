use crate::opt_in::withdraw;
use chrono::{DateTime, Utc};
use domain::ports::OptInRecords;

#[derive(Debug, thiserror::Error)]
pub enum UnsubscribeError {
    /// Unknown token, or already unsubscribed.
    #[error("This unsubscribe link is not valid or was already used")]
    UnknownLink,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Takes the subscriber (or pending sign-up) off the local list: its double opt-in withdrawn.
pub async fn unsubscribe(
    list: &dyn OptInRecords,
    token: &str,
    at: DateTime<Utc>,
) -> Result<(), UnsubscribeError> {
    let removed = withdraw(list, token, at).await?;
    removed.then_some(()).ok_or(UnsubscribeError::UnknownLink)
}
