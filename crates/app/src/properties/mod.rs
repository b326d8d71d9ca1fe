//! Properties: reading them as visitors or staff see them, and the staff writes.

mod create;
mod delete;
mod galleries;
mod get_public;
mod list_public;
mod meta;
mod public_lookup;
mod share_key;
mod update;

pub use create::{create_property, CreatePropertyError};
pub use delete::{delete_property, DeletePropertyError};
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

pub use public_lookup::{find_public_property, Audience};
pub use share_key::{give_missing_share_keys, rotate_share_key, RotateShareKeyError};
pub use update::{update_property, UpdatePropertyError};

#[cfg(test)]
pub(crate) mod fixtures;

pub(crate) use meta::or_default;
