use super::{archives_in, file_names, signature_of, wait_for, BACKUP_KEY};
use crate::binary::metrics::{sample, scrape};
use crate::binary::server::Server;
use backup::BackupName;
use backup_adapters::archive::Signature;
use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;

const KEEP: usize = 2;
/// A leftover of ours from an interrupted run, an old archive of ours, and files of others.
const LEFTOVER: &str = "langhe-backup-20200101T000000Z.tar.partial";
const OLD: &str = "langhe-backup-20200101T000000Z.tar";
const NOT_OURS: [&str; 3] = ["notes.txt", "site.tar", "langhe-backup-latest.tar"];

#[tokio::test]
async fn scheduled_backups_appear_in_the_folder_signed_and_only_the_newest_are_kept() {
    let folder = tempfile::tempdir().unwrap();
    let dir = folder.path().join("backups");
    std::fs::create_dir(&dir).unwrap();
    for name in [LEFTOVER, OLD].iter().chain(&NOT_OURS) {
        std::fs::write(dir.join(name), "not a backup of this site").unwrap();
    }
    // A stray file in the image store (a half-written temporary file after a crash): left
    // out of every archive, which must still pass langhe import's checks.
    let data = folder.path().join("data");
    std::fs::create_dir_all(data.join("images/towns")).unwrap();
    std::fs::write(data.join("images/towns/planted.html"), "<p>stray</p>").unwrap();
    let started = chrono::Utc::now();
    let server = Server::start_in(
        &data,
        &[
            ("LANGHE_BACKUP_DIR", dir.to_str().unwrap()),
            ("LANGHE_BACKUP_INTERVAL_SECONDS", "1"),
            ("LANGHE_BACKUP_KEEP", "2"),
            ("LANGHE_BACKUP_KEY", BACKUP_KEY),
        ],
    );
    let old = BackupName::parse(OLD).unwrap();

    // Several runs, each deleting the oldest: the folder settles at the newest two.
    let mut sizes: BTreeMap<BackupName, u64> = BTreeMap::new();
    let kept = wait_for(
        "four runs and the newest two kept",
        Duration::from_secs(60),
        || {
            let now = archives_in(&dir);
            for name in &now {
                if let Ok(meta) = std::fs::metadata(dir.join(name.to_string())) {
                    sizes.entry(*name).or_insert(meta.len());
                }
            }
            let made: BTreeSet<_> = sizes.keys().filter(|name| **name != old).collect();
            let newest: Vec<_> = made.iter().rev().take(KEEP).map(|name| **name).collect();
            let settled = now.len() == KEEP && newest.iter().all(|name| now.contains(name));
            if made.len() >= 4 && settled {
                Ok(now)
            } else {
                Err(format!(
                    "made {made:?}, in the folder {:?}",
                    file_names(&dir)
                ))
            }
        },
    );
    let names = file_names(&dir);
    assert!(
        !names.contains(OLD),
        "the oldest of ours went first: {names:?}"
    );
    assert!(
        !names.contains(LEFTOVER),
        "an interrupted run's file is cleaned: {names:?}"
    );
    for other in NOT_OURS {
        assert!(
            names.contains(other),
            "{other} is not ours to delete: {names:?}"
        );
    }

    let scraped = scrape(&server, "");
    let last_success = sample(&scraped, "backup_last_success_timestamp_seconds", &[]);
    let last_size = sample(&scraped, "backup_last_size_bytes", &[]);
    assert!(
        last_success > started.timestamp() as f64
            && last_success <= chrono::Utc::now().timestamp() as f64 + 1.0,
        "{scraped}"
    );
    assert!(
        sizes.values().any(|size| *size as f64 == last_size),
        "backup_last_size_bytes {last_size} is one archive's size: {sizes:?}"
    );

    let newest = kept.last().unwrap();
    let copy = folder.path().join("newest.tar");
    std::fs::hard_link(dir.join(newest.to_string()), &copy).unwrap();
    assert_eq!(signature_of(&copy).await, Signature::Verified);
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(&copy).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600, "an archive holds addresses and enquiries");
}
