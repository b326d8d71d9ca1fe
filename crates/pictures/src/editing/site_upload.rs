//! POST /images for the site's own pictures: a town's, an article's banner, a place's.

use super::upload::{check_size, render_and_store};
use super::{PublishedImage, UploadPictureError};
use crate::ports::{ImageProcessor, ImageStore};
use crate::SitePicture;
use anyhow::Context;
use domain::ports::{ArticleRepository, ContentChange, ContentEvents, TownRepository};
use domain::ArticleId;

/// Where a site picture's owner is looked up.
pub struct SiteOwners<'a> {
    pub towns: &'a dyn TownRepository,
    pub articles: &'a dyn ArticleRepository,
}

/// Stores `upload` as `picture` at every size the pages draw it, once its owner is known to
/// exist (a town with that path, an article with that id; a place needs only a valid key, as
/// any distance may name it). The pages that show it learn of the change.
pub async fn upload_site_picture(
    owners: SiteOwners<'_>,
    images: &dyn ImageStore,
    processor: &dyn ImageProcessor,
    events: &dyn ContentEvents,
    picture: &SitePicture,
    upload: Vec<u8>,
) -> Result<Vec<PublishedImage>, UploadPictureError> {
    let change = match picture {
        SitePicture::Town(path) => {
            let towns = owners.towns.list().await.context("loading the towns")?;
            if !towns.iter().any(|town| &town.path == path) {
                return Err(UploadPictureError::TownNotFound);
            }
            ContentChange::Towns
        }
        SitePicture::ArticleBanner(id) => {
            let id = ArticleId(*id);
            owners
                .articles
                .find(id)
                .await
                .with_context(|| format!("loading article {id}"))?
                .ok_or(UploadPictureError::ArticleNotFound)?;
            ContentChange::Article(id)
        }
        // Any property's distances may show it.
        SitePicture::Place(_) => ContentChange::Everything,
    };
    check_size(&upload)?;
    let published = render_and_store(images, processor, upload, picture.plan()).await?;
    events.publish(&[change]).await;
    Ok(published)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ports::{MockImageProcessor, MockImageStore, RenderedPicture};
    use crate::{ImageVersion, PictureSize};
    use domain::ports::{MockArticleRepository, MockContentEvents, MockTownRepository};
    use domain::{Town, TownId};
    use std::sync::{Arc, Mutex};

    fn processor() -> MockImageProcessor {
        let mut processor = MockImageProcessor::new();
        processor.expect_render().returning(|_, sizes| {
            Ok(sizes
                .into_iter()
                .map(|size| RenderedPicture {
                    size,
                    jpeg: b"jpg".to_vec(),
                    webp: b"webp".to_vec(),
                })
                .collect())
        });
        processor
    }

    fn towns_holding(path: &str) -> MockTownRepository {
        let town = Town {
            id: TownId(1),
            name: "Neive".into(),
            name2: String::new(),
            facts: String::new(),
            short_description: String::new(),
            text: String::new(),
            path: path.into(),
            italian: Default::default(),
        };
        let mut towns = MockTownRepository::new();
        towns
            .expect_list()
            .returning(move || Ok(vec![town.clone()]));
        towns
    }

    #[tokio::test]
    async fn a_towns_picture_is_stored_at_the_listing_size_and_the_towns_change() {
        let written = Arc::new(Mutex::new(Vec::new()));
        let log = written.clone();
        let mut store = MockImageStore::new();
        store.expect_put().returning(move |key, _| {
            log.lock().unwrap().push(key.to_owned());
            Ok(ImageVersion::parse("e1").unwrap())
        });
        let mut events = MockContentEvents::new();
        events
            .expect_publish()
            .withf(|changes| changes == [ContentChange::Towns])
            .times(1)
            .returning(|_| ());
        let owners = SiteOwners {
            towns: &towns_holding("neive"),
            articles: &MockArticleRepository::new(),
        };

        let picture = SitePicture::Town("neive".into());
        upload_site_picture(owners, &store, &processor(), &events, &picture, vec![1])
            .await
            .unwrap();

        assert_eq!(
            *written.lock().unwrap(),
            ["towns/neive.jpg", "towns/neive.webp"]
        );
        assert_eq!(picture.plan()[0].0, PictureSize::Listing);
    }

    #[tokio::test]
    async fn an_unknown_town_or_article_writes_nothing() {
        let mut store = MockImageStore::new();
        store.expect_put().never();
        let mut events = MockContentEvents::new();
        events.expect_publish().never();
        let mut articles = MockArticleRepository::new();
        articles.expect_find().returning(|_| Ok(None));
        let towns = towns_holding("neive");

        for (picture, town_missing) in [
            (SitePicture::Town("barolo".into()), true),
            (SitePicture::ArticleBanner(9), false),
        ] {
            let owners = SiteOwners {
                towns: &towns,
                articles: &articles,
            };
            let error =
                upload_site_picture(owners, &store, &processor(), &events, &picture, vec![1])
                    .await
                    .unwrap_err();
            if town_missing {
                assert!(matches!(error, UploadPictureError::TownNotFound));
            } else {
                assert!(matches!(error, UploadPictureError::ArticleNotFound));
            }
        }
    }
}
