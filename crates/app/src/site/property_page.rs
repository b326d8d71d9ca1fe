use super::reads::SiteReadError;
use crate::properties::{gallery_keys_of, with_town, GalleryKeys, PublicProperty};
use anyhow::Context;
use domain::ports::{ImageStore, TownRepository};
use domain::Property;

/// What a property page's first screen shows besides the property its head was drawn from
/// (read once, by `SiteReads::public_property`): the property with its town, and its
/// galleries, exactly what the API's `getProperty` and `getPropertyGalleries` answer from.
/// Each part fails on its own: the page then goes without it, and the front end loads it.
#[derive(Debug)]
pub struct PropertyFirstScreen {
    pub detail: Result<PublicProperty, SiteReadError>,
    pub galleries: Result<GalleryKeys, SiteReadError>,
}

pub(super) async fn property_first_screen(
    towns: &dyn TownRepository,
    images: &dyn ImageStore,
    property: &Property,
) -> PropertyFirstScreen {
    let reference = &property.reference;
    let (detail, galleries) = tokio::join!(
        with_town(towns, property.clone()),
        gallery_keys_of(images, property)
    );
    PropertyFirstScreen {
        detail: detail
            .with_context(|| format!("the town of property {reference}"))
            .map_err(SiteReadError::from),
        galleries: galleries
            .with_context(|| format!("the galleries of property {reference}"))
            .map_err(SiteReadError::from),
    }
}
