use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::ports::{AlertRepository, ConfirmOutcome};

#[derive(Debug, thiserror::Error)]
pub enum ConfirmAlertError {
    /// Unknown token, an expired alert, or one deleted since.
    #[error("This confirmation link is not valid or has expired")]
    UnknownLink,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Opens the confirmation link: from now on the alert is told about new listings. Opening it
/// again is answered the same way.
pub async fn confirm_alert(
    alerts: &dyn AlertRepository,
    token: &str,
    at: DateTime<Utc>,
) -> Result<(), ConfirmAlertError> {
    let token = token.trim();
    if token.is_empty() {
        return Err(ConfirmAlertError::UnknownLink);
    }
    match alerts
        .confirm(token, at)
        .await
        .context("confirming an alert")?
    {
        ConfirmOutcome::Confirmed | ConfirmOutcome::AlreadyConfirmed => Ok(()),
        ConfirmOutcome::UnknownOrExpired => Err(ConfirmAlertError::UnknownLink),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::ports::MockAlertRepository;

    #[tokio::test]
    async fn a_second_click_is_fine_and_an_unknown_or_blank_link_is_refused() {
        let mut alerts = MockAlertRepository::new();
        alerts
            .expect_confirm()
            .withf(|token, _| token == "again")
            .returning(|_, _| Ok(ConfirmOutcome::AlreadyConfirmed));
        alerts
            .expect_confirm()
            .withf(|token, _| token == "gone")
            .returning(|_, _| Ok(ConfirmOutcome::UnknownOrExpired));
        let now = Utc::now();
        assert!(confirm_alert(&alerts, " again ", now).await.is_ok());
        assert!(matches!(
            confirm_alert(&alerts, "gone", now).await,
            Err(ConfirmAlertError::UnknownLink)
        ));
        assert!(matches!(
            confirm_alert(&alerts, " ", now).await,
            Err(ConfirmAlertError::UnknownLink)
        ));
    }
}
