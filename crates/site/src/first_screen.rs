//! What a data page shows first, shipped with its HTML: the API answers its first screen is
//! drawn from (as the front end would request them) and the picture worth preloading. A
//! property's or an article's page builds those answers from the record its head was drawn
//! from (one read), with the API's own answer types; the lists still ask the API in process,
//! which keeps them in its public list cache.

use crate::image_preload::{self, ImagePreload};
use crate::initial_data::{ApiAnswer, InitialData};
use crate::initial_data_keys as keys;
use crate::page_cache::Shows;
use crate::page_item::PageItem;
use crate::site_api::SiteApi;
use crate::site_route::SiteRoute;
use crate::static_pages;
use api::dto::{
    answer_body, rules_day, ArticleDto, BuyerUseDto, BuyingCostsDto, GalleryDto, ImageLinks,
    PropertyDetailDto, PropertyMediaDto, SuggestedPropertiesDto, TaxBasisDto,
};
use app::properties::{BuyerChoices, GalleryKeys};
use app::site::SiteReads;
use buying_costs::{BuyerUse, TaxBasis};
use domain::property::{ShareKey, SHARE_KEY_PARAMETER};
use domain::{Article, ArticleId, Property, Ref, Visibility};
use serde::Deserialize;

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
    /// Without its cover the card shows the neutral placeholder: nothing to preload.
    #[serde(default = "stored")]
    has_listing: bool,
}

fn stored() -> bool {
    true
}

#[derive(Deserialize)]
struct PropertyPage {
    properties: Vec<PropertyCard>,
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

/// Where a first screen's answers come from.
pub struct FirstScreens<'a> {
    /// The JSON API, asked in process for the lists.
    pub api: &'a SiteApi,
    /// The property page's town and galleries.
    pub reads: &'a SiteReads,
    /// `LANGHE_IMAGE_BASE_URL`, as the API's picture links start.
    pub image_base_url: &'a str,
}

impl FirstScreens<'_> {
    /// `item`: what the route names, as read for the head; `share_key`: the one the page's
    /// address carries; the front end passes it on to its property requests, so the data is
    /// keyed by the same requests.
    pub async fn first_screen(
        &self,
        route: &SiteRoute,
        item: &PageItem,
        share_key: Option<&ShareKey>,
    ) -> FirstScreen {
        let api = self.api;
        match (route, item) {
            (SiteRoute::Static(page), _) if page.path == static_pages::HOME.path => FirstScreen {
                preload: Some(ImagePreload::File {
                    href: HOME_HERO.to_owned(),
                    media_type: "image/svg+xml",
                }),
                ..self.featured().await
            },
            (SiteRoute::Static(page), _) if page.path == static_pages::ITALIAN_HOME.path => {
                self.featured().await
            }
            (SiteRoute::PropertyList { page, filters, .. }, _) => {
                let path = keys::property_list(*page, filters);
                // The filter bar offers the towns.
                let (list, towns) = tokio::join!(answer(api, path), answer(api, keys::towns()));
                let data = InitialData(list.0.into_iter().chain(towns.0).collect());
                let cards = data
                    .first_as::<PropertyPage>()
                    .map_or_else(Vec::new, |page| page.properties);
                FirstScreen {
                    // The first card's picture: the list's largest paint on a phone.
                    preload: cards
                        .first()
                        .filter(|card| card.has_listing)
                        .map(|card| ImagePreload::webp(&card.listing_image_webp)),
                    listed: cards
                        .iter()
                        .filter_map(|card| Ref::parse_stored(&card.reference).ok())
                        .map(Shows::Property)
                        .collect(),
                    data,
                }
            }
            (SiteRoute::Property(..), PageItem::Property(property, galleries)) => {
                self.property(property, galleries.as_deref(), share_key)
                    .await
            }
            (SiteRoute::ArticleList { page }, _) => {
                let path = keys::article_list(*page);
                let data = answer(api, path).await;
                let cards = data
                    .first_as::<ArticlePage>()
                    .map_or_else(Vec::new, |page| page.articles);
                FirstScreen {
                    preload: cards.first().and_then(|article| {
                        ImagePreload::banner(
                            &article.banner_image_webp,
                            image_preload::ARTICLE_CARD,
                        )
                    }),
                    listed: cards
                        .iter()
                        .map(|card| Shows::Article(ArticleId(card.id)))
                        .collect(),
                    data,
                }
            }
            (SiteRoute::Article(..), PageItem::Article(article)) => self.article(article),
            _ => FirstScreen::default(),
        }
    }

    /// The property's detail and galleries, as the API answers them to this visitor's requests.
    /// `galleries`: as the page's head read them (not read again).
    async fn property(
        &self,
        property: &Property,
        galleries: Option<&GalleryKeys>,
        share_key: Option<&ShareKey>,
    ) -> FirstScreen {
        // Unlisted homes are shared by link only: their data stays out of the HTML (it is not
        // indexed, but it may be cached or saved along the way).
        if property.visibility != Visibility::Visible {
            return FirstScreen::default();
        }
        let reference = &property.reference;
        let links = match share_key {
            Some(key) => ImageLinks::new(self.image_base_url).for_link(*key),
            None => ImageLinks::new(self.image_base_url),
        };
        let shown = self
            .reads
            .property_first_screen(property, galleries.cloned())
            .await;
        let detail = match shown.detail {
            Ok(detail) => detail,
            Err(error) => {
                tracing::warn!(%error, "no initial data");
                return FirstScreen::default();
            }
        };
        let detail = PropertyDetailDto::new(detail, links);
        let mut data = vec![ApiAnswer {
            path_and_query: keys::property(reference, share_key),
            body: answer_body(&detail),
        }];
        match shown.galleries {
            Ok(galleries) => data.push(ApiAnswer {
                path_and_query: keys::property_gallery(reference, share_key),
                body: answer_body(&GalleryDto::list(&galleries, reference, links)),
            }),
            Err(error) => tracing::warn!(%error, "no initial galleries"),
        }
        // Below the first screen, but a crawler reads them and the page should not ask for
        // them on start: the floor plans and documents, and the calculator's first estimate.
        match self.reads.property_media(property).await {
            Ok(Some(media)) => data.push(ApiAnswer {
                path_and_query: keys::property_media(reference, share_key),
                body: answer_body(&PropertyMediaDto::new(
                    &media,
                    self.image_base_url,
                    share_key
                        .map(|key| format!("{SHARE_KEY_PARAMETER}={key}"))
                        .as_deref(),
                    false,
                )),
            }),
            Ok(None) => {}
            Err(error) => tracing::warn!(%error, "no initial floor plans and documents"),
        }
        let first_choices = BuyerChoices {
            buyer: BuyerUse::SecondHome,
            basis: TaxBasis::Price,
        };
        if let Some(costs) = self
            .reads
            .buying_costs(property, first_choices, rules_day())
        {
            data.push(ApiAnswer {
                path_and_query: keys::first_property_costs(reference, share_key),
                body: answer_body(&BuyingCostsDto::new(
                    costs,
                    BuyerUseDto::SecondHome,
                    TaxBasisDto::Price,
                )),
            });
        }
        let mut listed = vec![];
        match self.reads.similar_homes(property).await {
            Ok(homes) => {
                listed = suggested_shows(&homes);
                data.push(ApiAnswer {
                    path_and_query: keys::similar_properties(reference, share_key),
                    // Public homes: their picture links carry no key.
                    body: answer_body(&SuggestedPropertiesDto::new(
                        homes,
                        ImageLinks::new(self.image_base_url),
                    )),
                });
            }
            Err(error) => tracing::warn!(%error, "no initial similar homes"),
        }
        FirstScreen {
            data: InitialData(data),
            // Absent when the property has no background: its page opens on a title banner,
            // with no picture worth preloading.
            preload: detail
                .background_image_webp
                .and_then(|webp| ImagePreload::banner(&webp, image_preload::FULL_WIDTH)),
            listed,
        }
    }

    /// The home pages' featured homes, as the API answers `getFeaturedProperties`: the page
    /// shows the catalogue's newest homes, and each of them.
    async fn featured(&self) -> FirstScreen {
        match self.reads.featured_homes().await {
            Ok(homes) => FirstScreen {
                listed: suggested_shows(&homes),
                data: InitialData(vec![ApiAnswer {
                    path_and_query: keys::featured_properties(),
                    body: answer_body(&SuggestedPropertiesDto::new(
                        homes,
                        ImageLinks::new(self.image_base_url),
                    )),
                }]),
                preload: None,
            },
            Err(error) => {
                tracing::warn!(%error, "no featured homes");
                FirstScreen::default()
            }
        }
    }

    /// The article, as the API answers `/api/articles/{id}`.
    fn article(&self, article: &Article) -> FirstScreen {
        let links = ImageLinks::new(self.image_base_url);
        let answer = ArticleDto::new(article.clone(), links);
        FirstScreen {
            preload: ImagePreload::banner(&answer.banner_image_webp, image_preload::FULL_WIDTH),
            data: InitialData(vec![ApiAnswer {
                path_and_query: keys::article(article.id),
                body: answer_body(&answer),
            }]),
            listed: vec![],
        }
    }
}

/// What a page suggesting `homes` shows: each of them, and the catalogue they were chosen from
/// (a new listing, a sale or a new price may change the choice).
fn suggested_shows(homes: &[domain::PropertySummary]) -> Vec<Shows> {
    std::iter::once(Shows::PropertyCatalogue)
        .chain(
            homes
                .iter()
                .map(|home| Shows::Property(home.reference.clone())),
        )
        .collect()
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
