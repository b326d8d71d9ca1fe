use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::ports::{ConfirmOutcome, OptInRecords};

#[derive(Debug, thiserror::Error)]
pub enum ConfirmOptInError {
    /// Unknown token, an expired sign-up, or one withdrawn since.
    #[error("This confirmation link is not valid or has expired")]
    UnknownLink,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Opens the confirmation link: from now on the sign-up counts (the address is on the list,
/// the alert is told about new listings). Opening it again is answered the same way.
pub async fn confirm_opt_in(
    records: &dyn OptInRecords,
    token: &str,
    at: DateTime<Utc>,
) -> Result<(), ConfirmOptInError> {
    let token = token.trim();
    if token.is_empty() {
        return Err(ConfirmOptInError::UnknownLink);
    }
    match records
        .confirm(token, at)
        .await
        .context("confirming a sign-up")?
    {
        ConfirmOutcome::Confirmed | ConfirmOutcome::AlreadyConfirmed => Ok(()),
        ConfirmOutcome::UnknownOrExpired => Err(ConfirmOptInError::UnknownLink),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::ports::MockOptInRecords;

    #[tokio::test]
    async fn a_second_click_is_fine_and_an_unknown_or_blank_link_is_refused() {
        let mut records = MockOptInRecords::new();
        records
            .expect_confirm()
            .withf(|token, _| token == "again")
            .returning(|_, _| Ok(ConfirmOutcome::AlreadyConfirmed));
        records
            .expect_confirm()
            .withf(|token, _| token == "new")
            .returning(|_, _| Ok(ConfirmOutcome::Confirmed));
        records
            .expect_confirm()
            .withf(|token, _| token == "gone")
            .returning(|_, _| Ok(ConfirmOutcome::UnknownOrExpired));
        let now = Utc::now();
        assert!(confirm_opt_in(&records, "new", now).await.is_ok());
        assert!(confirm_opt_in(&records, " again ", now).await.is_ok());
        let error = confirm_opt_in(&records, "gone", now).await.unwrap_err();
        assert_eq!(
            error.to_string(),
            "This confirmation link is not valid or has expired"
        );
        assert!(matches!(
            confirm_opt_in(&records, "  ", now).await,
            Err(ConfirmOptInError::UnknownLink)
        ));
    }
}
