use domain::ports::{ListScope, PropertyRepository, RepositoryError};
use domain::property::ShareKey;
use domain::{Property, Ref};

/// The property with this ref when a visitor whose link carries `key` (if any) may see it:
/// hidden ones do not exist for the public, unlisted ones only with their share key
/// (`Property::is_open_to`). A wrong key and no key are the same "absent" as an unknown ref.
pub async fn find_public_property(
    properties: &dyn PropertyRepository,
    reference: &Ref,
    key: Option<&ShareKey>,
) -> Result<Option<Property>, RepositoryError> {
    let found = properties.find_by_ref(reference).await?;
    Ok(found.filter(|property| property.is_open_to(key)))
}

/// Who is reading: visitors see what is published (and an unlisted listing whose share key
/// their link carries), staff (with the right to see unpublished properties, checked by the
/// caller) see everything.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Audience {
    Public,
    /// A visitor whose link carries this share key.
    Link(ShareKey),
    Staff,
}

impl Audience {
    /// A visitor, with the share key their link carried if it is one.
    pub fn visitor(key: Option<ShareKey>) -> Self {
        key.map_or(Self::Public, Self::Link)
    }

    pub fn list_scope(self) -> ListScope {
        match self {
            Audience::Public | Audience::Link(_) => ListScope::Public,
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
        Audience::Public => find_public_property(properties, reference, None).await,
        Audience::Link(key) => find_public_property(properties, reference, Some(&key)).await,
        Audience::Staff => properties.find_by_ref(reference).await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::properties::fixtures::property;
    use domain::ports::MockPropertyRepository;
    use domain::Visibility;

    fn holding(stored: Property) -> MockPropertyRepository {
        let mut repo = MockPropertyRepository::new();
        repo.expect_find_by_ref()
            .returning(move |_| Ok(Some(stored.clone())));
        repo
    }

    #[tokio::test]
    async fn an_unlisted_property_is_found_with_its_key_only() {
        let key = ShareKey::parse("abcdefghijklmnopqrstuv").unwrap();
        let wrong = ShareKey::parse("abcdefghijklmnopqrstuw").unwrap();
        let mut stored = property("124", Visibility::Unlisted);
        stored.share_key = Some(key);
        let repo = holding(stored.clone());
        let reference = &stored.reference;

        let found = |audience| find_property_for(&repo, reference, audience);
        assert_eq!(
            found(Audience::Link(key)).await.unwrap(),
            Some(stored.clone())
        );
        assert_eq!(found(Audience::Link(wrong)).await.unwrap(), None);
        assert_eq!(found(Audience::Public).await.unwrap(), None);
        assert_eq!(found(Audience::Staff).await.unwrap(), Some(stored.clone()));
    }

    #[test]
    fn a_visitor_with_a_key_reads_the_public_list() {
        let key = ShareKey::parse("abcdefghijklmnopqrstuv").unwrap();
        assert_eq!(Audience::visitor(None), Audience::Public);
        assert_eq!(Audience::visitor(Some(key)), Audience::Link(key));
        assert_eq!(Audience::Link(key).list_scope(), ListScope::Public);
    }
}
