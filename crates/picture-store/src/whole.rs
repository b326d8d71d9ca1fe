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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::upload::UploadError;
    use std::io::Cursor;
    use std::time::{Duration, Instant};
    use test_services::declared_size::{crc32, declaring};

    fn encoded(format: image::ImageFormat) -> Vec<u8> {
        let small =
            image::RgbImage::from_fn(16, 16, |x, y| image::Rgb([x as u8 * 16, y as u8, 90]));
        let mut bytes = Vec::new();
        DynamicImage::ImageRgb8(small)
            .write_to(&mut Cursor::new(&mut bytes), format)
            .unwrap();
        bytes
    }

    fn refusal(bytes: &[u8]) -> UploadError {
        match redraw_whole(bytes, 200, &UploadLimits::default()) {
            Err(VariantError::Upload(refusal)) => refusal,
            Err(other) => panic!("not a refusal: {other:?}"),
            Ok(_) => panic!("redrawn"),
        }
    }

    #[test]
    fn a_small_file_claiming_7000_by_7000_pixels_is_refused_before_decoding() {
        for format in [image::ImageFormat::Jpeg, image::ImageFormat::Png] {
            let bomb = declaring(&encoded(format), 7000, 7000);
            assert!(bomb.len() < 2_000, "{format:?}: {} bytes", bomb.len());
            let started = Instant::now();
            let refused = refusal(&bomb);
            assert!(
                matches!(
                    refused,
                    UploadError::TooLittleData {
                        width: 7000,
                        height: 7000,
                        ..
                    }
                ),
                "{format:?}: {refused:?}"
            );
            assert!(
                started.elapsed() < Duration::from_millis(200),
                "{format:?}: took {:?}",
                started.elapsed()
            );
        }
        // The same file declaring its own size is a picture.
        let jpeg = encoded(image::ImageFormat::Jpeg);
        assert!(redraw_whole(&jpeg, 200, &UploadLimits::default()).is_ok());
    }

    #[test]
    fn a_png_cut_short_is_refused_as_incomplete() {
        let whole = encoded(image::ImageFormat::Png);
        assert!(redraw_whole(&whole, 200, &UploadLimits::default()).is_ok());
        // Cut anywhere after the signature, the end chunk is missing.
        for cut in [12, 40, whole.len() / 2, whole.len() - 1] {
            assert_eq!(
                refusal(&whole[..cut]),
                UploadError::Truncated,
                "cut at {cut}"
            );
        }
        // Image data cut short and closed with an end chunk by hand: the decoder runs out.
        let data = whole.windows(4).position(|w| w == b"IDAT").unwrap() - 4;
        let length = u32::from_be_bytes(whole[data..data + 4].try_into().unwrap()) as usize;
        let mut closed = whole[..data].to_vec();
        let kept = length / 2;
        closed.extend_from_slice(&(kept as u32).to_be_bytes());
        closed.extend_from_slice(b"IDAT");
        closed.extend_from_slice(&whole[data + 8..data + 8 + kept]);
        let crc = crc32(&closed[data + 4..]);
        closed.extend_from_slice(&crc.to_be_bytes());
        closed.extend_from_slice(&whole[whole.len() - 12..]);
        assert!(
            matches!(
                refusal(&closed),
                UploadError::Corrupt(_) | UploadError::Truncated
            ),
            "{:?}",
            refusal(&closed)
        );
    }
}
