//! The photo pipeline's refusals and outputs.

use image::codecs::jpeg::JpegEncoder;
use image::codecs::png::PngEncoder;
use image::{ExtendedColorType, ImageEncoder, Rgb, RgbImage};
use picture_store::{
    decode_upload, make_variants, UploadError, UploadLimits, VariantError, BACKGROUND,
    GALLERY_LARGE, GALLERY_SMALL, LISTING, LISTING_SMALL,
};
use std::time::{Duration, Instant};
use test_services::declared_size::declaring;

fn jpeg_of(image: &RgbImage) -> Vec<u8> {
    let mut bytes = Vec::new();
    JpegEncoder::new_with_quality(&mut bytes, 90)
        .write_image(
            image.as_raw(),
            image.width(),
            image.height(),
            ExtendedColorType::Rgb8,
        )
        .unwrap();
    bytes
}

/// A photo-like test card: a gradient with a band of texture, so encoders have real work.
fn test_card(width: u32, height: u32) -> RgbImage {
    RgbImage::from_fn(width, height, |x, y| {
        let ripple = (((x * 7 + y * 3) % 23) * 4) as u8;
        Rgb([(x * 255 / width) as u8, (y * 255 / height) as u8, ripple])
    })
}

/// Little-endian TIFF holding IFD0 {Orientation, GPS IFD pointer} and a GPS IFD with
/// GPSLatitudeRef 'N' and a marker string, wrapped as a JPEG APP1 segment.
fn exif_segment(orientation: u16) -> Vec<u8> {
    let mut tiff: Vec<u8> = b"II\x2a\x00\x08\x00\x00\x00".to_vec();
    // IFD0 at 8: two entries, then the next-IFD offset.
    tiff.extend_from_slice(&2u16.to_le_bytes());
    tiff.extend_from_slice(&0x0112u16.to_le_bytes()); // Orientation
    tiff.extend_from_slice(&3u16.to_le_bytes()); // SHORT
    tiff.extend_from_slice(&1u32.to_le_bytes());
    tiff.extend_from_slice(&orientation.to_le_bytes());
    tiff.extend_from_slice(&[0, 0]);
    let gps_ifd_offset: u32 = 8 + 2 + 2 * 12 + 4;
    tiff.extend_from_slice(&0x8825u16.to_le_bytes()); // GPSInfo pointer
    tiff.extend_from_slice(&4u16.to_le_bytes()); // LONG
    tiff.extend_from_slice(&1u32.to_le_bytes());
    tiff.extend_from_slice(&gps_ifd_offset.to_le_bytes());
    tiff.extend_from_slice(&0u32.to_le_bytes());
    // GPS IFD: GPSLatitudeRef = "N", GPSAreaInformation = "SECRETSPOT" (ASCII, out of line).
    tiff.extend_from_slice(&2u16.to_le_bytes());
    tiff.extend_from_slice(&0x0001u16.to_le_bytes());
    tiff.extend_from_slice(&2u16.to_le_bytes()); // ASCII
    tiff.extend_from_slice(&2u32.to_le_bytes());
    tiff.extend_from_slice(b"N\0\0\0");
    let text_offset: u32 = gps_ifd_offset + 2 + 2 * 12 + 4;
    tiff.extend_from_slice(&0x001Cu16.to_le_bytes());
    tiff.extend_from_slice(&2u16.to_le_bytes());
    tiff.extend_from_slice(&11u32.to_le_bytes());
    tiff.extend_from_slice(&text_offset.to_le_bytes());
    tiff.extend_from_slice(&0u32.to_le_bytes());
    tiff.extend_from_slice(b"SECRETSPOT\0");

    let mut segment = vec![0xFF, 0xE1];
    let length = (2 + 6 + tiff.len()) as u16;
    segment.extend_from_slice(&length.to_be_bytes());
    segment.extend_from_slice(b"Exif\0\0");
    segment.extend_from_slice(&tiff);
    segment
}

fn with_exif(jpeg: &[u8], orientation: u16) -> Vec<u8> {
    let mut bytes = jpeg[..2].to_vec();
    bytes.extend_from_slice(&exif_segment(orientation));
    bytes.extend_from_slice(&jpeg[2..]);
    bytes
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack
        .windows(needle.len())
        .any(|window| window == needle)
}

fn upload_error(result: Result<Vec<picture_store::EncodedVariant>, VariantError>) -> UploadError {
    match result {
        Err(VariantError::Upload(error)) => error,
        Err(other) => panic!("expected an upload error, got {other:?}"),
        Ok(_) => panic!("expected an upload error, got variants"),
    }
}

#[test]
fn every_variant_has_the_exact_spec_size_in_jpeg_and_webp() {
    let sizes = [
        GALLERY_LARGE,
        GALLERY_SMALL,
        LISTING,
        LISTING_SMALL,
        BACKGROUND,
    ];
    // 4:3 input, so every size needs a crop as well as a scale.
    let variants = make_variants(
        &jpeg_of(&test_card(1600, 1200)),
        &sizes,
        &UploadLimits::default(),
    )
    .unwrap();

    assert_eq!(variants.len(), sizes.len());
    for (variant, size) in variants.iter().zip(sizes) {
        assert_eq!(variant.size, size);
        let jpeg =
            image::load_from_memory_with_format(&variant.jpeg, image::ImageFormat::Jpeg).unwrap();
        assert_eq!((jpeg.width(), jpeg.height()), (size.width, size.height));
        let webp = webp::Decoder::new(&variant.webp)
            .decode()
            .expect("a WebP image");
        assert_eq!((webp.width(), webp.height()), (size.width, size.height));
        assert!(!webp.is_alpha(), "a photo has no alpha channel");
    }
    assert_eq!((GALLERY_SMALL.width, GALLERY_SMALL.height), (650, 433));
    assert_eq!((LISTING_SMALL.width, LISTING_SMALL.height), (150, 100));
}

#[test]
fn gps_and_all_other_exif_are_stripped() {
    let upload = with_exif(&jpeg_of(&test_card(900, 600)), 1);
    assert!(
        contains(&upload, b"SECRETSPOT"),
        "the fixture carries GPS data"
    );

    let variants =
        make_variants(&upload, &[LISTING, LISTING_SMALL], &UploadLimits::default()).unwrap();
    for variant in variants {
        assert!(!contains(&variant.jpeg, b"SECRETSPOT"));
        assert!(
            !contains(&variant.jpeg, b"Exif\0\0"),
            "no EXIF segment at all"
        );
        assert!(!contains(&variant.webp, b"EXIF") && !contains(&variant.webp, b"SECRETSPOT"));
    }
}

#[test]
fn exif_orientation_is_applied() {
    // Stored portrait 400 × 600: top half red, bottom half blue. Orientation 6 means "turn
    // 90° clockwise to view", so the upright picture is landscape with red on the right.
    let stored = RgbImage::from_fn(400, 600, |_, y| {
        if y < 300 {
            Rgb([220, 20, 20])
        } else {
            Rgb([20, 20, 220])
        }
    });
    let upload = with_exif(&jpeg_of(&stored), 6);
    assert_eq!(
        decode_upload(&upload, &UploadLimits::default())
            .unwrap()
            .orientation,
        image::metadata::Orientation::Rotate90
    );

    let variants = make_variants(&upload, &[LISTING], &UploadLimits::default()).unwrap();
    let upright = image::load_from_memory(&variants[0].jpeg)
        .unwrap()
        .into_rgb8();
    assert_eq!(upright.dimensions(), (750, 500));
    let left = upright.get_pixel(40, 250);
    let right = upright.get_pixel(710, 250);
    assert!(left[2] > 150 && left[0] < 80, "left is blue: {left:?}");
    assert!(right[0] > 150 && right[2] < 80, "right is red: {right:?}");
}

#[test]
fn a_png_named_jpg_is_refused() {
    let image = test_card(60, 40);
    let mut png = Vec::new();
    PngEncoder::new(&mut png)
        .write_image(image.as_raw(), 60, 40, ExtendedColorType::Rgb8)
        .unwrap();
    let error = upload_error(make_variants(&png, &[LISTING], &UploadLimits::default()));
    assert!(matches!(error, UploadError::NotAJpeg), "{error:?}");
}

#[test]
fn text_and_empty_files_are_refused() {
    for bytes in [&b""[..], b"<html>hello</html>", &[0xFF, 0xD8]] {
        let error = upload_error(make_variants(bytes, &[LISTING], &UploadLimits::default()));
        assert!(
            matches!(error, UploadError::NotAJpeg),
            "{bytes:?}: {error:?}"
        );
    }
}

#[test]
fn a_truncated_jpeg_is_refused() {
    let whole = jpeg_of(&test_card(300, 200));
    for cut in [1_000, whole.len() / 2, whole.len() - 2] {
        let error = upload_error(make_variants(
            &whole[..cut],
            &[LISTING],
            &UploadLimits::default(),
        ));
        assert!(
            matches!(error, UploadError::Truncated),
            "cut at {cut}: {error:?}"
        );
    }
}

#[test]
fn data_after_the_end_of_the_image_is_accepted_as_phones_write_it() {
    // Motion Photos append a video after the JPEG's end marker.
    let mut motion_photo = jpeg_of(&test_card(300, 200));
    motion_photo.extend_from_slice(b"\0\0\0\x18ftypmp42 and then a video stream");
    let variants =
        make_variants(&motion_photo, &[LISTING_SMALL], &UploadLimits::default()).unwrap();
    assert_eq!(variants.len(), 1);
}

#[test]
fn a_jpeg_with_a_mangled_frame_header_is_corrupt() {
    let mut bytes = jpeg_of(&test_card(300, 200));
    let sof = bytes.windows(2).position(|w| w == [0xFF, 0xC0]).unwrap();
    bytes[sof + 4] = 0x5A; // sample precision: only 8 (and 12) exist
    bytes[sof + 9] = 0; // no colour components
    let error = upload_error(make_variants(&bytes, &[LISTING], &UploadLimits::default()));
    assert!(matches!(error, UploadError::Corrupt(_)), "{error:?}");
}

#[test]
fn garbage_after_the_jpeg_signature_is_corrupt() {
    let mut bytes = vec![0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00];
    bytes.extend_from_slice(b"this is not a marker");
    let error = upload_error(make_variants(&bytes, &[LISTING], &UploadLimits::default()));
    assert!(matches!(error, UploadError::Corrupt(_)), "{error:?}");
}

#[test]
fn an_oversize_file_is_refused_before_decoding() {
    let bytes = jpeg_of(&test_card(300, 200));
    let limits = UploadLimits {
        max_bytes: bytes.len() - 1,
        ..UploadLimits::default()
    };
    let error = upload_error(make_variants(&bytes, &[LISTING], &limits));
    assert!(
        matches!(error, UploadError::TooLarge { limit } if limit == bytes.len() - 1),
        "{error:?}"
    );
    assert_eq!(UploadLimits::default().max_bytes, 30 * 1024 * 1024);
}

/// A small JPEG declaring `side` × `side` pixels: its refusal, within half a second.
fn refused_quickly(side: u16) -> UploadError {
    let bomb = declaring(&jpeg_of(&test_card(16, 16)), side, side);
    assert!(bomb.len() < 2_000);
    let started = Instant::now();
    let error = upload_error(make_variants(&bomb, &[LISTING], &UploadLimits::default()));
    assert!(
        started.elapsed() < Duration::from_millis(500),
        "took {:?}",
        started.elapsed()
    );
    error
}

#[test]
fn a_decompression_bomb_is_refused_quickly() {
    let error = refused_quickly(65_000);
    assert!(
        matches!(
            error,
            UploadError::TooManyPixels {
                width: 65_000,
                height: 65_000,
                ..
            }
        ),
        "{error:?}"
    );
}

/// Under the pixel cap, but far more pixels than its scan data can hold: a file cut short
/// (closed with an end marker), which the decoder would pad out at the declared size's cost.
#[test]
fn a_jpeg_declaring_more_pixels_than_its_scan_holds_is_refused_quickly_as_incomplete() {
    let error = refused_quickly(7_000);
    assert!(
        matches!(
            error,
            UploadError::TooLittleData {
                width: 7_000,
                height: 7_000,
                ..
            }
        ),
        "{error:?}"
    );
    assert!(
        error.to_string().ends_with("the file is incomplete"),
        "{error}"
    );
}

#[test]
fn the_pixel_limit_is_configurable() {
    let bytes = jpeg_of(&test_card(300, 200));
    let limits = UploadLimits {
        max_pixels: 300 * 200 - 1,
        ..UploadLimits::default()
    };
    let error = upload_error(make_variants(&bytes, &[LISTING], &limits));
    assert!(
        matches!(error, UploadError::TooManyPixels { .. }),
        "{error:?}"
    );
    let limits = UploadLimits {
        max_pixels: 300 * 200,
        ..UploadLimits::default()
    };
    assert!(make_variants(&bytes, &[LISTING_SMALL], &limits).is_ok());
}
