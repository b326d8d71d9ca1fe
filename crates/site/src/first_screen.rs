//! What a data page shows first, shipped with its HTML: the API answers its first screen is
//! drawn from (as the front end would request them) and the picture worth preloading.

use crate::image_preload::{self, ImagePreload};
use crate::initial_data::{ApiAnswer, InitialData};
use crate::page_cache::Shows;
use crate::site_api::SiteApi;
use crate::site_route::{ItemAddress, SiteRoute};
use crate::static_pages;
use app::articles::ARTICLES_PAGE_SIZE;
use domain::property::{ShareKey, SHARE_KEY_PARAMETER};
use domain::{ArticleId, Ref};
use serde::Deserialize;

/// The front end's page size for the property list (spec §9; frontend get-properties.ts).
pub const PROPERTIES_PER_PAGE: u32 = 100;
/// The towns, as the front end requests them (features/towns/api/get-towns.ts).
const TOWNS: &str = "/api/towns";
/// The home page's hero background (frontend/src/features/home/HomePage.module.css): its
/// largest paint, which the browser would find only once the scripts have drawn the page.
pub const HOME_HERO: &str = "/content/life/01.svg";

#[derive(Debug, Clone, Default, PartialEq)]
pub struct FirstScreen {
    pub data: InitialData,
    pub preload: Option<ImagePreload>,
    /// The properties or articles a list page shows.
    pub listed: Vec<Shows>,
}

#[derive(Deserialize)]
struct PropertyCard {
    #[serde(rename = "ref")]
    reference: String,
    listing_image_webp: String,
}

#[derive(Deserialize)]
struct PropertyPage {
    properties: Vec<PropertyCard>,
}

/// The fields of a property answer this module reads.
#[derive(Deserialize)]
struct PropertyFacts {
    visibility: String,
    /// Absent when the property has no background: its page opens on a title banner, with
    /// no picture worth preloading.
    background_image_webp: Option<String>,
}

#[derive(Deserialize)]
struct ArticleFacts {
    banner_image_webp: String,
}

#[derive(Deserialize)]
struct ArticleCard {
    id: i64,
    banner_image_webp: String,
}

#[derive(Deserialize)]
struct ArticlePage {
    articles: Vec<ArticleCard>,
}

/// `share_key`: the one the page's address carries; the front end passes it on to its
/// property requests, so the data is keyed by the same requests.
pub async fn first_screen(
    api: &SiteApi,
    route: &SiteRoute,
    share_key: Option<&ShareKey>,
) -> FirstScreen {
    match route {
        SiteRoute::Static(page) if page.path == static_pages::HOME.path => FirstScreen {
            data: InitialData::default(),
            preload: Some(ImagePreload::File {
                href: HOME_HERO.to_owned(),
                media_type: "image/svg+xml",
            }),
            listed: vec![],
        },
        SiteRoute::PropertyList { page, filters } => {
            let mut path = format!(
                "/api/properties?skip={}&take={PROPERTIES_PER_PAGE}",
                page - 1
            );
            if !filters.is_empty() {
                path = format!("{path}&{filters}");
            }
            // The filter bar offers the towns.
            let (list, towns) = tokio::join!(answer(api, path), answer(api, TOWNS.to_owned()));
            let data = InitialData(list.0.into_iter().chain(towns.0).collect());
            let cards = data
                .first_as::<PropertyPage>()
                .map_or_else(Vec::new, |page| page.properties);
            FirstScreen {
                // The first card's picture: the list's largest paint on a phone.
                preload: cards
                    .first()
                    .map(|card| ImagePreload::webp(&card.listing_image_webp)),
                listed: cards
                    .iter()
                    .filter_map(|card| Ref::parse_stored(&card.reference).ok())
                    .map(Shows::Property)
                    .collect(),
                data,
            }
        }
        SiteRoute::Property(ItemAddress::Existing(reference)) => {
            let query = share_key
                .map(|key| format!("?{SHARE_KEY_PARAMETER}={key}"))
                .unwrap_or_default();
            let detail = format!("/api/properties/{reference}{query}");
            let gallery = format!("/api/properties/{reference}/gallery{query}");
            let (detail_body, gallery_body) =
                tokio::join!(api.get_json(&detail), api.get_json(&gallery));
            let Some(detail_body) = detail_body else {
                return FirstScreen::default();
            };
            let Ok(facts) = serde_json::from_slice::<PropertyFacts>(&detail_body) else {
                return FirstScreen::default();
            };
            // Unlisted homes are shared by link only: their data stays out of the HTML (it is
            // not indexed, but it may be cached or saved along the way).
            if facts.visibility != "visible" {
                return FirstScreen::default();
            }
            let mut data = vec![ApiAnswer {
                path_and_query: detail,
                body: detail_body,
            }];
            data.extend(gallery_body.map(|body| ApiAnswer {
                path_and_query: gallery,
                body,
            }));
            FirstScreen {
                data: InitialData(data),
                preload: facts
                    .background_image_webp
                    .and_then(|webp| ImagePreload::banner(&webp, image_preload::FULL_WIDTH)),
                listed: vec![],
            }
        }
        SiteRoute::ArticleList { page } => {
            let path = format!("/api/articles?skip={}&take={ARTICLES_PAGE_SIZE}", page - 1);
            let data = answer(api, path).await;
            let cards = data
                .first_as::<ArticlePage>()
                .map_or_else(Vec::new, |page| page.articles);
            FirstScreen {
                preload: cards.first().and_then(|article| {
                    ImagePreload::banner(&article.banner_image_webp, image_preload::ARTICLE_CARD)
                }),
                listed: cards
                    .iter()
                    .map(|card| Shows::Article(ArticleId(card.id)))
                    .collect(),
                data,
            }
        }
        SiteRoute::Article(ItemAddress::Existing(id)) => {
            let data = answer(api, format!("/api/articles/{id}")).await;
            let article = data.first_as::<ArticleFacts>();
            FirstScreen {
                preload: article.and_then(|article| {
                    ImagePreload::banner(&article.banner_image_webp, image_preload::FULL_WIDTH)
                }),
                listed: vec![],
                data,
            }
        }
        _ => FirstScreen::default(),
    }
}

/// The answer to one request, or none.
async fn answer(api: &SiteApi, path_and_query: String) -> InitialData {
    let body = api.get_json(&path_and_query).await;
    InitialData(
        body.map(|body| ApiAnswer {
            path_and_query,
            body,
        })
        .into_iter()
        .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_home_hero_preloaded_is_the_one_the_page_draws() {
        let css = include_str!("../../../frontend/src/features/home/HomePage.module.css");
        let hero = &css[css.find(".hero {").unwrap()..];
        let hero = &hero[..hero.find('}').unwrap()];
        assert!(hero.contains(&format!("url('{HOME_HERO}')")), "{hero}");
    }
}
