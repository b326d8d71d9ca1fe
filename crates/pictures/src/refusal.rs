/// Why an upload is not a photo we accept. The messages are shown to staff as they are.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImageRefusal {
    #[error("the file is larger than the {limit} bytes allowed")]
    TooLarge { limit: usize },
    #[error("the file is not a JPEG image")]
    NotAJpeg,
    #[error("the JPEG file is incomplete")]
    Truncated,
    #[error("the image is {width} × {height} pixels, more than the {limit} allowed")]
    TooManyPixels { width: u32, height: u32, limit: u64 },
    #[error("the JPEG image cannot be decoded: {0}")]
    Corrupt(String),
}
