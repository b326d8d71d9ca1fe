//! The scheduled backups' shared record: a lease one server at a time holds, the runs an
//! interval apart, and a record only the lease's holder may write.

use backup::ports::{BackupSchedule, BackupScheduleState, FinishedBackup};
use backup_adapters::schedule::SqlBackupSchedule;
use chrono::{DateTime, Utc};
use domain::ports::RepositoryError;
use sea_orm::DatabaseConnection;
use std::sync::Arc;

const HOUR: i64 = 3600;

fn at(seconds: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(1_800_000_000 + seconds, 0).unwrap()
}

/// Takes the lease at `now` for ten minutes, due when the last run started an hour before.
async fn take(schedule: &SqlBackupSchedule, now: i64) -> Option<backup::ports::BackupLease> {
    schedule
        .take(at(now), at(now - HOUR), at(now + 600))
        .await
        .unwrap()
}

fn run(started: i64, finished: i64, everywhere: bool) -> FinishedBackup {
    FinishedBackup {
        started_at: at(started),
        finished_at: at(finished),
        size_bytes: 123_456,
        everywhere,
    }
}

pub async fn a_lease_is_held_until_it_ends_and_runs_are_an_interval_apart(
    conn: DatabaseConnection,
) {
    let schedule = SqlBackupSchedule::new(conn);
    assert_eq!(
        schedule.state().await.unwrap(),
        BackupScheduleState::default()
    );
    let first = take(&schedule, 0).await.expect("due: nothing ran yet");
    assert_eq!(take(&schedule, 1).await, None, "held while the lease runs");
    schedule.extend(&first, at(1200)).await.unwrap();
    assert_eq!(
        take(&schedule, 700).await,
        None,
        "held after it was renewed"
    );

    schedule.finish(&first, &run(0, 5, true)).await.unwrap();
    assert_eq!(
        schedule.state().await.unwrap(),
        BackupScheduleState {
            last_started_at: Some(at(0)),
            last_success_at: Some(at(5)),
            last_size_bytes: Some(123_456),
        }
    );
    assert_eq!(take(&schedule, HOUR - 1).await, None, "not due yet");
    let second = take(&schedule, HOUR)
        .await
        .expect("due an interval after the last start");
    assert_eq!(
        schedule
            .finish(&first, &run(HOUR, HOUR, true))
            .await
            .unwrap_err()
            .to_string(),
        RepositoryError::NotFound.to_string(),
        "an ended lease records nothing"
    );

    // A failed run: no one tries again before the retry time.
    schedule.release(&second, at(HOUR + 600)).await.unwrap();
    assert_eq!(take(&schedule, HOUR + 599).await, None);
    let third = take(&schedule, HOUR + 601).await.expect("free again");
    // Stored in some targets only: counted for the schedule, not as a success.
    schedule
        .finish(&third, &run(HOUR + 601, HOUR + 700, false))
        .await
        .unwrap();
    let state = schedule.state().await.unwrap();
    assert_eq!(state.last_started_at, Some(at(HOUR + 601)));
    assert_eq!(state.last_success_at, Some(at(5)));
}

pub async fn a_lease_that_ran_out_is_taken_over_and_its_holder_can_no_longer_write(
    conn: DatabaseConnection,
) {
    let schedule = SqlBackupSchedule::new(conn);
    let crashed = take(&schedule, 0).await.unwrap();
    assert_eq!(take(&schedule, 600).await, None, "held up to its end");
    let next = take(&schedule, 601)
        .await
        .expect("taken over once it ran out");
    assert!(matches!(
        schedule.extend(&crashed, at(2000)).await,
        Err(RepositoryError::NotFound)
    ));
    assert!(matches!(
        schedule.finish(&crashed, &run(0, 700, true)).await,
        Err(RepositoryError::NotFound)
    ));
    assert!(matches!(
        schedule.release(&crashed, at(700)).await,
        Err(RepositoryError::NotFound)
    ));
    schedule.finish(&next, &run(601, 700, true)).await.unwrap();
    assert_eq!(
        schedule.state().await.unwrap().last_started_at,
        Some(at(601))
    );
}

/// Eight servers ask at the same moment, round after round: one gets the lease each time.
pub async fn racing_servers_get_one_lease(conn: DatabaseConnection) {
    let schedule = Arc::new(SqlBackupSchedule::new(conn));
    for round in 0..10 {
        let now = round * HOUR;
        let askers = (0..8).map(|_| {
            let schedule = schedule.clone();
            tokio::spawn(async move { take(&schedule, now).await })
        });
        let mut granted = Vec::new();
        for asker in askers {
            granted.extend(asker.await.unwrap());
        }
        assert_eq!(granted.len(), 1, "round {round}: {granted:?}");
        schedule
            .finish(&granted[0], &run(now, now + 1, true))
            .await
            .unwrap();
    }
}
