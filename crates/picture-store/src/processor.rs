//! `ImageProcessor` over the variant pipeline: decoding, EXIF orientation, resizing and
//! encoding, on tokio's blocking pool (it is CPU-bound). A decoded original costs three bytes
//! per pixel, so only a few uploads are decoded at once: the others wait for their turn
//! rather than add their originals to the server's memory.

use super::upload::UploadLimits;
use super::variants::{make_variants, VariantError, VariantSize};
use super::whole::redraw_whole;
use async_trait::async_trait;
use pictures::ports::{ImageProcessingError, ImageProcessor, RenderedPicture};
use pictures::PictureSize;
use std::sync::Arc;
use tokio::sync::Semaphore;

/// Uploads decoded at once unless told otherwise.
const DEFAULT_DECODES_AT_ONCE: usize = 2;

/// Renders uploads with the variant table of `variants.rs`.
#[derive(Debug, Clone)]
pub struct JpegProcessor {
    limits: UploadLimits,
    decoding: Arc<Semaphore>,
}

impl JpegProcessor {
    /// At most `decodes_at_once` uploads (at least one) decoded and resized at a time.
    pub fn new(limits: UploadLimits, decodes_at_once: usize) -> Self {
        Self {
            limits,
            decoding: Arc::new(Semaphore::new(decodes_at_once.max(1))),
        }
    }
}

impl Default for JpegProcessor {
    fn default() -> Self {
        Self::new(UploadLimits::default(), DEFAULT_DECODES_AT_ONCE)
    }
}

impl JpegProcessor {
    /// Runs `work` on the blocking pool once a decoding turn is free.
    async fn in_turn<T: Send + 'static>(
        &self,
        work: impl FnOnce(&UploadLimits) -> Result<T, VariantError> + Send + 'static,
    ) -> Result<T, ImageProcessingError> {
        let limits = self.limits;
        let _turn = self
            .decoding
            .acquire()
            .await
            .map_err(|closed| ImageProcessingError::Unexpected(Box::new(closed)))?;
        tokio::task::spawn_blocking(move || work(&limits))
            .await
            .map_err(|error| ImageProcessingError::Unexpected(Box::new(error)))?
            .map_err(|error| match error {
                VariantError::Upload(refused) => ImageProcessingError::Refused(refused),
                VariantError::Encode(error) => ImageProcessingError::Unexpected(Box::new(error)),
            })
    }
}

#[async_trait]
impl ImageProcessor for JpegProcessor {
    async fn render(
        &self,
        upload: Vec<u8>,
        sizes: Vec<PictureSize>,
    ) -> Result<Vec<RenderedPicture>, ImageProcessingError> {
        let wanted: Vec<VariantSize> = sizes.iter().map(|size| size.dimensions()).collect();
        let variants = self
            .in_turn(move |limits| make_variants(&upload, &wanted, limits))
            .await?;
        Ok(sizes
            .into_iter()
            .zip(variants)
            .map(|(size, variant)| RenderedPicture {
                size,
                jpeg: variant.jpeg,
                webp: variant.webp,
            })
            .collect())
    }

    async fn redraw_whole(
        &self,
        upload: Vec<u8>,
        longest_edge: u32,
    ) -> Result<Vec<u8>, ImageProcessingError> {
        self.in_turn(move |limits| redraw_whole(&upload, longest_edge, limits))
            .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::{ImageEncoder, RgbImage};
    use pictures::ImageRefusal;
    use test_services::camera_metadata::{has_exif, with_exif};

    fn jpeg(width: u32, height: u32) -> Vec<u8> {
        let picture = RgbImage::from_fn(width, height, |x, y| image::Rgb([x as u8, y as u8, 90]));
        let mut bytes = Vec::new();
        image::codecs::jpeg::JpegEncoder::new(&mut bytes)
            .write_image(
                picture.as_raw(),
                width,
                height,
                image::ExtendedColorType::Rgb8,
            )
            .unwrap();
        bytes
    }

    #[tokio::test]
    async fn each_size_is_rendered_in_the_order_asked_at_its_dimensions() {
        let sizes = vec![
            PictureSize::Listing,
            PictureSize::ListingSmall,
            PictureSize::GallerySmall,
        ];
        let rendered = JpegProcessor::default()
            .render(jpeg(300, 200), sizes.clone())
            .await
            .unwrap();

        assert_eq!(
            rendered
                .iter()
                .map(|picture| picture.size)
                .collect::<Vec<_>>(),
            sizes
        );
        let found: Vec<(u32, u32)> = rendered
            .iter()
            .map(|picture| {
                let decoded = image::load_from_memory(&picture.jpeg).unwrap();
                (decoded.width(), decoded.height())
            })
            .collect();
        assert_eq!(found, [(750, 500), (150, 100), (650, 433)]);
        assert!(rendered
            .iter()
            .all(|picture| picture.webp.starts_with(b"RIFF")));
    }

    #[tokio::test]
    async fn a_drawing_is_redrawn_whole_within_the_longest_edge_and_without_its_metadata() {
        let upload = with_exif(&jpeg(400, 100));
        assert!(has_exif(&upload));

        let smaller = JpegProcessor::default()
            .redraw_whole(upload.clone(), 200)
            .await
            .unwrap();
        let kept = JpegProcessor::default()
            .redraw_whole(upload, 1000)
            .await
            .unwrap();

        let size = |bytes: &[u8]| {
            let decoded = image::load_from_memory(bytes).unwrap();
            (decoded.width(), decoded.height())
        };
        assert_eq!(size(&smaller), (200, 50), "scaled, its shape kept");
        assert_eq!(size(&kept), (400, 100), "never enlarged");
        for redrawn in [&smaller, &kept] {
            assert!(!has_exif(redrawn), "no EXIF left");
        }
    }

    #[tokio::test]
    async fn a_png_drawing_is_redrawn_as_a_jpeg_on_white_paper() {
        // A transparent 300 × 100 drawing with one black wall, eight pixels thick, across it.
        let mut drawing = image::RgbaImage::new(300, 100);
        for (x, y) in (0..300).flat_map(|x| (46..54).map(move |y| (x, y))) {
            drawing.put_pixel(x, y, image::Rgba([0, 0, 0, 255]));
        }
        let mut png = Vec::new();
        image::DynamicImage::ImageRgba8(drawing)
            .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
            .unwrap();

        let redrawn = JpegProcessor::default()
            .redraw_whole(png, 150)
            .await
            .unwrap();

        assert!(redrawn.starts_with(&[0xFF, 0xD8, 0xFF]), "a JPEG");
        let decoded = image::load_from_memory(&redrawn).unwrap().into_rgb8();
        assert_eq!(decoded.dimensions(), (150, 50));
        let paper = decoded.get_pixel(10, 5).0;
        assert!(
            paper.iter().all(|&c| c > 240),
            "white paper, not black: {paper:?}"
        );
        let line = decoded.get_pixel(75, 25).0;
        assert!(line.iter().all(|&c| c < 128), "the wall kept: {line:?}");
    }

    #[tokio::test]
    async fn a_drawing_that_is_not_a_complete_jpeg_is_refused() {
        let whole = jpeg(300, 200);
        let refused = JpegProcessor::default()
            .redraw_whole(whole[..whole.len() / 2].to_vec(), 200)
            .await
            .unwrap_err();

        assert!(matches!(refused, ImageProcessingError::Refused(_)));
    }

    #[tokio::test]
    async fn a_file_that_is_not_a_jpeg_is_refused_with_the_domains_reason() {
        let refused = JpegProcessor::default()
            .render(b"GIF89a not a photo".to_vec(), vec![PictureSize::Listing])
            .await
            .unwrap_err();

        assert!(matches!(
            refused,
            ImageProcessingError::Refused(ImageRefusal::NotAJpeg)
        ));
    }
}
