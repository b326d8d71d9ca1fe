//! A drawing redrawn whole: decoded as an upload is (a PNG too), turned upright, scaled down to fit (never
//! cropped, never enlarged) and encoded afresh, so no metadata of the original survives.
//! CPU-bound and blocking: call it from `tokio::task::spawn_blocking`.

use super::encode::encode_jpeg;
use super::resize::cover;
use super::upload::{decode_drawing, UploadLimits};
use super::variants::VariantError;
use image::DynamicImage;

/// The JPEG of `upload` (a JPEG or a PNG) at most `longest_edge` pixels on its longer side.
pub fn redraw_whole(
    upload: &[u8],
    longest_edge: u32,
    limits: &UploadLimits,
) -> Result<Vec<u8>, VariantError> {
    let decoded = decode_drawing(upload, limits)?;
    let (width, height) = decoded.pixels.dimensions();
    let longer = width.max(height);
    let pixels = if longer > longest_edge.max(1) {
        let scale = f64::from(longest_edge.max(1)) / f64::from(longer);
        let fit = |side: u32| ((f64::from(side) * scale).round() as u32).max(1);
        // The same shape, give or take a rounded pixel: `cover` crops nothing to speak of.
        cover(&decoded.pixels, fit(width), fit(height))
    } else {
        decoded.pixels
    };
    let mut upright = DynamicImage::ImageRgb8(pixels);
    upright.apply_orientation(decoded.orientation);
    Ok(encode_jpeg(&upright.into_rgb8())?)
}
