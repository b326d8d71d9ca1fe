//! The page behind an alert's "change or delete" link: what it asks for, a new filter, or
//! its end.

use super::describe::describe_filter;
use crate::opt_in::withdraw;
use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::alert::AlertError;
use domain::ports::{Alert, AlertRepository, OptInRecords, TownRepository};
use domain::property::{ListingFilter, ListingFilterError, ListingQuery};

#[derive(Debug, thiserror::Error)]
pub enum ManageAlertError {
    /// Unknown token, or the alert was deleted.
    #[error("This alert link is not valid or the alert was deleted")]
    UnknownLink,
    #[error(transparent)]
    Invalid(#[from] AlertError),
    #[error("town must be a town id (a whole number, 0 or more)")]
    UnknownTown,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// An alert with its filter in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ManagedAlert {
    pub alert: Alert,
    pub description: String,
}

fn token(text: &str) -> Result<&str, ManageAlertError> {
    Some(text.trim())
        .filter(|token| !token.is_empty())
        .ok_or(ManageAlertError::UnknownLink)
}

async fn town_name(
    towns: &dyn TownRepository,
    filter: &ListingFilter,
) -> anyhow::Result<Option<String>> {
    Ok(match filter.town {
        Some(id) => towns
            .find(id)
            .await
            .context("finding the alert's town")?
            .map(|town| town.name),
        None => None,
    })
}

pub async fn find_alert(
    alerts: &dyn AlertRepository,
    towns: &dyn TownRepository,
    token_text: &str,
) -> Result<ManagedAlert, ManageAlertError> {
    let alert = alerts
        .find_by_manage_token(token(token_text)?)
        .await
        .context("finding an alert")?
        .ok_or(ManageAlertError::UnknownLink)?;
    let town = town_name(towns, &alert.filter).await?;
    Ok(ManagedAlert {
        description: describe_filter(&alert.filter, town.as_deref(), alert.language),
        alert,
    })
}

/// Replaces the alert's filter with `filters` (as read from the form), checked as on sign-up
/// (at least one filter), once the link is known.
pub async fn change_alert(
    alerts: &dyn AlertRepository,
    towns: &dyn TownRepository,
    token_text: &str,
    filters: Result<ListingQuery, ListingFilterError>,
) -> Result<ManagedAlert, ManageAlertError> {
    // An unknown link is that, whatever the form holds (even a form that could not be read).
    find_alert(alerts, towns, token_text).await?;
    let token = token(token_text)?;
    let filter = ListingFilter {
        sort: Default::default(),
        ..filters
            .and_then(|query| query.parse())
            .map_err(AlertError::from)?
    };
    if filter == ListingFilter::default() {
        return Err(AlertError::NoFilter.into());
    }
    if filter.town.is_some() && town_name(towns, &filter).await?.is_none() {
        return Err(ManageAlertError::UnknownTown);
    }
    if !alerts
        .change_filter(token, &filter)
        .await
        .context("changing an alert")?
    {
        return Err(ManageAlertError::UnknownLink);
    }
    find_alert(alerts, towns, token).await
}

/// Deletes the alert and whatever waits for its next mail: its double opt-in withdrawn.
pub async fn delete_alert(
    opt_ins: &dyn OptInRecords,
    token_text: &str,
    at: DateTime<Utc>,
) -> Result<(), ManageAlertError> {
    let deleted = withdraw(opt_ins, token_text, at).await?;
    deleted.then_some(()).ok_or(ManageAlertError::UnknownLink)
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::alert::AlertLanguage;
    use domain::ports::{AlertId, MockAlertRepository, MockOptInRecords, MockTownRepository};
    use domain::Email;

    fn known_alert() -> Alert {
        let at = chrono::Utc::now();
        Alert {
            id: AlertId(1),
            email: Email::parse("anna@example.com").unwrap(),
            filter: ListingQuery {
                min_bedrooms: Some(3),
                ..ListingQuery::default()
            }
            .parse()
            .unwrap(),
            language: AlertLanguage::English,
            consent_at: at,
            confirmed_at: Some(at),
            last_mailed_at: None,
        }
    }

    #[tokio::test]
    async fn a_change_needs_a_filter_and_a_known_link() {
        let mut alerts = MockAlertRepository::new();
        alerts
            .expect_find_by_manage_token()
            .returning(|token| Ok((token == "t").then(known_alert)));
        // Taken over between the look-up and the change.
        alerts.expect_change_filter().returning(|_, _| Ok(false));
        let towns = MockTownRepository::new();
        // An unknown link is refused as such, before its filters are judged.
        assert!(matches!(
            change_alert(&alerts, &towns, "gone", Ok(ListingQuery::default())).await,
            Err(ManageAlertError::UnknownLink)
        ));
        let empty = change_alert(&alerts, &towns, "t", Ok(ListingQuery::default()))
            .await
            .unwrap_err();
        assert_eq!(
            empty.to_string(),
            "Choose at least one filter (price, town, kind or bedrooms) for the alert"
        );
        let bad = ListingQuery {
            min_price: Some(-5),
            ..ListingQuery::default()
        };
        let error = change_alert(&alerts, &towns, "t", Ok(bad))
            .await
            .unwrap_err();
        assert_eq!(
            error.to_string(),
            "min_price must be a whole number of euros, 0 or more"
        );
        let fine = ListingQuery {
            min_bedrooms: Some(2),
            ..ListingQuery::default()
        };
        assert!(matches!(
            change_alert(&alerts, &towns, "t", Ok(fine)).await,
            Err(ManageAlertError::UnknownLink)
        ));
    }

    #[tokio::test]
    async fn deleting_an_unknown_or_blank_link_is_refused() {
        let mut opt_ins = MockOptInRecords::new();
        opt_ins
            .expect_withdraw()
            .withf(|token, _| token == "known")
            .returning(|_, _| Ok(true));
        opt_ins.expect_withdraw().returning(|_, _| Ok(false));
        let now = Utc::now();
        assert!(delete_alert(&opt_ins, " known ", now).await.is_ok());
        assert!(matches!(
            delete_alert(&opt_ins, "gone", now).await,
            Err(ManageAlertError::UnknownLink)
        ));
        assert!(matches!(
            delete_alert(&opt_ins, "", now).await,
            Err(ManageAlertError::UnknownLink)
        ));
    }
}
