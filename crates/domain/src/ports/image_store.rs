use async_trait::async_trait;

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

/// Binary objects under keys such as `images/properties/123-villa/listing-villa.jpg`.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait ImageStore: Send + Sync {
    /// Writes (or replaces) the object at `key`.
    async fn put(&self, key: &str, bytes: Vec<u8>) -> Result<(), ImageStoreError>;

    /// # Errors
    /// MUST return `NotFound` when nothing is stored at `key`.
    async fn get(&self, key: &str) -> Result<Vec<u8>, ImageStoreError>;

    /// Deleting a missing key succeeds (idempotent).
    async fn delete(&self, key: &str) -> Result<(), ImageStoreError>;

    /// Every key below `prefix` (a folder, ending in '/'), sorted ascending.
    async fn list(&self, prefix: &str) -> Result<Vec<String>, ImageStoreError>;
}
