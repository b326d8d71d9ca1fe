//! Turning uploaded bytes into a trusted, upright picture — or a precise refusal.

use super::jpeg_structure::{self, JpegStructure};
use super::png_structure::{self, PngStructure};
use image::codecs::jpeg::JpegDecoder;
use image::codecs::png::PngDecoder;
use image::error::ImageError;
use image::metadata::Orientation;
use image::{DynamicImage, ImageDecoder, Limits, RgbImage};
use pictures::{ImageRefusal, MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS};
use std::io::Cursor;

/// Bounds on what an upload may cost us.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UploadLimits {
    /// Largest accepted file.
    pub max_bytes: usize,
    /// Largest accepted width × height. The decompression-bomb guard: it is checked against
    /// the dimensions the header declares, before any pixel buffer is allocated.
    pub max_pixels: u64,
}

impl Default for UploadLimits {
    fn default() -> Self {
        Self {
            max_bytes: MAX_UPLOAD_BYTES,
            max_pixels: MAX_UPLOAD_PIXELS,
        }
    }
}

/// Why an upload is not a photo we accept: the domain's refusals, which staff see as they are.
pub type UploadError = ImageRefusal;

/// The most pixels one byte of a picture's coded image data may stand for. A complete JPEG
/// codes every 8 × 8 block of its full-resolution component with one bit at least (its first
/// coefficient's code), so it holds a byte of scan data per 512 pixels or more: a header
/// declaring more is a file cut short, whose missing part the decoder would fill at the
/// declared size's cost. A PNG is held to the same ratio, which only a nearly blank page
/// compresses past (deflate packs at most 1032 bytes into one). So a small file costs a
/// small decode: at most 512 pixels, 1.5 KB of RGB, per byte of image data.
pub const MAX_PIXELS_PER_DATA_BYTE: u64 = 512;

const JPEG_START: [u8; 3] = [0xFF, 0xD8, 0xFF];
/// Every PNG starts with this signature (ISO/IEC 15948, 5.2).
const PNG_START: [u8; 8] = *b"\x89PNG\r\n\x1a\n";

/// A decoded upload: RGB pixels as stored, and how the camera says to turn them upright.
pub struct DecodedUpload {
    pub pixels: RgbImage,
    pub orientation: Orientation,
}

impl DecodedUpload {
    /// True when showing the picture upright swaps width and height.
    pub fn orientation_swaps_axes(&self) -> bool {
        matches!(
            self.orientation,
            Orientation::Rotate90
                | Orientation::Rotate270
                | Orientation::Rotate90FlipH
                | Orientation::Rotate270FlipH
        )
    }
}

/// Proves `bytes` are a complete JPEG within `limits` by decoding them (the file name and the
/// declared content type are never trusted).
pub fn decode_upload(bytes: &[u8], limits: &UploadLimits) -> Result<DecodedUpload, UploadError> {
    if bytes.len() > limits.max_bytes {
        return Err(UploadError::TooLarge {
            limit: limits.max_bytes,
        });
    }
    if !bytes.starts_with(&JPEG_START) {
        return Err(UploadError::NotAJpeg);
    }
    let scan_bytes = match jpeg_structure::walk(bytes) {
        JpegStructure::Complete { scan_bytes } => scan_bytes,
        JpegStructure::Truncated => return Err(UploadError::Truncated),
        JpegStructure::Malformed => {
            return Err(UploadError::Corrupt(
                "the marker structure is broken".into(),
            ))
        }
    };

    decode_within(
        JpegDecoder::new(Cursor::new(bytes)).map_err(corrupt)?,
        limits,
        scan_bytes,
    )
}

/// [`decode_upload`] for a drawing, which may also be a PNG (a plan exported from a drawing
/// program): decoded under the same limits, its transparent parts laid on white paper.
pub fn decode_drawing(bytes: &[u8], limits: &UploadLimits) -> Result<DecodedUpload, UploadError> {
    if !bytes.starts_with(&PNG_START) {
        return decode_upload(bytes, limits);
    }
    if bytes.len() > limits.max_bytes {
        return Err(UploadError::TooLarge {
            limit: limits.max_bytes,
        });
    }
    let image_data_bytes = match png_structure::walk(bytes) {
        PngStructure::Complete { image_data_bytes } => image_data_bytes,
        PngStructure::Truncated => return Err(UploadError::Truncated),
        PngStructure::Malformed => {
            return Err(UploadError::Corrupt("the chunk structure is broken".into()))
        }
    };
    decode_within(
        PngDecoder::new(Cursor::new(bytes)).map_err(corrupt)?,
        limits,
        image_data_bytes,
    )
}

/// Whether `data_bytes` of coded image data can hold `pixels` (`MAX_PIXELS_PER_DATA_BYTE`).
fn data_can_hold(data_bytes: usize, pixels: u64) -> bool {
    pixels <= (data_bytes as u64).saturating_mul(MAX_PIXELS_PER_DATA_BYTE)
}

/// Decodes a picture whose header `decoder` has read, whose coded image data is `data_bytes`
/// long, held to `limits` and to what that data can hold before a pixel buffer is allocated.
fn decode_within(
    mut decoder: impl ImageDecoder,
    limits: &UploadLimits,
    data_bytes: usize,
) -> Result<DecodedUpload, UploadError> {
    let (width, height) = decoder.dimensions();
    let pixels = u64::from(width) * u64::from(height);
    let too_many_pixels = || UploadError::TooManyPixels {
        width,
        height,
        limit: limits.max_pixels,
    };
    if pixels > limits.max_pixels {
        return Err(too_many_pixels());
    }
    if !data_can_hold(data_bytes, pixels) {
        return Err(UploadError::TooLittleData {
            width,
            height,
            data_bytes,
        });
    }
    // The declared dimensions passed; the decoder is held to them, and the buffer it is about
    // to fill is reserved against the allocation limit before a byte of it is allocated.
    let mut allocation = decoding_limits(limits, data_bytes);
    decoder
        .set_limits(allocation.clone())
        .map_err(|_| too_many_pixels())?;
    allocation
        .reserve(decoder.total_bytes())
        .map_err(|_| too_many_pixels())?;
    // A broken EXIF block must not cost the photo: it just means "no rotation".
    let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
    let image = DynamicImage::from_decoder(decoder).map_err(|error| match error {
        ImageError::Limits(_) => too_many_pixels(),
        other => corrupt(other),
    })?;
    let pixels = if image.color().has_alpha() {
        on_white(image)
    } else {
        image.into_rgb8()
    };
    Ok(DecodedUpload {
        pixels,
        orientation,
    })
}

/// The picture laid on white: a transparent pixel becomes white, not the black its colour
/// channels often hold.
fn on_white(image: DynamicImage) -> RgbImage {
    let rgba = image.into_rgba8();
    RgbImage::from_fn(rgba.width(), rgba.height(), |x, y| {
        let [red, green, blue, alpha] = rgba.get_pixel(x, y).0;
        let blend = |channel: u8| {
            let covered = u16::from(channel) * u16::from(alpha);
            let paper = 255 * u16::from(255 - alpha);
            u8::try_from((covered + paper + 127) / 255).unwrap_or(u8::MAX)
        };
        image::Rgb([blend(red), blend(green), blend(blue)])
    })
}

/// `image`'s allocation limits for one upload: the RGB pixels of the largest accepted photo
/// (`decode_upload` turns every photo into RGB, three bytes a pixel), and no more than four
/// bytes (RGBA) for each pixel its `data_bytes` of image data can hold.
fn decoding_limits(limits: &UploadLimits, data_bytes: usize) -> Limits {
    let by_data = (data_bytes as u64)
        .saturating_mul(MAX_PIXELS_PER_DATA_BYTE)
        .saturating_mul(4);
    let mut allocation = Limits::default();
    allocation.max_alloc = Some((limits.max_pixels * 3).min(by_data));
    allocation
}

fn corrupt(error: ImageError) -> UploadError {
    UploadError::Corrupt(error.to_string())
}
