//! schema.org JSON-LD for search engines: listings, news articles and the consultant.

use crate::page_photos::PagePhoto;
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
    /// The listing picture first, then the gallery photos.
    pub images: &'a [PagePhoto],
    /// The BCP 47 tag of the page's language (`inLanguage`).
    pub language: &'a str,
}

/// A RealEstateListing whose offer carries a price only when the site shows one: never for
/// "please call" (price 0), nor once the home is sold. A home under offer has limited
/// availability (schema.org's `LimitedAvailability`: still for sale, an offer ahead; not
/// `Reserved`, which says it is not available).
pub fn real_estate_listing(facts: &ListingFacts<'_>) -> Value {
    let property = facts.property;
    let availability = if property.sold {
        "https://schema.org/SoldOut"
    } else if property.status.under_offer {
        "https://schema.org/LimitedAvailability"
    } else {
        "https://schema.org/InStock"
    };
    let mut offer = json!({
        "@type": "Offer",
        "availability": availability,
        "url": facts.url,
    });
    if !property.sold && !property.price.is_please_call() {
        offer["price"] = json!(property.price.amount());
        offer["priceCurrency"] = json!("EUR");
    }
    let place_type = place_type(property.facts.kind);
    let mut place = json!({
        "@type": place_type.name,
        "name": facts.name,
        "address": {
            "@type": "PostalAddress",
            "addressLocality": property.location,
            "addressRegion": REGION,
            "addressCountry": COUNTRY,
        },
    });
    if let Some(coordinates) = &property.coordinates {
        place["geo"] = json!({
            "@type": "GeoCoordinates",
            "latitude": decimal(coordinates.lat()),
            "longitude": decimal(coordinates.lng()),
        });
    }
    add_facts(&mut place, place_type, property);
    json!({
        "@context": CONTEXT,
        "@type": "RealEstateListing",
        "name": facts.name,
        "description": facts.description,
        "url": facts.url,
        "inLanguage": facts.language,
        "image": facts.images.iter().map(image_object).collect::<Vec<_>>(),
        "datePosted": property.created_date.date_naive().to_string(),
        "offers": offer,
        "about": place,
    })
}

/// A photo as schema.org's `ImageObject`, with the consultant's caption when it has one.
fn image_object(photo: &PagePhoto) -> Value {
    let mut image = json!({
        "@type": "ImageObject",
        "contentUrl": photo.url,
        "url": photo.url,
    });
    if let Some(caption) = &photo.caption {
        image["caption"] = json!(caption);
    }
    image
}

/// The schema.org type a listing's place is, in vocabulary 30.0's own terms. Only an
/// `Accommodation` (and its subtypes) carries rooms and floor size there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct PlaceType {
    name: &'static str,
    is_accommodation: bool,
}

/// Villas, farmhouses and houses are single-family residences, apartments apartments; a
/// listing of no stated kind is some accommodation (it has rooms, but we do not know which
/// kind of home it is). Land and commercial premises (a wine estate, a hotel project) are
/// places that are not accommodations: no rooms, no floor size.
fn place_type(kind: Option<PropertyKind>) -> PlaceType {
    let (name, is_accommodation) = match kind {
        Some(PropertyKind::Villa | PropertyKind::Farmhouse | PropertyKind::House) => {
            ("SingleFamilyResidence", true)
        }
        Some(PropertyKind::Apartment) => ("Apartment", true),
        None => ("Accommodation", true),
        Some(PropertyKind::Land | PropertyKind::Commercial) => ("Place", false),
    };
    PlaceType {
        name,
        is_accommodation,
    }
}

/// Rooms and floor size (in square metres: UN/CEFACT code MTK), each when stated and only on
/// an accommodation, the one type whose properties they are.
fn add_facts(place: &mut Value, place_type: PlaceType, property: &Property) {
    if !place_type.is_accommodation {
        return;
    }
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
    /// The BCP 47 tag of the page's language (`inLanguage`).
    pub language: &'a str,
}

pub fn news_article(facts: &ArticleFacts<'_>) -> Value {
    let organisation = json!({ "@type": "Organization", "name": SITE_NAME, "url": facts.site_url });
    json!({
        "@context": CONTEXT,
        "@type": "Article",
        "headline": facts.headline,
        "inLanguage": facts.language,
        "description": facts.description,
        "datePublished": facts.article.created_date.to_rfc3339(),
        "dateModified": facts.article.changed_date.to_rfc3339(),
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
