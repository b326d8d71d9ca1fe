use super::*;
use crate::ports::{BackupFailure, BackupScheduleState};
use async_trait::async_trait;
use chrono::TimeZone;
use std::sync::Mutex;

fn at(seconds: i64) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 25, 9, 0, 0).unwrap() + chrono::Duration::seconds(seconds)
}

struct FixedClock(DateTime<Utc>);

impl Clock for FixedClock {
    fn now(&self) -> DateTime<Utc> {
        self.0
    }
}

/// The schedule's record in memory, with what was asked of it.
#[derive(Default)]
struct Schedule {
    state: Mutex<BackupScheduleState>,
    lease: Mutex<Option<(String, DateTime<Utc>)>>,
    free_from: Mutex<Option<DateTime<Utc>>>,
    /// Taken over by another server: renewals and the record fail.
    lost: Mutex<bool>,
    finished: Mutex<Vec<FinishedBackup>>,
    released: Mutex<Vec<DateTime<Utc>>>,
}

#[async_trait]
impl BackupSchedule for Schedule {
    async fn state(&self) -> Result<BackupScheduleState, RepositoryError> {
        Ok(*self.state.lock().unwrap())
    }

    async fn take(
        &self,
        now: DateTime<Utc>,
        due_if_last_started_by: DateTime<Utc>,
        lease_until: DateTime<Utc>,
    ) -> Result<Option<BackupLease>, RepositoryError> {
        let held = matches!(*self.lease.lock().unwrap(), Some((_, until)) if until >= now);
        let resting = matches!(*self.free_from.lock().unwrap(), Some(from) if from > now);
        let recent = matches!(self.state.lock().unwrap().last_started_at, Some(last) if last > due_if_last_started_by);
        if held || resting || recent {
            return Ok(None);
        }
        *self.lease.lock().unwrap() = Some(("token".into(), lease_until));
        Ok(Some(BackupLease {
            token: "token".into(),
        }))
    }

    async fn extend(
        &self,
        _lease: &BackupLease,
        lease_until: DateTime<Utc>,
    ) -> Result<(), RepositoryError> {
        if *self.lost.lock().unwrap() {
            return Err(RepositoryError::NotFound);
        }
        *self.lease.lock().unwrap() = Some(("token".into(), lease_until));
        Ok(())
    }

    async fn finish(
        &self,
        _lease: &BackupLease,
        run: &FinishedBackup,
    ) -> Result<(), RepositoryError> {
        if *self.lost.lock().unwrap() {
            return Err(RepositoryError::NotFound);
        }
        self.finished.lock().unwrap().push(*run);
        *self.lease.lock().unwrap() = None;
        let mut state = self.state.lock().unwrap();
        state.last_started_at = Some(run.started_at);
        if run.everywhere {
            state.last_success_at = Some(run.finished_at);
            state.last_size_bytes = Some(run.size_bytes);
        }
        Ok(())
    }

    async fn release(
        &self,
        _lease: &BackupLease,
        free_from: DateTime<Utc>,
    ) -> Result<(), RepositoryError> {
        self.released.lock().unwrap().push(free_from);
        *self.lease.lock().unwrap() = None;
        *self.free_from.lock().unwrap() = Some(free_from);
        Ok(())
    }
}

/// Writes nothing to disk: the archive is its name. `hang` makes it never finish.
#[derive(Default)]
struct Archiver {
    written: Mutex<Vec<BackupName>>,
    cleaned: Mutex<usize>,
    verified: Mutex<Vec<BackupName>>,
    fail: bool,
    hang: bool,
    /// Its archives do not read back (a row the import refuses, say).
    unreadable: bool,
}

#[async_trait]
impl SiteArchiver for Archiver {
    async fn clean_leftovers(&self) -> Result<(), BackupFailure> {
        *self.cleaned.lock().unwrap() += 1;
        Ok(())
    }

    async fn write(&self, name: &BackupName) -> Result<LocalArchive, BackupFailure> {
        if self.hang {
            std::future::pending::<()>().await;
        }
        if self.fail {
            return Err(BackupFailure("the disk is full".into()));
        }
        self.written.lock().unwrap().push(*name);
        Ok(LocalArchive {
            name: *name,
            path: format!("/staging/{name}").into(),
            size_bytes: 1234,
            left_out: Vec::new(),
        })
    }

    async fn verify(&self, archive: &LocalArchive) -> Result<(), BackupFailure> {
        self.verified.lock().unwrap().push(archive.name);
        if self.unreadable {
            return Err(BackupFailure(
                "the backup holds a row the site would not store (row 2 of users)".into(),
            ));
        }
        Ok(())
    }

    async fn discard(&self, _archive: &LocalArchive) -> Result<(), BackupFailure> {
        Ok(())
    }
}

struct Target {
    label: &'static str,
    held: Mutex<Vec<BackupName>>,
    refuses: bool,
}

impl Target {
    fn holding(label: &'static str, held: &[BackupName]) -> Arc<Self> {
        Arc::new(Self {
            label,
            held: Mutex::new(held.to_vec()),
            refuses: false,
        })
    }

    fn held(&self) -> Vec<BackupName> {
        let mut held = self.held.lock().unwrap().clone();
        held.sort();
        held
    }
}

#[async_trait]
impl BackupTarget for Target {
    fn describe(&self) -> String {
        self.label.to_owned()
    }

    async fn clean_leftovers(&self) -> Result<(), BackupFailure> {
        Ok(())
    }

    async fn store(&self, archive: &LocalArchive) -> Result<(), BackupFailure> {
        if self.refuses {
            return Err(BackupFailure("403 Forbidden".into()));
        }
        self.held.lock().unwrap().push(archive.name);
        Ok(())
    }

    async fn list(&self) -> Result<Vec<BackupName>, BackupFailure> {
        Ok(self.held.lock().unwrap().clone())
    }

    async fn delete(&self, name: &BackupName) -> Result<(), BackupFailure> {
        self.held.lock().unwrap().retain(|held| held != name);
        Ok(())
    }
}

fn desk<'a>(
    schedule: &'a Schedule,
    archiver: &'a Archiver,
    targets: &'a [Arc<dyn BackupTarget>],
    clock: &'a FixedClock,
) -> BackupDesk<'a> {
    BackupDesk {
        schedule,
        archiver,
        targets,
        clock,
        policy: BackupPolicy::new(3600, 2).unwrap(),
        lease: LEASE,
        renew_every: RENEW_EVERY,
    }
}

fn names(seconds: &[i64]) -> Vec<BackupName> {
    seconds.iter().map(|s| BackupName::at(at(*s))).collect()
}

async fn never() {
    std::future::pending::<()>().await
}

#[tokio::test]
async fn a_due_backup_goes_to_every_target_which_keeps_the_newest() {
    let schedule = Schedule::default();
    let archiver = Archiver::default();
    let folder = Target::holding("folder", &names(&[-7200, -3600]));
    let bucket = Target::holding("bucket", &[]);
    let targets: Vec<Arc<dyn BackupTarget>> = vec![folder.clone(), bucket.clone()];
    let clock = FixedClock(at(0));

    let pass = back_up_when_due(&desk(&schedule, &archiver, &targets, &clock), never())
        .await
        .unwrap();

    let made = BackupName::at(at(0));
    let BackupPass::Made(report) = pass else {
        panic!("{pass:?}")
    };
    assert!(report.is_clean(), "{report:?}");
    assert_eq!(report.stored, ["folder", "bucket"]);
    assert_eq!(report.deleted, [("folder".to_owned(), names(&[-7200])[0])]);
    assert_eq!(folder.held(), names(&[-3600, 0]));
    assert_eq!(bucket.held(), [made]);
    assert_eq!(*archiver.cleaned.lock().unwrap(), 1);
    assert_eq!(
        *schedule.finished.lock().unwrap(),
        [FinishedBackup {
            started_at: at(0),
            finished_at: at(0),
            size_bytes: 1234,
            everywhere: true
        }]
    );
}

#[tokio::test]
async fn nothing_is_written_before_an_interval_has_passed_since_the_last_run() {
    let schedule = Schedule::default();
    schedule.state.lock().unwrap().last_started_at = Some(at(-3599));
    let archiver = Archiver::default();
    let targets: Vec<Arc<dyn BackupTarget>> = vec![Target::holding("folder", &[])];
    let clock = FixedClock(at(0));

    let pass = back_up_when_due(&desk(&schedule, &archiver, &targets, &clock), never())
        .await
        .unwrap();

    assert_eq!(pass, BackupPass::NotDue);
    assert!(archiver.written.lock().unwrap().is_empty());
    assert_eq!(
        *archiver.cleaned.lock().unwrap(),
        0,
        "only the lease's holder cleans"
    );
}

#[tokio::test]
async fn a_target_that_refuses_leaves_the_run_counted_but_not_a_success() {
    let schedule = Schedule::default();
    let archiver = Archiver::default();
    let folder = Target::holding("folder", &[]);
    let bucket = Arc::new(Target {
        label: "bucket",
        held: Mutex::default(),
        refuses: true,
    });
    let targets: Vec<Arc<dyn BackupTarget>> = vec![folder.clone(), bucket];
    let clock = FixedClock(at(0));

    let pass = back_up_when_due(&desk(&schedule, &archiver, &targets, &clock), never())
        .await
        .unwrap();

    let BackupPass::Made(report) = pass else {
        panic!("{pass:?}")
    };
    assert_eq!(report.stored, ["folder"]);
    assert_eq!(
        report.problems,
        ["storing langhe-backup-20261125T090000Z.tar in bucket: 403 Forbidden"]
    );
    let state = schedule.state.lock().unwrap();
    assert_eq!(state.last_started_at, Some(at(0)));
    assert_eq!(state.last_success_at, None);
}

#[tokio::test]
async fn a_run_that_stores_nothing_is_retried_after_the_retry_delay() {
    let schedule = Schedule::default();
    let archiver = Archiver {
        fail: true,
        ..Archiver::default()
    };
    let folder = Target::holding("folder", &[]);
    let targets: Vec<Arc<dyn BackupTarget>> = vec![folder.clone()];
    let clock = FixedClock(at(0));

    let pass = back_up_when_due(&desk(&schedule, &archiver, &targets, &clock), never())
        .await
        .unwrap();

    assert_eq!(
        pass,
        BackupPass::Failed {
            name: BackupName::at(at(0)),
            why: "writing the archive: the disk is full".into()
        }
    );
    assert_eq!(*schedule.released.lock().unwrap(), [at(600)]);
    assert!(schedule.finished.lock().unwrap().is_empty());
    assert!(folder.held().is_empty());
    let again = back_up_when_due(&desk(&schedule, &archiver, &targets, &clock), never())
        .await
        .unwrap();
    assert_eq!(again, BackupPass::NotDue, "not retried before the delay");
}

#[tokio::test]
async fn an_archive_that_does_not_read_back_is_stored_nowhere_and_retried() {
    let schedule = Schedule::default();
    let archiver = Archiver {
        unreadable: true,
        ..Archiver::default()
    };
    let folder = Target::holding("folder", &names(&[-7200]));
    let targets: Vec<Arc<dyn BackupTarget>> = vec![folder.clone()];
    let clock = FixedClock(at(0));

    let pass = back_up_when_due(&desk(&schedule, &archiver, &targets, &clock), never())
        .await
        .unwrap();

    let made = BackupName::at(at(0));
    assert_eq!(
        pass,
        BackupPass::Unverified {
            name: made,
            why: "langhe-backup-20261125T090000Z.tar does not read back as langhe import \
                  checks it: the backup holds a row the site would not store (row 2 of users)"
                .into()
        }
    );
    assert_eq!(*archiver.verified.lock().unwrap(), [made]);
    assert_eq!(
        folder.held(),
        names(&[-7200]),
        "stored nowhere, and no good archive deleted for it"
    );
    assert!(schedule.finished.lock().unwrap().is_empty());
    assert_eq!(*schedule.released.lock().unwrap(), [at(600)]);
}

/// A run whose archive is never finished, on one folder, renewing its lease every
/// `renew_every`, until `stop`.
async fn hanging_run(
    schedule: &Schedule,
    renew_every: Duration,
    stop: impl Future<Output = ()>,
) -> BackupPass {
    let archiver = Archiver {
        hang: true,
        ..Archiver::default()
    };
    let targets: Vec<Arc<dyn BackupTarget>> = vec![Target::holding("folder", &[])];
    let clock = FixedClock(at(0));
    let mut desk = desk(schedule, &archiver, &targets, &clock);
    desk.renew_every = renew_every;
    back_up_when_due(&desk, stop).await.unwrap()
}

#[tokio::test]
async fn stopping_mid_run_gives_the_lease_back_at_once() {
    let schedule = Schedule::default();

    let pass = hanging_run(&schedule, RENEW_EVERY, async {}).await;

    assert_eq!(pass, BackupPass::Stopped);
    assert_eq!(*schedule.released.lock().unwrap(), [at(0)]);
    assert!(schedule.finished.lock().unwrap().is_empty());
}

#[tokio::test]
async fn a_run_whose_lease_was_taken_over_is_abandoned_unrecorded() {
    let schedule = Schedule::default();
    *schedule.lost.lock().unwrap() = true;

    let pass = hanging_run(&schedule, Duration::from_millis(10), never()).await;

    assert_eq!(pass, BackupPass::LeaseLost);
    assert!(schedule.finished.lock().unwrap().is_empty());
    assert!(schedule.released.lock().unwrap().is_empty());
}
