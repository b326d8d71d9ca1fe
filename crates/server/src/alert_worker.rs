//! The background task that turns the alerts' waiting listings into digest mails in the
//! outbox (the delivery worker sends them). Stopping it anywhere is safe: each digest is
//! handed over in one transaction.

use crate::periodic_worker::{PeriodicJob, PeriodicWorker};
use api::state::AppState;
use app::addresses::SiteListingAddresses;
use app::alerts::{compose_due_digests, DigestDesk};
use async_trait::async_trait;
use std::time::Duration;

/// How often to look for due digests (or backups): a quarter of the interval, between 1 s and
/// a minute.
pub(crate) fn poll(interval: Duration) -> Duration {
    (interval / 4).clamp(Duration::from_secs(1), Duration::from_secs(60))
}

struct AlertDigests {
    state: AppState,
}

#[async_trait]
impl PeriodicJob for AlertDigests {
    fn name(&self) -> &'static str {
        crate::metrics::ALERT_DIGESTS
    }

    fn pause(&self) -> Duration {
        poll(self.state.enquiries.alert_interval)
    }

    async fn pass(&self) {
        let state = &self.state;
        let services = &state.enquiries;
        let base = &state.settings.public_url;
        let links = api::alert_links(base);
        let addresses = SiteListingAddresses::new(base, &state.settings.image_base_url);
        let interval = services.alert_interval;
        let desk = DigestDesk {
            alerts: services.alerts.as_ref(),
            properties: state.properties.as_ref(),
            towns: state.towns.as_ref(),
            clock: services.clock.as_ref(),
            links: &links,
            addresses: &addresses,
            interval: chrono::Duration::from_std(interval).unwrap_or(chrono::Duration::days(1)),
        };
        match compose_due_digests(&desk).await {
            Ok(report) if report.mailed > 0 || report.emptied > 0 => {
                tracing::info!(?report, "alert digests handed to the outbox");
                crate::metrics::record_alert_digests(report.mailed);
                services.outbox_stored.notify_one();
            }
            Ok(_) => {}
            Err(error) => {
                tracing::error!(error = format!("{error:#}"), "alert digest pass failed")
            }
        }
    }
}

/// Starts the digest pass loop of the binary.
pub fn start(state: &AppState) -> PeriodicWorker {
    PeriodicWorker::start(AlertDigests {
        state: state.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_daily_digest_looks_every_minute_and_a_short_one_every_second() {
        assert_eq!(poll(Duration::from_secs(86_400)), Duration::from_secs(60));
        assert_eq!(poll(Duration::from_secs(2)), Duration::from_secs(1));
        assert_eq!(poll(Duration::from_secs(20)), Duration::from_secs(5));
    }
}
