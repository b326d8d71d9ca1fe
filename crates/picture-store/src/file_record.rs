//! On a local folder, each picture's MD5 is kept in an extended attribute of its own file, so
//! that its version is known from a listing and one `getxattr`, never by reading the picture
//! again: a walk over every picture of a large site (the portal feed names hundreds of
//! thousands) costs metadata only, after a restart too, and on every server sharing the folder.
//!
//! A record names the state of the file it was made for (object_store's ETag of a local file:
//! inode, modification time and size) and is believed only while the file is still in that
//! state. object_store writes a new file and renames it over the old one, so a replaced
//! picture is a new inode and carries no record; a file edited in place has a new time. Either
//! way its bytes are read once more and the record is written again.
//!
//! Where the file system keeps no user attributes (some network or temporary file systems)
//! nothing is recorded and the store falls back to reading the bytes once per picture and
//! server, as its in-memory cache allows.

use object_store::local::LocalFileSystem;
use object_store::path::Path as ObjectPath;
use object_store::ObjectMeta;
use std::fs::{File, Metadata};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use xattr::FileExt as _;

use super::content_version::is_content_md5;

/// `user.` is the name space an unprivileged owner of a file may write.
const ATTRIBUTE: &str = "user.langhe.content-md5";

/// The records beside the files of one local image folder.
#[derive(Clone)]
pub struct FileRecords {
    folder: Arc<LocalFileSystem>,
    /// Whether the folder's file system keeps user attributes (probed once, at opening).
    kept: bool,
}

impl FileRecords {
    pub fn new(folder: Arc<LocalFileSystem>, root: &Path) -> Self {
        let kept = keeps_user_attributes(root);
        if !kept {
            tracing::warn!(
                folder = %root.display(),
                "the image folder's file system keeps no extended attributes: each picture's \
                 bytes will be read once per start to work out its version"
            );
        }
        Self { folder, kept }
    }

    /// Records for a folder whose file system keeps no user attributes.
    #[cfg(feature = "test-support")]
    pub fn none(folder: Arc<LocalFileSystem>) -> Self {
        Self {
            folder,
            kept: false,
        }
    }

    /// Whether records are kept: a version then costs one `getxattr`, no more than a look-up
    /// in memory would save.
    pub fn kept(&self) -> bool {
        self.kept
    }

    /// The MD5 recorded for each object of `listed` in the very state the listing saw,
    /// `None` where there is none (never written by this store, or changed since).
    pub async fn read_all(&self, listed: Vec<ObjectMeta>) -> Vec<(ObjectMeta, Option<String>)> {
        if !self.kept {
            return listed.into_iter().map(|meta| (meta, None)).collect();
        }
        let folder = Arc::clone(&self.folder);
        let lookup = move || {
            listed
                .into_iter()
                .map(|meta| {
                    let md5 = file_of(&folder, &meta.location)
                        .and_then(|file| read_record(&file, meta.e_tag.as_deref()?));
                    (meta, md5)
                })
                .collect()
        };
        // One blocking task for the whole listing: a syscall per picture, not a task each.
        tokio::task::spawn_blocking(lookup)
            .await
            .expect("reading picture records does not panic")
    }

    /// [`Self::read_all`] for one object.
    pub async fn read(&self, meta: ObjectMeta) -> (ObjectMeta, Option<String>) {
        let mut read = self.read_all(vec![meta]).await;
        read.pop().expect("one answer per object asked for")
    }

    /// Records `md5` for the object at `location` if its file is still in the state `e_tag`
    /// names (another writer may have replaced it since; then nothing is recorded).
    pub async fn record(&self, location: &ObjectPath, md5: String, e_tag: Option<String>) {
        let (Some(e_tag), true) = (e_tag, self.kept) else {
            return;
        };
        let Some(file) = file_of(&self.folder, location) else {
            return;
        };
        let write = move || write_record(&file, &md5, &e_tag);
        match tokio::task::spawn_blocking(write).await {
            Ok(Ok(())) => {}
            // Losing a record costs one read of the picture later, never a wrong version.
            Ok(Err(error)) => tracing::debug!(%error, "could not record a picture's MD5"),
            Err(error) => tracing::debug!(%error, "recording a picture's MD5 did not finish"),
        }
    }
}

fn file_of(folder: &LocalFileSystem, location: &ObjectPath) -> Option<PathBuf> {
    folder.path_to_filesystem(location).ok()
}

/// The MD5 the record of `file` holds, if the record was made for the state `e_tag` names.
fn read_record(file: &Path, e_tag: &str) -> Option<String> {
    let value = xattr::get(file, ATTRIBUTE).ok()??;
    let value = String::from_utf8(value).ok()?;
    let (md5, recorded_for) = value.split_once(' ')?;
    (recorded_for == e_tag && is_content_md5(md5)).then(|| md5.to_owned())
}

/// Writes the record through a handle on the file, after checking through that same handle
/// that it is in the state `e_tag` names: a path may point at another file by then.
fn write_record(file: &Path, md5: &str, e_tag: &str) -> io::Result<()> {
    let file = File::open(file)?;
    if local_e_tag(&file.metadata()?) != e_tag {
        return Ok(());
    }
    file.set_xattr(ATTRIBUTE, format!("{md5} {e_tag}").as_bytes())
}

/// The ETag object_store gives a local file in the state `metadata` describes (its
/// `local::get_etag`, which is private). Should object_store ever change it, no record
/// matches, pictures are read again, and the contract tests say so.
fn local_e_tag(metadata: &Metadata) -> String {
    use std::os::unix::fs::MetadataExt as _;
    let mtime = metadata
        .modified()
        .ok()
        .and_then(|mtime| mtime.duration_since(std::time::SystemTime::UNIX_EPOCH).ok())
        .unwrap_or_default()
        .as_micros();
    format!("\"{:x}-{mtime:x}-{:x}\"", metadata.ino(), metadata.len())
}

/// Whether the file system under `root` keeps user attributes: asking for one it does not
/// hold answers "no such attribute" where it does, "not supported" where it does not.
fn keeps_user_attributes(root: &Path) -> bool {
    match xattr::get(root, ATTRIBUTE) {
        Ok(_) => true,
        Err(error) => error.raw_os_error() != Some(libc::EOPNOTSUPP),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use object_store::{ObjectStoreExt as _, PutPayload};

    async fn folder_with(key: &str, bytes: &[u8]) -> (tempfile::TempDir, Arc<LocalFileSystem>) {
        let dir = tempfile::tempdir().unwrap();
        let folder = Arc::new(LocalFileSystem::new_with_prefix(dir.path()).unwrap());
        folder
            .put(&key.into(), PutPayload::from(bytes.to_vec()))
            .await
            .unwrap();
        (dir, folder)
    }

    #[tokio::test]
    async fn the_e_tag_worked_out_here_is_the_one_object_store_gives() {
        let (dir, folder) = folder_with("towns/alba.jpg", &[1, 2, 3]).await;
        let meta = folder.head(&"towns/alba.jpg".into()).await.unwrap();
        let on_disk = std::fs::metadata(dir.path().join("towns/alba.jpg")).unwrap();
        assert_eq!(Some(local_e_tag(&on_disk)), meta.e_tag);
    }

    #[tokio::test]
    async fn a_record_is_read_back_only_for_the_state_it_was_made_for() {
        let (dir, folder) = folder_with("towns/alba.jpg", &[1, 2, 3]).await;
        let records = FileRecords::new(Arc::clone(&folder), dir.path());
        assert!(
            records.kept,
            "the test folder's file system keeps attributes"
        );
        let location = ObjectPath::from("towns/alba.jpg");
        let meta = folder.head(&location).await.unwrap();
        let md5 = "900150983cd24fb0d6963f7d28e17f72".to_owned();

        assert_eq!(records.read(meta.clone()).await.1, None, "nothing yet");
        records
            .record(&location, md5.clone(), meta.e_tag.clone())
            .await;
        assert_eq!(records.read(meta.clone()).await.1, Some(md5.clone()));

        let mut other_state = meta.clone();
        other_state.e_tag = Some("\"1-2-3\"".into());
        assert_eq!(records.read(other_state).await.1, None);
    }

    #[tokio::test]
    async fn nothing_is_recorded_for_a_file_no_longer_in_the_state_named() {
        let (dir, folder) = folder_with("towns/alba.jpg", &[1, 2, 3]).await;
        let records = FileRecords::new(Arc::clone(&folder), dir.path());
        let location = ObjectPath::from("towns/alba.jpg");
        let before = folder.head(&location).await.unwrap();
        folder
            .put(&location, PutPayload::from(vec![4, 5, 6]))
            .await
            .unwrap();
        records
            .record(
                &location,
                "900150983cd24fb0d6963f7d28e17f72".into(),
                before.e_tag,
            )
            .await;
        let file = dir.path().join("towns/alba.jpg");
        assert_eq!(xattr::get(&file, ATTRIBUTE).unwrap(), None);
    }

    #[tokio::test]
    async fn a_record_that_is_not_an_md5_is_not_believed() {
        let (dir, folder) = folder_with("towns/alba.jpg", &[1, 2, 3]).await;
        let records = FileRecords::new(Arc::clone(&folder), dir.path());
        let meta = folder.head(&"towns/alba.jpg".into()).await.unwrap();
        let forged = format!("../../etc {}", meta.e_tag.clone().unwrap());
        xattr::set(
            dir.path().join("towns/alba.jpg"),
            ATTRIBUTE,
            forged.as_bytes(),
        )
        .unwrap();
        assert_eq!(records.read(meta).await.1, None);
    }
}
