use crate::{ImageRefusal, PictureSize};
use async_trait::async_trait;

/// One size of one photo, ready to store under a `.jpg` key and its `.webp` twin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RenderedPicture {
    pub size: PictureSize,
    pub jpeg: Vec<u8>,
    pub webp: Vec<u8>,
}

#[derive(Debug, thiserror::Error)]
pub enum ImageProcessingError {
    #[error(transparent)]
    Refused(#[from] ImageRefusal),
    #[error("image processing failure: {0}")]
    Unexpected(#[source] Box<dyn std::error::Error + Send + Sync>),
}

/// Turns an uploaded photo into the published sizes.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait ImageProcessor: Send + Sync {
    /// Proves `upload` is a complete JPEG within `MAX_UPLOAD_BYTES` and `MAX_UPLOAD_PIXELS`
    /// by decoding it (a file's name and declared type are never trusted), turns it upright
    /// as its EXIF orientation says, and renders each of `sizes`, in order, centre-cropped, as
    /// a JPEG and a WebP twin free of all metadata (EXIF and GPS included).
    /// # Errors
    /// MUST return `Refused` for anything that is not such a JPEG or PNG.
    async fn render(
        &self,
        upload: Vec<u8>,
        sizes: Vec<PictureSize>,
    ) -> Result<Vec<RenderedPicture>, ImageProcessingError>;

    /// Proves `upload` is a complete JPEG or PNG within the same limits as [`Self::render`] (a
    /// PNG's transparent parts laid on white), turns it
    /// upright and draws it anew whole (never cropped: every edge of a drawing such as a floor
    /// plan matters), scaled down to `longest_edge` pixels on its longer side when larger, as
    /// one JPEG free of all metadata.
    /// # Errors
    /// MUST return `Refused` for anything that is not such a JPEG.
    async fn redraw_whole(
        &self,
        upload: Vec<u8>,
        longest_edge: u32,
    ) -> Result<Vec<u8>, ImageProcessingError>;
}
