use super::{archives_in, wait_for, BACKUP_KEY};
use crate::binary::backup::{
    add_an_enquiry, answers, assert_restored_the_same, import, pairs, restored_site_environment,
    SOURCE_ENVIRONMENT,
};
use crate::binary::server::{admin_session, Server};
use backup::BackupName;
use std::time::Duration;
use test_services::seaweedfs::SeaweedFs;
use test_services::TestDatabase;

/// The demo site on SQLite and local pictures backs itself up; its newest backup, made after
/// the last change, restores into a PostgreSQL and S3 site that has started once already
/// (the start recorded its bookkeeping and backup schedule, which are not content), and
/// every answer and picture is the same there.
#[tokio::test]
async fn the_newest_scheduled_backup_restores_into_an_empty_postgresql_and_s3_site() {
    let Some(weed) = SeaweedFs::shared().await else {
        return;
    };
    let Some(database) = TestDatabase::postgres().await else {
        eprintln!(
            "note: TEST_DATABASE_URL is not set: the restore of a scheduled backup is skipped"
        );
        return;
    };
    let folder = tempfile::tempdir().unwrap();
    let source_backups = folder.path().join("source-backups");
    let mut source_environment = vec![
        ("LANGHE_DEMO_CONTENT", "true"),
        ("LANGHE_BACKUP_DIR", source_backups.to_str().unwrap()),
        ("LANGHE_BACKUP_INTERVAL_SECONDS", "3"),
        ("LANGHE_BACKUP_KEEP", "3"),
        ("LANGHE_BACKUP_KEY", BACKUP_KEY),
    ];
    source_environment.extend(SOURCE_ENVIRONMENT);
    let source = Server::start(&source_environment);
    let token = admin_session(&source);
    add_an_enquiry(&source.data_dir).await;
    let changed = BackupName::at(chrono::Utc::now());
    let before = answers(&source, &token).await;

    let newest = wait_for(
        "a backup begun after the last change",
        Duration::from_secs(120),
        || {
            let made = archives_in(&source_backups);
            made.iter()
                .rev()
                .find(|name| **name > changed)
                .copied()
                .ok_or(format!("{made:?}"))
        },
    );
    let archive = folder.path().join("newest.tar");
    std::fs::hard_link(source_backups.join(newest.to_string()), &archive).unwrap();

    let mut environment = restored_site_environment(weed, &database);
    let target_data = folder.path().join("target");
    let target_backups = folder.path().join("target-backups");
    {
        let mut first_start = environment.clone();
        first_start.push(("LANGHE_BACKUP_DIR", target_backups.display().to_string()));
        let empty_site = Server::start_in(&target_data, &pairs(&first_start));
        wait_for(
            "the empty site's own backup",
            Duration::from_secs(30),
            || {
                (!archives_in(&target_backups).is_empty())
                    .then_some(())
                    .ok_or(String::new())
            },
        );
        drop(empty_site);
    }
    environment.push(("LANGHE_BACKUP_KEY", BACKUP_KEY.to_owned()));
    let imported = import(&target_data, &environment, &archive);
    let said = String::from_utf8_lossy(&imported.stdout);
    assert!(imported.status.success(), "{imported:?}");
    assert!(
        said.contains("signature: valid (LANGHE_BACKUP_KEY)"),
        "{said}"
    );
    assert!(said.contains("1 enquiries"), "{said}");

    let target = Server::start_in(&target_data, &pairs(&environment));
    assert_restored_the_same(&source, &target, &token, &before, weed, &environment).await;
    drop(target);
    database.cleanup().await;
}
