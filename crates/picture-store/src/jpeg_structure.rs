//! Walks a JPEG's marker segments to find where its main image ends, counting the bytes of
//! its scans' coded data on the way.
//!
//! The decoder is lenient: it pads a cut-off file with grey and calls it a picture. To refuse
//! incomplete uploads we follow the file's structure instead of looking at its last bytes,
//! because phones append data after the image (Motion Photos carry a video after the end
//! marker) and the EXIF block may embed a thumbnail with an end marker of its own; both are
//! skipped correctly by following segment lengths.

/// What the walk found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum JpegStructure {
    /// The main image's end-of-image marker was reached; `scan_bytes` of coded data (the
    /// entropy-coded bytes after each scan header, restart markers included) came before it.
    Complete { scan_bytes: usize },
    /// The data stops before the end-of-image marker.
    Truncated,
    /// A byte where a marker must be is not one: not a JPEG we can trust.
    Malformed,
}

const MARKER: u8 = 0xFF;
const START_OF_IMAGE: u8 = 0xD8;
const END_OF_IMAGE: u8 = 0xD9;
const START_OF_SCAN: u8 = 0xDA;
const TEM: u8 = 0x01;

/// Markers that stand alone, without a length field.
fn is_standalone(marker: u8) -> bool {
    marker == TEM || (0xD0..=0xD7).contains(&marker)
}

/// Past the entropy-coded data that follows a scan header: to the next real marker.
fn skip_entropy_data(bytes: &[u8], mut position: usize) -> Option<usize> {
    while position + 1 < bytes.len() {
        if bytes[position] != MARKER {
            position += 1;
            continue;
        }
        match bytes[position + 1] {
            // A stuffed 0xFF data byte, a restart marker, or fill before a marker.
            0x00 | 0xD0..=0xD7 => position += 2,
            MARKER => position += 1,
            _ => return Some(position),
        }
    }
    None
}

pub(crate) fn walk(bytes: &[u8]) -> JpegStructure {
    if bytes.len() < 2 || bytes[0] != MARKER || bytes[1] != START_OF_IMAGE {
        return JpegStructure::Malformed;
    }
    let mut position = 2;
    let mut scan_bytes = 0;
    loop {
        let Some(&first) = bytes.get(position) else {
            return JpegStructure::Truncated;
        };
        if first != MARKER {
            return JpegStructure::Malformed;
        }
        // Any number of 0xFF fill bytes may precede a marker.
        while bytes.get(position + 1) == Some(&MARKER) {
            position += 1;
        }
        let Some(&marker) = bytes.get(position + 1) else {
            return JpegStructure::Truncated;
        };
        position += 2;
        if marker == END_OF_IMAGE {
            return JpegStructure::Complete { scan_bytes };
        }
        if is_standalone(marker) {
            continue;
        }
        let Some(length) = bytes.get(position..position + 2) else {
            return JpegStructure::Truncated;
        };
        let length = usize::from(u16::from_be_bytes([length[0], length[1]]));
        if length < 2 {
            return JpegStructure::Malformed;
        }
        position += length;
        if position > bytes.len() {
            return JpegStructure::Truncated;
        }
        if marker == START_OF_SCAN {
            match skip_entropy_data(bytes, position) {
                Some(next_marker) => {
                    scan_bytes += next_marker - position;
                    position = next_marker;
                }
                None => return JpegStructure::Truncated,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// SOI, an APP1 holding a thumbnail's end marker, a scan with stuffed and restart bytes,
    /// EOI.
    fn minimal() -> Vec<u8> {
        let mut bytes = vec![0xFF, 0xD8];
        bytes.extend_from_slice(&[0xFF, 0xE1, 0x00, 0x06, 0xFF, 0xD9, 0x00, 0x00]);
        bytes.extend_from_slice(&[0xFF, 0xDA, 0x00, 0x03, 0x01]);
        bytes.extend_from_slice(&[0x12, 0xFF, 0x00, 0x34, 0xFF, 0xD0, 0x56]);
        bytes.extend_from_slice(&[0xFF, 0xD9]);
        bytes
    }

    #[test]
    fn a_whole_file_is_complete_even_with_data_after_its_end() {
        // The scan's 7 coded bytes: 0x12, a stuffed 0xFF, 0x34, a restart marker, 0x56.
        let complete = JpegStructure::Complete { scan_bytes: 7 };
        assert_eq!(walk(&minimal()), complete);
        let mut motion_photo = minimal();
        motion_photo.extend_from_slice(b"\0\0\0\x18ftypmp42 video follows");
        assert_eq!(walk(&motion_photo), complete);
    }

    #[test]
    fn every_cut_before_the_end_marker_is_truncated() {
        let whole = minimal();
        for cut in 2..whole.len() - 1 {
            assert_eq!(
                walk(&whole[..cut]),
                JpegStructure::Truncated,
                "cut at {cut}"
            );
        }
    }

    #[test]
    fn garbage_where_a_marker_belongs_is_malformed() {
        assert_eq!(walk(b"GIF89a"), JpegStructure::Malformed);
        assert_eq!(walk(&[0xFF, 0xD8, 0x12, 0x34]), JpegStructure::Malformed);
        assert_eq!(
            walk(&[0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01]),
            JpegStructure::Malformed
        );
    }
}
