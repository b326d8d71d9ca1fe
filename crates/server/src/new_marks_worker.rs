//! The background task that drops cached pages when a listing's "New" mark ends (issue #29):
//! nothing is saved when its 14 days pass, so without it a cached list would show "New" until
//! its next change. Each server keeps its own caches, so each runs it; the announcement is
//! idempotent, so servers sharing their content events only drop pages twice.

use crate::periodic_worker::{PeriodicJob, PeriodicWorker};
use api::state::AppState;
use app::properties::end_new_marks;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use std::sync::Mutex;
use std::time::Duration;

/// How often marks are looked at: a mark ends at most this late on a cached page.
const POLL: Duration = Duration::from_secs(5 * 60);

struct NewMarks {
    state: AppState,
    /// The end of the span the last pass covered; marks that ended before the server started
    /// were never in its caches.
    covered_until: Mutex<DateTime<Utc>>,
}

#[async_trait]
impl PeriodicJob for NewMarks {
    fn name(&self) -> &'static str {
        crate::metrics::NEW_MARKS
    }

    fn pause(&self) -> Duration {
        POLL
    }

    async fn pass(&self) {
        let now = self.state.enquiries.clock.now();
        let after = *self.covered_until.lock().expect("not poisoned");
        let properties = self.state.properties.as_ref();
        match end_new_marks(properties, self.state.content_events.as_ref(), after, now).await {
            Ok(ended) => {
                *self.covered_until.lock().expect("not poisoned") = now;
                if ended > 0 {
                    tracing::info!(ended, "New marks ended; their pages were dropped");
                }
            }
            Err(error) => {
                tracing::error!(error = format!("{error:#}"), "New marks pass failed")
            }
        }
    }
}

/// Starts the loop of the binary.
pub fn start(state: &AppState) -> PeriodicWorker {
    PeriodicWorker::start(NewMarks {
        covered_until: Mutex::new(state.enquiries.clock.now()),
        state: state.clone(),
    })
}
