//! `ImageStore` over any object_store backend: a local folder or an S3-compatible bucket.

use super::key::{validate_key, validate_prefix};
use async_trait::async_trait;
use domain::ports::{ImageStore, ImageStoreError};
use futures::TryStreamExt;
use object_store::aws::AmazonS3Builder;
use object_store::local::LocalFileSystem;
use object_store::path::Path as ObjectPath;
use object_store::{ObjectStore, ObjectStoreExt, PutPayload};
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
    /// `AWS_ENDPOINT_URL` plus `AWS_ALLOW_HTTP=true` for a non-AWS endpoint).
    pub fn s3(bucket: &str) -> anyhow::Result<Self> {
        use anyhow::Context as _;
        let store = AmazonS3Builder::from_env()
            .with_bucket_name(bucket)
            .build()
            .with_context(|| format!("configuring the S3 bucket {bucket}"))?;
        Ok(Self::new(Arc::new(store)))
    }
}

#[async_trait]
impl ImageStore for ObjectStoreImages {
    async fn put(&self, key: &str, bytes: Vec<u8>) -> Result<(), ImageStoreError> {
        let path = object_path(key)?;
        self.store
            .put(&path, PutPayload::from(bytes))
            .await
            .map_err(unexpected)?;
        Ok(())
    }

    async fn get(&self, key: &str) -> Result<Vec<u8>, ImageStoreError> {
        let path = object_path(key)?;
        let result = match self.store.get(&path).await {
            Ok(result) => result,
            Err(object_store::Error::NotFound { .. }) => return Err(ImageStoreError::NotFound),
            Err(error) => return Err(unexpected(error)),
        };
        let bytes = result.bytes().await.map_err(unexpected)?;
        Ok(bytes.to_vec())
    }

    async fn delete(&self, key: &str) -> Result<(), ImageStoreError> {
        let path = object_path(key)?;
        match self.store.delete(&path).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(error) => Err(unexpected(error)),
        }
    }

    async fn list(&self, prefix: &str) -> Result<Vec<String>, ImageStoreError> {
        let folder = validate_prefix(prefix)?;
        let folder = (!folder.is_empty())
            .then(|| ObjectPath::parse(folder).map_err(|_| ImageStoreError::InvalidKey))
            .transpose()?;
        let listed: Result<Vec<_>, _> = self.store.list(folder.as_ref()).try_collect().await;
        let mut keys: Vec<String> = match listed {
            Ok(objects) => objects
                .into_iter()
                .map(|meta| meta.location.to_string())
                .collect(),
            Err(object_store::Error::NotFound { .. }) => Vec::new(),
            Err(error) => return Err(unexpected(error)),
        };
        keys.sort();
        Ok(keys)
    }
}
