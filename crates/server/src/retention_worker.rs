//! The background task that anonymises the closed leads past their retention period (the
//! privacy policy's promise, `LANGHE_LEAD_RETENTION_MONTHS`). Stopping it anywhere is safe:
//! each batch is one transaction, and several servers running it at once pick no lead twice
//! (an anonymised lead is not picked again).

use crate::periodic_worker::{PeriodicJob, PeriodicWorker};
use async_trait::async_trait;
use desk::contacts::anonymise_quiet_leads;
use domain::enquiry::retention::RetentionPeriod;
use domain::ports::{Clock, LeadRetention};
use std::sync::Arc;
use std::time::Duration;

/// How often to look: a period counted in months has no need of minutes; a pass that found
/// a full batch looks again at once.
const POLL: Duration = Duration::from_secs(3_600);

struct LeadRetentionJob {
    retention: Arc<dyn LeadRetention>,
    clock: Arc<dyn Clock>,
    period: RetentionPeriod,
    poll: Duration,
}

#[async_trait]
impl PeriodicJob for LeadRetentionJob {
    fn name(&self) -> &'static str {
        crate::metrics::LEAD_RETENTION
    }

    fn pause(&self) -> Duration {
        self.poll
    }

    async fn pass(&self) {
        // A backlog (the first pass in a long time) goes in batches until one comes back short.
        loop {
            let pass =
                anonymise_quiet_leads(self.retention.as_ref(), self.clock.as_ref(), self.period)
                    .await;
            match pass {
                Ok(0) => return,
                Ok(anonymised) => {
                    tracing::info!(anonymised, "closed leads anonymised after their retention");
                    crate::metrics::record_leads_anonymised(anonymised);
                }
                Err(error) => {
                    tracing::error!(error = format!("{error:#}"), "lead retention pass failed");
                    return;
                }
            }
        }
    }
}

/// Starts the retention loop over `retention` by `clock`; `poll` is how long it waits
/// between passes.
pub fn start_with(
    retention: Arc<dyn LeadRetention>,
    clock: Arc<dyn Clock>,
    period: RetentionPeriod,
    poll: Duration,
) -> PeriodicWorker {
    PeriodicWorker::start(LeadRetentionJob {
        retention,
        clock,
        period,
        poll,
    })
}

/// Starts the binary's retention loop.
pub fn start(
    retention: Arc<dyn LeadRetention>,
    clock: Arc<dyn Clock>,
    period: RetentionPeriod,
) -> PeriodicWorker {
    start_with(retention, clock, period, POLL)
}
