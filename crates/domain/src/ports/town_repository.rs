use super::RepositoryError;
use crate::town::NewTown;
use crate::{Town, TownId};
use async_trait::async_trait;

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait TownRepository: Send + Sync {
    /// Every town, ordered by name.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn list(&self) -> Result<Vec<Town>, RepositoryError>;

    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn find(&self, id: TownId) -> Result<Option<Town>, RepositoryError>;

    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn create(&self, town: &NewTown) -> Result<TownId, RepositoryError>;

    /// Replaces the town's fields, keeping its Italian texts when `town.italian` is `None`,
    /// and returns the town as stored.
    /// # Errors
    /// MUST return `NotFound` when no town has this id.
    async fn update(&self, id: TownId, town: &NewTown) -> Result<Town, RepositoryError>;
}
