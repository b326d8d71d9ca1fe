//! Sample properties for the unit tests.

use chrono::{TimeZone, Utc};
use domain::property::PropertyInput;
use domain::{
    Coordinates, EnergyCertificate, PicturesVersion, Price, Property, Ref, TownId, Visibility,
};

pub(crate) fn property(reference: &str, visibility: Visibility) -> Property {
    Property {
        reference: Ref::parse(reference).unwrap(),
        title: "Farmhouse with vineyard".into(),
        title2: "Views over Barolo".into(),
        listing_title: "Farmhouse near Barolo".into(),
        meta_title: "Farmhouse for sale near Barolo".into(),
        meta_description: "A restored farmhouse with a vineyard".into(),
        path: "-farmhouse-barolo".into(),
        pictures_path: "-barolo".into(),
        location: "Barolo".into(),
        price: Price::euros(650_000),
        price_description: String::new(),
        sold: false,
        visibility,
        created_date: Utc.with_ymd_and_hms(2024, 5, 1, 9, 0, 0).unwrap(),
        pictures_version: PicturesVersion::from_stored(1_714_554_000_000),
        description: "<p>Stone farmhouse.</p>".into(),
        description_list: "Heating;Well".into(),
        features: "5 bedrooms;250 sqm".into(),
        coordinates: Coordinates::parse_stored("44.61;7.94").unwrap(),
        distances: vec![],
        town_id: Some(TownId(7)),
        counter_blocks: vec![],
        has_background: false,
        has_listing: false,
        shown: visibility != Visibility::Hidden,
        cover_photo: None,
        energy: EnergyCertificate::default(),
        facts: Default::default(),
        purchase: Default::default(),
        italian: Default::default(),
        share_key: None,
        status: Default::default(),
    }
}

/// The editor's body for `property("123", …)`: only what a test changes differs.
pub(crate) fn property_input(visibility: &str) -> PropertyInput {
    PropertyInput {
        reference: Some("123".into()),
        listing_title: Some("Farmhouse near Barolo".into()),
        location: Some("Barolo".into()),
        meta_title: Some("Farmhouse".into()),
        path: Some("-farmhouse-barolo".into()),
        pictures_path: Some("-barolo".into()),
        title: Some("Farmhouse, now sold".into()),
        title2: Some("Views over Barolo".into()),
        visibility: Some(visibility.into()),
        price: Some(650_000.0),
        town_id: Some(7),
        ..PropertyInput::default()
    }
}
