use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::ports::OptInRecords;

/// Ends the sign-up that the withdrawal link `token` opens (unsubscribe, delete an alert);
/// false, changing nothing, when the link is blank, unknown or already used: each caller says
/// that in its own words.
pub(crate) async fn withdraw(
    records: &dyn OptInRecords,
    token: &str,
    at: DateTime<Utc>,
) -> anyhow::Result<bool> {
    let token = token.trim();
    if token.is_empty() {
        return Ok(false);
    }
    records
        .withdraw(token, at)
        .await
        .context("withdrawing a sign-up")
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::ports::{MockOptInRecords, RepositoryError};

    #[tokio::test]
    async fn a_known_link_withdraws_and_a_blank_one_asks_nothing() {
        let mut records = MockOptInRecords::new();
        records
            .expect_withdraw()
            .withf(|token, _| token == "known")
            .times(1)
            .returning(|_, _| Ok(true));
        records
            .expect_withdraw()
            .withf(|token, _| token == "used")
            .returning(|_, _| Ok(false));
        records
            .expect_withdraw()
            .withf(|token, _| token == "broken")
            .returning(|_, _| Err(RepositoryError::NotFound));
        let now = Utc::now();
        assert!(withdraw(&records, " known ", now).await.unwrap());
        assert!(!withdraw(&records, "used", now).await.unwrap());
        assert!(!withdraw(&records, " ", now).await.unwrap());
        assert!(withdraw(&records, "broken", now).await.is_err());
    }
}
