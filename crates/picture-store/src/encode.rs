//! JPEG and lossy WebP encoding of a finished variant.

use image::codecs::jpeg::JpegEncoder;
use image::{ExtendedColorType, ImageEncoder, RgbImage};

/// JPEG quality of every variant: visually clean for photos at a moderate size.
pub const JPEG_QUALITY: u8 = 82;
/// libwebp quality giving about the same visual quality as `JPEG_QUALITY` (libwebp's scale
/// runs lower than libjpeg's for equal quality). Measured by bench/image_variants.sh: within
/// 1 dB PSNR of the JPEG at 40–60 % fewer bytes.
pub const WEBP_QUALITY: f32 = 80.0;

#[derive(Debug, thiserror::Error)]
#[error("could not encode the image: {0}")]
pub struct EncodeError(String);

/// Baseline JPEG without any metadata segment (only the JFIF header).
pub fn encode_jpeg(image: &RgbImage) -> Result<Vec<u8>, EncodeError> {
    let mut bytes = Vec::with_capacity(image.as_raw().len() / 8);
    JpegEncoder::new_with_quality(&mut bytes, JPEG_QUALITY)
        .write_image(
            image.as_raw(),
            image.width(),
            image.height(),
            ExtendedColorType::Rgb8,
        )
        .map_err(|error| EncodeError(error.to_string()))?;
    Ok(bytes)
}

/// Lossy WebP through libwebp (the `image` crate's own WebP encoder is lossless only).
pub fn encode_webp(image: &RgbImage) -> Result<Vec<u8>, EncodeError> {
    webp::Encoder::from_rgb(image.as_raw(), image.width(), image.height())
        .encode_simple(false, WEBP_QUALITY)
        .map(|memory| memory.to_vec())
        .map_err(|error| EncodeError(format!("{error:?}")))
}
