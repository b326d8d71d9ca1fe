//! Properties: reading them as visitors or staff see them, and the staff writes.

mod create;
mod delete;
mod galleries;
mod get_public;
mod list_public;
mod meta;
mod public_lookup;
mod update;

pub use create::{CreatePropertyError, create_property};
pub use delete::{DeletePropertyError, delete_property};
pub use galleries::{
    GalleryKeys, PropertyGalleriesError, property_gallery_keys, property_gallery_keys_for,
};
pub use get_public::{GetPropertyError, PublicProperty, get_property, get_public_property};
pub use list_public::{ListPropertiesError, list_properties, list_public_properties};
pub use meta::{
    DEFAULT_PROPERTY_META_DESCRIPTION, DEFAULT_PROPERTY_META_TITLE, PropertyMeta,
    PropertyMetaError, property_meta, property_meta_for,
};

pub use public_lookup::Audience;
pub use update::{UpdatePropertyError, update_property};

#[cfg(test)]
pub(crate) mod fixtures;

pub(crate) use meta::or_default;
