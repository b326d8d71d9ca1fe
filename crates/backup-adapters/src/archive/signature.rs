//! The archive's signature: HMAC-SHA256 of the manifest's exact bytes under
//! `LANGHE_BACKUP_KEY`, kept in an entry of its own after the manifest. The manifest holds the
//! SHA-256 of every other entry, so signing it signs the whole archive.

use hmac::{Hmac, Mac};
use sha2::Sha256;

/// The signature's name inside the archive (after the manifest it signs).
pub const SIGNATURE_FILE: &str = "manifest.sig";

/// The secret that signs exports and checks imports; never printed (its `Debug` hides it).
#[derive(Clone)]
pub struct BackupKey(Vec<u8>);

impl std::fmt::Debug for BackupKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("BackupKey([REDACTED])")
    }
}

impl BackupKey {
    pub fn new(secret: &[u8]) -> Self {
        Self(secret.to_vec())
    }

    fn mac(&self, manifest: &[u8]) -> Hmac<Sha256> {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.0).expect("HMAC takes any key length");
        mac.update(manifest);
        mac
    }

    /// The signature of `manifest`, as the hex text the archive keeps.
    pub(crate) fn sign(&self, manifest: &[u8]) -> Vec<u8> {
        super::manifest::hex(&self.mac(manifest).finalize().into_bytes()).into_bytes()
    }

    /// Whether `signature` (the archive's hex text) signs `manifest`, compared in constant time.
    pub(crate) fn verifies(&self, manifest: &[u8], signature: &[u8]) -> bool {
        let Some(bytes) = from_hex(signature.trim_ascii()) else {
            return false;
        };
        self.mac(manifest).verify_slice(&bytes).is_ok()
    }
}

fn from_hex(text: &[u8]) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    text.chunks(2)
        .map(|pair| u8::from_str_radix(std::str::from_utf8(pair).ok()?, 16).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signature_verifies_only_its_manifest_under_its_key() {
        let key = BackupKey::new(b"a-backup-key-of-at-least-32-bytes!!");
        let signature = key.sign(b"{\"files\":{}}");
        assert_eq!(signature.len(), 64);
        assert!(key.verifies(b"{\"files\":{}}", &signature));
        assert!(!key.verifies(b"{\"files\":{ }}", &signature));
        assert!(!BackupKey::new(b"another key").verifies(b"{\"files\":{}}", &signature));
        assert!(!key.verifies(b"{\"files\":{}}", b"not hex"));
        assert!(!key.verifies(b"{\"files\":{}}", b""));
        assert!(!format!("{key:?}").contains("at-least"));
    }
}
