//! What staff see of the alerts: how many are active, and for the admin a CSV export.

use crate::csv::{header, row};
use crate::minted_links::with_minted_links;
use anyhow::Context;
use domain::alert::filter_to_text;
use domain::ports::{Alert, AlertRepository};

#[derive(Debug, thiserror::Error)]
pub enum AlertStaffError {
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Confirmed alerts: those that mail anything.
pub async fn count_active_alerts(alerts: &dyn AlertRepository) -> Result<u64, AlertStaffError> {
    Ok(alerts.count_confirmed().await.context("counting alerts")?)
}

/// One row per confirmed alert, with the link that changes or deletes it: a token minted for
/// this export (only hashes are stored). `manage_base` is the manage page's address; the token
/// is appended as `?token=`. An alert deleted while the export runs is left out.
pub async fn export_alerts_csv(
    alerts: &dyn AlertRepository,
    manage_base: &str,
) -> Result<String, AlertStaffError> {
    let confirmed = alerts.confirmed().await.context("listing alerts")?;
    let rows = with_minted_links(confirmed, |alert| alerts.mint_manage_token(alert.id)).await?;
    Ok(to_csv(&rows, manage_base))
}

/// Each alert with the manage token its row links to.
fn to_csv(alerts: &[(Alert, String)], manage_base: &str) -> String {
    let mut csv = header(&[
        "email",
        "filters",
        "language",
        "consent_at",
        "confirmed_at",
        "last_mailed_at",
        "manage_url",
    ]);
    let instant = |at: Option<chrono::DateTime<chrono::Utc>>| {
        at.map(|at| at.to_rfc3339()).unwrap_or_default()
    };
    for (alert, manage_token) in alerts {
        csv.push_str(&row(&[
            alert.email.to_string(),
            filter_to_text(&alert.filter),
            alert.language.as_str().to_owned(),
            alert.consent_at.to_rfc3339(),
            instant(alert.confirmed_at),
            instant(alert.last_mailed_at),
            format!("{manage_base}?token={manage_token}"),
        ]));
    }
    csv
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{TimeZone, Utc};
    use domain::alert::AlertLanguage;
    use domain::ports::AlertId;
    use domain::property::ListingQuery;
    use domain::Email;

    #[test]
    fn rows_carry_the_filter_and_link_and_hostile_cells_are_defused() {
        let at = Utc.with_ymd_and_hms(2027, 1, 2, 3, 4, 5).unwrap();
        let alert = |email: &str| Alert {
            id: AlertId(1),
            email: Email::parse(email).unwrap(),
            filter: ListingQuery {
                min_price: Some(500_000),
                kinds: vec!["villa".into(), "land".into()],
                ..ListingQuery::default()
            }
            .parse()
            .unwrap(),
            language: AlertLanguage::Italian,
            consent_at: at,
            confirmed_at: Some(at),
            last_mailed_at: None,
        };
        let csv = to_csv(
            &[
                (alert("anna@example.com"), "abc".into()),
                (alert("=cmd@evil.example"), "abc".into()),
            ],
            "https://l.example/api/alerts/manage",
        );
        assert_eq!(
            csv,
            "email,filters,language,consent_at,confirmed_at,last_mailed_at,manage_url\r\n\
             \"anna@example.com\",\"min_price=500000&kind=villa&kind=land\",\"it\",\"2027-01-02T03:04:05+00:00\",\"2027-01-02T03:04:05+00:00\",\"\",\"https://l.example/api/alerts/manage?token=abc\"\r\n\
             \"'=cmd@evil.example\",\"min_price=500000&kind=villa&kind=land\",\"it\",\"2027-01-02T03:04:05+00:00\",\"2027-01-02T03:04:05+00:00\",\"\",\"https://l.example/api/alerts/manage?token=abc\"\r\n"
        );
    }
}
