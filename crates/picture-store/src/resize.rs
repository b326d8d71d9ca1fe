//! Centre-cropped resizing with fast_image_resize (SIMD convolution).

use fast_image_resize::images::{Image, ImageRef};
use fast_image_resize::{PixelType, ResizeOptions, Resizer};
use image::RgbImage;

/// Fills exactly `width` × `height`: scales `source` to cover the frame and crops the overflow
/// equally from both sides, so a photo of another aspect ratio is never distorted.
pub(crate) fn cover(source: &RgbImage, width: u32, height: u32) -> RgbImage {
    if source.dimensions() == (width, height) {
        return source.clone();
    }
    let view = ImageRef::new(
        source.width(),
        source.height(),
        source.as_raw(),
        PixelType::U8x3,
    )
    .expect("an RgbImage buffer always matches its dimensions");
    let mut target = Image::new(width, height, PixelType::U8x3);
    Resizer::new()
        .resize(
            &view,
            &mut target,
            &ResizeOptions::new().fit_into_destination(Some((0.5, 0.5))),
        )
        .expect("source and target are both RGB8");
    RgbImage::from_raw(width, height, target.into_vec())
        .expect("the resizer fills width × height × 3 bytes")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cover_crops_the_long_side_evenly() {
        // Left third red, middle green, right third blue; a square crop keeps only green.
        let source = RgbImage::from_fn(300, 100, |x, _| match x {
            0..=99 => image::Rgb([255, 0, 0]),
            100..=199 => image::Rgb([0, 255, 0]),
            _ => image::Rgb([0, 0, 255]),
        });
        let square = cover(&source, 50, 50);
        assert_eq!(square.dimensions(), (50, 50));
        for x in [2, 25, 47] {
            let pixel = square.get_pixel(x, 25);
            assert!(
                pixel[1] > 200 && pixel[0] < 40 && pixel[2] < 40,
                "x {x}: {pixel:?}"
            );
        }
    }
}
