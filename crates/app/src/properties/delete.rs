use anyhow::Context;
use domain::ports::{ContentChange, ContentEvents, PropertyRepository, RepositoryError};
use domain::{Ref, Visibility};
use pictures::ports::ImageStore;
use pictures::PropertyImageKeys;

#[derive(Debug, thiserror::Error)]
pub enum DeletePropertyError {
    #[error("property not found")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Deletes the property, then its pictures and documents. The record goes first: a picture left behind by
/// a failing store is only wasted space, whereas a record without pictures would still be
/// shown. Picture failures are logged, not reported.
pub async fn delete_property(
    properties: &dyn PropertyRepository,
    images: &dyn ImageStore,
    events: &dyn ContentEvents,
    reference: &Ref,
) -> Result<(), DeletePropertyError> {
    let property = properties
        .find_by_ref(reference)
        .await
        .with_context(|| format!("loading property {reference}"))?
        .ok_or(DeletePropertyError::NotFound)?;
    match properties.delete(reference).await {
        Ok(()) => {}
        Err(RepositoryError::NotFound) => return Err(DeletePropertyError::NotFound),
        Err(error) => {
            return Err(anyhow::Error::new(error)
                .context(format!("deleting property {reference}"))
                .into());
        }
    }
    let mut changes = vec![ContentChange::Property(reference.clone())];
    if property.visibility == Visibility::Visible {
        changes.push(ContentChange::PropertyCatalogue);
    }
    events.publish(&changes).await;
    let folder = PropertyImageKeys::of(&property).folder();
    if let Err(error) = delete_folder(images, &folder).await {
        tracing::warn!(%reference, error = format!("{error:#}"), "pictures of a deleted property remain");
    }
    // Its documents' rows went with the record; their PDFs are in the same store.
    if let Err(error) = delete_folder(images, &plans::document_folder(reference)).await {
        tracing::warn!(%reference, error = format!("{error:#}"), "documents of a deleted property remain");
    }
    Ok(())
}

async fn delete_folder(images: &dyn ImageStore, folder: &str) -> anyhow::Result<()> {
    for image in images.list(folder).await.context("listing pictures")? {
        let key = image.key;
        images
            .delete(&key)
            .await
            .with_context(|| format!("deleting {key}"))?;
    }
    Ok(())
}
