//! The dependency checks behind readiness: the database and the image store.

use async_trait::async_trait;
use domain::ports::DependencyCheck;
use pictures::ports::{ImageStore, ImageStoreError};
use sea_orm::DatabaseConnection;
use std::sync::Arc;

/// The database answers a ping on a pooled connection.
pub struct DatabaseCheck(pub DatabaseConnection);

#[async_trait]
impl DependencyCheck for DatabaseCheck {
    fn name(&self) -> &'static str {
        "database"
    }

    async fn check(&self) -> Result<(), String> {
        self.0.ping().await.map_err(|error| error.to_string())
    }
}

/// The image store answers a metadata read; "not found" is an answer, so no probe object
/// has to exist, and nothing is written.
pub struct ImageStoreCheck(pub Arc<dyn ImageStore>);

/// A key no picture is ever stored under.
const PROBE_KEY: &str = "readiness-probe/none.jpg";

#[async_trait]
impl DependencyCheck for ImageStoreCheck {
    fn name(&self) -> &'static str {
        "image_store"
    }

    async fn check(&self) -> Result<(), String> {
        match self.0.head(PROBE_KEY).await {
            Ok(_) | Err(ImageStoreError::NotFound) => Ok(()),
            Err(error) => Err(format!("{:#}", anyhow::Error::new(error))),
        }
    }
}
