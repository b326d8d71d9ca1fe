use super::reads::SiteReadError;
use crate::properties::{gallery_keys_of, with_town, GalleryKeys, PublicProperty};
use anyhow::Context;
use domain::ports::{PhotoCaptions, TownRepository};
use domain::Property;
use pictures::ports::ImageStore;

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
    captions: &dyn PhotoCaptions,
    property: &Property,
    known: Option<GalleryKeys>,
) -> PropertyFirstScreen {
    let reference = &property.reference;
    let galleries = async {
        match known {
            Some(galleries) => Ok(galleries),
            None => gallery_keys_of(images, captions, property).await,
        }
    };
    let (detail, galleries) = tokio::join!(with_town(towns, property.clone()), galleries);
    PropertyFirstScreen {
        detail: detail
            .with_context(|| format!("the town of property {reference}"))
            .map_err(SiteReadError::from),
        galleries: galleries
            .with_context(|| format!("the galleries of property {reference}"))
            .map_err(SiteReadError::from),
    }
}
