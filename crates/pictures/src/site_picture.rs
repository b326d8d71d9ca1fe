//! The pictures of the site outside a property's folder that staff upload from the site: a
//! town's picture, an article's banner and a distance place's picture (`keys.rs` names them).

use super::keys::{article_banner_key, banner_keys, is_valid_key_segment, place_key, town_key};
use super::target::ImagePathError;
use super::{PictureSize, BANNER_PICTURE_SIZES};
use domain::property::validation::is_place_key;

/// What a site-picture upload names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SitePicture {
    /// The picture of the town whose `path` this is (`towns/{path}.jpg`).
    Town(String),
    /// The banner of the article with this id (`articles/{id}/banner.jpg`).
    ArticleBanner(i64),
    /// The picture of a distance's place key (`places/{place}.jpg`).
    Place(String),
}

impl SitePicture {
    /// `towns/{path}`, `articles/{id}/banner` (or `articles/{id}`) and `places/{place}`, each
    /// with or without its `.jpg`. `None` for a key of another kind (a property's picture);
    /// an error for a site key that names no picture an upload may write.
    pub fn parse(key: &str) -> Option<Result<Self, ImagePathError>> {
        let key = key.trim_end_matches('/');
        let key = key.strip_suffix(".jpg").unwrap_or(key);
        let (kind, rest) = key.split_once('/')?;
        let parsed = match kind {
            "towns" if is_valid_key_segment(rest) && !rest.contains('/') => {
                Ok(Self::Town(rest.to_owned()))
            }
            "places" if is_place_key(rest) => Ok(Self::Place(rest.to_owned())),
            "articles" => {
                let id = rest.strip_suffix("/banner").unwrap_or(rest);
                // Written as the id is (no leading zero), so one banner has one key.
                id.parse::<i64>()
                    .ok()
                    .filter(|number| *number > 0 && number.to_string() == id)
                    .map(Self::ArticleBanner)
                    .ok_or(ImagePathError::NotValid)
            }
            "towns" | "places" => Err(ImagePathError::NotValid),
            _ => return None,
        };
        Some(parsed)
    }

    /// The `.jpg` key of the picture itself.
    pub fn key(&self) -> String {
        match self {
            Self::Town(path) => town_key(path),
            Self::ArticleBanner(id) => article_banner_key(*id),
            Self::Place(place) => place_key(place),
        }
    }

    /// Each size to render and the `.jpg` key it goes to: a town's and a place's picture at
    /// the listing size (as the pages draw them), a banner at the full width and the
    /// narrower widths phones get.
    pub fn plan(&self) -> Vec<(PictureSize, String)> {
        match self {
            Self::Town(_) | Self::Place(_) => vec![(PictureSize::Listing, self.key())],
            Self::ArticleBanner(_) => BANNER_PICTURE_SIZES
                .into_iter()
                .zip(banner_keys(&self.key()))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(key: &str) -> Option<Result<SitePicture, ImagePathError>> {
        SitePicture::parse(key)
    }

    #[test]
    fn towns_articles_and_places_are_named_with_or_without_their_file_ending() {
        let town = Some(Ok(SitePicture::Town("la-morra".into())));
        assert_eq!(parse("towns/la-morra"), town);
        assert_eq!(parse("towns/la-morra.jpg"), town);
        let banner = Some(Ok(SitePicture::ArticleBanner(7)));
        assert_eq!(parse("articles/7/banner"), banner);
        assert_eq!(parse("articles/7/banner.jpg"), banner);
        assert_eq!(parse("articles/7"), banner);
        assert_eq!(
            parse("places/airports"),
            Some(Ok(SitePicture::Place("airports".into())))
        );
    }

    #[test]
    fn property_keys_are_not_site_pictures() {
        assert_eq!(parse("properties/123-v/listing"), None);
        assert_eq!(parse("listing"), None);
    }

    #[test]
    fn site_keys_naming_no_picture_are_refused() {
        for bad in [
            "towns/../etc",
            "towns/a/b",
            "places/Alba",
            "places/a b",
            "articles/x/banner",
            "articles/0/banner",
            "articles/007/banner",
            "articles/7/other",
        ] {
            assert_eq!(parse(bad), Some(Err(ImagePathError::NotValid)), "{bad}");
        }
    }

    #[test]
    fn banners_are_rendered_at_every_width_and_towns_at_the_listing_size() {
        assert_eq!(
            SitePicture::ArticleBanner(7).plan(),
            vec![
                (PictureSize::Background, "articles/7/banner.jpg".into()),
                (
                    PictureSize::BannerMedium,
                    "articles/7/banner-900w.jpg".into()
                ),
                (
                    PictureSize::BannerSmall,
                    "articles/7/banner-600w.jpg".into()
                ),
            ]
        );
        assert_eq!(
            SitePicture::Town("neive".into()).plan(),
            vec![(PictureSize::Listing, "towns/neive.jpg".into())]
        );
        assert_eq!(
            SitePicture::Place("alba".into()).plan(),
            vec![(PictureSize::Listing, "places/alba.jpg".into())]
        );
    }
}
