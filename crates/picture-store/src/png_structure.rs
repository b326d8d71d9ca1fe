//! Walks a PNG's chunks to its end chunk, adding up its compressed image data on the way.
//!
//! A file cut short must be refused, not padded: a PNG whose chunks stop before `IEND` is
//! incomplete whatever a decoder makes of it, and the size of its `IDAT` data bounds how many
//! pixels it can really hold (`upload::data_can_hold`).

/// What the walk found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PngStructure {
    /// The `IEND` chunk was reached; `image_data_bytes` of `IDAT` data came before it.
    Complete { image_data_bytes: usize },
    /// The data stops before the `IEND` chunk.
    Truncated,
    /// A chunk length no PNG may have (ISO/IEC 15948, 5.3: at most 2³¹ − 1).
    Malformed,
}

const SIGNATURE_LENGTH: usize = 8;
/// Length, type and CRC around a chunk's data.
const CHUNK_FRAME: usize = 12;
const MAX_CHUNK_LENGTH: usize = (1 << 31) - 1;

/// `bytes` must start with the PNG signature.
pub(crate) fn walk(bytes: &[u8]) -> PngStructure {
    let mut position = SIGNATURE_LENGTH;
    let mut image_data_bytes = 0;
    loop {
        let Some(header) = bytes.get(position..position + 8) else {
            return PngStructure::Truncated;
        };
        let length = u32::from_be_bytes([header[0], header[1], header[2], header[3]]) as usize;
        if length > MAX_CHUNK_LENGTH {
            return PngStructure::Malformed;
        }
        let kind = &header[4..8];
        let end = position + CHUNK_FRAME + length;
        if end > bytes.len() {
            return PngStructure::Truncated;
        }
        if kind == b"IDAT" {
            image_data_bytes += length;
        }
        if kind == b"IEND" {
            return PngStructure::Complete { image_data_bytes };
        }
        position = end;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chunk(kind: &[u8; 4], data: &[u8]) -> Vec<u8> {
        let mut bytes = (data.len() as u32).to_be_bytes().to_vec();
        bytes.extend_from_slice(kind);
        bytes.extend_from_slice(data);
        bytes.extend_from_slice(&[0; 4]); // the CRC, which the walk does not check
        bytes
    }

    /// Signature, IHDR, two IDAT chunks of 5 and 3 bytes, a text chunk, IEND.
    fn minimal() -> Vec<u8> {
        let mut bytes = b"\x89PNG\r\n\x1a\n".to_vec();
        bytes.extend(chunk(b"IHDR", &[0; 13]));
        bytes.extend(chunk(b"IDAT", &[1; 5]));
        bytes.extend(chunk(b"IDAT", &[2; 3]));
        bytes.extend(chunk(b"tEXt", b"Comment\0plan"));
        bytes.extend(chunk(b"IEND", &[]));
        bytes
    }

    #[test]
    fn a_whole_file_is_complete_with_its_image_data_added_up() {
        assert_eq!(
            walk(&minimal()),
            PngStructure::Complete {
                image_data_bytes: 8
            }
        );
    }

    #[test]
    fn every_cut_before_the_end_chunk_is_truncated() {
        let whole = minimal();
        for cut in 8..whole.len() {
            assert_eq!(walk(&whole[..cut]), PngStructure::Truncated, "cut at {cut}");
        }
    }

    #[test]
    fn a_chunk_length_beyond_the_format_is_malformed() {
        let mut bytes = minimal();
        bytes[8..12].copy_from_slice(&u32::MAX.to_be_bytes());
        assert_eq!(walk(&bytes), PngStructure::Malformed);
    }
}
