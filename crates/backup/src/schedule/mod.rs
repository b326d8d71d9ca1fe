//! The scheduled backup (`LANGHE_BACKUP_DIR`, `LANGHE_BACKUP_BUCKET`): when one is due, one
//! server takes the schedule's lease, writes the whole site into an archive, stores it in
//! every target, keeps the newest few there and records the run for every server to see.

use crate::ports::{
    BackupLease, BackupSchedule, BackupTarget, FinishedBackup, LocalArchive, SiteArchiver,
};
use crate::{BackupName, BackupPolicy};
use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::ports::{Clock, RepositoryError};
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

/// How long a run holds the schedule before renewing it: a server that dies mid-run holds
/// up the next run by at most this.
pub const LEASE: Duration = Duration::from_secs(600);
/// Renewed this often while the run lasts, well inside the lease.
pub const RENEW_EVERY: Duration = Duration::from_secs(60);

pub struct BackupDesk<'a> {
    pub schedule: &'a dyn BackupSchedule,
    pub archiver: &'a dyn SiteArchiver,
    pub targets: &'a [Arc<dyn BackupTarget>],
    pub clock: &'a dyn Clock,
    pub policy: BackupPolicy,
    pub lease: Duration,
    pub renew_every: Duration,
}

/// What one look at the schedule did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BackupPass {
    /// Not due yet, or another server is making it.
    NotDue,
    /// An archive was made and stored in at least one target.
    Made(BackupReport),
    /// No target has the archive; the next server tries again after the retry delay.
    Failed { name: BackupName, why: String },
    /// The archive written did not read back as `langhe import` would check it (a restore of
    /// it would fail): removed and stored nowhere; tried again after the retry delay.
    Unverified { name: BackupName, why: String },
    /// Stopped mid-run (the server is stopping); the lease was given back at once.
    Stopped,
    /// The lease ran out or was taken over mid-run (the database was out of reach for
    /// longer than the lease): the run was abandoned and nothing recorded.
    LeaseLost,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackupReport {
    pub name: BackupName,
    pub size_bytes: u64,
    pub started_at: DateTime<Utc>,
    pub finished_at: DateTime<Utc>,
    /// The targets that hold it.
    pub stored: Vec<String>,
    /// Archives the retention deleted, with the target.
    pub deleted: Vec<(String, BackupName)>,
    /// What went wrong without stopping the run: a target that could not store it, a
    /// retention or clean-up that failed.
    pub problems: Vec<String>,
    /// Files of the image store left out as no picture of the site's naming scheme.
    pub left_out: Vec<String>,
}

impl BackupReport {
    /// Stored in every target, with nothing else amiss.
    pub fn is_clean(&self) -> bool {
        self.problems.is_empty()
    }
}

/// Makes the scheduled backup when it is due and no other server is making it. `stop`
/// completing ends a run at once, giving the lease back.
pub async fn back_up_when_due(
    desk: &BackupDesk<'_>,
    stop: impl Future<Output = ()>,
) -> anyhow::Result<BackupPass> {
    let started_at = desk.clock.now();
    let Some(lease) = desk
        .schedule
        .take(
            started_at,
            desk.policy.due_if_last_started_by(started_at),
            lease_until(started_at, desk.lease),
        )
        .await
        .context("taking the backup schedule's lease")?
    else {
        return Ok(BackupPass::NotDue);
    };
    let name = BackupName::at(started_at);
    let run = run(desk, name);
    tokio::pin!(run, stop);
    let mut renewals = tokio::time::interval_at(
        tokio::time::Instant::now() + desk.renew_every,
        desk.renew_every,
    );
    let outcome = loop {
        tokio::select! {
            outcome = &mut run => break outcome,
            () = &mut stop => {
                desk.schedule
                    .release(&lease, desk.clock.now())
                    .await
                    .context("giving the backup schedule's lease back")?;
                return Ok(BackupPass::Stopped);
            }
            _ = renewals.tick() => {
                let now = desk.clock.now();
                match desk.schedule.extend(&lease, lease_until(now, desk.lease)).await {
                    Ok(()) => {}
                    Err(RepositoryError::NotFound) => return Ok(BackupPass::LeaseLost),
                    // The database out of reach for a moment: the lease still runs.
                    Err(error) => tracing::warn!(%error, "could not renew the backup lease"),
                }
            }
        }
    };
    record(desk, &lease, started_at, name, outcome).await
}

fn lease_until(now: DateTime<Utc>, lease: Duration) -> DateTime<Utc> {
    now + chrono::Duration::from_std(lease).unwrap_or(chrono::Duration::minutes(10))
}

/// What the run did, before it is recorded.
struct RunOutcome {
    archive: Result<LocalArchive, RunFailure>,
    stored: Vec<String>,
    deleted: Vec<(String, BackupName)>,
    problems: Vec<String>,
}

/// Why a run stored no archive.
enum RunFailure {
    Written(String),
    Unverified(String),
}

async fn run(desk: &BackupDesk<'_>, name: BackupName) -> RunOutcome {
    let mut outcome = RunOutcome {
        archive: Err(RunFailure::Written(String::new())),
        stored: Vec::new(),
        deleted: Vec::new(),
        problems: Vec::new(),
    };
    if let Err(failure) = desk.archiver.clean_leftovers().await {
        outcome
            .problems
            .push(format!("cleaning up an earlier run: {failure}"));
    }
    for target in desk.targets {
        if let Err(failure) = target.clean_leftovers().await {
            outcome.problems.push(format!(
                "cleaning up an earlier run in {}: {failure}",
                target.describe()
            ));
        }
    }
    let archive = match desk.archiver.write(&name).await {
        Ok(archive) => archive,
        Err(failure) => {
            outcome.archive = Err(RunFailure::Written(format!(
                "writing the archive: {failure}"
            )));
            return outcome;
        }
    };
    // An archive that would not restore is no backup: it is never stored.
    if let Err(failure) = desk.archiver.verify(&archive).await {
        outcome.archive = Err(RunFailure::Unverified(format!(
            "{name} does not read back as langhe import checks it: {failure}"
        )));
        return outcome;
    }
    for target in desk.targets {
        match target.store(&archive).await {
            Ok(()) => {
                outcome.stored.push(target.describe());
                keep_the_newest(desk, target.as_ref(), &name, &mut outcome).await;
            }
            Err(failure) => outcome.problems.push(format!(
                "storing {name} in {}: {failure}",
                target.describe()
            )),
        }
    }
    if let Err(failure) = desk.archiver.discard(&archive).await {
        outcome
            .problems
            .push(format!("removing the local copy of {name}: {failure}"));
    }
    outcome.archive = Ok(archive);
    outcome
}

/// Deletes the target's archives beyond the newest `keep`, never the one just made (another
/// server's clock running ahead could make it look older than theirs).
async fn keep_the_newest(
    desk: &BackupDesk<'_>,
    target: &dyn BackupTarget,
    made: &BackupName,
    outcome: &mut RunOutcome,
) {
    let held = match target.list().await {
        Ok(held) => held,
        Err(failure) => {
            outcome.problems.push(format!(
                "listing the archives in {}: {failure}",
                target.describe()
            ));
            return;
        }
    };
    for old in desk.policy.beyond_keep(&held) {
        if old == *made {
            continue;
        }
        match target.delete(&old).await {
            Ok(()) => outcome.deleted.push((target.describe(), old)),
            Err(failure) => outcome.problems.push(format!(
                "deleting {old} from {}: {failure}",
                target.describe()
            )),
        }
    }
}

/// A run that stored its archive somewhere counts for the schedule (retrying it would only
/// crowd out older archives where it was stored); as a success only when stored everywhere.
async fn record(
    desk: &BackupDesk<'_>,
    lease: &BackupLease,
    started_at: DateTime<Utc>,
    name: BackupName,
    outcome: RunOutcome,
) -> anyhow::Result<BackupPass> {
    let finished_at = desk.clock.now();
    let archive = match outcome.archive {
        Ok(archive) if !outcome.stored.is_empty() => archive,
        failed => {
            desk.schedule
                .release(lease, desk.policy.retry_after(finished_at))
                .await
                .context("giving the backup schedule's lease back")?;
            let (unverified, first) = match failed {
                Err(RunFailure::Unverified(why)) => (true, Some(why)),
                Err(RunFailure::Written(why)) => (false, Some(why)),
                Ok(_) => (false, None),
            };
            let why = first
                .into_iter()
                .chain(outcome.problems)
                .collect::<Vec<_>>()
                .join("; ");
            return Ok(if unverified {
                BackupPass::Unverified { name, why }
            } else {
                BackupPass::Failed { name, why }
            });
        }
    };
    let finished = FinishedBackup {
        started_at,
        finished_at,
        size_bytes: archive.size_bytes,
        everywhere: outcome.stored.len() == desk.targets.len(),
    };
    match desk.schedule.finish(lease, &finished).await {
        Ok(()) => {}
        Err(RepositoryError::NotFound) => return Ok(BackupPass::LeaseLost),
        Err(error) => return Err(error).context("recording the backup run"),
    }
    Ok(BackupPass::Made(BackupReport {
        name,
        size_bytes: archive.size_bytes,
        started_at,
        finished_at,
        stored: outcome.stored,
        deleted: outcome.deleted,
        problems: outcome.problems,
        left_out: archive.left_out,
    }))
}

#[cfg(test)]
mod tests;
