//! Domain values for the contract tests.

use chrono::{DateTime, Duration, TimeZone, Utc};
use domain::article::ArticleContent;
use domain::town::NewTown;
use domain::{
    Coordinates, CounterBlock, Distance, EnergyCertificate, EnergyClass, PageRequest,
    PicturesVersion, Price, Property, Ref, Visibility,
};

/// A fixed instant with microseconds, the finest precision both databases keep.
pub fn instant(days_after_start: i64) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2025, 3, 1, 10, 0, 0).unwrap()
        + Duration::days(days_after_start)
        + Duration::microseconds(123_456)
}

pub fn reference(text: &str) -> Ref {
    Ref::parse(text).unwrap()
}

pub fn page(skip: i64, take: i64) -> PageRequest {
    PageRequest::parse(skip, take).unwrap()
}

/// A plain property; tests override what they exercise.
pub fn property(reference_text: &str, visibility: Visibility, created: DateTime<Utc>) -> Property {
    Property {
        reference: reference(reference_text),
        title: format!("Farmhouse {reference_text}"),
        title2: "In the hills".into(),
        listing_title: format!("Listing {reference_text}"),
        meta_title: "Meta title".into(),
        meta_description: "Meta description".into(),
        path: "-farmhouse".into(),
        pictures_path: "-farmhouse".into(),
        location: "Barolo".into(),
        price: Price::euros(250_000),
        price_description: String::new(),
        sold: false,
        visibility,
        created_date: created,
        pictures_version: PicturesVersion::first(created),
        description: "<p>Description</p>".into(),
        description_list: "5 bedrooms;250 sqm".into(),
        features: "Pool;Garden".into(),
        coordinates: None,
        distances: Vec::new(),
        town_id: None,
        counter_blocks: Vec::new(),
        has_background: false,
        has_listing: false,
        shown: true,
        cover_photo: None,
        status: Default::default(),
        energy: EnergyCertificate::default(),
        facts: Default::default(),
        purchase: Default::default(),
        italian: Default::default(),
        share_key: None,
    }
}

/// Every field set, with text that trips naive storage: accents, emoji, HTML, quotes.
pub fn rich_property(reference_text: &str, town_id: Option<domain::TownId>) -> Property {
    Property {
        reference: reference(reference_text),
        title: "Casa àèìòù in Néive 🏡".into(),
        title2: r#"Vista "panoramica" sulle Langhe — l'ideale"#.into(),
        listing_title: "Villa <b>Néive</b> & vigneti".into(),
        meta_title: "Villa a Néive | Langhe Property".into(),
        meta_description: "Casa con vista; 5 camere, piscina 🏊 e \"cantina\"".into(),
        path: "-villa-neive".into(),
        pictures_path: "-villa-neive".into(),
        location: "Néive (CN)".into(),
        price: Price::euros(1_250_000),
        price_description: "Trattativa riservata — €".into(),
        sold: true,
        visibility: Visibility::Unlisted,
        created_date: instant(3),
        pictures_version: PicturesVersion::from_stored(1_740_823_200_123),
        description: r#"<p class="intro">Bellissima <em>cascina</em> &amp; 'fienile' ✨</p><ul><li>àèìòù</li></ul>"#
            .into(),
        description_list: "5 camere;250 m²;Giardino 🌳".into(),
        features: "Piscina;Cantina \"storica\";Vista <Alpi>".into(),
        coordinates: Some(Coordinates::new("44.7219", "8.1043").unwrap()),
        distances: vec![
            Distance::new(10, "da Alba", "alba"),
            Distance::new(55, "dall'aeroporto di Torino ✈️", "torino-caselle"),
        ],
        town_id,
        counter_blocks: vec![
            CounterBlock::new("5", "Camere"),
            CounterBlock::new("250", "m² \"abitabili\""),
        ],
        has_background: false,
        has_listing: false,
        shown: true,
        cover_photo: None,
        status: domain::property::ListingStatus {
            under_offer: true,
            show_price_reduction: true,
            listed_since: Some(instant(3)),
            off_market_since: Some(instant(4)),
            reduced_on: Some(instant(5)),
        },
        energy: EnergyCertificate {
            class: Some(EnergyClass::A4),
            non_renewable_index: Some(12.75),
            renewable_index: Some(48.5),
            envelope_winter: Some(domain::EnvelopeQuality::High),
            envelope_summer: Some(domain::EnvelopeQuality::Low),
        },
        facts: domain::property::FactsInput {
            kind: Some("farmhouse"),
            bedrooms: Some(50),
            bathrooms: Some(0),
            internal_area_m2: Some(100_000),
            land_area_m2: Some(100_000_000),
        }
        .validate()
        .unwrap(),
        purchase: domain::PurchaseFacts {
            seller: Some(domain::property::SellerKind::Company),
            cadastral_category: Some(domain::property::CadastralCategory::parse("A/8").unwrap()),
            cadastral_income: Some(domain::property::CadastralIncome::from_cents(123_456).unwrap()),
        },
        italian: domain::PropertyTexts {
            title: "Cascina a Néive ✨".into(),
            title2: r#"Vista "panoramica" sulle Langhe — l'ideale"#.into(),
            listing_title: "Cascina <b>Néive</b> & vigneti".into(),
            location: "Néive (CN), Langhe".into(),
            meta_title: "Cascina a Néive | Immobile in vendita".into(),
            meta_description: "5 camere; piscina 🏊 e \"cantina\"".into(),
            price_description: "Trattabile".into(),
            description: "<p>Una <em>cascina</em> &amp; il suo 'fienile'</p>".into(),
            description_list: "5 camere;250 mq".into(),
            features: "Piscina;Cantina \"storica\"".into(),
        },
        share_key: Some(domain::property::ShareKey::parse("Neive_shared-by-link00").unwrap()),
    }
}

pub fn town(name: &str) -> NewTown {
    NewTown {
        name: name.into(),
        name2: format!("{name} d'Alba"),
        facts: "Altitude:308 m;Population:1,200".into(),
        short_description: "Un borgo tra i vigneti".into(),
        text: "<p>Storia di <strong>Néive</strong> — \"uno dei borghi più belli\" 🍇</p>".into(),
        path: format!("towns/{}", name.to_lowercase()),
        italian: None,
    }
}

pub fn article(title: &str) -> ArticleContent {
    ArticleContent {
        listing_description: format!("{title}: in breve"),
        meta_description: "Notizie dalle Langhe".into(),
        meta_title: format!("{title} | Langhe Property"),
        path: "-news".into(),
        text: "<p>Vendemmia àèìòù 🍷 \"ottima\" & 'abbondante'</p>".into(),
        title: title.into(),
        title2: "Néive".into(),
        published: true,
        italian: None,
    }
}
