//! The pictures' adapters: image storage over object_store (a folder or an S3 bucket), and
//! the image variant pipeline. They implement `pictures::ports`.

mod banner_widths;
mod bucket_etags;
mod content_version;
mod encode;
mod file_record;
mod gallery_thumbnails;
mod jpeg_structure;
mod key;
mod png_structure;
mod processor;
mod resize;
pub mod s3_bucket;
mod store;
mod upload;
mod variants;
mod version_cache;
mod whole;

pub use banner_widths::add_missing_banner_widths;
pub use content_version::content_version;
pub use encode::{
    encode_jpeg, encode_webp, EncodeError, WebpSettings, CARD_WEBP, JPEG_QUALITY, PHOTO_WEBP,
    WEBP_QUALITY,
};
pub use gallery_thumbnails::add_missing_gallery_thumbnails;
pub use key::{validate_key, validate_prefix, MAX_KEY_LENGTH};
// The key scheme is the `pictures` crate's rule; it is re-exported for the demo seed and the examples.
pub use pictures::{
    article_banner_key, banner_keys, galleries_from_images, gallery_thumbnail_key, image_url,
    next_gallery_number, place_key, town_key, webp_twin, width_variant, GalleryName,
    GalleryNameError, GalleryPictureKeys, PropertyImageKeys,
};
pub use processor::JpegProcessor;
pub use store::ObjectStoreImages;
pub use upload::{
    decode_upload, DecodedUpload, UploadError, UploadLimits, MAX_PIXELS_PER_DATA_BYTE,
};
pub use variants::{
    make_variants, render_variants, EncodedVariant, VariantError, VariantSize, BACKGROUND,
    BANNER_MEDIUM, BANNER_SIZES, BANNER_SMALL, GALLERY_LARGE, GALLERY_SMALL, GALLERY_THUMB,
    LISTING, LISTING_SMALL,
};
