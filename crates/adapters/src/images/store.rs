//! `ImageStore` over any object_store backend: a local folder or an S3-compatible bucket.

use super::key::{validate_key, validate_prefix};
use async_trait::async_trait;
use domain::images::ImageVersion;
use domain::ports::{ImageInfo, ImageStore, ImageStoreError, StoredImage};
use futures::TryStreamExt;
use object_store::aws::AmazonS3Builder;
use object_store::local::LocalFileSystem;
use object_store::path::Path as ObjectPath;
use object_store::{ObjectMeta, ObjectStore, ObjectStoreExt, PutPayload};
use sha2::{Digest, Sha256};
use std::fmt::Write as _;
use std::path::Path;
use std::sync::Arc;

/// Images stored as objects; every key is checked by [`validate_key`] before it reaches the
/// backend, so no caller-supplied name can address anything outside the image tree.
#[derive(Clone)]
pub struct ObjectStoreImages {
    store: Arc<dyn ObjectStore>,
}

fn unexpected(error: object_store::Error) -> ImageStoreError {
    ImageStoreError::Unexpected(Box::new(error))
}

fn object_path(key: &str) -> Result<ObjectPath, ImageStoreError> {
    let key = validate_key(key)?;
    // Our key rules are stricter than object_store's, so this only fails on a bug.
    ObjectPath::parse(key).map_err(|_| ImageStoreError::InvalidKey)
}

fn not_found_or_unexpected(error: object_store::Error) -> ImageStoreError {
    match error {
        object_store::Error::NotFound { .. } => ImageStoreError::NotFound,
        other => unexpected(other),
    }
}

/// A picture's version: a short hash of what the backend says identifies its bytes, the ETag
/// (S3 derives it from the content, the local store from inode, modification time and size),
/// or of the modification time and size where a backend has none. Hashed so that any backend's
/// ETag becomes a token fit for a URL.
fn version_of(e_tag: Option<&str>, meta: Option<&ObjectMeta>) -> ImageVersion {
    let source = match (e_tag, meta) {
        (Some(tag), _) => tag.to_owned(),
        (None, Some(meta)) => format!("{}-{}", meta.last_modified.timestamp_micros(), meta.size),
        (None, None) => String::new(),
    };
    let digest = Sha256::digest(source.as_bytes());
    let token = digest[..8]
        .iter()
        .fold(String::with_capacity(16), |mut hex, byte| {
            let _ = write!(hex, "{byte:02x}");
            hex
        });
    ImageVersion::parse(&token).expect("hex is a URL-safe token")
}

fn info_of(meta: &ObjectMeta) -> ImageInfo {
    ImageInfo {
        key: meta.location.to_string(),
        version: version_of(meta.e_tag.as_deref(), Some(meta)),
        last_modified: meta.last_modified,
    }
}

impl ObjectStoreImages {
    pub fn new(store: Arc<dyn ObjectStore>) -> Self {
        Self { store }
    }

    /// Images in the folder `dir` (created when missing).
    pub fn local(dir: impl AsRef<Path>) -> anyhow::Result<Self> {
        use anyhow::Context as _;
        let dir = dir.as_ref();
        std::fs::create_dir_all(dir)
            .with_context(|| format!("creating the image folder {}", dir.display()))?;
        let store = LocalFileSystem::new_with_prefix(dir)
            .with_context(|| format!("opening the image folder {}", dir.display()))?;
        Ok(Self::new(Arc::new(store)))
    }

    /// Images in an S3-compatible bucket, configured from the usual `AWS_*` variables
    /// (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_DEFAULT_REGION`, and
    /// `AWS_ENDPOINT_URL` plus `AWS_ALLOW_HTTP=true` for a non-AWS endpoint); the bucket is
    /// created when it does not exist yet.
    pub async fn s3(bucket: &str) -> anyhow::Result<Self> {
        Self::s3_from(AmazonS3Builder::from_env().with_bucket_name(bucket)).await
    }

    /// Images in the bucket `builder` names (created when missing), for callers that spell
    /// the configuration out instead of reading the environment.
    pub async fn s3_from(builder: AmazonS3Builder) -> anyhow::Result<Self> {
        use anyhow::Context as _;
        let store = builder.build().context("configuring the S3 bucket")?;
        super::bucket::create_bucket_if_missing(&store).await?;
        Ok(Self::new(Arc::new(store)))
    }
}

#[async_trait]
impl ImageStore for ObjectStoreImages {
    async fn put(&self, key: &str, bytes: Vec<u8>) -> Result<ImageVersion, ImageStoreError> {
        let path = object_path(key)?;
        let written = self
            .store
            .put(&path, PutPayload::from(bytes))
            .await
            .map_err(unexpected)?;
        match written.e_tag {
            Some(e_tag) => Ok(version_of(Some(&e_tag), None)),
            // Without an ETag the version comes from the metadata a listing will report.
            None => Ok(self.head(key).await?.version),
        }
    }

    async fn get(&self, key: &str) -> Result<StoredImage, ImageStoreError> {
        let path = object_path(key)?;
        let result = self
            .store
            .get(&path)
            .await
            .map_err(not_found_or_unexpected)?;
        let info = info_of(&result.meta);
        let bytes = result.bytes().await.map_err(unexpected)?;
        Ok(StoredImage {
            info,
            bytes: bytes.to_vec(),
        })
    }

    async fn head(&self, key: &str) -> Result<ImageInfo, ImageStoreError> {
        let path = object_path(key)?;
        let meta = self
            .store
            .head(&path)
            .await
            .map_err(not_found_or_unexpected)?;
        Ok(info_of(&meta))
    }

    async fn copy(&self, from: &str, to: &str) -> Result<(), ImageStoreError> {
        let (from, to) = (object_path(from)?, object_path(to)?);
        self.store
            .copy(&from, &to)
            .await
            .map_err(not_found_or_unexpected)
    }

    async fn delete(&self, key: &str) -> Result<(), ImageStoreError> {
        let path = object_path(key)?;
        match self.store.delete(&path).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(error) => Err(unexpected(error)),
        }
    }

    async fn list(&self, prefix: &str) -> Result<Vec<ImageInfo>, ImageStoreError> {
        let folder = validate_prefix(prefix)?;
        let folder = (!folder.is_empty())
            .then(|| ObjectPath::parse(folder).map_err(|_| ImageStoreError::InvalidKey))
            .transpose()?;
        let listed: Result<Vec<_>, _> = self.store.list(folder.as_ref()).try_collect().await;
        let mut images: Vec<ImageInfo> = match listed {
            Ok(objects) => objects.iter().map(info_of).collect(),
            Err(object_store::Error::NotFound { .. }) => Vec::new(),
            Err(error) => return Err(unexpected(error)),
        };
        images.sort_by(|a, b| a.key.cmp(&b.key));
        Ok(images)
    }
}
