//! What the front end must know before (or without) asking the server — its routes and the
//! screen each shows, page titles and descriptions, which role may do what, how URL suffixes
//! are cleaned, the price texts an editor's preview shows before the server has answered, the
//! published picture sizes, how a page's initial data is keyed (the requests the front end
//! makes, and the list pages' sizes), the texts a new property or article starts with
//! (`domain::default_texts`), the buying-cost rules the buyer's guide states
//! (`buying_costs::RuleBook`) — written once here (or in the domain) and copied into the front
//! end as `frontend/src/config/site-knowledge.generated.ts` by `langhe dump-site-knowledge`.
//! A test fails when the committed copy differs.

use crate::{buying_cost_rules, initial_data_keys, page_heads, routes_knowledge};
use domain::default_texts::{
    DefaultText, ARTICLE_DEFAULT_TEXTS, DEFAULT_DISTANCES, PROPERTY_DEFAULT_TEXTS,
};
use domain::money::{
    CARD_PLEASE_CALL_TEXT, CARD_PLEASE_CALL_TEXT_IT, CURRENCY_SYMBOL, PRICE_BOX_PLEASE_CALL_TEXT,
    PRICE_BOX_PLEASE_CALL_TEXT_IT, SOLD_TEXT, SOLD_TEXT_IT,
};
use domain::property::{NEW_TEXT, REDUCED_ON_TEXT, UNDER_OFFER_TEXT};
use domain::settings::{URL_SUFFIX_PREFIX, URL_SUFFIX_STRIPPED};
use domain::{Permission, Role};
use pictures::{PictureSize, BANNER_PICTURE_SIZES};
use serde_json::{json, Map, Value};

/// Where the front end's copy lives, relative to the repository.
pub const SITE_KNOWLEDGE_FILE: &str = "frontend/src/config/site-knowledge.generated.ts";
pub const REGENERATE: &str =
    "cargo run -p server --bin langhe -- dump-site-knowledge > frontend/src/config/site-knowledge.generated.ts";

/// The rights of each staff role, by the front end's names.
fn roles() -> Value {
    let rights = |role: Role| -> Value {
        Permission::ALL
            .into_iter()
            .filter(|&permission| role.allows(permission))
            .map(|permission| Value::from(permission.name()))
            .collect()
    };
    let table: Map<String, Value> = [Role::Admin, Role::Agent]
        .into_iter()
        .map(|role| (role.as_str().to_owned(), rights(role)))
        .collect();
    Value::Object(table)
}

/// Every published picture size by name, and the widths a full-width picture is stored at,
/// narrowest first (its `srcset`).
fn picture_sizes() -> Value {
    let sizes: Map<String, Value> = PictureSize::ALL
        .into_iter()
        .map(|size| (size.name().to_owned(), json!(size.dimensions())))
        .collect();
    let mut banner_widths: Vec<u32> = BANNER_PICTURE_SIZES
        .iter()
        .map(|size| size.dimensions().width)
        .collect();
    banner_widths.sort_unstable();
    json!({ "sizes": sizes, "bannerWidths": banner_widths })
}

/// A new property's and a new article's texts by field, and a new property's travel times:
/// the editor starts from them and shows them as hints to replace.
fn default_texts() -> Value {
    let by_field = |texts: &[DefaultText]| -> Map<String, Value> {
        texts
            .iter()
            .map(|t| (t.field.to_owned(), Value::from(t.text)))
            .collect()
    };
    let distances: Vec<Value> = DEFAULT_DISTANCES
        .iter()
        .map(|&(distance, descrip, place)| json!({ "distance": distance, "descrip": descrip, "place": place }))
        .collect();
    json!({
        "property": by_field(&PROPERTY_DEFAULT_TEXTS),
        "propertyDistances": distances,
        "article": by_field(&ARTICLE_DEFAULT_TEXTS),
    })
}

/// The generated TypeScript module.
/// `{ "en": …, "it": … }` from a text's pairs.
fn by_language<const N: usize>(texts: [(&str, &str); N]) -> Value {
    Value::Object(
        texts
            .iter()
            .map(|(language, text)| ((*language).to_owned(), json!(text)))
            .collect(),
    )
}

pub fn site_knowledge_ts() -> String {
    let knowledge = json!({
        "routes": routes_knowledge(),
        "pageHeads": page_heads(),
        "permissions": Permission::ALL.map(Permission::name),
        "roles": roles(),
        "priceText": {
            "sold": SOLD_TEXT,
            "cardPleaseCall": CARD_PLEASE_CALL_TEXT,
            "priceBoxPleaseCall": PRICE_BOX_PLEASE_CALL_TEXT,
            "currencySymbol": CURRENCY_SYMBOL,
            "it": {
                "sold": SOLD_TEXT_IT,
                "cardPleaseCall": CARD_PLEASE_CALL_TEXT_IT,
                "priceBoxPleaseCall": PRICE_BOX_PLEASE_CALL_TEXT_IT,
            },
        },
        "listingStatus": {
            "new": by_language(NEW_TEXT),
            "underOffer": by_language(UNDER_OFFER_TEXT),
            "reducedOn": by_language(REDUCED_ON_TEXT),
        },
        "pictures": picture_sizes(),
        "defaultTexts": default_texts(),
        "initialData": initial_data_keys::knowledge(),
        "buyingCostRules": buying_cost_rules::knowledge(),
        "urlSuffix": {
            "stripped": URL_SUFFIX_STRIPPED.iter().collect::<String>(),
            "prefix": URL_SUFFIX_PREFIX.to_string(),
        },
    });
    format!(
        "// Generated from the server's rules by `langhe dump-site-knowledge`; do not edit.\n\
         // crates/site/src/site_knowledge.rs says where each part comes from.\n\
         export const siteKnowledge = {knowledge:#} as const;\n"
    )
}
