//! The photo pipeline: one upload in, every published size out, as JPEG plus a WebP twin.
//!
//! Cost is dominated by decoding the original, so it is decoded once and scaled once to an
//! upright 1800 × 1200 intermediate (every published size is 3:2, give or take a pixel);
//! the smaller sizes are derived from that intermediate. Orientation is applied to the
//! intermediate rather than the original, which rotates 2 megapixels instead of 24.
//! CPU-bound and blocking: call it from `tokio::task::spawn_blocking`.

use super::encode::{encode_jpeg, encode_webp, EncodeError, WebpSettings, CARD_WEBP, PHOTO_WEBP};
use super::resize::cover;
use super::upload::{decode_upload, UploadError, UploadLimits};
use image::{DynamicImage, RgbImage};
use pictures::{Dimensions, PictureSize, BANNER_PICTURE_SIZES};

/// A published picture size in pixels: `pictures::PictureSize` owns the numbers.
pub type VariantSize = Dimensions;

pub const GALLERY_LARGE: VariantSize = PictureSize::GalleryLarge.dimensions();
pub const GALLERY_SMALL: VariantSize = PictureSize::GallerySmall.dimensions();
pub const GALLERY_THUMB: VariantSize = PictureSize::GalleryThumb.dimensions();
pub const LISTING: VariantSize = PictureSize::Listing.dimensions();
pub const LISTING_SMALL: VariantSize = PictureSize::ListingSmall.dimensions();
pub const BACKGROUND: VariantSize = PictureSize::Background.dimensions();
/// Narrower renderings of a full-width picture (property background, article banner) for
/// phones and tablets, offered in `srcset`; stored beside it (`pictures::width_variant`).
pub const BANNER_MEDIUM: VariantSize = PictureSize::BannerMedium.dimensions();
pub const BANNER_SMALL: VariantSize = PictureSize::BannerSmall.dimensions();
/// A full-width picture and its narrower renderings, in the order of `pictures::banner_keys`.
pub const BANNER_SIZES: [VariantSize; 3] = [
    BANNER_PICTURE_SIZES[0].dimensions(),
    BANNER_PICTURE_SIZES[1].dimensions(),
    BANNER_PICTURE_SIZES[2].dimensions(),
];

/// The size every variant is derived from: the largest published one.
const INTERMEDIATE: VariantSize = GALLERY_LARGE;

/// One size of one photo, ready to store under a `.jpg` key and its `.webp` twin.
#[derive(Debug, Clone)]
pub struct EncodedVariant {
    pub size: VariantSize,
    pub jpeg: Vec<u8>,
    pub webp: Vec<u8>,
}

#[derive(Debug, thiserror::Error)]
pub enum VariantError {
    #[error(transparent)]
    Upload(#[from] UploadError),
    #[error(transparent)]
    Encode(#[from] EncodeError),
}

/// Validates and decodes an uploaded JPEG, then renders it at each of `sizes` (in order),
/// centre-cropped, upright and free of all metadata (EXIF, GPS, XMP, ICC are not carried over:
/// the pixels are re-encoded from scratch).
pub fn make_variants(
    upload: &[u8],
    sizes: &[VariantSize],
    limits: &UploadLimits,
) -> Result<Vec<EncodedVariant>, VariantError> {
    let intermediate = upright_intermediate(upload, limits)?;
    render_variants(&intermediate, sizes)
}

fn upright_intermediate(upload: &[u8], limits: &UploadLimits) -> Result<RgbImage, UploadError> {
    let decoded = decode_upload(upload, limits)?;
    let VariantSize { width, height } = INTERMEDIATE;
    // Crop in the stored frame to the shape that becomes 3:2 once turned upright.
    let (stored_width, stored_height) = if decoded.orientation_swaps_axes() {
        (height, width)
    } else {
        (width, height)
    };
    let scaled = cover(&decoded.pixels, stored_width, stored_height);
    drop(decoded.pixels);
    let mut upright = DynamicImage::ImageRgb8(scaled);
    upright.apply_orientation(decoded.orientation);
    Ok(upright.into_rgb8())
}

/// Renders `sizes` from an already upright picture; equal sizes are encoded once.
pub fn render_variants(
    picture: &RgbImage,
    sizes: &[VariantSize],
) -> Result<Vec<EncodedVariant>, VariantError> {
    let mut done: Vec<EncodedVariant> = Vec::with_capacity(sizes.len());
    for &size in sizes {
        let variant = match done.iter().find(|variant| variant.size == size) {
            Some(twin) => twin.clone(),
            None => encode_variant(&cover(picture, size.width, size.height), size)?,
        };
        done.push(variant);
    }
    Ok(done)
}

/// The card picture is encoded for many at once on a small screen; every other size as a photo.
fn webp_settings(size: VariantSize) -> WebpSettings {
    if size == LISTING {
        CARD_WEBP
    } else {
        PHOTO_WEBP
    }
}

/// Encodes the JPEG and the WebP at the same time: the machine has cores to spare for it.
fn encode_variant(picture: &RgbImage, size: VariantSize) -> Result<EncodedVariant, EncodeError> {
    let (jpeg, webp) = std::thread::scope(|scope| {
        let webp = scope.spawn(|| encode_webp(picture, webp_settings(size)));
        let jpeg = encode_jpeg(picture);
        (jpeg, webp.join().expect("the WebP encoder does not panic"))
    });
    Ok(EncodedVariant {
        size,
        jpeg: jpeg?,
        webp: webp?,
    })
}
