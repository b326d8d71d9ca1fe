use crate::ImageVersion;
use async_trait::async_trait;
use chrono::{DateTime, Utc};

/// Failures of the image store.
#[derive(Debug, thiserror::Error)]
pub enum ImageStoreError {
    #[error("image not found")]
    NotFound,
    /// The key leaves the image tree or holds characters we never write.
    #[error("invalid image key")]
    InvalidKey,
    #[error("image storage failure: {0}")]
    Unexpected(#[source] Box<dyn std::error::Error + Send + Sync>),
}

/// What the store knows about one picture without reading it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImageInfo {
    pub key: String,
    /// A digest of the bytes at `key`: new bytes get a new version, and the same bytes get
    /// the same version in every store (so a backup restored elsewhere keeps its URLs).
    pub version: ImageVersion,
    pub last_modified: DateTime<Utc>,
}

/// A picture read from the store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredImage {
    pub info: ImageInfo,
    pub bytes: Vec<u8>,
}

/// Binary objects under keys such as `properties/123-villa/listing-villa.jpg`.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait ImageStore: Send + Sync {
    /// Writes (or replaces) the object at `key`; answers the version of what was written,
    /// the same one `head`, `get` and `list` report for it afterwards.
    /// # Errors
    /// `InvalidKey` for a key outside the image tree, `Unexpected` when the store fails.
    async fn put(&self, key: &str, bytes: Vec<u8>) -> Result<ImageVersion, ImageStoreError>;

    /// # Errors
    /// MUST return `NotFound` when nothing is stored at `key`.
    async fn get(&self, key: &str) -> Result<StoredImage, ImageStoreError>;

    /// What `get` would report about `key`, without reading its bytes.
    /// # Errors
    /// MUST return `NotFound` when nothing is stored at `key`.
    async fn head(&self, key: &str) -> Result<ImageInfo, ImageStoreError>;

    /// Stores at `to` what is stored at `from` (replacing it), within the store: a hard link
    /// on a local disk, a server-side copy in a bucket.
    /// # Errors
    /// MUST return `NotFound` when nothing is stored at `from`.
    async fn copy(&self, from: &str, to: &str) -> Result<(), ImageStoreError>;

    /// Deleting a missing key succeeds (idempotent).
    /// # Errors
    /// `InvalidKey` for a key outside the image tree, `Unexpected` when the store fails.
    async fn delete(&self, key: &str) -> Result<(), ImageStoreError>;

    /// Every object below `prefix` (a folder, ending in '/'), sorted by key.
    /// # Errors
    /// `InvalidKey` for a prefix outside the image tree, `Unexpected` when the store fails.
    async fn list(&self, prefix: &str) -> Result<Vec<ImageInfo>, ImageStoreError>;
}
