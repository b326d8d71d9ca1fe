//! Backups the server makes on its own (`LANGHE_BACKUP_DIR`, `LANGHE_BACKUP_BUCKET`): they
//! appear, signed, and only the newest are kept; several servers on one database make one per
//! interval; the newest restores into an empty PostgreSQL and S3 site; a late one is logged;
//! one that would not restore is removed, logged and counted;
//! bad settings stop start-up. Every wait is for files, objects, metrics or log lines, with a
//! deadline.

mod bucket;
mod folder;
mod lateness;
mod restore;
mod settings;
mod two_servers;
mod unverified;

use backup::BackupName;
use backup_adapters::archive::{check_archive, ArchiveTrust, BackupKey, Signature};
use serde_json::Value;
use std::collections::BTreeSet;
use std::path::Path;
use std::time::{Duration, Instant};

pub const BACKUP_KEY: &str = "a-backup-key-kept-away-from-the-backups";

/// Waits up to `within` for `found` to answer `Some`, looking every 100 ms; `what` and the
/// last look say why when it never does.
pub fn wait_for<T>(
    what: &str,
    within: Duration,
    mut found: impl FnMut() -> Result<T, String>,
) -> T {
    let deadline = Instant::now() + within;
    loop {
        match found() {
            Ok(value) => return value,
            Err(last) if Instant::now() > deadline => {
                panic!("waited {within:?} for {what}; last look: {last}")
            }
            Err(_) => std::thread::sleep(Duration::from_millis(100)),
        }
    }
}

/// The archives of our naming scheme in `folder`.
pub fn archives_in(folder: &Path) -> BTreeSet<BackupName> {
    file_names(folder)
        .iter()
        .filter_map(|name| BackupName::parse(name))
        .collect()
}

pub fn file_names(folder: &Path) -> BTreeSet<String> {
    std::fs::read_dir(folder)
        .map(|entries| {
            entries
                .map(|entry| entry.unwrap().file_name().into_string().unwrap())
                .collect()
        })
        .unwrap_or_default()
}

/// Whether `archive` carries the signature of [`BACKUP_KEY`] (and passes every other check
/// `langhe import` makes before writing).
pub async fn signature_of(archive: &Path) -> Signature {
    let trust = ArchiveTrust {
        key: Some(BackupKey::new(BACKUP_KEY.as_bytes())),
        trust_unsigned: false,
    };
    check_archive(archive, &trust)
        .await
        .unwrap_or_else(|error| panic!("{} does not pass the checks: {error}", archive.display()))
        .signature
}

/// The archives the server's JSON log says it made.
pub fn logged_as_made(stdout: &[String]) -> Vec<BackupName> {
    stdout
        .iter()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .filter(|line| line["fields"]["message"] == "scheduled backup made")
        .map(|line| {
            BackupName::parse(line["fields"]["archive"].as_str().unwrap()).expect("an archive name")
        })
        .collect()
}

/// Logs as JSON, with the backup task's lines.
pub const JSON_LOGS: [(&str, &str); 2] = [
    ("LANGHE_LOG_FORMAT", "json"),
    ("RUST_LOG", "warn,server::backup_worker=info"),
];
