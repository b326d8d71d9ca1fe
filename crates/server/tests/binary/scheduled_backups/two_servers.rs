use super::{archives_in, logged_as_made, wait_for, JSON_LOGS};
use crate::binary::server::Server;
use backup::BackupName;
use std::time::Duration;
use test_services::TestDatabase;

const INTERVAL_SECONDS: i64 = 2;

/// Two servers on one PostgreSQL database, backing up into one folder: the database decides
/// which makes each backup, so the archives are at least an interval apart and each was made
/// by one server. When one stops, the other carries on.
#[tokio::test]
async fn two_servers_on_one_postgresql_database_make_one_backup_per_interval() {
    let Some(database) = TestDatabase::postgres().await else {
        eprintln!("note: TEST_DATABASE_URL is not set: the two-server backup test is skipped");
        return;
    };
    let folder = tempfile::tempdir().unwrap();
    let dir = folder.path().to_str().unwrap();
    let interval = INTERVAL_SECONDS.to_string();
    let mut environment = vec![
        ("DATABASE_URL", database.url()),
        ("LANGHE_BACKUP_DIR", dir),
        ("LANGHE_BACKUP_INTERVAL_SECONDS", interval.as_str()),
        ("LANGHE_BACKUP_KEEP", "100"),
    ];
    environment.extend(JSON_LOGS);
    let first = Server::start(&environment);
    let second = Server::start(&environment);

    wait_for("four backups", Duration::from_secs(60), || {
        let made = archives_in(folder.path());
        (made.len() >= 4).then_some(()).ok_or(format!("{made:?}"))
    });
    first.terminate();
    let mut first = first;
    assert!(
        first.exit_within(Duration::from_secs(30)).is_some(),
        "stopped"
    );
    let before_stop = archives_in(folder.path()).len();
    wait_for(
        "two more from the second server",
        Duration::from_secs(60),
        || {
            let made = archives_in(folder.path());
            (made.len() >= before_stop + 2)
                .then_some(())
                .ok_or(format!("{made:?}"))
        },
    );

    let in_folder: Vec<BackupName> = archives_in(folder.path()).into_iter().collect();
    for pair in in_folder.windows(2) {
        let apart = pair[1].made_at() - pair[0].made_at();
        assert!(
            apart >= chrono::Duration::seconds(INTERVAL_SECONDS),
            "{} and {} are {apart} apart: {in_folder:?}",
            pair[0],
            pair[1]
        );
    }
    // The newest may be in place a moment before its server logs it.
    let by_first = logged_as_made(&first.stdout_lines());
    let by_second = logged_as_made(&second.stdout_lines());
    for name in &in_folder[..in_folder.len() - 1] {
        let makers = by_first
            .iter()
            .chain(&by_second)
            .filter(|made| *made == name);
        assert_eq!(
            makers.count(),
            1,
            "{name} made once: first {by_first:?}, second {by_second:?}"
        );
    }
    assert!(
        by_second.contains(&in_folder[before_stop]),
        "the second server went on alone: {by_second:?} after {before_stop} in {in_folder:?}"
    );
    drop(second);
    drop(first);
    database.cleanup().await;
}
