//! The template a new property starts from (spec §3 "Defaults for a new property").
//!
//! The reference, `path` and `pictures_path` are left empty on purpose: the consultant picks
//! them once (they are locked after the first save), and saving without them fails with the
//! spec's messages instead of storing a made-up value.

use super::validation::{DistanceInput, PropertyInput};
use super::Visibility;

pub const DEFAULT_TITLE: &str = "Your title here";
pub const DEFAULT_TITLE2: &str = "Your second title here";
pub const DEFAULT_LISTING_TITLE: &str = "Listing title here";
pub const DEFAULT_LOCATION: &str = "Location here";
pub const DEFAULT_META_TITLE: &str = "Meta title here";
pub const DEFAULT_META_DESCRIPTION: &str = "Meta description here";
pub const DEFAULT_DESCRIPTION: &str = "<p>Description here</p>";
pub const DEFAULT_DESCRIPTION_LIST: &str = "Description list entry here";
pub const DEFAULT_FEATURES: &str = "Feature here";
pub const DEFAULT_PRICE_DESCRIPTION: &str = "";

/// Travel times every new property starts with: (minutes, label, place key of the picture).
/// The spec's "120 from airports and coast" is two entries, one picture each.
pub const DEFAULT_DISTANCES: [(u32, &str, &str); 5] = [
    (45, "from Alba", "alba"),
    (45, "from the Barolo area", "barolo"),
    (25, "from Asti", "asti"),
    (120, "from the airports", "airports"),
    (120, "from the coast", "coast"),
];

impl PropertyInput {
    /// What the editor shows for ref 'new': placeholder texts, the default distances, price 0
    /// ("please call"), not sold, hidden.
    pub fn new_property_template() -> Self {
        let placeholder = |text: &str| Some(text.to_owned());
        Self {
            reference: None,
            coordinates: None,
            description: placeholder(DEFAULT_DESCRIPTION),
            description_list: placeholder(DEFAULT_DESCRIPTION_LIST),
            distances: Some(
                DEFAULT_DISTANCES
                    .iter()
                    .map(|&(minutes, descrip, place)| DistanceInput {
                        distance: i64::from(minutes),
                        descrip: descrip.to_owned(),
                        place: place.to_owned(),
                    })
                    .collect(),
            ),
            features: placeholder(DEFAULT_FEATURES),
            listing_title: placeholder(DEFAULT_LISTING_TITLE),
            location: placeholder(DEFAULT_LOCATION),
            meta_title: placeholder(DEFAULT_META_TITLE),
            meta_description: placeholder(DEFAULT_META_DESCRIPTION),
            path: None,
            pictures_path: None,
            price: Some(0.0),
            sold: Some(false),
            title: placeholder(DEFAULT_TITLE),
            title2: placeholder(DEFAULT_TITLE2),
            visibility: placeholder(Visibility::Hidden.as_str()),
            town_id: None,
            price_description: placeholder(DEFAULT_PRICE_DESCRIPTION),
            counter_blocks: Some(Vec::new()),
            energy_class: None,
            energy_performance_nren: None,
            energy_performance_ren: None,
            kind: None,
            bedrooms: None,
            bathrooms: None,
            internal_area_m2: None,
            land_area_m2: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::property::{Distance, Price};
    use chrono::DateTime;

    #[test]
    fn the_template_needs_only_ref_path_and_pictures_path() {
        let template = PropertyInput::new_property_template();
        let message = |input: &PropertyInput| {
            input
                .clone()
                .validate(DateTime::UNIX_EPOCH)
                .unwrap_err()
                .to_string()
        };
        assert_eq!(message(&template), "Reference number missing");
        let with_ref = PropertyInput {
            reference: Some("123".into()),
            ..template
        };
        assert_eq!(message(&with_ref), "Path missing");
        let with_path = PropertyInput {
            path: Some("villa".into()),
            ..with_ref
        };
        assert_eq!(message(&with_path), "Pictures path missing");
        let complete = PropertyInput {
            pictures_path: Some("villa".into()),
            ..with_path
        };

        let property = complete.validate(DateTime::UNIX_EPOCH).unwrap();
        assert_eq!(property.title, "Your title here");
        assert_eq!(property.title2, "Your second title here");
        assert_eq!(property.price, Price::PLEASE_CALL);
        assert!(!property.sold);
        assert_eq!(property.visibility, Visibility::Hidden);
        assert_eq!(
            property.distances,
            vec![
                Distance::new(45, "from Alba", "alba"),
                Distance::new(45, "from the Barolo area", "barolo"),
                Distance::new(25, "from Asti", "asti"),
                Distance::new(120, "from the airports", "airports"),
                Distance::new(120, "from the coast", "coast"),
            ]
        );
    }

    #[test]
    fn the_template_serializes_with_the_spec_field_names() {
        let json = serde_json::to_value(PropertyInput::new_property_template()).unwrap();
        assert_eq!(json["ref"], serde_json::Value::Null);
        assert_eq!(json["price"], 0.0);
        assert_eq!(json["visibility"], "hidden");
        assert_eq!(json["distances"][0]["place"], "alba");
        assert_eq!(json["distances"][2]["distance"], 25);
    }
}
