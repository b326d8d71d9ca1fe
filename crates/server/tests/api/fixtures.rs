//! Entities to insert, with values a test can recognise.

use chrono::{Duration, TimeZone, Utc};
use domain::article::ArticleContent;
use domain::town::NewTown;
use domain::{
    Coordinates, CounterBlock, Distance, EnergyCertificate, EnergyClass, PicturesVersion, Price,
    Property, Ref, Visibility,
};

/// A property created `days_old` days after a fixed date, so a larger number is newer.
pub fn property(reference: &str, visibility: Visibility, days_old: i64) -> Property {
    Property {
        reference: Ref::parse(reference).unwrap(),
        title: format!("Title {reference}"),
        title2: format!("Second title {reference}"),
        listing_title: format!("Listing {reference}"),
        meta_title: format!("Meta title {reference}"),
        meta_description: format!("Meta description {reference}"),
        path: format!("-house-{reference}"),
        pictures_path: format!("-pic-{reference}"),
        location: "Barolo".into(),
        price: Price::euros(1_250_000),
        price_description: "Negotiable".into(),
        sold: false,
        visibility,
        created_date: Utc.with_ymd_and_hms(2024, 1, 1, 12, 0, 0).unwrap()
            + Duration::days(days_old),
        pictures_version: PicturesVersion::from_stored(1_704_110_400_000 + days_old),
        description: "<p>Stone farmhouse.</p>".into(),
        description_list: "Heating; Well".into(),
        features: "5 bedrooms;Living area 250 sqm".into(),
        coordinates: Coordinates::parse_stored("44.61;7.94").unwrap(),
        distances: vec![Distance::new(45, "from Alba", "alba")],
        town_id: None,
        counter_blocks: vec![CounterBlock::new("5", "Bedrooms")],
        has_background: false,
        // As if its cover were uploaded; tests of a listing without one say so.
        has_listing: true,
        shown: visibility != Visibility::Hidden,
        cover_photo: None,
        status: Default::default(),
        energy: EnergyCertificate {
            class: Some(EnergyClass::B),
            non_renewable_index: Some(85.5),
            renewable_index: Some(12.0),
            envelope_winter: Some(domain::EnvelopeQuality::Medium),
            envelope_summer: Some(domain::EnvelopeQuality::High),
        },
        facts: domain::property::FactsInput {
            kind: Some("farmhouse"),
            bedrooms: Some(5),
            bathrooms: Some(3),
            internal_area_m2: Some(250),
            land_area_m2: Some(10_000),
        }
        .validate()
        .unwrap(),
        purchase: domain::PurchaseFacts {
            seller: Some(domain::property::SellerKind::Private),
            cadastral_category: Some(domain::property::CadastralCategory::parse("A/2").unwrap()),
            cadastral_income: Some(domain::property::CadastralIncome::from_cents(200_000).unwrap()),
        },
        italian: Default::default(),
        share_key: None,
    }
}

pub fn town(name: &str) -> NewTown {
    NewTown {
        name: name.into(),
        name2: "Langhe".into(),
        facts: "Altitude:301 m;Population:650".into(),
        short_description: format!("About {name}"),
        text: "<p>A wine village.</p>".into(),
        path: name.to_lowercase(),
        italian: None,
    }
}

pub fn article(title: &str) -> ArticleContent {
    ArticleContent {
        listing_description: format!("Listing of {title}"),
        meta_description: format!("Meta description of {title}"),
        meta_title: format!("Meta title of {title}"),
        path: "harvest".into(),
        text: "<p>Grapes.</p>".into(),
        title: title.into(),
        title2: format!("{title}, continued"),
        published: true,
        italian: None,
    }
}
