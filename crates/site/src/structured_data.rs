//! schema.org JSON-LD for search engines: listings, news articles and the consultant.

use crate::static_pages::SITE_NAME;
use domain::{Article, Property, PropertyKind};
use serde_json::{json, Value};

const CONTEXT: &str = "https://schema.org";
const REGION: &str = "Piedmont";
const COUNTRY: &str = "IT";

pub struct ListingFacts<'a> {
    pub property: &'a Property,
    pub name: &'a str,
    pub description: &'a str,
    pub url: &'a str,
    pub image: &'a str,
}

/// A RealEstateListing whose offer carries a price only when the site shows one: never for
/// "please call" (price 0), nor once the home is sold.
pub fn real_estate_listing(facts: &ListingFacts<'_>) -> Value {
    let property = facts.property;
    let mut offer = json!({
        "@type": "Offer",
        "availability": if property.sold { "https://schema.org/SoldOut" } else { "https://schema.org/InStock" },
        "url": facts.url,
    });
    if !property.sold && !property.price.is_please_call() {
        offer["price"] = json!(property.price.amount());
        offer["priceCurrency"] = json!("EUR");
    }
    let mut residence = json!({
        "@type": place_type(property.facts.kind),
        "name": facts.name,
        "address": {
            "@type": "PostalAddress",
            "addressLocality": property.location,
            "addressRegion": REGION,
            "addressCountry": COUNTRY,
        },
    });
    if let Some(coordinates) = &property.coordinates {
        residence["geo"] = json!({
            "@type": "GeoCoordinates",
            "latitude": decimal(coordinates.lat()),
            "longitude": decimal(coordinates.lng()),
        });
    }
    add_facts(&mut residence, property);
    json!({
        "@context": CONTEXT,
        "@type": "RealEstateListing",
        "name": facts.name,
        "description": facts.description,
        "url": facts.url,
        "image": facts.image,
        "datePosted": property.created_date.date_naive().to_string(),
        "offers": offer,
        "about": residence,
    })
}

/// Homes are schema.org Accommodations (which carry rooms and floor size); land, commercial
/// premises and listings of no stated kind stay a plain Residence.
fn place_type(kind: Option<PropertyKind>) -> &'static str {
    match kind {
        Some(PropertyKind::Villa | PropertyKind::Farmhouse | PropertyKind::House) => {
            "SingleFamilyResidence"
        }
        Some(PropertyKind::Apartment) => "Apartment",
        Some(PropertyKind::Land | PropertyKind::Commercial) | None => "Residence",
    }
}

/// Rooms and floor size (in square metres: UN/CEFACT code MTK), each when stated.
fn add_facts(place: &mut Value, property: &Property) {
    let facts = &property.facts;
    if let Some(bedrooms) = facts.bedrooms {
        place["numberOfBedrooms"] = json!(bedrooms.get());
    }
    if let Some(bathrooms) = facts.bathrooms {
        place["numberOfBathroomsTotal"] = json!(bathrooms.get());
    }
    if let Some(area) = facts.internal_area {
        place["floorSize"] = json!({
            "@type": "QuantitativeValue",
            "value": area.get(),
            "unitCode": "MTK",
            "unitText": "m²",
        });
    }
}

/// Coordinates are validated decimal text; schema.org prefers numbers.
fn decimal(text: &str) -> Value {
    text.parse::<f64>()
        .map_or_else(|_| json!(text), |number| json!(number))
}

pub struct ArticleFacts<'a> {
    pub article: &'a Article,
    pub headline: &'a str,
    pub description: &'a str,
    pub url: &'a str,
    pub image: &'a str,
    pub site_url: &'a str,
}

pub fn news_article(facts: &ArticleFacts<'_>) -> Value {
    let organisation = json!({ "@type": "Organization", "name": SITE_NAME, "url": facts.site_url });
    json!({
        "@context": CONTEXT,
        "@type": "Article",
        "headline": facts.headline,
        "description": facts.description,
        "datePublished": facts.article.created_date.to_rfc3339(),
        "image": facts.image,
        "url": facts.url,
        "mainEntityOfPage": facts.url,
        "author": organisation,
        "publisher": organisation,
    })
}

/// The independent consultant behind the site.
pub fn real_estate_agent(site_url: &str, description: &str) -> Value {
    json!({
        "@context": CONTEXT,
        "@type": "RealEstateAgent",
        "name": SITE_NAME,
        "url": site_url,
        "description": description,
        "areaServed": ["Langhe", "Roero", "Monferrato"],
        "address": { "@type": "PostalAddress", "addressRegion": REGION, "addressCountry": COUNTRY },
        "knowsLanguage": ["en", "it"],
    })
}
