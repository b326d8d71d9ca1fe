//! The outbox backlog as gauges, by message kind: how many wait, how long the oldest has
//! waited, how many the mail server refused for good. One small query every 15 s.

use adapters::outbox_backlog::outbox_backlog;
use sea_orm::DatabaseConnection;
use std::collections::HashSet;
use std::time::Duration;

const EVERY: Duration = Duration::from_secs(15);

/// Samples at once, then every 15 s while the runtime runs. A kind whose backlog empties is
/// set back to 0 rather than left at its last value.
pub fn sample_outbox_backlog(conn: DatabaseConnection) {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(EVERY);
        let mut seen: HashSet<String> = HashSet::new();
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
                let age = kind
                    .oldest_waiting_at
                    .map_or(0.0, |at| (now_ms - at).max(0) as f64 / 1000.0);
                let label = [("kind", kind.kind.clone())];
                metrics::gauge!("outbox_waiting", &label).set(kind.waiting as f64);
                metrics::gauge!("outbox_oldest_waiting_age_seconds", &label).set(age);
                metrics::gauge!("outbox_failed", &label).set(kind.failed as f64);
                present.insert(kind.kind);
            }
            for gone in seen.difference(&present) {
                let label = [("kind", gone.clone())];
                metrics::gauge!("outbox_waiting", &label).set(0.0);
                metrics::gauge!("outbox_oldest_waiting_age_seconds", &label).set(0.0);
                metrics::gauge!("outbox_failed", &label).set(0.0);
            }
            seen.extend(present);
        }
    });
}
