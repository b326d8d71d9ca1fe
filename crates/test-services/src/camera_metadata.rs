//! What a camera or scanner writes into a JPEG besides its pixels, for tests that prove the
//! site publishes none of it.

/// Text an EXIF block carries here, so a test can look for it in what is served.
pub const EXIF_MARK: &[u8] = b"Exif";

/// `jpeg` with an EXIF block (the APP1 segment where a phone puts its GPS position) right
/// after its start-of-image marker.
pub fn with_exif(jpeg: &[u8]) -> Vec<u8> {
    let payload = b"Exif\0\0MM\0*GPS 44.6N 7.9E";
    let length = u16::try_from(payload.len() + 2)
        .expect("a short payload")
        .to_be_bytes();
    let mut bytes = jpeg[..2].to_vec();
    bytes.extend_from_slice(&[0xFF, 0xE1, length[0], length[1]]);
    bytes.extend_from_slice(payload);
    bytes.extend_from_slice(&jpeg[2..]);
    bytes
}

/// True when `bytes` hold an EXIF block.
pub fn has_exif(bytes: &[u8]) -> bool {
    bytes.windows(EXIF_MARK.len()).any(|w| w == EXIF_MARK)
}
