//! Backup settings (`LANGHE_BACKUP_*`): the key that signs archives and checks them.

use crate::config::variables::BACKUP_KEY;
use crate::config::{ConfigError, Reader};
use secrecy::{ExposeSecret, SecretString};

/// Shorter keys are easier to guess than HMAC-SHA256 is to forge.
const BACKUP_KEY_MIN_BYTES: usize = 32;

#[derive(Debug, Clone, Default)]
pub struct BackupConfig {
    /// `LANGHE_BACKUP_KEY`: signs every export's manifest; an import then refuses an archive
    /// without its signature (unless `--trust-unsigned`). Kept apart from the backups.
    pub key: Option<SecretString>,
}

impl BackupConfig {
    pub fn read(read: &Reader) -> Result<Self, ConfigError> {
        let key = read
            .text(&BACKUP_KEY)
            .map(|key| match key.len() {
                length if length < BACKUP_KEY_MIN_BYTES => Err(ConfigError::ShortBackupKey {
                    min: BACKUP_KEY_MIN_BYTES,
                    length,
                }),
                _ => Ok(SecretString::from(key)),
            })
            .transpose()?;
        Ok(Self { key })
    }

    /// The key as the backup adapter takes it.
    pub fn backup_key(&self) -> Option<adapters::backup::BackupKey> {
        self.key
            .as_ref()
            .map(|key| adapters::backup::BackupKey::new(key.expose_secret().as_bytes()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn from(key: Option<&str>) -> Result<BackupConfig, ConfigError> {
        let lookup = |name: &str| {
            (name == "LANGHE_BACKUP_KEY")
                .then_some(key)
                .flatten()
                .map(str::to_owned)
        };
        BackupConfig::read(&Reader::new(&lookup))
    }

    #[test]
    fn the_key_is_optional_and_at_least_32_bytes() {
        assert!(from(None).unwrap().backup_key().is_none());
        assert_eq!(
            from(Some("short")).unwrap_err(),
            ConfigError::ShortBackupKey { min: 32, length: 5 }
        );
        let config = from(Some("0123456789abcdef0123456789abcdef")).unwrap();
        assert!(config.backup_key().is_some());
        assert!(!format!("{config:?}").contains("0123"));
    }
}
