//! Pictures in the image store: where each one lives (docs/architecture.md "Images"), which
//! pictures an upload or a deletion may touch, and what an upload may cost.

mod gallery_name;
mod keys;
mod numbering;
mod picture_size;
mod refusal;
mod site_key;
mod target;
mod urls;
mod version;

pub use gallery_name::{GalleryName, GalleryNameError};
pub use keys::{
    article_banner_key, banner_keys, is_valid_key_segment, place_key, town_key, webp_twin,
    width_variant, GalleryPictureKeys, PropertyImageKeys, BANNER_PICTURE_SIZES,
    NARROWER_BANNER_WIDTHS,
};
pub use numbering::next_gallery_number;
pub use picture_size::{Dimensions, PictureSize};
pub use refusal::ImageRefusal;
pub use site_key::is_site_picture_key;
pub use target::{ImagePathError, PictureAddress, PictureDeletion, UploadTarget};
pub use urls::{galleries_from_images, image_url};
pub use version::ImageVersion;

/// Largest accepted upload: 30 MB holds any camera JPEG.
pub const MAX_UPLOAD_BYTES: usize = 30 * 1024 * 1024;
/// Largest accepted width × height, 64 MP being above today's full-frame sensors. The
/// decompression-bomb guard: checked against the dimensions a file declares, before decoding.
pub const MAX_UPLOAD_PIXELS: u64 = 64_000_000;
