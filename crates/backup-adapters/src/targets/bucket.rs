//! Archives in an S3-compatible bucket (`LANGHE_BACKUP_BUCKET`, configured like the pictures'
//! bucket). Each is sent as a multipart upload read from the local archive a few parts at a
//! time: the object appears under its name only when the upload completes, and a failed one
//! is aborted.

use super::failure;
use anyhow::Context;
use async_trait::async_trait;
use backup::ports::{BackupFailure, BackupTarget, LocalArchive};
use backup::BackupName;
use object_store::aws::{AmazonS3, AmazonS3Builder, AmazonS3ConfigKey};
use object_store::path::Path as ObjectPath;
use object_store::{ObjectStore, ObjectStoreExt, WriteMultipart};
use tokio::io::AsyncReadExt;

/// Bytes per uploaded part: S3 wants at least 5 MiB (but the last) and at most 10,000 parts,
/// so archives up to 80 GB.
const PART_BYTES: usize = 8 << 20;
/// Parts in flight at once; memory held is about this many parts plus one.
const PARTS_AT_ONCE: usize = 2;
/// Bytes read from the local archive at a time.
const READ_BYTES: usize = 1 << 20;

pub struct BackupBucket {
    store: AmazonS3,
    /// The bucket's name, for the log.
    name: String,
}

impl BackupBucket {
    /// The bucket `name` on the store the `AWS_*` variables describe (as for pictures),
    /// created when missing.
    pub async fn open(name: &str) -> anyhow::Result<Self> {
        Self::open_with(picture_store::s3_bucket::from_env(name)).await
    }

    /// The bucket `builder` names, created when missing.
    pub async fn open_with(builder: AmazonS3Builder) -> anyhow::Result<Self> {
        let name = builder
            .get_config_value(&AmazonS3ConfigKey::Bucket)
            .unwrap_or_default();
        Ok(Self {
            store: picture_store::s3_bucket::open(builder)
                .await
                .context("opening the backup bucket")?,
            name,
        })
    }

    async fn upload(&self, archive: &LocalArchive) -> anyhow::Result<()> {
        let location = ObjectPath::from(archive.name.to_string());
        let mut file = tokio::fs::File::open(&archive.path)
            .await
            .with_context(|| format!("opening {}", archive.path.display()))?;
        let upload = self
            .store
            .put_multipart(&location)
            .await
            .context("starting the upload")?;
        let mut writer = WriteMultipart::new_with_chunk_size(upload, PART_BYTES);
        let mut buffer = vec![0; READ_BYTES];
        let sent: anyhow::Result<()> = async {
            loop {
                let read = file
                    .read(&mut buffer)
                    .await
                    .with_context(|| format!("reading {}", archive.path.display()))?;
                if read == 0 {
                    return Ok(());
                }
                writer
                    .wait_for_capacity(PARTS_AT_ONCE)
                    .await
                    .context("uploading a part")?;
                writer.write(&buffer[..read]);
            }
        }
        .await;
        match sent {
            Ok(()) => {
                writer.finish().await.context("completing the upload")?;
                Ok(())
            }
            Err(error) => {
                if let Err(abort) = writer.abort().await {
                    tracing::warn!(%abort, "could not abort a failed backup upload");
                }
                Err(error)
            }
        }
    }
}

#[async_trait]
impl BackupTarget for BackupBucket {
    fn describe(&self) -> String {
        format!("bucket {}", self.name)
    }

    /// An upload that never completed shows no object (a bucket lifecycle rule can drop its
    /// parts; docs/deploy.md), so nothing is left to clean here.
    async fn clean_leftovers(&self) -> Result<(), BackupFailure> {
        Ok(())
    }

    async fn store(&self, archive: &LocalArchive) -> Result<(), BackupFailure> {
        self.upload(archive).await.map_err(failure)
    }

    /// The bucket's top level, where the archives are.
    async fn list(&self) -> Result<Vec<BackupName>, BackupFailure> {
        let listed = self
            .store
            .list_with_delimiter(None)
            .await
            .map_err(failure)?;
        Ok(listed
            .objects
            .iter()
            .filter_map(|object| BackupName::parse(object.location.as_ref()))
            .collect())
    }

    async fn delete(&self, name: &BackupName) -> Result<(), BackupFailure> {
        match self.store.delete(&ObjectPath::from(name.to_string())).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(error) => Err(failure(error)),
        }
    }
}
