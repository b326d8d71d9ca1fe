//! The archive itself: a plain tar file (pictures are JPEG and WebP, which do not compress),
//! each entry owner-only, written to a partial file that is renamed into place once complete.

use anyhow::Context;
use std::fs::File;
use std::io::{BufWriter, Read, Write};
use std::path::{Path, PathBuf};

pub(crate) struct ArchiveWriter {
    builder: tar::Builder<BufWriter<File>>,
    partial: PathBuf,
    target: PathBuf,
    mtime: u64,
}

impl ArchiveWriter {
    pub(crate) fn create(target: &Path, mtime: u64) -> anyhow::Result<Self> {
        let mut partial = target.as_os_str().to_owned();
        partial.push(".partial");
        let partial = PathBuf::from(partial);
        let file = std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .mode_owner_only()
            .open(&partial)
            .with_context(|| format!("creating {}", partial.display()))?;
        Ok(Self {
            builder: tar::Builder::new(BufWriter::new(file)),
            partial,
            target: target.to_owned(),
            mtime,
        })
    }

    pub(crate) fn append(&mut self, path: &str, bytes: &[u8]) -> anyhow::Result<()> {
        let mut header = tar::Header::new_gnu();
        header.set_entry_type(tar::EntryType::Regular);
        header.set_size(bytes.len() as u64);
        header.set_mode(0o600);
        header.set_mtime(self.mtime);
        self.builder
            .append_data(&mut header, path, bytes)
            .with_context(|| format!("writing {path} into the archive"))
    }

    /// Completes the archive and moves it to its name.
    pub(crate) fn finish(self) -> anyhow::Result<()> {
        let mut file = self
            .builder
            .into_inner()
            .context("completing the archive")?
            .into_inner()
            .map_err(|e| e.into_error())
            .context("writing the archive")?;
        file.flush()?;
        file.sync_all().context("writing the archive to disk")?;
        move_into_place(&self.partial, &self.target)
    }

    /// Removes the partial file after a failure.
    pub(crate) fn abandon(self) {
        let partial = self.partial.clone();
        drop(self.builder);
        let _ = std::fs::remove_file(partial);
    }
}

/// Renames the complete file `partial` to `target` and flushes the folder, so that after a
/// crash the folder holds the archive under its name or not at all.
pub(crate) fn move_into_place(partial: &Path, target: &Path) -> anyhow::Result<()> {
    std::fs::rename(partial, target)
        .with_context(|| format!("moving the archive to {}", target.display()))?;
    let folder = match target.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder,
        _ => Path::new("."),
    };
    File::open(folder)
        .and_then(|folder| folder.sync_all())
        .with_context(|| format!("writing the folder {} to disk", folder.display()))
}

trait OwnerOnly {
    fn mode_owner_only(&mut self) -> &mut Self;
}

impl OwnerOnly for std::fs::OpenOptions {
    /// The archive holds e-mail addresses, enquiries and hashed tokens: the owner's alone.
    fn mode_owner_only(&mut self) -> &mut Self {
        std::os::unix::fs::OpenOptionsExt::mode(self, 0o600)
    }
}

/// An archive's entries, read on a thread of their own and handed over a few at a time, so
/// an archive larger than memory is read with a bounded amount of it.
pub(crate) type Entry = anyhow::Result<(String, Vec<u8>)>;

pub(crate) fn entries(file: &Path) -> anyhow::Result<tokio::sync::mpsc::Receiver<Entry>> {
    let opened = File::open(file).with_context(|| format!("opening {}", file.display()))?;
    let (sender, receiver) = tokio::sync::mpsc::channel(4);
    std::thread::spawn(move || {
        if let Err(error) = read_entries(opened, &sender) {
            let _ = sender.blocking_send(Err(error));
        }
    });
    Ok(receiver)
}

fn read_entries(file: File, sender: &tokio::sync::mpsc::Sender<Entry>) -> anyhow::Result<()> {
    let mut archive = tar::Archive::new(std::io::BufReader::new(file));
    for entry in archive.entries().context("reading the archive")? {
        let mut entry = entry.context("reading the archive")?;
        if entry.header().entry_type() != tar::EntryType::Regular {
            continue;
        }
        let path = entry
            .path()
            .context("an entry's name")?
            .to_str()
            .context("an entry's name is not UTF-8")?
            .to_owned();
        let mut bytes = Vec::with_capacity(entry.size().min(64 << 20) as usize);
        entry
            .read_to_end(&mut bytes)
            .with_context(|| format!("reading {path}"))?;
        if sender.blocking_send(Ok((path, bytes))).is_err() {
            // The reader stopped listening (it refused the archive): nothing more to do.
            return Ok(());
        }
    }
    Ok(())
}
