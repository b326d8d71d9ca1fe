//! Files and folders only the server's own user may read: the data directory, the SQLite
//! database with its WAL and shared-memory files, the keys made at first start, and mail
//! written as files. Other users of the machine must not read enquiries or forge sessions.

use anyhow::Context;
use std::path::Path;

/// Bytes of a key made at first start.
pub const SECRET_BYTES: usize = 32;

/// Creates `dir` (and its parents) when missing; `dir` itself is then owner-only (0700),
/// also when an earlier version created it readable by everyone.
pub fn create_private_dir(dir: &Path) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    set_mode(dir, 0o700).with_context(|| format!("restricting {}", dir.display()))
}

/// Makes an existing file owner-only (0600); a missing one is left missing.
pub fn restrict_to_owner(file: &Path) -> anyhow::Result<()> {
    match set_mode(file, 0o600) {
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(()),
        other => other.with_context(|| format!("restricting {}", file.display())),
    }
}

/// Creates `file` owner-only (0600) with `bytes`; fails when it exists.
pub fn write_private(file: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(file)?.write_all(bytes)
}

/// The secret kept in `file`, made on first use: 32 random bytes written as 64 hex digits,
/// owner-only. A file written by hand may hold any text of at least 32 bytes (surrounding
/// white space is not part of it); a shorter one stops start-up rather than weaken the key.
pub fn load_or_create_secret(file: &Path) -> anyhow::Result<Vec<u8>> {
    match std::fs::read(file) {
        Ok(stored) => {
            let secret = trimmed_text(&stored).unwrap_or(stored);
            anyhow::ensure!(
                secret.len() >= SECRET_BYTES,
                "{} holds fewer than {SECRET_BYTES} bytes: remove it to have a new key made",
                file.display()
            );
            restrict_to_owner(file)?;
            return Ok(secret);
        }
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {}
        Err(error) => return Err(error).with_context(|| format!("reading {}", file.display())),
    }
    if let Some(dir) = file.parent().filter(|dir| !dir.as_os_str().is_empty()) {
        create_private_dir(dir)?;
    }
    let bytes: [u8; SECRET_BYTES] = rand::random();
    let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    write_private(file, hex.as_bytes()).with_context(|| format!("writing {}", file.display()))?;
    Ok(hex.into_bytes())
}

/// A key typed into a file usually ends with a newline that is not part of it; raw bytes
/// (older installs stored 32 random bytes) are taken as they are.
fn trimmed_text(stored: &[u8]) -> Option<Vec<u8>> {
    let text = std::str::from_utf8(stored).ok()?;
    text.chars()
        .all(|c| c.is_ascii_graphic() || c.is_ascii_whitespace())
        .then(|| text.trim().as_bytes().to_vec())
}

#[cfg(unix)]
fn set_mode(path: &Path, mode: u32) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode))
}

#[cfg(not(unix))]
fn set_mode(_path: &Path, _mode: u32) -> std::io::Result<()> {
    Ok(())
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn mode(path: &Path) -> u32 {
        std::fs::metadata(path).unwrap().permissions().mode() & 0o777
    }

    #[test]
    fn a_secret_is_made_once_owner_only_and_then_reused() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("data/key");
        let first = load_or_create_secret(&file).unwrap();
        assert_eq!(first.len(), 2 * SECRET_BYTES);
        assert_eq!(load_or_create_secret(&file).unwrap(), first);
        assert_eq!(mode(&file), 0o600);
        assert_eq!(mode(&dir.path().join("data")), 0o700);
        let other = dir.path().join("other-key");
        assert_ne!(load_or_create_secret(&other).unwrap(), first);
    }

    #[test]
    fn a_key_left_readable_by_an_older_version_is_kept_and_restricted() {
        let dir = tempfile::tempdir().unwrap();
        let raw = dir.path().join("raw");
        let bytes: Vec<u8> = (0..32).map(|n| n * 7 + 200).map(|n: u32| n as u8).collect();
        std::fs::write(&raw, &bytes).unwrap();
        std::fs::set_permissions(&raw, std::fs::Permissions::from_mode(0o644)).unwrap();
        assert_eq!(load_or_create_secret(&raw).unwrap(), bytes);
        assert_eq!(mode(&raw), 0o600);
        let typed = dir.path().join("typed");
        std::fs::write(&typed, format!("{}\n", "ab".repeat(32))).unwrap();
        assert_eq!(
            load_or_create_secret(&typed).unwrap(),
            "ab".repeat(32).into_bytes()
        );
    }

    #[test]
    fn a_short_key_stops_rather_than_weakens() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("short");
        std::fs::write(&file, "too short").unwrap();
        let error = load_or_create_secret(&file).unwrap_err().to_string();
        assert!(error.contains("fewer than 32 bytes"), "{error}");
    }
}
