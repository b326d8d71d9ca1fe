//! Pictures in the image store: where each one lives (docs/reference.md "Images"), which
//! pictures an upload or a deletion may touch, and what an upload may cost; the ports of the
//! store and of the photo pipeline (`ports`), and the staff's picture use cases (`editing`).
//!
//! Pure like `domain`, on which it stands: no I/O crate in its build file. The adapters
//! (`picture-store`) implement its ports.

pub mod captions;
pub mod editing;
pub mod ports;

mod gallery_name;
mod gallery_order;
mod keys;
mod numbering;
mod picture_size;
mod refusal;
mod served_format;
mod site_key;
mod site_picture;
mod target;
mod urls;
mod version;

pub use gallery_name::{GalleryName, GalleryNameError};
pub use gallery_order::{move_to_front, renumber_gallery, GalleryOrderError, Renumbering};
pub use keys::{
    article_banner_key, banner_keys, gallery_thumbnail_key, is_gallery_thumbnail_stem,
    is_valid_key_segment, place_key, town_key, webp_twin, width_variant, GalleryPictureKeys,
    PropertyImageKeys, BANNER_PICTURE_SIZES, GALLERY_THUMB_WIDTH, NARROWER_BANNER_WIDTHS,
};
pub use numbering::next_gallery_number;
pub use picture_size::{Dimensions, PictureSize};
pub use refusal::ImageRefusal;
pub use served_format::ServedFormat;
pub use site_key::is_site_picture_key;
pub use site_picture::SitePicture;
pub use target::{ImagePathError, PictureAddress, PictureDeletion, UploadTarget};
pub use urls::{
    galleries_from_images, galleries_with_urls, image_url, image_url_with_path_version,
    split_path_version,
};
pub use version::ImageVersion;

/// Largest accepted upload: 30 MB holds any camera JPEG.
pub const MAX_UPLOAD_BYTES: usize = 30 * 1024 * 1024;
/// Largest accepted width × height. The decompression-bomb guard, checked against the
/// dimensions a file declares before decoding: a tiny file can declare a huge picture, and
/// decoding costs three bytes a pixel whatever the file's size. Every photo is scaled down to
/// the largest size the site publishes, 1800 × 1200 (2.2 MP), so pixels beyond a camera's
/// add nothing; 52 MP holds today's 45–50 MP full-frame sensors (the 50.6 MP Canon EOS 5DS:
/// 8688 × 5792) and phones' 48 MP modes (8064 × 6048), at most 156 MB decoded, and refuses
/// an 8000 × 8000 bomb (64 MP, 192 MB). Larger originals are exported smaller first.
pub const MAX_UPLOAD_PIXELS: u64 = 52_000_000;
