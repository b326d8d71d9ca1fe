//! Properties: reading them as visitors or staff see them, and the staff writes.

mod buying_costs;
mod create;
mod delete;
mod draft;
mod draft_address;
mod galleries;
mod get_public;
mod list_public;
mod meta;
mod new_marks;
mod next_ref;
mod price_history;
mod public_lookup;
mod share_key;
mod suggestions;
mod update;

pub use buying_costs::{
    buying_cost_options, costs_of, estimate_buying_costs, BuyerChoices, BuyingCosts,
    BuyingCostsError,
};
pub use create::{create_property, CreatePropertyError};
pub use delete::{delete_property, DeletePropertyError};
pub use draft::create_draft_property;
pub use galleries::{
    gallery_keys_of, property_gallery_keys, property_gallery_keys_for, GalleryKeys,
    PropertyGalleriesError,
};
pub use get_public::{
    get_property, get_public_property, with_town, GetPropertyError, PublicProperty,
};
pub use list_public::{list_properties, list_public_properties, ListPropertiesError};
pub use meta::{
    property_meta, property_meta_for, PropertyMeta, PropertyMetaError,
    DEFAULT_PROPERTY_META_DESCRIPTION, DEFAULT_PROPERTY_META_TITLE,
};
pub use new_marks::end_new_marks;
pub use next_ref::{suggest_next_ref, NextRefError};
pub use price_history::price_history;
pub use public_lookup::{find_public_property, Audience};
pub use share_key::{give_missing_share_keys, rotate_share_key, RotateShareKeyError};
pub use suggestions::{
    featured_homes, similar_homes, similar_homes_to, SuggestionsError, FEATURED_HOMES,
};
pub use update::{update_property, UpdatePropertyError};

#[cfg(test)]
pub(crate) mod fixtures;

pub(crate) use meta::or_default;
