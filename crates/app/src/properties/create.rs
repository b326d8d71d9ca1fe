use crate::alerts::record_alert_matches;
use crate::html::sanitize_html;
use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::ports::{
    AlertRepository, ContentChange, ContentEvents, PropertyRepository, RepositoryError,
};
use domain::property::{PropertyInput, PropertyValidationError};
use domain::{Property, Visibility};

#[derive(Debug, thiserror::Error)]
pub enum CreatePropertyError {
    #[error(transparent)]
    Invalid(#[from] PropertyValidationError),
    #[error("A property with this reference number already exists")]
    AlreadyExists,
    /// The town id names no stored town.
    #[error("Town not found")]
    UnknownTown,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Checks the body in the spec's order, cleans the description's HTML and stores the new
/// property, created `now`. Pages that showed "not found" at its address change, and the
/// public lists when it is created visible; a listing created visible is news for the
/// saved-search alerts it matches.
pub async fn create_property(
    properties: &dyn PropertyRepository,
    events: &dyn ContentEvents,
    alerts: &dyn AlertRepository,
    input: PropertyInput,
    now: DateTime<Utc>,
) -> Result<Property, CreatePropertyError> {
    let mut property = input.validate(now)?;
    property.description = sanitize_html(&property.description);
    match properties.create(&property).await {
        Ok(()) => {
            events
                .publish(ContentChange::Property(property.reference.clone()))
                .await;
            if property.visibility == Visibility::Visible {
                events.publish(ContentChange::PropertyCatalogue).await;
            }
            record_alert_matches(alerts, None, &property, now).await?;
            Ok(property)
        }
        Err(RepositoryError::Duplicate) => Err(CreatePropertyError::AlreadyExists),
        Err(RepositoryError::UnknownReference) => Err(CreatePropertyError::UnknownTown),
        Err(error) => Err(anyhow::Error::new(error))
            .with_context(|| format!("creating property {}", property.reference))?,
    }
}
