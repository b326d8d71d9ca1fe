//! A listing never goes public holding a text the editor started with (issue #26): a
//! visible or unlisted property whose titles, listing title, location, description,
//! features or travel times are still the defaults is refused; a hidden one may keep them
//! while she works on it.

use super::{Distance, Property, Visibility};
use crate::default_texts::{DefaultText, DEFAULT_DISTANCES, PROPERTY_DEFAULT_TEXTS};

/// What is still the editor's default in a property.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlaceholderLeft {
    /// A text field still holds its default text.
    Text(DefaultText),
    /// The travel times are still the four a new property starts with, unchanged.
    Distances,
}

impl PlaceholderLeft {
    /// The field on the wire, for a client that takes her to it.
    pub fn field(&self) -> &'static str {
        match self {
            Self::Text(default) => default.field,
            Self::Distances => "distances",
        }
    }
}

/// The first default left in `property`, in the editor's order.
pub fn placeholder_left(property: &Property) -> Option<PlaceholderLeft> {
    let value_of = |field: &str| -> &str {
        match field {
            "title" => &property.title,
            "title2" => &property.title2,
            "listing_title" => &property.listing_title,
            "location" => &property.location,
            "description" => &property.description,
            "features" => &property.features,
            other => unreachable!("{other} has no default text"),
        }
    };
    PROPERTY_DEFAULT_TEXTS
        .iter()
        .find(|default| default.is_left_in(value_of(default.field)))
        .map(|default| PlaceholderLeft::Text(*default))
        .or_else(|| {
            are_default_distances(&property.distances).then_some(PlaceholderLeft::Distances)
        })
}

/// The four default travel times, unchanged (one of them alone may well be true).
fn are_default_distances(distances: &[Distance]) -> bool {
    distances.len() == DEFAULT_DISTANCES.len()
        && distances
            .iter()
            .zip(DEFAULT_DISTANCES)
            .all(|(distance, (minutes, descrip, place))| {
                distance.distance == minutes
                    && distance.descrip == descrip
                    && distance.place == place
            })
}

/// The default that keeps `property` from being shown at its visibility: none while hidden.
pub fn publication_blocked_by(property: &Property) -> Option<PlaceholderLeft> {
    match property.visibility {
        Visibility::Hidden => None,
        Visibility::Unlisted | Visibility::Visible => placeholder_left(property),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::property::fixtures::property_with_paths;

    fn published(visibility: Visibility) -> Property {
        Property {
            visibility,
            ..property_with_paths("123", "-villa", "-villa")
        }
    }

    fn default_distances() -> Vec<Distance> {
        DEFAULT_DISTANCES
            .iter()
            .map(|&(minutes, descrip, place)| Distance::new(minutes, descrip, place))
            .collect()
    }

    #[test]
    fn each_default_text_blocks_a_visible_or_unlisted_listing_naming_its_field() {
        type Leave = fn(&mut Property);
        let cases: &[(Leave, &str)] = &[
            (|p| p.title = "Your title here".into(), "title"),
            (|p| p.title2 = "Your second title here".into(), "title2"),
            (
                |p| p.listing_title = "Listing title here".into(),
                "listing_title",
            ),
            (|p| p.location = "Location here".into(), "location"),
            (
                |p| p.description = "<p>Description here</p>".into(),
                "description",
            ),
            (|p| p.features = "Pool;Feature here".into(), "features"),
            (|p| p.distances = default_distances(), "distances"),
        ];
        for visibility in [Visibility::Visible, Visibility::Unlisted] {
            for (leave, field) in cases {
                let mut listing = published(visibility);
                leave(&mut listing);
                let left = publication_blocked_by(&listing).map(|left| left.field());
                assert_eq!(left, Some(*field), "{visibility:?}");
            }
        }
    }

    #[test]
    fn a_hidden_listing_may_keep_every_default() {
        let mut draft = published(Visibility::Hidden);
        draft.title = "Your title here".into();
        draft.distances = default_distances();
        assert_eq!(publication_blocked_by(&draft), None);
        assert!(placeholder_left(&draft).is_some());
    }

    #[test]
    fn the_first_default_in_the_editors_order_is_named() {
        let mut listing = published(Visibility::Visible);
        listing.location = "Location here".into();
        listing.title2 = "Your second title here".into();
        assert_eq!(
            publication_blocked_by(&listing).map(|left| left.field()),
            Some("title2")
        );
    }

    #[test]
    fn travel_times_she_changed_or_kept_in_part_are_hers() {
        let mut listing = published(Visibility::Visible);
        let mut changed = default_distances();
        changed[2].distance = 30;
        listing.distances = changed;
        assert_eq!(publication_blocked_by(&listing), None);
        listing.distances = default_distances()[..2].to_vec();
        assert_eq!(publication_blocked_by(&listing), None);
    }
}
