//! The local list as CSV for the admin: one row per current subscriber, with the
//! one-click unsubscribe link to put in each newsletter.

use crate::minted_links::with_minted_links;
use anyhow::Context;
use domain::ports::{Subscriber, SubscriberDirectory};

#[derive(Debug, thiserror::Error)]
pub enum ExportSubscribersError {
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// `unsubscribe_base` is the unsubscribe endpoint; the token, minted for this export (only
/// hashes are stored), is appended as `?token=`. A subscriber gone while the export runs is
/// left out.
pub async fn export_subscribers_csv(
    directory: &dyn SubscriberDirectory,
    unsubscribe_base: &str,
) -> Result<String, ExportSubscribersError> {
    let subscribers = directory
        .current_subscribers()
        .await
        .context("listing subscribers")?;
    let rows = with_minted_links(subscribers, |subscriber| {
        directory.mint_unsubscribe_token(subscriber.id)
    })
    .await?;
    Ok(to_csv(&rows, unsubscribe_base))
}

/// Each subscriber with the unsubscribe token their row links to.
fn to_csv(subscribers: &[(Subscriber, String)], unsubscribe_base: &str) -> String {
    let mut csv = crate::csv::header(&[
        "email",
        "consent_at",
        "subscribed_at",
        "confirmed_at",
        "unsubscribe_url",
    ]);
    for (subscriber, unsubscribe_token) in subscribers {
        let row = [
            subscriber.email.to_string(),
            subscriber.consent_at.to_rfc3339(),
            subscriber.subscribed_at.to_rfc3339(),
            subscriber.confirmed_at.to_rfc3339(),
            format!("{unsubscribe_base}?token={unsubscribe_token}"),
        ];
        csv.push_str(&crate::csv::row(&row));
    }
    csv
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{TimeZone, Utc};
    use domain::ports::SubscriberId;
    use domain::Email;

    #[test]
    fn rows_carry_the_unsubscribe_link_and_hostile_cells_are_defused() {
        let at = Utc.with_ymd_and_hms(2027, 1, 2, 3, 4, 5).unwrap();
        let confirmed = Utc.with_ymd_and_hms(2027, 1, 2, 9, 0, 0).unwrap();
        let subscriber = |email: &str, token: &str| {
            let subscriber = Subscriber {
                id: SubscriberId(1),
                email: Email::parse(email).unwrap(),
                consent_at: at,
                subscribed_at: at,
                confirmed_at: confirmed,
            };
            (subscriber, token.to_owned())
        };
        let csv = to_csv(
            &[
                subscriber("anna@example.com", "abc"),
                subscriber("=cmd@evil.example", "def"),
            ],
            "https://langhe.example/api/newsletter/unsubscribe",
        );
        assert_eq!(
            csv,
            "email,consent_at,subscribed_at,confirmed_at,unsubscribe_url\r\n\
             \"anna@example.com\",\"2027-01-02T03:04:05+00:00\",\"2027-01-02T03:04:05+00:00\",\"2027-01-02T09:00:00+00:00\",\"https://langhe.example/api/newsletter/unsubscribe?token=abc\"\r\n\
             \"'=cmd@evil.example\",\"2027-01-02T03:04:05+00:00\",\"2027-01-02T03:04:05+00:00\",\"2027-01-02T09:00:00+00:00\",\"https://langhe.example/api/newsletter/unsubscribe?token=def\"\r\n"
        );
    }
}
