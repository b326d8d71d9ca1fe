//! The background task that puts the desk's daily digest into the outbox once its Rome hour
//! has come (the delivery worker sends it). Stopping it anywhere is safe: the day's claim and
//! the mail are stored in one transaction, which is also what lets one server of several
//! send the day's digest.

use crate::periodic_worker::{PeriodicJob, PeriodicWorker};
use api::state::AppState;
use async_trait::async_trait;
use desk::enquiries::{send_desk_digest, DigestDesk, DigestPass};
use std::time::Duration;

/// How often to look: the digest goes within a minute of its hour.
const POLL: Duration = Duration::from_secs(60);

struct DeskDigest {
    state: AppState,
    hour: u32,
    poll: Duration,
}

#[async_trait]
impl PeriodicJob for DeskDigest {
    fn name(&self) -> &'static str {
        crate::metrics::DESK_DIGEST
    }

    fn pause(&self) -> Duration {
        self.poll
    }

    async fn pass(&self) {
        let services = &self.state.enquiries;
        let desk = DigestDesk {
            inbox: services.inbox.as_ref(),
            leads: services.leads.as_ref(),
            clock: services.clock.as_ref(),
            hour: self.hour,
        };
        match send_desk_digest(&desk).await {
            Ok(DigestPass::Sent) => {
                tracing::info!("desk digest handed to the outbox");
                services.outbox_stored.notify_one();
            }
            Ok(_) => {}
            Err(error) => {
                tracing::error!(error = format!("{error:#}"), "desk digest pass failed")
            }
        }
    }
}

/// Starts the digest loop for the Rome `hour`; `poll` is how long it waits between passes.
pub fn start_with(state: &AppState, hour: u32, poll: Duration) -> PeriodicWorker {
    PeriodicWorker::start(DeskDigest {
        state: state.clone(),
        hour,
        poll,
    })
}

/// Starts the binary's digest loop, unless the digest is switched off (`None`).
pub fn start(state: &AppState, hour: Option<u32>) -> Option<PeriodicWorker> {
    hour.map(|hour| start_with(state, hour, POLL))
}
