//! Backup settings (`LANGHE_BACKUP_*`): the key that signs archives and checks them, and the
//! scheduled backups (where to, how often, how many kept).

use crate::config::error::ConfigError;
use crate::config::reader::Reader;
use crate::config::variables::{
    BACKUP_BUCKET, BACKUP_DIR, BACKUP_INTERVAL_SECONDS, BACKUP_KEEP, BACKUP_KEY,
};
use backup::{
    BackupPolicy, DEFAULT_INTERVAL_SECONDS, DEFAULT_KEEP, MAX_INTERVAL_SECONDS, MAX_KEEP,
};
use secrecy::{ExposeSecret, SecretString};
use std::path::{Path, PathBuf};

/// Shorter keys are easier to guess than HMAC-SHA256 is to forge.
const BACKUP_KEY_MIN_BYTES: usize = 32;

#[derive(Debug, Clone, Default)]
pub struct BackupConfig {
    /// `LANGHE_BACKUP_KEY`: signs every export's manifest; an import then refuses an archive
    /// without its signature (unless `--trust-unsigned`). Kept apart from the backups.
    pub key: Option<SecretString>,
    /// Backups the server makes on its own; `None` when neither target is configured.
    pub schedule: Option<ScheduledBackups>,
}

/// `LANGHE_BACKUP_DIR` and/or `LANGHE_BACKUP_BUCKET`, every
/// `LANGHE_BACKUP_INTERVAL_SECONDS`, the newest `LANGHE_BACKUP_KEEP` kept in each.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScheduledBackups {
    pub dir: Option<PathBuf>,
    /// On the store the `AWS_*` variables describe, like the pictures' bucket.
    pub bucket: Option<String>,
    pub policy: BackupPolicy,
}

impl BackupConfig {
    /// Reads the `LANGHE_BACKUP_*` variables; the pictures' place (`s3_bucket`, else
    /// `{data_dir}/images`) is what a backup target must not be.
    pub fn read(
        read: &Reader,
        data_dir: &Path,
        s3_bucket: Option<&str>,
    ) -> Result<Self, ConfigError> {
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
        let schedule = scheduled_backups(read, data_dir, s3_bucket)?;
        Ok(Self { key, schedule })
    }

    /// The key as the backup adapter takes it.
    pub fn backup_key(&self) -> Option<backup_adapters::archive::BackupKey> {
        self.key
            .as_ref()
            .map(|key| backup_adapters::archive::BackupKey::new(key.expose_secret().as_bytes()))
    }
}

fn scheduled_backups(
    read: &Reader,
    data_dir: &Path,
    s3_bucket: Option<&str>,
) -> Result<Option<ScheduledBackups>, ConfigError> {
    let interval = read.number_in(&BACKUP_INTERVAL_SECONDS, 1..=MAX_INTERVAL_SECONDS)?;
    let keep = read.number_in(&BACKUP_KEEP, 1..=MAX_KEEP)?;
    let policy = BackupPolicy::new(
        interval.unwrap_or(DEFAULT_INTERVAL_SECONDS),
        keep.unwrap_or(DEFAULT_KEEP),
    )
    .expect("the reader kept both within the policy's bounds");
    let dir = read.text(&BACKUP_DIR).map(PathBuf::from);
    let bucket = read.text(&BACKUP_BUCKET);
    if dir.is_none() && bucket.is_none() {
        return match (interval, keep) {
            (Some(_), _) => Err(ConfigError::BackupWithoutTarget(
                BACKUP_INTERVAL_SECONDS.name,
            )),
            (_, Some(_)) => Err(ConfigError::BackupWithoutTarget(BACKUP_KEEP.name)),
            _ => Ok(None),
        };
    }
    if let (Some(backups), Some(pictures)) = (&bucket, s3_bucket) {
        if backups == pictures {
            return Err(ConfigError::BackupBucketIsThePictures(backups.clone()));
        }
    }
    if let (Some(dir), None) = (&dir, s3_bucket) {
        let pictures = data_dir.join("images");
        if is_within(dir, &pictures) {
            return Err(ConfigError::BackupDirHoldsPictures(
                dir.display().to_string(),
                pictures.display().to_string(),
            ));
        }
    }
    Ok(Some(ScheduledBackups {
        dir,
        bucket,
        policy,
    }))
}

/// Whether `path` is `folder` or below it, compared as absolute paths with `.` and `..`
/// worked out (no file system access: neither needs to exist yet).
pub fn is_within(path: &Path, folder: &Path) -> bool {
    normalised(path).starts_with(normalised(folder))
}

fn normalised(path: &Path) -> PathBuf {
    use std::path::Component;
    let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_owned());
    let mut clean = PathBuf::new();
    for part in absolute.components() {
        match part {
            Component::CurDir => {}
            Component::ParentDir => {
                clean.pop();
            }
            other => clean.push(other),
        }
    }
    clean
}

#[cfg(test)]
mod tests {
    use super::*;

    fn from(pairs: &[(&str, &str)]) -> Result<BackupConfig, ConfigError> {
        from_with(pairs, None)
    }

    fn from_with(
        pairs: &[(&str, &str)],
        s3_bucket: Option<&str>,
    ) -> Result<BackupConfig, ConfigError> {
        let lookup = |name: &str| {
            pairs
                .iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| (*value).to_owned())
        };
        BackupConfig::read(&Reader::new(&lookup), Path::new("/srv/langhe"), s3_bucket)
    }

    #[test]
    fn the_key_is_optional_and_at_least_32_bytes() {
        assert!(from(&[]).unwrap().backup_key().is_none());
        assert_eq!(
            from(&[("LANGHE_BACKUP_KEY", "short")]).unwrap_err(),
            ConfigError::ShortBackupKey { min: 32, length: 5 }
        );
        let config = from(&[("LANGHE_BACKUP_KEY", "0123456789abcdef0123456789abcdef")]).unwrap();
        assert!(config.backup_key().is_some());
        assert!(!format!("{config:?}").contains("0123"));
    }

    #[test]
    fn nothing_is_scheduled_without_a_target_and_a_target_is_daily_keeping_fourteen() {
        assert_eq!(from(&[]).unwrap().schedule, None);
        let folder = from(&[("LANGHE_BACKUP_DIR", "/mnt/backups")]).unwrap();
        assert_eq!(
            folder.schedule,
            Some(ScheduledBackups {
                dir: Some(PathBuf::from("/mnt/backups")),
                bucket: None,
                policy: BackupPolicy::default(),
            })
        );
        let both = from(&[
            ("LANGHE_BACKUP_DIR", "/mnt/backups"),
            ("LANGHE_BACKUP_BUCKET", "langhe-backups"),
            ("LANGHE_BACKUP_INTERVAL_SECONDS", "3600"),
            ("LANGHE_BACKUP_KEEP", "48"),
        ])
        .unwrap()
        .schedule
        .unwrap();
        assert_eq!(both.bucket.as_deref(), Some("langhe-backups"));
        assert_eq!(both.policy, BackupPolicy::new(3600, 48).unwrap());
    }

    #[test]
    fn bad_intervals_and_counts_stop_start_up_with_the_variable_named() {
        for bad in ["0", "-1", "daily", "1.5", "31622401"] {
            let error = from(&[
                ("LANGHE_BACKUP_DIR", "/mnt/backups"),
                ("LANGHE_BACKUP_INTERVAL_SECONDS", bad),
            ])
            .unwrap_err();
            assert_eq!(
                error.to_string(),
                format!(
                    "LANGHE_BACKUP_INTERVAL_SECONDS must be a whole number from 1 to 31622400, \
                     got {bad:?}"
                )
            );
        }
        for bad in ["0", "all", "10001"] {
            let error =
                from(&[("LANGHE_BACKUP_DIR", "/b"), ("LANGHE_BACKUP_KEEP", bad)]).unwrap_err();
            assert_eq!(
                error.to_string(),
                format!("LANGHE_BACKUP_KEEP must be a whole number from 1 to 10000, got {bad:?}")
            );
        }
    }

    #[test]
    fn an_interval_or_a_count_without_a_target_is_refused_rather_than_ignored() {
        assert_eq!(
            from(&[("LANGHE_BACKUP_INTERVAL_SECONDS", "3600")]).unwrap_err(),
            ConfigError::BackupWithoutTarget("LANGHE_BACKUP_INTERVAL_SECONDS")
        );
        assert_eq!(
            from(&[("LANGHE_BACKUP_KEEP", "7")]).unwrap_err(),
            ConfigError::BackupWithoutTarget("LANGHE_BACKUP_KEEP")
        );
    }

    #[test]
    fn a_target_where_the_pictures_are_is_refused() {
        assert_eq!(
            from_with(&[("LANGHE_BACKUP_BUCKET", "site")], Some("site")).unwrap_err(),
            ConfigError::BackupBucketIsThePictures("site".into())
        );
        assert!(from_with(&[("LANGHE_BACKUP_BUCKET", "backups")], Some("site")).is_ok());
        for inside in [
            "/srv/langhe/images",
            "/srv/langhe/images/backups",
            "/srv/langhe/x/../images/b",
        ] {
            assert!(
                matches!(
                    from(&[("LANGHE_BACKUP_DIR", inside)]),
                    Err(ConfigError::BackupDirHoldsPictures(..))
                ),
                "{inside}"
            );
        }
        assert!(from(&[("LANGHE_BACKUP_DIR", "/srv/langhe/backups")]).is_ok());
        assert!(from(&[("LANGHE_BACKUP_DIR", "/srv/langhe/images-backups")]).is_ok());
        // With the pictures in a bucket, that folder holds none.
        assert!(from_with(&[("LANGHE_BACKUP_DIR", "/srv/langhe/images")], Some("site")).is_ok());
    }
}
