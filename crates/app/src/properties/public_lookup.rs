use domain::ports::{PropertyRepository, RepositoryError};
use domain::{Property, Ref};

/// The property with this ref when a visitor may see it: hidden ones do not exist for the
/// public, unlisted ones are served to whoever has the link.
pub(crate) async fn find_public_property(
    properties: &dyn PropertyRepository,
    reference: &Ref,
) -> Result<Option<Property>, RepositoryError> {
    let found = properties.find_by_ref(reference).await?;
    Ok(found.filter(|property| property.visibility.is_public()))
}
