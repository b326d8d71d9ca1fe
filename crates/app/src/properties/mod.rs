//! Reading properties as the public site sees them.

mod galleries;
mod get_public;
mod list_public;
mod meta;
mod public_lookup;

pub use galleries::{galleries_folder, property_gallery_keys, GalleryKeys, PropertyGalleriesError};
pub use get_public::{get_public_property, GetPropertyError, PublicProperty};
pub use list_public::{list_public_properties, ListPropertiesError};
pub use meta::{property_meta, PropertyMeta, PropertyMetaError, DEFAULT_PROPERTY_META_DESCRIPTION,
    DEFAULT_PROPERTY_META_TITLE};

#[cfg(test)]
pub(crate) mod fixtures;

pub(crate) use meta::or_default;
