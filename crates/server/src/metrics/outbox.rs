//! The outbox backlog as gauges, by message kind: how many wait, how long the oldest has
//! waited, how many the mail server refused for good. One small query every 15 s.

use adapters::outbox_backlog::{outbox_backlog, KindBacklog};
use domain::ports::EnquiryKind;
use sea_orm::DatabaseConnection;
use std::collections::HashSet;
use std::time::Duration;

const EVERY: Duration = Duration::from_secs(15);

/// Publishes 0 for every kind at once, so a dashboard shows an empty outbox as 0 rather than
/// "no data" before a first message waits (or when the database cannot be read at start),
/// then samples at once and every 15 s while the runtime runs. A kind whose backlog empties
/// is set back to 0 rather than left at its last value.
pub fn sample_outbox_backlog(conn: DatabaseConnection) {
    let every_kind: HashSet<String> = EnquiryKind::ALL
        .iter()
        .map(|kind| kind.as_str().to_owned())
        .collect();
    for kind in &every_kind {
        publish(&empty(kind), 0);
    }
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(EVERY);
        // Kinds stored by an older or newer version than ours are zeroed too once seen.
        let mut seen = every_kind;
        loop {
            ticks.tick().await;
            let backlog = match outbox_backlog(&conn).await {
                Ok(backlog) => backlog,
                Err(error) => {
                    tracing::warn!(%error, "could not read the outbox backlog for /metrics");
                    continue;
                }
            };
            let now_ms = chrono::Utc::now().timestamp_millis();
            let mut present = HashSet::new();
            for kind in backlog {
                publish(&kind, now_ms);
                present.insert(kind.kind);
            }
            for gone in seen.difference(&present) {
                publish(&empty(gone), 0);
            }
            seen.extend(present);
        }
    });
}

fn empty(kind: &str) -> KindBacklog {
    KindBacklog {
        kind: kind.to_owned(),
        ..KindBacklog::default()
    }
}

fn publish(kind: &KindBacklog, now_ms: i64) {
    let age = kind
        .oldest_waiting_at
        .map_or(0.0, |at| (now_ms - at).max(0) as f64 / 1000.0);
    let label = [("kind", kind.kind.clone())];
    metrics::gauge!("outbox_waiting", &label).set(kind.waiting as f64);
    metrics::gauge!("outbox_oldest_waiting_age_seconds", &label).set(age);
    metrics::gauge!("outbox_failed", &label).set(kind.failed as f64);
}
