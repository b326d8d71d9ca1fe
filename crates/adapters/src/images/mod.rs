//! Image storage over object_store, and the image variant pipeline.

mod banner_widths;
mod encode;
mod jpeg_structure;
mod key;
mod naming;
mod processor;
mod resize;
mod store;
mod upload;
mod variants;

pub use banner_widths::add_missing_banner_widths;
pub use encode::{EncodeError, JPEG_QUALITY, WEBP_QUALITY, encode_jpeg, encode_webp};
pub use key::{MAX_KEY_LENGTH, validate_key, validate_prefix};
// The key scheme is a domain rule; it is re-exported for the demo seed and the examples.
pub use domain::images::{
    GalleryName, GalleryNameError, GalleryPictureKeys, PropertyImageKeys, article_banner_key,
    banner_keys, next_gallery_number, place_key, town_key, webp_twin, width_variant,
};
pub use naming::{galleries_from_images, image_url};
pub use processor::JpegProcessor;
pub use store::ObjectStoreImages;
pub use upload::{DecodedUpload, UploadError, UploadLimits, decode_upload};
pub use variants::{
    BACKGROUND, BANNER_MEDIUM, BANNER_SIZES, BANNER_SMALL, EncodedVariant, GALLERY_LARGE,
    GALLERY_SMALL, LISTING, LISTING_SMALL, VariantError, VariantSize, make_variants,
    render_variants,
};
