//! How a page's initial data is keyed: by the request the front end makes for each answer,
//! written here once as templates (with the list pages' sizes) and copied into the front end
//! by the site knowledge, where its fetchers build the same requests and the query cache's
//! seeding parses them back.

use app::articles::ARTICLES_PAGE_SIZE;
use domain::property::{ShareKey, SHARE_KEY_PARAMETER};
use domain::{ArticleId, Ref};
use serde_json::{json, Value};

/// The front end's page size for the property list (spec §9).
pub const PROPERTIES_PER_PAGE: u32 = 100;

/// `{skip}`: the zero-based page index; `{take}`: the page size. Filters follow as `&…`.
const PROPERTY_LIST: &str = "/api/properties?skip={skip}&take={take}";
/// The list page's filter bar offers the towns.
const TOWNS: &str = "/api/towns";
/// A share key follows as `?key=…`, on both.
const PROPERTY: &str = "/api/properties/{ref}";
const PROPERTY_GALLERY: &str = "/api/properties/{ref}/gallery";
const SIMILAR_PROPERTIES: &str = "/api/properties/{ref}/similar";
/// The page's floor plans, documents and tour.
const PROPERTY_MEDIA: &str = "/api/properties/{ref}/media";
/// The buying-costs calculator's first estimate; a share key follows as `&key=…`.
const PROPERTY_COSTS: &str = "/api/properties/{ref}/costs?buyer={buyer}&basis={basis}";
/// The calculator's first choices: a second home, taxed on the price (as the API names them).
pub const FIRST_BUYER: &str = "second_home";
pub const FIRST_BASIS: &str = "price";
/// The home pages' homes.
const FEATURED_PROPERTIES: &str = "/api/featured-properties";
const ARTICLE_LIST: &str = "/api/articles?skip={skip}&take={take}";
const ARTICLE: &str = "/api/articles/{id}";

fn fill(template: &str, values: &[(&str, &str)]) -> String {
    values
        .iter()
        .fold(template.to_owned(), |filled, (name, value)| {
            filled.replace(&format!("{{{name}}}"), value)
        })
}

/// `page`: one-based; `filters`: the list filters' query, in the front end's order.
pub fn property_list(page: u32, filters: &str) -> String {
    let path = fill(
        PROPERTY_LIST,
        &[
            ("skip", &(page - 1).to_string()),
            ("take", &PROPERTIES_PER_PAGE.to_string()),
        ],
    );
    if filters.is_empty() {
        path
    } else {
        format!("{path}&{filters}")
    }
}

pub fn towns() -> String {
    TOWNS.to_owned()
}

pub fn property(reference: &Ref, key: Option<&ShareKey>) -> String {
    with_share_key(fill(PROPERTY, &[("ref", &reference.to_string())]), key)
}

pub fn property_gallery(reference: &Ref, key: Option<&ShareKey>) -> String {
    with_share_key(
        fill(PROPERTY_GALLERY, &[("ref", &reference.to_string())]),
        key,
    )
}

pub fn similar_properties(reference: &Ref, key: Option<&ShareKey>) -> String {
    with_share_key(
        fill(SIMILAR_PROPERTIES, &[("ref", &reference.to_string())]),
        key,
    )
}

pub fn property_media(reference: &Ref, key: Option<&ShareKey>) -> String {
    with_share_key(
        fill(PROPERTY_MEDIA, &[("ref", &reference.to_string())]),
        key,
    )
}

/// The estimate for the calculator's first choices ([`FIRST_BUYER`], [`FIRST_BASIS`]).
pub fn first_property_costs(reference: &Ref, key: Option<&ShareKey>) -> String {
    let path = fill(
        PROPERTY_COSTS,
        &[
            ("ref", &reference.to_string()),
            ("buyer", FIRST_BUYER),
            ("basis", FIRST_BASIS),
        ],
    );
    match key {
        Some(key) => format!("{path}&{SHARE_KEY_PARAMETER}={key}"),
        None => path,
    }
}

pub fn featured_properties() -> String {
    FEATURED_PROPERTIES.to_owned()
}

/// `page`: one-based.
pub fn article_list(page: u32) -> String {
    fill(
        ARTICLE_LIST,
        &[
            ("skip", &(page - 1).to_string()),
            ("take", &ARTICLES_PAGE_SIZE.to_string()),
        ],
    )
}

pub fn article(id: ArticleId) -> String {
    fill(ARTICLE, &[("id", &id.to_string())])
}

fn with_share_key(path: String, key: Option<&ShareKey>) -> String {
    match key {
        Some(key) => format!("{path}?{SHARE_KEY_PARAMETER}={key}"),
        None => path,
    }
}

/// The site knowledge's part: the page sizes and the templates.
pub fn knowledge() -> Value {
    json!({
        "propertiesPerPage": PROPERTIES_PER_PAGE,
        "articlesPerPage": ARTICLES_PAGE_SIZE,
        "shareKeyParameter": SHARE_KEY_PARAMETER,
        "requests": {
            "propertyList": PROPERTY_LIST,
            "towns": TOWNS,
            "property": PROPERTY,
            "propertyGallery": PROPERTY_GALLERY,
            "similarProperties": SIMILAR_PROPERTIES,
            "propertyMedia": PROPERTY_MEDIA,
            "propertyCosts": PROPERTY_COSTS,
            "featuredProperties": FEATURED_PROPERTIES,
            "articleList": ARTICLE_LIST,
            "article": ARTICLE,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The calculator's first choices, as the API's query parameters spell them.
    #[test]
    fn the_first_choices_are_the_api_names() {
        use api::dto::{BuyerUseDto, TaxBasisDto};
        use poem_openapi::types::ToJSON;
        assert_eq!(
            BuyerUseDto::SecondHome.to_json(),
            Some(serde_json::json!(FIRST_BUYER))
        );
        assert_eq!(
            TaxBasisDto::Price.to_json(),
            Some(serde_json::json!(FIRST_BASIS))
        );
    }

    #[test]
    fn requests_are_the_templates_filled() {
        let reference = Ref::parse("101").unwrap();
        let key = ShareKey::parse("abcdefghijklmnopqrstuv").unwrap();
        assert_eq!(property_list(2, ""), "/api/properties?skip=1&take=100");
        assert_eq!(
            property_list(1, "kind=villa"),
            "/api/properties?skip=0&take=100&kind=villa"
        );
        assert_eq!(property(&reference, None), "/api/properties/101");
        assert_eq!(
            property_gallery(&reference, Some(&key)),
            "/api/properties/101/gallery?key=abcdefghijklmnopqrstuv"
        );
        assert_eq!(
            similar_properties(&reference, None),
            "/api/properties/101/similar"
        );
        assert_eq!(
            property_media(&reference, Some(&key)),
            "/api/properties/101/media?key=abcdefghijklmnopqrstuv"
        );
        assert_eq!(
            first_property_costs(&reference, None),
            "/api/properties/101/costs?buyer=second_home&basis=price"
        );
        assert_eq!(
            first_property_costs(&reference, Some(&key)),
            "/api/properties/101/costs?buyer=second_home&basis=price&key=abcdefghijklmnopqrstuv"
        );
        assert_eq!(featured_properties(), "/api/featured-properties");
        assert_eq!(article_list(1), "/api/articles?skip=0&take=10");
        assert_eq!(article(ArticleId(7)), "/api/articles/7");
    }
}
