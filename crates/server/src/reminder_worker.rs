//! The background task that puts each confirmed viewing's reminder into the outbox a day
//! before it (the delivery worker sends it). Stopping it anywhere is safe: each reminder is
//! marked and stored in one transaction.

use crate::periodic_worker::{PeriodicJob, PeriodicWorker};
use api::state::AppState;
use async_trait::async_trait;
use desk::viewings::{send_due_reminders, ViewingDesk};
use std::time::Duration;

/// How often to look: a reminder is due to the minute it is 24 hours ahead, and a minute late
/// is still a day ahead.
const POLL: Duration = Duration::from_secs(60);

struct ViewingReminders {
    state: AppState,
    poll: Duration,
}

#[async_trait]
impl PeriodicJob for ViewingReminders {
    fn name(&self) -> &'static str {
        crate::metrics::VIEWING_REMINDERS
    }

    fn pause(&self) -> Duration {
        self.poll
    }

    async fn pass(&self) {
        let state = &self.state;
        let services = &state.enquiries;
        let desk = ViewingDesk {
            viewings: state.viewings.as_ref(),
            properties: state.properties.as_ref(),
            clock: services.clock.as_ref(),
            captcha: services.captcha.as_ref(),
            public_url: &state.settings.public_url,
            consultant_address: &state.settings.consultant_address,
        };
        match send_due_reminders(&desk).await {
            Ok(0) => {}
            Ok(sent) => {
                tracing::info!(sent, "viewing reminders handed to the outbox");
                services.outbox_stored.notify_one();
            }
            Err(error) => {
                tracing::error!(error = format!("{error:#}"), "viewing reminder pass failed")
            }
        }
    }
}

/// Starts the reminder loop; `poll` is how long it waits between passes.
pub fn start_with(state: &AppState, poll: Duration) -> PeriodicWorker {
    PeriodicWorker::start(ViewingReminders {
        state: state.clone(),
        poll,
    })
}

/// Starts the binary's reminder loop.
pub fn start(state: &AppState) -> PeriodicWorker {
    start_with(state, POLL)
}
