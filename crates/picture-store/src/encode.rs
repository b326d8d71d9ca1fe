//! JPEG and lossy WebP encoding of a finished variant.

use image::codecs::jpeg::JpegEncoder;
use image::{ExtendedColorType, ImageEncoder, RgbImage};

/// JPEG quality of every variant: visually clean for photos at a moderate size.
pub const JPEG_QUALITY: u8 = 82;
/// libwebp quality giving about the same visual quality as `JPEG_QUALITY` (libwebp's scale
/// runs lower than libjpeg's for equal quality). Measured by bench/image_variants.sh: within
/// 1 dB PSNR of the JPEG at 40–60 % fewer bytes.
pub const WEBP_QUALITY: f32 = 80.0;

/// How a WebP twin is encoded: libwebp's quality and its effort (`method`, 0 fast to 6 slow
/// and smallest).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct WebpSettings {
    pub quality: f32,
    pub method: i32,
}

/// Photos seen large (gallery, banners): `WEBP_QUALITY` at libwebp's default effort, which
/// keeps a 24-megapixel upload's every size inside bench/image_variants.sh's time budget.
pub const PHOTO_WEBP: WebpSettings = WebpSettings {
    quality: WEBP_QUALITY,
    method: 4,
};

/// The card picture (`listing`, 750 × 500): shown about 380 CSS pixels wide, ten or more to a
/// list page, and the list's largest paint. A phone fetches the first screen's cards together,
/// so their bytes set how soon the first one shows (bench/README.md, "The list page's LCP":
/// Lighthouse's phone needs them at about 0.72 of the photo settings' bytes). A lower quality
/// and libwebp's slowest, smallest method give about two thirds of the bytes at a size where
/// the difference does not show; encoding one 750 × 500 picture slowly costs milliseconds.
pub const CARD_WEBP: WebpSettings = WebpSettings {
    quality: 74.0,
    method: 6,
};

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
pub fn encode_webp(image: &RgbImage, settings: WebpSettings) -> Result<Vec<u8>, EncodeError> {
    let mut config =
        webp::WebPConfig::new().map_err(|()| EncodeError("libwebp refused its defaults".into()))?;
    config.lossless = 0;
    config.alpha_compression = 1;
    config.quality = settings.quality;
    config.method = settings.method;
    webp::Encoder::from_rgb(image.as_raw(), image.width(), image.height())
        .encode_advanced(&config)
        .map(|memory| memory.to_vec())
        .map_err(|error| EncodeError(format!("{error:?}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 750 × 500 with what makes photos cost bytes: smooth light, edges and fine texture.
    fn photo_like() -> RgbImage {
        let mut seed: u32 = 0x9e37_79b9;
        RgbImage::from_fn(750, 500, |x, y| {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            let grain = (seed % 24) as u8;
            let sky = y < 180;
            let base = if sky {
                150 + (y / 3) as u8
            } else {
                60 + ((x / 25 + y / 40) % 4) as u8 * 20
            };
            image::Rgb([
                base / 2 + grain,
                base.saturating_add(grain / 2),
                if sky { 230 } else { 40 + grain },
            ])
        })
    }

    #[test]
    fn the_card_picture_costs_clearly_fewer_bytes_than_the_photo_settings() {
        let picture = photo_like();
        let photo = encode_webp(&picture, PHOTO_WEBP).unwrap();
        let card = encode_webp(&picture, CARD_WEBP).unwrap();

        assert!(
            (card.len() as f64) < photo.len() as f64 * 0.8,
            "card {} bytes against photo {} bytes",
            card.len(),
            photo.len()
        );
        for bytes in [&photo, &card] {
            let decoded = webp::Decoder::new(bytes).decode().expect("a WebP picture");
            assert_eq!((decoded.width(), decoded.height()), (750, 500));
        }
    }
}
