use crate::html::sanitize_html;
use anyhow::Context;
use domain::ports::{PropertyRepository, RepositoryError};
use domain::property::{PropertyInput, PropertyValidationError};
use domain::Property;

#[derive(Debug, thiserror::Error)]
pub enum UpdatePropertyError {
    #[error(transparent)]
    Invalid(#[from] PropertyValidationError),
    #[error("property not found")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Replaces the editable fields of the property named by the body's ref.
///
/// The ref, `path` and `pictures_path` are fixed at creation: they name the property's page
/// and every one of its image keys, so the stored values are kept and whatever the body says
/// for them is ignored (after the same presence checks as on creation, so one body works for
/// both calls). The creation date and the pictures version are kept too.
pub async fn update_property(
    properties: &dyn PropertyRepository,
    input: PropertyInput,
) -> Result<Property, UpdatePropertyError> {
    let edited = input.validate(chrono::Utc::now())?;
    let stored = properties
        .find_by_ref(&edited.reference)
        .await
        .with_context(|| format!("loading property {}", edited.reference))?
        .ok_or(UpdatePropertyError::NotFound)?;
    let property = Property {
        path: stored.path,
        pictures_path: stored.pictures_path,
        created_date: stored.created_date,
        pictures_version: stored.pictures_version,
        description: sanitize_html(&edited.description),
        ..edited
    };
    match properties.update(&property).await {
        Ok(()) => Ok(property),
        Err(RepositoryError::NotFound) => Err(UpdatePropertyError::NotFound),
        Err(error) => Err(anyhow::Error::new(error))
            .with_context(|| format!("updating property {}", property.reference))?,
    }
}
