use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::ports::{ConfirmOutcome, SubscriberDirectory};

#[derive(Debug, thiserror::Error)]
pub enum ConfirmSubscriptionError {
    /// Unknown token, an expired sign-up, or an address that unsubscribed since.
    #[error("This confirmation link is not valid or has expired")]
    UnknownLink,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Opens the confirmation link: the address joins the list. Opening it again is answered the
/// same way.
pub async fn confirm_subscription(
    directory: &dyn SubscriberDirectory,
    token: &str,
    at: DateTime<Utc>,
) -> Result<(), ConfirmSubscriptionError> {
    let token = token.trim();
    if token.is_empty() {
        return Err(ConfirmSubscriptionError::UnknownLink);
    }
    match directory
        .confirm(token, at)
        .await
        .context("confirming a sign-up")?
    {
        ConfirmOutcome::Confirmed | ConfirmOutcome::AlreadyConfirmed => Ok(()),
        ConfirmOutcome::UnknownOrExpired => Err(ConfirmSubscriptionError::UnknownLink),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::ports::MockSubscriberDirectory;

    #[tokio::test]
    async fn a_second_click_is_fine_and_an_unknown_or_blank_link_is_refused() {
        let mut directory = MockSubscriberDirectory::new();
        directory
            .expect_confirm()
            .withf(|token, _| token == "again")
            .returning(|_, _| Ok(ConfirmOutcome::AlreadyConfirmed));
        directory
            .expect_confirm()
            .withf(|token, _| token == "gone")
            .returning(|_, _| Ok(ConfirmOutcome::UnknownOrExpired));
        let now = Utc::now();
        assert!(confirm_subscription(&directory, " again ", now)
            .await
            .is_ok());
        let error = confirm_subscription(&directory, "gone", now)
            .await
            .unwrap_err();
        assert_eq!(
            error.to_string(),
            "This confirmation link is not valid or has expired"
        );
        assert!(matches!(
            confirm_subscription(&directory, "  ", now).await,
            Err(ConfirmSubscriptionError::UnknownLink)
        ));
    }
}
