use super::SiteReadError;
use anyhow::Context;
use domain::ports::{DatedProperty, PropertyRepository, TownRepository};
use domain::{Ref, Town, TownId};
use futures::{StreamExt, TryStreamExt};
use pictures::ports::{ImageInfo, ImageStore};
use pictures::PropertyImageKeys;
use std::collections::HashMap;
use std::sync::Arc;

/// Properties read per query.
const BATCH: u64 = 200;
/// Image-store listings in flight at once.
const LISTINGS_AT_ONCE: usize = 8;

/// A listing a portal may advertise, with what its entry names besides the property.
#[derive(Debug, Clone, PartialEq)]
pub struct PortalListing {
    pub dated: DatedProperty,
    /// `None` when the property names no town, or one that no longer exists.
    pub town: Option<Arc<Town>>,
    /// Everything stored below the property's folder: its listing picture and galleries.
    pub pictures: Vec<ImageInfo>,
}

/// The visible, unsold properties in ref order, a batch at a time (the catalogue is never in
/// memory as a whole), each batch's picture folders listed a few at once.
pub struct PortalListings {
    properties: Arc<dyn PropertyRepository>,
    images: Arc<dyn ImageStore>,
    towns: HashMap<TownId, Arc<Town>>,
    after: Option<Ref>,
    ended: bool,
}

impl PortalListings {
    pub(super) async fn start(
        properties: Arc<dyn PropertyRepository>,
        images: Arc<dyn ImageStore>,
        towns: &dyn TownRepository,
    ) -> Result<Self, SiteReadError> {
        let towns = towns
            .list()
            .await
            .context("listing the towns")?
            .into_iter()
            .map(|town| (town.id, Arc::new(town)))
            .collect();
        Ok(Self {
            properties,
            images,
            towns,
            after: None,
            ended: false,
        })
    }

    /// The next batch; `None` once every listing was given.
    pub async fn next_batch(&mut self) -> Result<Option<Vec<PortalListing>>, SiteReadError> {
        if self.ended {
            return Ok(None);
        }
        let batch = self
            .properties
            .visible_unsold(self.after.take(), BATCH)
            .await
            .context("reading the visible, unsold properties")?;
        let Some(last) = batch.last() else {
            self.ended = true;
            return Ok(None);
        };
        self.after = Some(last.property.reference.clone());
        self.ended = (batch.len() as u64) < BATCH;
        // Owned folder names: a stream over borrowed listings would not be `Send` for every
        // lifetime, which the HTTP handler serving the feed requires.
        let folders: Vec<String> = batch
            .iter()
            .map(|dated| PropertyImageKeys::of(&dated.property).folder())
            .collect();
        let images = self.images.as_ref();
        let pictures: Vec<Vec<ImageInfo>> = futures::stream::iter(folders)
            .map(|folder| async move {
                images
                    .list(&folder)
                    .await
                    .with_context(|| format!("listing the pictures in {folder}"))
            })
            .buffered(LISTINGS_AT_ONCE)
            .try_collect()
            .await?;
        Ok(Some(
            batch
                .into_iter()
                .zip(pictures)
                .map(|(dated, pictures)| PortalListing {
                    town: dated
                        .property
                        .town_id
                        .and_then(|id| self.towns.get(&id).cloned()),
                    dated,
                    pictures,
                })
                .collect(),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::properties::fixtures::property;
    use crate::towns::fixtures::town;
    use chrono::{TimeZone, Utc};
    use domain::ports::{MockPropertyRepository, MockTownRepository};
    use domain::Visibility;
    use mockall::predicate::eq;
    use mockall::Sequence;
    use pictures::ports::MockImageStore;
    use pictures::ImageVersion;

    fn dated(reference: &str, town: Option<i64>) -> DatedProperty {
        let mut property = property(reference, Visibility::Visible);
        property.town_id = town.map(TownId);
        DatedProperty {
            property,
            changed: Utc.with_ymd_and_hms(2025, 3, 1, 8, 0, 0).unwrap(),
        }
    }

    fn picture(key: &str) -> ImageInfo {
        ImageInfo {
            key: key.into(),
            version: ImageVersion::parse("1").unwrap(),
            last_modified: Utc.with_ymd_and_hms(2025, 3, 1, 8, 0, 0).unwrap(),
        }
    }

    fn towns_holding(towns: Vec<Town>) -> MockTownRepository {
        let mut repository = MockTownRepository::new();
        repository
            .expect_list()
            .times(1)
            .returning(move || Ok(towns.clone()));
        repository
    }

    #[tokio::test]
    async fn each_listing_comes_with_its_town_and_the_pictures_of_its_folder() {
        let mut properties = MockPropertyRepository::new();
        properties
            .expect_visible_unsold()
            .with(eq(None), eq(BATCH))
            .times(1)
            .returning(|_, _| Ok(vec![dated("101", Some(7)), dated("102", Some(99))]));
        let mut images = MockImageStore::new();
        images
            .expect_list()
            .returning(|folder| Ok(vec![picture(&format!("{folder}listing-barolo.jpg"))]));
        let towns = towns_holding(vec![town(7, "Barolo")]);
        let mut listings = PortalListings::start(Arc::new(properties), Arc::new(images), &towns)
            .await
            .unwrap();

        let batch = listings.next_batch().await.unwrap().unwrap();

        assert_eq!(batch.len(), 2);
        assert_eq!(batch[0].town.as_deref(), Some(&town(7, "Barolo")));
        assert_eq!(
            batch[0].pictures,
            vec![picture(
                "properties/101-farmhouse-barolo/listing-barolo.jpg"
            )]
        );
        assert_eq!(batch[1].town, None, "a town that no longer exists is none");
        assert_eq!(
            listings.next_batch().await.unwrap(),
            None,
            "a short batch is the last"
        );
    }

    #[tokio::test]
    async fn a_full_batch_is_followed_by_one_read_after_its_last_ref() {
        let full: Vec<DatedProperty> = (0..BATCH as u32)
            .map(|number| {
                let mut listing = dated("101", None);
                listing.property.reference = Ref::generated(100_000 + number).unwrap();
                listing
            })
            .collect();
        let last = full.last().unwrap().property.reference.clone();
        let mut properties = MockPropertyRepository::new();
        let mut order = Sequence::new();
        properties
            .expect_visible_unsold()
            .with(eq(None), eq(BATCH))
            .times(1)
            .in_sequence(&mut order)
            .returning(move |_, _| Ok(full.clone()));
        properties
            .expect_visible_unsold()
            .with(eq(Some(last)), eq(BATCH))
            .times(1)
            .in_sequence(&mut order)
            .returning(|_, _| Ok(vec![]));
        let mut images = MockImageStore::new();
        images.expect_list().returning(|_| Ok(vec![]));
        let towns = towns_holding(vec![]);
        let mut listings = PortalListings::start(Arc::new(properties), Arc::new(images), &towns)
            .await
            .unwrap();

        assert_eq!(
            listings
                .next_batch()
                .await
                .unwrap()
                .map(|batch| batch.len()),
            Some(BATCH as usize)
        );
        assert_eq!(listings.next_batch().await.unwrap(), None);
        assert_eq!(
            listings.next_batch().await.unwrap(),
            None,
            "nothing is asked again"
        );
    }
}
