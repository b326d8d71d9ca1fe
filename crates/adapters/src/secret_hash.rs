//! What the database keeps of a secret that arrives in a link (or of an address it only
//! compares): its SHA-256, as hex. A copy of the database or a backup gives no working link.
//! The function is the migrations' own (`migration::secret_hash`), so the tokens a migration
//! hashed in place and those hashed here agree.

pub use migration::secret_hash::sha256_hex;

/// Whether `text` has the form `sha256_hex` gives (64 lowercase hex digits): what a restored
/// row's secret columns must hold.
pub fn is_sha256_hex(text: &str) -> bool {
    text.len() == 64 && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_hash_form_is_a_hash() {
        assert!(is_sha256_hex(&sha256_hex("token")));
        assert!(!is_sha256_hex(&sha256_hex("token").to_uppercase()));
        assert!(!is_sha256_hex("abc"));
        assert!(!is_sha256_hex(&"g".repeat(64)));
    }
}
