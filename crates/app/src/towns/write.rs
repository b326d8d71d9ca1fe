//! Creating and editing towns (admin only; the caller checks the role).

use crate::html::sanitize_html;
use anyhow::Context;
use domain::ports::{ContentChange, ContentEvents, RepositoryError, TownRepository};
use domain::town::NewTown;
use domain::town_input::{TownInput, TownValidationError};
use domain::{Town, TownId};

#[derive(Debug, thiserror::Error)]
pub enum CreateTownError {
    #[error(transparent)]
    Invalid(#[from] TownValidationError),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Debug, thiserror::Error)]
pub enum UpdateTownError {
    #[error(transparent)]
    Invalid(#[from] TownValidationError),
    #[error("town not found")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

fn checked(input: TownInput) -> Result<NewTown, TownValidationError> {
    let mut town = input.validate()?;
    town.text = sanitize_html(&town.text);
    if let Some(italian) = &mut town.italian {
        italian.text = sanitize_html(&italian.text);
    }
    Ok(town)
}

pub async fn create_town(
    towns: &dyn TownRepository,
    events: &dyn ContentEvents,
    input: TownInput,
) -> Result<Town, CreateTownError> {
    let town = checked(input)?;
    let id = towns.create(&town).await.context("creating a town")?;
    events.publish(&[ContentChange::Towns]).await;
    Ok(with_id(id, town))
}

pub async fn update_town(
    towns: &dyn TownRepository,
    events: &dyn ContentEvents,
    id: TownId,
    input: TownInput,
) -> Result<Town, UpdateTownError> {
    match towns.update(id, &checked(input)?).await {
        Ok(town) => {
            events.publish(&[ContentChange::Towns]).await;
            Ok(town)
        }
        Err(RepositoryError::NotFound) => Err(UpdateTownError::NotFound),
        Err(error) => Err(anyhow::Error::new(error)
            .context(format!("updating town {id}"))
            .into()),
    }
}

/// A new town as stored: its Italian texts are what was sent, or none.
fn with_id(id: TownId, town: NewTown) -> Town {
    let NewTown {
        name,
        name2,
        facts,
        short_description,
        text,
        path,
        italian,
    } = town;
    Town {
        id,
        name,
        name2,
        facts,
        short_description,
        text,
        path,
        italian: italian.unwrap_or_default(),
    }
}
