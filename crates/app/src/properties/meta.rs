use super::public_lookup::{find_property_for, Audience};
use anyhow::Context;
use domain::ports::PropertyRepository;
use domain::property::ShareKey;
use domain::{Ref, Visibility};

/// Shown when the consultant left the meta title empty (spec §7, property meta).
pub const DEFAULT_PROPERTY_META_TITLE: &str = "Look at this property!";
/// Shown when the consultant left the meta description empty.
pub const DEFAULT_PROPERTY_META_DESCRIPTION: &str = "I found this on Langhe Property";

/// What a page head and a link preview need about a property.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PropertyMeta {
    pub meta_title: String,
    pub meta_description: String,
    pub path: String,
    pub pictures_path: String,
    /// Who may see the page (how long a copy of its QR code may be kept).
    pub visibility: Visibility,
    /// What a link to an unlisted listing carries (its QR code encodes it).
    pub share_key: Option<ShareKey>,
}

#[derive(Debug, thiserror::Error)]
pub enum PropertyMetaError {
    #[error("property not found")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Meta data of a publicly visible property, with the spec's defaults for
/// blank texts so every shared link has a title and a description.
pub async fn property_meta(
    properties: &dyn PropertyRepository,
    reference: &Ref,
) -> Result<PropertyMeta, PropertyMetaError> {
    property_meta_for(properties, reference, Audience::Public).await
}

/// Meta data of a property `audience` may see.
pub async fn property_meta_for(
    properties: &dyn PropertyRepository,
    reference: &Ref,
    audience: Audience,
) -> Result<PropertyMeta, PropertyMetaError> {
    let property = find_property_for(properties, reference, audience)
        .await
        .with_context(|| format!("loading meta of property {reference}"))?
        .ok_or(PropertyMetaError::NotFound)?;
    Ok(PropertyMeta {
        meta_title: or_default(property.meta_title, DEFAULT_PROPERTY_META_TITLE),
        meta_description: or_default(property.meta_description, DEFAULT_PROPERTY_META_DESCRIPTION),
        path: property.path,
        pictures_path: property.pictures_path,
        visibility: property.visibility,
        share_key: property.share_key,
    })
}

pub(crate) fn or_default(text: String, default: &str) -> String {
    if text.trim().is_empty() {
        default.to_owned()
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::properties::fixtures::property;
    use domain::ports::MockPropertyRepository;

    fn repo_returning(stored: Option<domain::Property>) -> MockPropertyRepository {
        let mut repo = MockPropertyRepository::new();
        repo.expect_find_by_ref()
            .returning(move |_| Ok(stored.clone()));
        repo
    }

    #[tokio::test]
    async fn meta_carries_the_stored_texts_and_paths() {
        let stored = property("123", Visibility::Visible);
        let repo = repo_returning(Some(stored.clone()));

        let meta = property_meta(&repo, &stored.reference).await.unwrap();

        assert_eq!(
            meta,
            PropertyMeta {
                meta_title: stored.meta_title,
                meta_description: stored.meta_description,
                path: stored.path,
                pictures_path: stored.pictures_path,
                visibility: Visibility::Visible,
                share_key: None,
            }
        );
    }

    #[tokio::test]
    async fn blank_meta_texts_fall_back_to_the_spec_defaults() {
        let mut stored = property("123", Visibility::Visible);
        stored.meta_title = " ".into();
        stored.meta_description = String::new();
        let repo = repo_returning(Some(stored.clone()));

        let meta = property_meta(&repo, &stored.reference).await.unwrap();

        assert_eq!(meta.meta_title, "Look at this property!");
        assert_eq!(meta.meta_description, "I found this on Langhe Property");
    }

    #[tokio::test]
    async fn a_hidden_property_has_no_public_meta() {
        let stored = property("123", Visibility::Hidden);
        let repo = repo_returning(Some(stored.clone()));

        let result = property_meta(&repo, &stored.reference).await;

        assert!(matches!(result, Err(PropertyMetaError::NotFound)));
    }
}
