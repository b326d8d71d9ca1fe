//! The hourly tidying of the visit counts (issue 29): hits of the day before yesterday and
//! earlier folded into daily totals, and the salts of the day before yesterday and earlier deleted, so that no
//! visitor key can be tied back to a network after two days. Every server runs it; each step
//! is a transaction over whole days, so servers running it at once count nothing twice.

use crate::periodic_worker::{PeriodicJob, PeriodicWorker};
use async_trait::async_trait;
use audience::ports::HitStore;
use audience::report::tidy;
use audience::salt::SaltStore;
use domain::ports::Clock;
use std::sync::Arc;
use std::time::Duration;

/// Salts must go within hours of their 48 hours: an hour late at most.
const POLL: Duration = Duration::from_secs(60 * 60);

pub struct VisitTidying {
    pub hits: Arc<dyn HitStore>,
    pub salts: Arc<dyn SaltStore>,
    pub clock: Arc<dyn Clock>,
}

#[async_trait]
impl PeriodicJob for VisitTidying {
    fn name(&self) -> &'static str {
        crate::metrics::VISIT_TIDYING
    }

    fn pause(&self) -> Duration {
        POLL
    }

    async fn pass(&self) {
        match tidy(self.hits.as_ref(), self.salts.as_ref(), self.clock.now()).await {
            Ok(tidied) if tidied.folded > 0 || tidied.salts_forgotten > 0 => {
                tracing::info!(
                    folded = tidied.folded,
                    salts_forgotten = tidied.salts_forgotten,
                    "visit counts tidied"
                )
            }
            Ok(_) => {}
            Err(error) => {
                tracing::error!(error = format!("{error:#}"), "visit tidying pass failed")
            }
        }
    }
}

/// Starts the loop of the binary.
pub fn start(tidying: VisitTidying) -> PeriodicWorker {
    PeriodicWorker::start(tidying)
}
