//! What the database keeps of a secret that arrives in a link (or of an address it only
//! compares): its SHA-256, as lowercase hex. A copy of the database or a backup gives no
//! working link.
//!
//! It lives beside the schema because it is part of it: the migration that hashed the tokens
//! already stored and the adapters that hash every token since must agree byte for byte, or
//! the links mailed before the upgrade stop working. The adapters use this very function.

use sha2::{Digest, Sha256};

pub fn sha256_hex(text: &str) -> String {
    Sha256::digest(text.as_bytes())
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::sha256_hex;

    #[test]
    fn is_the_lowercase_hex_of_the_texts_sha256() {
        assert_eq!(
            sha256_hex("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
