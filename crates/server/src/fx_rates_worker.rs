//! The background task that keeps the exchange rates fresh: every minute it asks the shared
//! store whether a fetch is due and whose turn it is (`currency::refresh`); when it is this
//! server's, it fetches the ECB's document and stores the rates for every server. With no
//! network the fetch fails quietly: one warning until a fetch succeeds again, and
//! `fx_rate_fetches_total{outcome="failed"}` on `/metrics`; the site shows euro only once the
//! last good rates are more than a week old.

use crate::periodic_worker::{PeriodicJob, PeriodicWorker};
use async_trait::async_trait;
use currency::ports::{RatesSource, RatesStore};
use currency::refresh::{refresh_when_due, RefreshDesk, RefreshPass};
use domain::ports::Clock;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// How often to look: a fetch is due once a day (an hour after a failure), so a minute late
/// is nothing, and a server that starts with no rates fetches within seconds.
const POLL: Duration = Duration::from_secs(60);

/// The rates loop, running: a periodic worker like the others.
pub type RunningRates = PeriodicWorker;

pub struct RatesWorker {
    pub store: Arc<dyn RatesStore>,
    pub source: Arc<dyn RatesSource>,
    pub clock: Arc<dyn Clock>,
    pub poll: Duration,
}

impl RatesWorker {
    /// The binary's worker, fetching from `url`.
    pub fn for_url(
        store: Arc<dyn RatesStore>,
        clock: Arc<dyn Clock>,
        url: &str,
    ) -> anyhow::Result<Self> {
        Ok(Self {
            store,
            source: Arc::new(adapters::fx_rates::EcbRates::new(url)?),
            clock,
            poll: POLL,
        })
    }

    pub fn spawn(self) -> RunningRates {
        PeriodicWorker::start(RatesJob {
            worker: self,
            failing: AtomicBool::new(false),
        })
    }
}

/// The worker with what it remembers between passes: whether the last fetch failed, so a
/// failure is warned about once until a fetch works again.
struct RatesJob {
    worker: RatesWorker,
    failing: AtomicBool,
}

#[async_trait]
impl PeriodicJob for RatesJob {
    fn name(&self) -> &'static str {
        crate::metrics::EXCHANGE_RATES
    }

    fn pause(&self) -> Duration {
        self.worker.poll
    }

    async fn pass(&self) {
        let desk = RefreshDesk {
            store: self.worker.store.as_ref(),
            source: self.worker.source.as_ref(),
            clock: self.worker.clock.as_ref(),
        };
        match refresh_when_due(&desk).await {
            Ok(RefreshPass::NotDue) => {}
            Ok(RefreshPass::Fetched(date)) => {
                crate::metrics::record_fx_rate_fetch("fetched");
                self.failing.store(false, Ordering::Relaxed);
                tracing::info!(%date, "exchange rates fetched");
            }
            Ok(RefreshPass::Failed(why)) => {
                crate::metrics::record_fx_rate_fetch("failed");
                if self.failing.swap(true, Ordering::Relaxed) {
                    tracing::debug!(why = %why, "exchange rates still not fetched");
                } else {
                    tracing::warn!(
                        why = %why,
                        "could not fetch the exchange rates: the last good ones stay \
                         (prices show in euro only once they are a week old); tried \
                         again every hour, logged again once it works"
                    );
                }
            }
            Err(error) => {
                tracing::error!(error = format!("{error:#}"), "exchange rates pass failed")
            }
        }
    }
}
