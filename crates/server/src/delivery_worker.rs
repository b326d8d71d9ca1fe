//! The background task that empties the enquiry outbox through the mail port.

use crate::worker_passes::{pass_signal, Passes};
use desk::enquiries::{deliver_due, DeliveryPolicy};
use domain::ports::{Clock, EnquiryOutbox, Mailer};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{watch, Notify};
use tokio::task::JoinHandle;

pub struct DeliveryWorker {
    pub outbox: Arc<dyn EnquiryOutbox>,
    pub mailer: Arc<dyn Mailer>,
    pub clock: Arc<dyn Clock>,
    pub policy: DeliveryPolicy,
    /// Woken when an enquiry is stored, so delivery starts at once.
    pub wake: Arc<Notify>,
    /// How often to look for retries that have come due when nothing wakes the worker.
    pub poll: Duration,
}

impl DeliveryWorker {
    /// Runs until [`RunningWorker::stop`], then returns after the pass in progress (every message it
    /// claimed is then sent or scheduled for retry). Aborting instead, mid-delivery, is safe
    /// too: the claim's lease runs out and the next worker (after a restart, or another
    /// process) takes it over.
    pub fn spawn(self) -> RunningWorker {
        let (stop, mut stopped) = watch::channel(false);
        let (counter, passes) = pass_signal(crate::metrics::MAIL_DELIVERY);
        let task = tokio::spawn(async move {
            while !*stopped.borrow() {
                let pass = deliver_due(
                    self.outbox.as_ref(),
                    self.mailer.as_ref(),
                    self.clock.as_ref(),
                    &self.policy,
                )
                .await;
                counter.ended();
                match pass {
                    Ok(report) if report.claimed > 0 => {
                        tracing::debug!(?report, "delivery pass");
                        crate::metrics::record_delivery_pass(&report);
                        continue;
                    }
                    Ok(_) => {}
                    Err(error) => {
                        crate::metrics::record_delivery_pass_error();
                        tracing::error!(error = format!("{error:#}"), "delivery pass failed")
                    }
                }
                tokio::select! {
                    _ = self.wake.notified() => {}
                    _ = tokio::time::sleep(self.poll) => {}
                    // Its handle dropped: nobody can stop it any more, so it stops now.
                    changed = stopped.changed() => if changed.is_err() { break },
                }
            }
        });
        RunningWorker { stop, task, passes }
    }
}

/// The binary's worker, running.
pub struct RunningWorker {
    stop: watch::Sender<bool>,
    task: JoinHandle<()>,
    passes: Passes,
}

impl RunningWorker {
    /// Its finished delivery passes.
    pub fn passes(&self) -> &Passes {
        &self.passes
    }

    /// Stops the worker where it is, as a crash would.
    pub fn abort(&self) {
        self.task.abort();
    }

    /// Lets the delivery pass in progress finish, for up to `grace`; then stops the worker
    /// where it is (what it had claimed waits for its lease to run out).
    pub async fn stop(self, grace: Duration) {
        let _ = self.stop.send(true);
        let mut task = self.task;
        match tokio::time::timeout(grace, &mut task).await {
            Ok(_) => tracing::info!("mail worker stopped after its last delivery pass"),
            Err(_) => {
                task.abort();
                tracing::warn!(
                    "mail worker stopped mid-delivery after the grace period: what it had \
                     claimed is sent by the next worker once its lease runs out"
                );
            }
        }
    }
}

/// How often the binary's worker looks for retries that have come due.
const POLL: Duration = Duration::from_secs(5);

/// Starts the binary's worker with the configured policy; none when no mail adapter is
/// configured (enquiries then wait in the staff inbox).
pub fn start(services: &api::enquiry_state::EnquiryServices) -> Option<RunningWorker> {
    let Some(mailer) = services.mailer.clone() else {
        tracing::warn!(
            "no mail adapter configured (LANGHE_MAIL): enquiries stay in the staff inbox"
        );
        return None;
    };
    Some(
        DeliveryWorker {
            outbox: services.outbox.clone(),
            mailer,
            clock: services.clock.clone(),
            policy: services.delivery_policy,
            wake: services.outbox_stored.clone(),
            poll: POLL,
        }
        .spawn(),
    )
}
