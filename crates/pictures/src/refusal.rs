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
    /// The header declares more pixels than the file's coded image data can hold: the data
    /// was cut short (and a decoder would fill the rest, at the declared size's cost).
    #[error(
        "the image declares {width} × {height} pixels, more than its {data_bytes} bytes of image \
         data can hold: the file is incomplete"
    )]
    TooLittleData {
        width: u32,
        height: u32,
        data_bytes: usize,
    },
    #[error("the JPEG image cannot be decoded: {0}")]
    Corrupt(String),
}
