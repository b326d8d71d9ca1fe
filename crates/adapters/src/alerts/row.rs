//! Between stored rows and the domain's alert types.

use super::{entity, match_entity};
use crate::repositories::CorruptRow;
use chrono::{DateTime, Utc};
use domain::alert::{filter_from_text, MatchOccasion};
use domain::ports::{Alert, AlertId, AlertMatch};
use domain::{Email, Ref};

fn instant(table: &'static str, id: i64, millis: i64) -> Result<DateTime<Utc>, CorruptRow> {
    DateTime::from_timestamp_millis(millis)
        .ok_or_else(|| CorruptRow::new(table, id, "bad timestamp"))
}

impl TryFrom<entity::Model> for Alert {
    type Error = CorruptRow;

    fn try_from(row: entity::Model) -> Result<Self, Self::Error> {
        const TABLE: &str = "alerts";
        let corrupt = |reason: String| CorruptRow::new(TABLE, row.id, reason);
        Ok(Self {
            id: AlertId(row.id),
            email: Email::parse(&row.email).map_err(|e| corrupt(e.to_string()))?,
            filter: filter_from_text(&row.filters).map_err(|e| corrupt(e.to_string()))?,
            language: row.language.into(),
            consent_at: instant(TABLE, row.id, row.consent_at)?,
            confirmed_at: row
                .confirmed_at
                .map(|at| instant(TABLE, row.id, at))
                .transpose()?,
            last_mailed_at: row
                .last_mailed_at
                .map(|at| instant(TABLE, row.id, at))
                .transpose()?,
        })
    }
}

impl TryFrom<match_entity::Model> for AlertMatch {
    type Error = CorruptRow;

    fn try_from(row: match_entity::Model) -> Result<Self, Self::Error> {
        const TABLE: &str = "alert_matches";
        Ok(Self {
            id: row.id,
            reference: Ref::parse_stored(&row.property_ref)
                .map_err(|e| CorruptRow::new(TABLE, row.id, e))?,
            occasion: MatchOccasion::parse(&row.occasion)
                .ok_or_else(|| CorruptRow::new(TABLE, row.id, "unknown occasion"))?,
            matched_at: instant(TABLE, row.id, row.matched_at)?,
        })
    }
}
