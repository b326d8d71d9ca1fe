//! What the database keeps of a secret that arrives in a link (or of an address it only
//! compares): its SHA-256, as hex. A copy of the database or a backup gives no working link.

use sha2::{Digest, Sha256};

pub(crate) fn sha256_hex(text: &str) -> String {
    Sha256::digest(text.as_bytes())
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect()
}
