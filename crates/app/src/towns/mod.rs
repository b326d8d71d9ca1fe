//! Towns: reading, and the admin's writes.

mod write;

pub use write::{create_town, update_town, CreateTownError, UpdateTownError};

use anyhow::Context;
use domain::ports::TownRepository;
use domain::{Town, TownId};

#[derive(Debug, thiserror::Error)]
pub enum ListTownsError {
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Debug, thiserror::Error)]
pub enum GetTownError {
    #[error("town not found")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Every town, ordered by name.
pub async fn list_towns(towns: &dyn TownRepository) -> Result<Vec<Town>, ListTownsError> {
    Ok(towns.list().await.context("listing towns")?)
}

pub async fn get_town(towns: &dyn TownRepository, id: TownId) -> Result<Town, GetTownError> {
    towns
        .find(id)
        .await
        .with_context(|| format!("loading town {id}"))?
        .ok_or(GetTownError::NotFound)
}

/// A sample town for the unit tests.
#[cfg(test)]
pub(crate) mod fixtures {
    use domain::{Town, TownId};

    pub(crate) fn town(id: i64, name: &str) -> Town {
        Town {
            id: TownId(id),
            name: name.into(),
            name2: String::new(),
            facts: String::new(),
            short_description: String::new(),
            text: String::new(),
            path: name.to_lowercase(),
            italian: Default::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::fixtures::town;
    use super::*;
    use domain::ports::{MockTownRepository, RepositoryError};
    use mockall::predicate::eq;

    #[tokio::test]
    async fn lists_every_town_the_repository_holds() {
        let mut repo = MockTownRepository::new();
        repo.expect_list()
            .returning(|| Ok(vec![town(1, "Alba"), town(2, "Barolo")]));

        let towns = list_towns(&repo).await.unwrap();

        assert_eq!(towns, vec![town(1, "Alba"), town(2, "Barolo")]);
    }

    #[tokio::test]
    async fn a_town_is_found_by_its_id() {
        let mut repo = MockTownRepository::new();
        repo.expect_find()
            .with(eq(TownId(2)))
            .returning(|_| Ok(Some(town(2, "Barolo"))));

        assert_eq!(get_town(&repo, TownId(2)).await.unwrap(), town(2, "Barolo"));
    }

    #[tokio::test]
    async fn an_unknown_town_is_not_found() {
        let mut repo = MockTownRepository::new();
        repo.expect_find().returning(|_| Ok(None));

        assert!(matches!(
            get_town(&repo, TownId(9)).await,
            Err(GetTownError::NotFound)
        ));
    }

    #[tokio::test]
    async fn a_storage_failure_while_listing_is_unexpected() {
        let mut repo = MockTownRepository::new();
        repo.expect_list()
            .returning(|| Err(RepositoryError::unexpected(std::io::Error::other("locked"))));

        assert!(matches!(
            list_towns(&repo).await,
            Err(ListTownsError::Unexpected(_))
        ));
    }
}
