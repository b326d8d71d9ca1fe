//! The monthly owner reports (issue 29): every hour the worker asks whether today is the
//! first of the month (Rome) and this server the first to claim the month; then it mails
//! each owner who agreed the link to their home's report.

use crate::periodic_worker::{PeriodicJob, PeriodicWorker};
use api::owners::report_desk;
use api::state::AppState;
use async_trait::async_trait;
use desk::owner_reports::{send_monthly_reports, MonthlyPass};
use std::time::Duration;

const POLL: Duration = Duration::from_secs(60 * 60);

struct MonthlyReports {
    state: AppState,
}

#[async_trait]
impl PeriodicJob for MonthlyReports {
    fn name(&self) -> &'static str {
        crate::metrics::OWNER_REPORTS
    }

    fn pause(&self) -> Duration {
        POLL
    }

    async fn pass(&self) {
        match send_monthly_reports(&report_desk(&self.state)).await {
            Ok(MonthlyPass::NotDue) => {}
            Ok(MonthlyPass::Sent { sent, failed }) => {
                self.state.enquiries.outbox_stored.notify_one();
                tracing::info!(sent, failed = failed.len(), "monthly owner reports mailed");
                for failure in failed {
                    tracing::error!(failure, "an owner's monthly report was not sent");
                }
            }
            Err(error) => {
                tracing::error!(error = format!("{error:#}"), "monthly owner reports failed")
            }
        }
    }
}

/// Starts the loop of the binary.
pub fn start(state: &AppState) -> PeriodicWorker {
    PeriodicWorker::start(MonthlyReports {
        state: state.clone(),
    })
}
