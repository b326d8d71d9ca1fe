//! A stored property for the domain's own tests.

use super::{EnergyCertificate, PicturesVersion, Price, Property, Ref, Visibility};

pub fn property_with_paths(reference: &str, path: &str, pictures_path: &str) -> Property {
    Property {
        reference: Ref::parse(reference).unwrap(),
        title: String::new(),
        title2: String::new(),
        listing_title: String::new(),
        meta_title: String::new(),
        meta_description: String::new(),
        path: path.to_owned(),
        pictures_path: pictures_path.to_owned(),
        location: String::new(),
        price: Price::PLEASE_CALL,
        price_description: String::new(),
        sold: false,
        visibility: Visibility::Hidden,
        created_date: chrono::DateTime::UNIX_EPOCH,
        pictures_version: PicturesVersion::from_stored(0),
        description: String::new(),
        description_list: String::new(),
        features: String::new(),
        coordinates: None,
        distances: Vec::new(),
        town_id: None,
        counter_blocks: Vec::new(),
        has_background: false,
        has_listing: false,
        shown: false,
        cover_photo: None,
        energy: EnergyCertificate::default(),
        facts: Default::default(),
        purchase: Default::default(),
        italian: Default::default(),
        share_key: None,
        status: Default::default(),
    }
}
