//! The background task that makes the scheduled backups (`backup::schedule`): a few times per
//! interval it asks the shared schedule whether one is due and, when this server gets the
//! lease, makes it. After each look it shows the last success on `/metrics` (the same on every
//! server: the record is the database's) and logs an error while the newest good backup is
//! older than two intervals. Every archive is read back through `langhe import`'s checks
//! before it is stored; one that fails is removed, logged and counted
//! (`backup_failed_runs_total{reason="unverified"}`). `/readyz` is left alone: a late backup does not stop serving.

use crate::metrics::BackupFailureKind;
use backup::ports::{BackupSchedule, BackupTarget, SiteArchiver};
use backup::schedule::{
    back_up_when_due, BackupDesk, BackupPass, BackupReport, LEASE, RENEW_EVERY,
};
use backup::BackupPolicy;
use domain::ports::Clock;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;
use tokio::task::JoinHandle;
use tokio::time::Instant;

pub struct BackupWorker {
    pub schedule: Arc<dyn BackupSchedule>,
    pub archiver: Arc<dyn SiteArchiver>,
    pub targets: Vec<Arc<dyn BackupTarget>>,
    pub clock: Arc<dyn Clock>,
    pub policy: BackupPolicy,
}

impl BackupWorker {
    pub fn spawn(self) -> RunningBackups {
        let (stop, stopped) = watch::channel(false);
        let task = tokio::spawn(self.run(stopped));
        RunningBackups { stop, task }
    }

    async fn run(self, mut stopped: watch::Receiver<bool>) {
        let interval = self
            .policy
            .interval()
            .to_std()
            .unwrap_or(Duration::from_secs(86_400));
        let poll = crate::alert_worker::poll(interval);
        let expected_since = self.clock.now();
        let mut overdue_logged: Option<Instant> = None;
        let desk = BackupDesk {
            schedule: self.schedule.as_ref(),
            archiver: self.archiver.as_ref(),
            targets: &self.targets,
            clock: self.clock.as_ref(),
            policy: self.policy,
            lease: LEASE,
            renew_every: RENEW_EVERY,
        };
        while !*stopped.borrow() {
            let mut signal = stopped.clone();
            let stop = async move {
                let _ = signal.wait_for(|stop| *stop).await;
            };
            match back_up_when_due(&desk, stop).await {
                Ok(pass) => log(&pass),
                Err(error) => {
                    tracing::error!(error = format!("{error:#}"), "scheduled backup pass failed")
                }
            }
            match self.schedule.state().await {
                Ok(state) => {
                    crate::metrics::record_backup_state(&state);
                    let now = self.clock.now();
                    let overdue =
                        self.policy
                            .is_overdue(state.last_success_at, expected_since, now);
                    let logged_lately = overdue_logged.is_some_and(|at| at.elapsed() < interval);
                    if overdue && !logged_lately {
                        overdue_logged = Some(Instant::now());
                        tracing::error!(
                            last_success = ?state.last_success_at,
                            interval_seconds = interval.as_secs(),
                            "the newest scheduled backup stored in every target is older than \
                             two intervals: see the errors logged by the backup runs"
                        );
                    }
                }
                Err(error) => tracing::warn!(%error, "could not read the backup schedule"),
            }
            tokio::select! {
                _ = tokio::time::sleep(poll) => {}
                changed = stopped.changed() => if changed.is_err() { break },
            }
        }
    }
}

fn log(pass: &BackupPass) {
    match pass {
        BackupPass::NotDue => {}
        BackupPass::Made(report) => log_made(report),
        BackupPass::Failed { name, why } => {
            crate::metrics::record_backup_failure(BackupFailureKind::NotStored);
            tracing::error!(
                archive = %name,
                why = %why,
                "scheduled backup failed: no target has it; tried again soon"
            )
        }
        BackupPass::Unverified { name, why } => {
            crate::metrics::record_backup_failure(BackupFailureKind::Unverified);
            tracing::error!(
                archive = %name,
                why = %why,
                "scheduled backup failed: the archive written would not restore (it does not \
                 pass langhe import's checks), so it was removed and stored nowhere; tried \
                 again soon"
            )
        }
        BackupPass::Stopped => {
            tracing::info!(
                "scheduled backup stopped with the server; the next server starts it again"
            )
        }
        BackupPass::LeaseLost => {
            tracing::warn!("scheduled backup abandoned: its lease was taken over by another server")
        }
    }
}

fn log_made(report: &BackupReport) {
    let seconds = (report.finished_at - report.started_at).num_milliseconds() as f64 / 1000.0;
    tracing::info!(
        archive = %report.name,
        size_bytes = report.size_bytes,
        seconds,
        stored = ?report.stored,
        deleted = report.deleted.len(),
        "scheduled backup made"
    );
    for problem in &report.problems {
        tracing::error!(archive = %report.name, problem = %problem, "scheduled backup incomplete");
    }
    if !report.left_out.is_empty() {
        tracing::warn!(
            archive = %report.name,
            left_out = ?report.left_out,
            "scheduled backup left out files of the image store that are no picture of the \
             site's naming scheme (a restore would not take them): remove them from the store"
        );
    }
}

/// The binary's backup task, running.
pub struct RunningBackups {
    stop: watch::Sender<bool>,
    task: JoinHandle<()>,
}

impl RunningBackups {
    /// Stops a run in progress at once (its lease given back, so another server can make the
    /// backup), for up to `grace`.
    pub async fn stop(self, grace: Duration) {
        let _ = self.stop.send(true);
        let mut task = self.task;
        if tokio::time::timeout(grace, &mut task).await.is_err() {
            task.abort();
        }
    }
}
