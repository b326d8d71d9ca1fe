//! Sample alerts for the unit tests.

use chrono::Utc;
use domain::alert::AlertLanguage;
use domain::ports::{Alert, AlertId};
use domain::property::ListingQuery;
use domain::Email;

/// Anna's confirmed alert for homes from `min_price` euros.
pub(crate) fn confirmed_alert(id: i64, min_price: i64) -> Alert {
    Alert {
        id: AlertId(id),
        email: Email::parse("anna@example.com").unwrap(),
        filter: ListingQuery {
            min_price: Some(min_price),
            ..ListingQuery::default()
        }
        .parse()
        .unwrap(),
        language: AlertLanguage::English,
        consent_at: Utc::now(),
        confirmed_at: Some(Utc::now()),
        last_mailed_at: None,
    }
}
