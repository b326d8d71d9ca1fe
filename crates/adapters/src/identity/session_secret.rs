//! The key that signs session tokens when none is configured: random per install, kept in
//! the data directory (never in the repository), so sessions survive a restart.

use anyhow::Context;
use std::path::Path;

const SECRET_FILE: &str = "session-secret";
const SECRET_BYTES: usize = 32;

/// Reads `{data_dir}/session-secret`, creating it with fresh random bytes on first use.
pub fn load_or_create_session_secret(data_dir: &Path) -> anyhow::Result<Vec<u8>> {
    let file = data_dir.join(SECRET_FILE);
    match std::fs::read(&file) {
        Ok(secret) if secret.len() >= SECRET_BYTES => return Ok(secret),
        Ok(_) => anyhow::bail!("{} is shorter than {SECRET_BYTES} bytes", file.display()),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {}
        Err(error) => return Err(error).with_context(|| format!("reading {}", file.display())),
    }
    std::fs::create_dir_all(data_dir)
        .with_context(|| format!("creating {}", data_dir.display()))?;
    let secret: [u8; SECRET_BYTES] = rand::random();
    write_private(&file, &secret).with_context(|| format!("writing {}", file.display()))?;
    Ok(secret.to_vec())
}

#[cfg(unix)]
fn write_private(file: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let mut out = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(file)?;
    out.write_all(bytes)
}

#[cfg(not(unix))]
fn write_private(file: &Path, bytes: &[u8]) -> std::io::Result<()> {
    std::fs::write(file, bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_secret_is_created_once_and_then_reused() {
        let dir = tempfile::tempdir().unwrap();
        let first = load_or_create_session_secret(dir.path()).unwrap();
        let again = load_or_create_session_secret(dir.path()).unwrap();
        assert_eq!(first.len(), SECRET_BYTES);
        assert_eq!(first, again);
        let other = tempfile::tempdir().unwrap();
        assert_ne!(load_or_create_session_secret(other.path()).unwrap(), first);
    }
}
