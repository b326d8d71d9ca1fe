//! Pictures whose header declares another size than their data holds: the decompression bombs
//! and cut-short files an upload must be refused for before it is decoded.

/// `picture` (a whole baseline JPEG or a PNG) with its header rewritten to declare `width` ×
/// `height` pixels; a PNG's header checksum is written anew, so the header is believed.
///
/// # Panics
/// When `picture` is neither a baseline JPEG nor a PNG.
pub fn declaring(picture: &[u8], width: u16, height: u16) -> Vec<u8> {
    let mut bytes = picture.to_vec();
    if bytes.starts_with(b"\x89PNG") {
        // IHDR: its length and type at 8, width and height at 16 and 20, its CRC at 29.
        bytes[16..20].copy_from_slice(&u32::from(width).to_be_bytes());
        bytes[20..24].copy_from_slice(&u32::from(height).to_be_bytes());
        let crc = crc32(&bytes[12..29]);
        bytes[29..33].copy_from_slice(&crc.to_be_bytes());
    } else {
        let frame = bytes
            .windows(2)
            .position(|w| w == [0xFF, 0xC0])
            .expect("a baseline JPEG frame header");
        bytes[frame + 5..frame + 7].copy_from_slice(&height.to_be_bytes());
        bytes[frame + 7..frame + 9].copy_from_slice(&width.to_be_bytes());
    }
    bytes
}

/// The PNG chunk checksum (CRC-32, ISO 3309).
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_checksum_is_the_pngs() {
        // IEND's, the same in every PNG.
        assert_eq!(crc32(b"IEND"), 0xAE42_6082);
    }
}
