//! What the site's tests share besides the harness: fixture properties and articles, and
//! reading answers and pages (bodies, headers, compressed bodies, structured data, the site
//! configuration block). With the harness and the fake build's names, so that a site test
//! needs this one import.

use chrono::{TimeZone, Utc};
use domain::{
    Article, ArticleId, Coordinates, EnergyCertificate, PicturesVersion, Price, Property, Ref,
    Visibility,
};
use poem::test::TestResponse;
use std::io::Read;

// Unused where the site's tests are not (the process binary).
#[allow(unused_imports)]
pub use super::app::{spawn, Spawn, TestApp, PUBLIC_URL};
#[allow(unused_imports)]
pub use super::fake_build::{
    APP_SCRIPT, BROTLI_TWIN, GZIP_TWIN, HOME_CSS, HOME_STYLESHEET, SPA_MARKER, STYLESHEET,
};

/// The share key of every unlisted fixture property (`property`).
pub const SHARE_KEY: &str = "Unlisted_share-key0123";

pub async fn body_text(response: TestResponse) -> String {
    response
        .0
        .into_body()
        .into_string()
        .await
        .expect("a UTF-8 body")
}

pub async fn body_bytes(response: TestResponse) -> Vec<u8> {
    response.0.into_body().into_vec().await.expect("a body")
}

pub fn header(response: &TestResponse, name: &str) -> Option<String> {
    response
        .0
        .headers()
        .get(name)
        .map(|value| value.to_str().unwrap().to_owned())
}

pub fn gunzip(bytes: &[u8]) -> String {
    let mut text = String::new();
    flate2::read::GzDecoder::new(bytes)
        .read_to_string(&mut text)
        .expect("gzip");
    text
}

pub fn unbrotli(bytes: &[u8]) -> String {
    let mut text = String::new();
    brotli_decompressor::Decompressor::new(bytes, 4096)
        .read_to_string(&mut text)
        .expect("brotli");
    text
}

/// The JSON-LD block of `@type` `kind` in a page.
pub fn structured_data(html: &str, kind: &str) -> serde_json::Value {
    html.split(r#"<script type="application/ld+json">"#)
        .skip(1)
        .filter_map(|rest| rest.split("</script>").next())
        .map(|json| serde_json::from_str::<serde_json::Value>(json).expect("valid JSON-LD"))
        .find(|value| value["@type"] == kind)
        .unwrap_or_else(|| panic!("no {kind} JSON-LD in {html}"))
}

/// `property` with its main texts written in Italian too (it has an Italian page to offer).
pub fn translated(property: Property) -> Property {
    Property {
        italian: domain::PropertyTexts {
            title: "Cascina in pietra".to_owned(),
            title2: "con vista sui vigneti".to_owned(),
            listing_title: format!("Cascina {}", property.reference),
            location: "Barolo, Langhe".to_owned(),
            meta_title: "Cascina a Barolo | Langhe Property".to_owned(),
            description: "<p>Una cascina in pietra tra i vigneti.</p>".to_owned(),
            features: "4 camere;310 mq".to_owned(),
            ..Default::default()
        },
        ..property
    }
}

pub fn property(reference: &str, visibility: Visibility, price: u64, sold: bool) -> Property {
    Property {
        reference: Ref::parse(reference).unwrap(),
        title: "Stone farmhouse".to_owned(),
        title2: "with vineyard views".to_owned(),
        listing_title: format!("Farmhouse {reference}"),
        meta_title: format!("Farmhouse {reference} near Barolo"),
        meta_description: "Restored farmhouse with a vineyard".to_owned(),
        path: "-farmhouse-barolo".to_owned(),
        pictures_path: "-barolo".to_owned(),
        location: "Barolo".to_owned(),
        price: Price::euros(price),
        price_description: String::new(),
        sold,
        visibility,
        created_date: Utc.with_ymd_and_hms(2024, 5, 1, 9, 0, 0).unwrap(),
        pictures_version: PicturesVersion::from_stored(1_714_554_000_000),
        description: "<p>Lovely</p>".to_owned(),
        description_list: String::new(),
        features: "5 bedrooms; 250 sqm".to_owned(),
        coordinates: Some(Coordinates::new("44.61", "7.94").unwrap()),
        distances: vec![],
        town_id: None,
        counter_blocks: vec![],
        has_background: false,
        // As if its cover were uploaded; tests of a listing without one say so.
        has_listing: true,
        shown: visibility != Visibility::Hidden,
        cover_photo: None,
        status: Default::default(),
        energy: EnergyCertificate::default(),
        facts: domain::property::FactsInput {
            kind: Some("farmhouse"),
            bedrooms: Some(5),
            bathrooms: Some(3),
            internal_area_m2: Some(250),
            land_area_m2: None,
        }
        .validate()
        .unwrap(),
        purchase: Default::default(),
        italian: Default::default(),
        share_key: (visibility == Visibility::Unlisted)
            .then(|| domain::property::ShareKey::parse(SHARE_KEY).unwrap()),
    }
}

pub fn article(id: i64, meta_title: &str) -> Article {
    Article {
        id: ArticleId(id),
        listing_description: "Truffle season".to_owned(),
        meta_description: String::new(),
        meta_title: meta_title.to_owned(),
        path: "truffle-season".to_owned(),
        text: "<p>Truffles</p>".to_owned(),
        title: "The truffle season".to_owned(),
        title2: "in Alba".to_owned(),
        published: true,
        created_date: Utc.with_ymd_and_hms(2024, 10, 3, 8, 30, 0).unwrap(),
        // What the repository gives a new article: its creation.
        changed_date: Utc.with_ymd_and_hms(2024, 10, 3, 8, 30, 0).unwrap(),
        italian: Default::default(),
    }
}

/// `article` with its title and text written in Italian too (it has an Italian page to offer).
pub fn translated_article(article: Article) -> Article {
    Article {
        italian: domain::article::ArticleTexts {
            title: "La stagione del tartufo".to_owned(),
            text: "<p>Tartufi</p>".to_owned(),
            ..Default::default()
        },
        ..article
    }
}

/// The JSON of the page's `<script id="site-config">` block.
pub fn site_config(html: &str) -> serde_json::Value {
    let start = html
        .find(r#"<script id="site-config" type="application/json">"#)
        .expect("config block");
    let json = &html[start..];
    let json = &json[json.find('>').unwrap() + 1..json.find("</script>").unwrap()];
    serde_json::from_str(json).unwrap_or_else(|e| panic!("{e}: {json}"))
}
