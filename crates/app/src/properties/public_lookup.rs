use domain::ports::{ListScope, PropertyRepository, RepositoryError};
use domain::{Property, Ref};

/// The property with this ref when a visitor may see it: hidden ones do not exist for the
/// public, unlisted ones are served to whoever has the link.
pub async fn find_public_property(
    properties: &dyn PropertyRepository,
    reference: &Ref,
) -> Result<Option<Property>, RepositoryError> {
    let found = properties.find_by_ref(reference).await?;
    Ok(found.filter(|property| property.visibility.is_public()))
}

/// Who is reading: visitors see what is published, staff (with the right to see unpublished
/// properties, checked by the caller) see everything.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Audience {
    Public,
    Staff,
}

impl Audience {
    pub fn list_scope(self) -> ListScope {
        match self {
            Audience::Public => ListScope::Public,
            Audience::Staff => ListScope::Staff,
        }
    }
}

/// The property with this ref when `audience` may see it.
pub(crate) async fn find_property_for(
    properties: &dyn PropertyRepository,
    reference: &Ref,
    audience: Audience,
) -> Result<Option<Property>, RepositoryError> {
    match audience {
        Audience::Public => find_public_property(properties, reference).await,
        Audience::Staff => properties.find_by_ref(reference).await,
    }
}
