//! Archives in a folder: written as `NAME.partial`, flushed to disk and renamed, so the folder
//! only ever shows complete archives under their names.

use super::on_blocking_thread;
use anyhow::Context;
use async_trait::async_trait;
use backup::ports::{BackupFailure, BackupTarget, LocalArchive};
use backup::BackupName;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone)]
pub struct BackupFolder {
    dir: PathBuf,
}

impl BackupFolder {
    /// The folder `dir`, created owner-only (0700) when missing: the archives hold
    /// addresses and enquiries.
    pub fn open(dir: &Path) -> anyhow::Result<Self> {
        adapters::private_files::create_private_dir(dir)
            .with_context(|| format!("opening the backup folder {}", dir.display()))?;
        Ok(Self {
            dir: dir.to_owned(),
        })
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

/// The names in `dir` that `ours` recognises.
pub(super) fn names_in<T>(dir: &Path, ours: impl Fn(&str) -> Option<T>) -> anyhow::Result<Vec<T>> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).with_context(|| format!("listing {}", dir.display()))? {
        let entry = entry.with_context(|| format!("listing {}", dir.display()))?;
        if let Some(name) = entry.file_name().to_str().and_then(&ours) {
            found.push(name);
        }
    }
    Ok(found)
}

/// Removes the partial archives an interrupted run left in `dir`.
pub(super) fn remove_partials(dir: &Path) -> anyhow::Result<()> {
    for name in names_in(dir, BackupName::parse_partial)? {
        remove_if_present(&dir.join(name.partial()))?;
    }
    Ok(())
}

pub(super) fn remove_if_present(file: &Path) -> anyhow::Result<()> {
    match std::fs::remove_file(file) {
        Err(error) if error.kind() != std::io::ErrorKind::NotFound => {
            Err(error).with_context(|| format!("removing {}", file.display()))
        }
        _ => Ok(()),
    }
}

/// Copies `from` into `dir` as `NAME.partial`, flushes it, and renames it to `NAME`.
fn copy_in(from: &Path, dir: &Path, name: &BackupName) -> anyhow::Result<()> {
    let partial = dir.join(name.partial());
    let mut source =
        std::fs::File::open(from).with_context(|| format!("opening {}", from.display()))?;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut copy = options
        .open(&partial)
        .with_context(|| format!("creating {}", partial.display()))?;
    std::io::copy(&mut source, &mut copy)
        .with_context(|| format!("writing {}", partial.display()))?;
    copy.sync_all()
        .with_context(|| format!("writing {} to disk", partial.display()))?;
    crate::archive::move_into_place(&partial, &dir.join(name.to_string()))
}

#[async_trait]
impl BackupTarget for BackupFolder {
    fn describe(&self) -> String {
        format!("folder {}", self.dir.display())
    }

    async fn clean_leftovers(&self) -> Result<(), BackupFailure> {
        let dir = self.dir.clone();
        on_blocking_thread(move || remove_partials(&dir)).await
    }

    /// An archive written straight into this folder (the archiver's staging place when a
    /// folder is configured) is already stored.
    async fn store(&self, archive: &LocalArchive) -> Result<(), BackupFailure> {
        let (from, dir, name) = (archive.path.clone(), self.dir.clone(), archive.name);
        if from == dir.join(name.to_string()) {
            return Ok(());
        }
        on_blocking_thread(move || copy_in(&from, &dir, &name)).await
    }

    async fn list(&self) -> Result<Vec<BackupName>, BackupFailure> {
        let dir = self.dir.clone();
        on_blocking_thread(move || names_in(&dir, BackupName::parse)).await
    }

    async fn delete(&self, name: &BackupName) -> Result<(), BackupFailure> {
        let file = self.dir.join(name.to_string());
        on_blocking_thread(move || remove_if_present(&file)).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{TimeZone, Utc};

    fn name(second: u32) -> BackupName {
        BackupName::at(Utc.with_ymd_and_hms(2026, 11, 25, 9, 0, second).unwrap())
    }

    fn files(dir: &Path) -> Vec<String> {
        let mut names = names_in(dir, |name| Some(name.to_owned())).unwrap();
        names.sort();
        names
    }

    #[tokio::test]
    async fn an_archive_from_elsewhere_is_copied_in_and_only_our_names_are_touched() {
        let scratch = tempfile::tempdir().unwrap();
        let dir = scratch.path().join("backups");
        let folder = BackupFolder::open(&dir).unwrap();
        let made = scratch.path().join("made.tar");
        std::fs::write(&made, b"the archive").unwrap();
        for other in ["notes.txt", "langhe-backup-latest.tar", "site.tar.partial"] {
            std::fs::write(dir.join(other), b"someone else's").unwrap();
        }
        std::fs::write(dir.join(name(1).partial()), b"cut short").unwrap();

        folder.clean_leftovers().await.unwrap();
        for second in [2, 3] {
            let archive = LocalArchive {
                name: name(second),
                path: made.clone(),
                size_bytes: 11,
                left_out: Vec::new(),
            };
            folder.store(&archive).await.unwrap();
        }
        assert_eq!(
            std::fs::read(dir.join(name(3).to_string())).unwrap(),
            b"the archive"
        );
        let mut listed = folder.list().await.unwrap();
        listed.sort();
        assert_eq!(listed, [name(2), name(3)]);
        folder.delete(&name(2)).await.unwrap();
        folder.delete(&name(2)).await.unwrap();
        assert_eq!(
            files(&dir),
            [
                "langhe-backup-20261125T090003Z.tar",
                "langhe-backup-latest.tar",
                "notes.txt",
                "site.tar.partial"
            ]
        );
    }

    #[tokio::test]
    async fn an_archive_written_into_the_folder_is_stored_as_it_is() {
        let scratch = tempfile::tempdir().unwrap();
        let folder = BackupFolder::open(scratch.path()).unwrap();
        let path = scratch.path().join(name(4).to_string());
        std::fs::write(&path, b"written here").unwrap();
        let archive = LocalArchive {
            name: name(4),
            path,
            size_bytes: 12,
            left_out: Vec::new(),
        };
        folder.store(&archive).await.unwrap();
        assert_eq!(
            files(scratch.path()),
            ["langhe-backup-20261125T090004Z.tar"]
        );
    }
}
