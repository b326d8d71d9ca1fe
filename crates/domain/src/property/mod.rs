//! The property for sale and the values it is made of.

mod coordinates;
mod counter_block;
mod distance;
pub mod draft;
mod energy;
mod facts;
/// Sample properties for tests, here and in the crates above (the `mocks` feature).
#[cfg(any(test, feature = "mocks"))]
pub mod fixtures;
mod listing_status;
mod next_ref;
mod pictures_version;
pub mod placeholders;
mod price;
mod purchase;
mod reference;
pub mod search;
mod share_key;
pub mod similar;
mod translation;
pub mod validation;
mod visibility;

pub use buying_costs::{CadastralCategory, CadastralIncome, SellerKind};
pub use coordinates::{Coordinates, CoordinatesError};
pub use counter_block::CounterBlock;
pub use distance::Distance;
pub use energy::{
    EnergyCertificate, EnergyClass, EnergyClassError, EnvelopeQuality, EnvelopeQualityError,
};
pub use facts::{
    AreaError, AreaM2, FactsError, FactsInput, PropertyFacts, PropertyKind, PropertyKindError,
    RoomCount, RoomCountError, MAX_INTERNAL_AREA_M2, MAX_LAND_AREA_M2, MAX_ROOMS,
};
pub use listing_status::{
    ListingStatus, PriceChange, NEW_FOR, NEW_TEXT, REDUCED_ON_TEXT, RELISTING_KEEPS_DATE_WITHIN,
    UNDER_OFFER_TEXT,
};
pub use next_ref::{next_free_ref, FIRST_SUGGESTED_REF};
pub use pictures_version::PicturesVersion;
pub use placeholders::{placeholder_left, publication_blocked_by, PlaceholderLeft};
pub use price::{Price, PriceError};
pub use purchase::PurchaseFacts;
pub use reference::{Ref, RefError, GENERATED_REFS, GENERATED_REF_LENGTH, REF_LENGTH};
pub use search::{ListingFilter, ListingFilterError, ListingQuery, ListingSort, SearchFacts};
pub use share_key::{
    ShareKey, ShareKeyError, SHARE_KEY_BYTES, SHARE_KEY_LENGTH, SHARE_KEY_PARAMETER,
};
pub use translation::{
    carry_italian_labels, CardTexts, PropertyTexts, PropertyTextsInput, TranslationsInput,
};
pub use validation::{DistanceInput, PropertyInput, PropertyValidationError};
pub use visibility::{Visibility, VisibilityError};

use crate::semicolon_list::split_semicolon_list;
use crate::town::TownId;
use chrono::{DateTime, Utc};

/// A home for sale, as stored. Derived views (`*_d`) are computed, never stored.
#[derive(Debug, Clone, PartialEq)]
pub struct Property {
    pub reference: Ref,
    pub title: String,
    pub title2: String,
    pub listing_title: String,
    pub meta_title: String,
    pub meta_description: String,
    /// URL slug suffix, e.g. "-villa-barolo" (settings rules: see `settings`).
    pub path: String,
    /// Image file-name suffix, e.g. "-villa-barolo".
    pub pictures_path: String,
    pub location: String,
    pub price: Price,
    pub price_description: String,
    pub sold: bool,
    pub visibility: Visibility,
    pub created_date: DateTime<Utc>,
    /// The `v` of the listing, small and background pictures' URLs.
    pub pictures_version: PicturesVersion,
    /// Sanitized HTML.
    pub description: String,
    /// ';'-separated lines.
    pub description_list: String,
    /// ';'-separated lines.
    pub features: String,
    pub coordinates: Option<Coordinates>,
    pub distances: Vec<Distance>,
    pub town_id: Option<TownId>,
    pub counter_blocks: Vec<CounterBlock>,
    /// Whether its background picture is stored: set by the picture uploads and deletions,
    /// so that a page need not ask the image store.
    pub has_background: bool,
    /// Whether its listing picture (the cover the cards, the feed and shared links show) is
    /// stored; set by the picture writes like `has_background`. Without it the pages show a
    /// neutral "Photos coming soon" picture and the portal feed leaves the listing out.
    pub has_listing: bool,
    /// Whether it has ever been visible or unlisted. Until then a hidden draft's address may
    /// still follow its title (`draft::address_from_title`); afterwards links to it may exist.
    pub shown: bool,
    /// The gallery photo its listing picture was made from (POST /images/cover, or the first
    /// photo of a property without one), kept by the picture writes as the photo is renumbered;
    /// `None` when the listing picture came from elsewhere (a listing or background upload),
    /// is gone, or was made before this was kept.
    pub cover_photo: Option<crate::photo_caption::PhotoName>,
    pub energy: EnergyCertificate,
    /// Kind, rooms and areas.
    pub facts: PropertyFacts,
    /// Seller type and cadastral data: what the buying costs are computed from.
    pub purchase: PurchaseFacts,
    /// Its texts in Italian, each empty until written (the English one stands in).
    pub italian: PropertyTexts,
    /// Under offer, new, reduced (issue #29).
    pub status: ListingStatus,
    /// What a link to an unlisted listing must carry (see [`Property::is_open_to`]); kept by
    /// the repository, which draws a fresh one whenever an unlisted listing is saved
    /// without one. `None` for the other visibilities.
    pub share_key: Option<ShareKey>,
}

/// What a property's address is made of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PropertyLink {
    pub reference: Ref,
    pub path: String,
    /// Whether it has an Italian page to offer (`PropertyTexts::is_complete`).
    pub in_italian: bool,
}

impl Property {
    /// Whether a visitor whose link carries `key` (if any) may see it: a visible listing
    /// always, an unlisted one only with its own share key, a hidden one never. An unlisted
    /// listing without a key (not yet given one) is open to nobody but staff.
    pub fn is_open_to(&self, key: Option<&ShareKey>) -> bool {
        match self.visibility {
            Visibility::Visible => true,
            Visibility::Unlisted => match (&self.share_key, key) {
                (Some(own), Some(candidate)) => own.opens(candidate),
                _ => false,
            },
            Visibility::Hidden => false,
        }
    }

    pub fn features_d(&self) -> Vec<String> {
        split_semicolon_list(&self.features)
    }

    pub fn description_list_d(&self) -> Vec<String> {
        split_semicolon_list(&self.description_list)
    }

    /// `[lat, lng]`, or an empty list when the property has no position.
    pub fn coordinates_d(&self) -> Vec<String> {
        self.coordinates
            .as_ref()
            .map(|c| c.as_pair().to_vec())
            .unwrap_or_default()
    }

    pub fn distances_d(&self) -> &[Distance] {
        &self.distances
    }

    pub fn summary(&self) -> PropertySummary {
        PropertySummary {
            reference: self.reference.clone(),
            path: self.path.clone(),
            pictures_path: self.pictures_path.clone(),
            listing_title: self.listing_title.clone(),
            location: self.location.clone(),
            sold: self.sold,
            visibility: self.visibility,
            coordinates: self.coordinates.clone(),
            price: self.price,
            energy_class: self.energy.class,
            envelope_winter: self.energy.envelope_winter,
            envelope_summer: self.energy.envelope_summer,
            facts: self.facts,
            town_id: self.town_id,
            created_date: self.created_date,
            pictures_version: self.pictures_version,
            has_listing: self.has_listing,
            status: self.status,
            italian: (&self.italian).into(),
        }
    }
}

/// What a card in the property list needs (spec §3 "Property list items" plus the energy class,
/// which Italian law wants on every advertisement).
#[derive(Debug, Clone, PartialEq)]
pub struct PropertySummary {
    pub reference: Ref,
    pub path: String,
    pub pictures_path: String,
    pub listing_title: String,
    pub location: String,
    pub sold: bool,
    pub visibility: Visibility,
    pub coordinates: Option<Coordinates>,
    pub price: Price,
    pub energy_class: Option<EnergyClass>,
    /// The APE's envelope quality, winter and summer (D.Lgs. 192/2005 art. 6 c. 8 wants it in
    /// every sale advertisement, a card included).
    pub envelope_winter: Option<EnvelopeQuality>,
    pub envelope_summer: Option<EnvelopeQuality>,
    pub facts: PropertyFacts,
    pub town_id: Option<TownId>,
    pub created_date: DateTime<Utc>,
    pub pictures_version: PicturesVersion,
    /// Whether the listing picture is stored (`Property::has_listing`).
    pub has_listing: bool,
    pub status: ListingStatus,
    /// Its listing title and location in Italian, each empty until written.
    pub italian: CardTexts,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with_visibility(visibility: Visibility, key: Option<&str>) -> Property {
        Property {
            visibility,
            share_key: key.map(|key| ShareKey::parse(key).unwrap()),
            ..fixtures::property_with_paths("123", "", "")
        }
    }

    #[test]
    fn only_its_own_key_opens_an_unlisted_listing() {
        let own = ShareKey::parse("abcdefghijklmnopqrstuv").unwrap();
        let other = ShareKey::parse("abcdefghijklmnopqrstuw").unwrap();
        let unlisted = with_visibility(Visibility::Unlisted, Some(own.as_str()));
        assert!(unlisted.is_open_to(Some(&own)));
        assert!(!unlisted.is_open_to(Some(&other)));
        assert!(!unlisted.is_open_to(None));
        let keyless = with_visibility(Visibility::Unlisted, None);
        assert!(!keyless.is_open_to(None) && !keyless.is_open_to(Some(&own)));
    }

    #[test]
    fn visible_listings_need_no_key_and_hidden_ones_open_to_none() {
        let own = ShareKey::parse("abcdefghijklmnopqrstuv").unwrap();
        let visible = with_visibility(Visibility::Visible, None);
        assert!(visible.is_open_to(None) && visible.is_open_to(Some(&own)));
        let hidden = with_visibility(Visibility::Hidden, Some(own.as_str()));
        assert!(!hidden.is_open_to(None) && !hidden.is_open_to(Some(&own)));
    }
}
