use super::{file_names, signature_of, BACKUP_KEY};
use crate::binary::server::Server;
use backup::ports::BackupTarget;
use backup::BackupName;
use backup_adapters::archive::Signature;
use backup_adapters::targets::BackupBucket;
use object_store::path::Path as ObjectPath;
use object_store::{ObjectStore, ObjectStoreExt};
use std::collections::BTreeSet;
use std::time::Duration;
use test_services::seaweedfs::SeaweedFs;

const KEEP: usize = 2;
const OLD: &str = "langhe-backup-20200101T000000Z.tar";
/// Objects of others, which the retention must leave alone.
const NOT_OURS: [&str; 2] = ["notes.txt", "older/langhe-backup-20200101T000000Z.tar"];

async fn keys(bucket: &dyn ObjectStore) -> BTreeSet<String> {
    use futures::TryStreamExt;
    bucket
        .list(None)
        .map_ok(|object| object.location.to_string())
        .try_collect()
        .await
        .unwrap()
}

/// With `LANGHE_BACKUP_BUCKET` alone, each archive waits in a staging folder of the data
/// directory, goes up to the bucket (on the store the `AWS_*` variables name, as for
/// pictures) and is removed here; the bucket keeps the newest two of ours.
#[tokio::test]
async fn scheduled_backups_go_to_the_bucket_which_keeps_the_newest() {
    let Some(weed) = SeaweedFs::shared().await else {
        return;
    };
    let bucket = SeaweedFs::unique_bucket();
    BackupBucket::open_with(weed.builder(&bucket))
        .await
        .unwrap();
    let store = weed.builder(&bucket).build().unwrap();
    for key in NOT_OURS.iter().chain(&[OLD]) {
        store
            .put(&ObjectPath::from(*key), "not a backup of this site".into())
            .await
            .unwrap();
    }
    let mut environment: Vec<(&str, String)> = weed.environment();
    environment.extend([
        ("LANGHE_BACKUP_BUCKET", bucket.clone()),
        ("LANGHE_BACKUP_INTERVAL_SECONDS", "1".to_owned()),
        ("LANGHE_BACKUP_KEEP", KEEP.to_string()),
        ("LANGHE_BACKUP_KEY", BACKUP_KEY.to_owned()),
    ]);
    let server = Server::start(&crate::binary::backup::pairs(&environment));
    let staging = server.data_dir.join("backup-staging");
    let backups = BackupBucket::open_with(weed.builder(&bucket))
        .await
        .unwrap();
    let old = BackupName::parse(OLD).unwrap();

    let mut seen = BTreeSet::new();
    let mut kept: Vec<BackupName>;
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    loop {
        kept = backups.list().await.unwrap();
        kept.sort();
        seen.extend(kept.iter().copied().filter(|name| *name != old));
        let newest: Vec<&BackupName> = seen.iter().rev().take(KEEP).collect();
        let settled = kept.len() == KEEP && newest.iter().all(|name| kept.contains(name));
        let staged = file_names(&staging);
        if seen.len() >= 4 && settled && staged.is_empty() {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "seen {seen:?}, in the bucket {kept:?}, staged {staged:?}: {:#?}",
            server.stdout_lines()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let in_bucket = keys(&store).await;
    assert!(!in_bucket.contains(OLD), "the oldest of ours went first");
    for other in NOT_OURS {
        assert!(
            in_bucket.contains(other),
            "{other} is not ours: {in_bucket:?}"
        );
    }

    let newest = kept.last().unwrap();
    let downloaded = store
        .get(&ObjectPath::from(newest.to_string()))
        .await
        .unwrap()
        .bytes()
        .await
        .unwrap();
    let folder = tempfile::tempdir().unwrap();
    let copy = folder.path().join("newest.tar");
    std::fs::write(&copy, &downloaded).unwrap();
    assert_eq!(signature_of(&copy).await, Signature::Verified);
}
