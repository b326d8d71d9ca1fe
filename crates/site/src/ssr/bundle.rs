//! The server bundle on disk, and what tells one build of it from the next.

use std::fs::Metadata;
use std::io;
use std::path::Path;
use std::time::SystemTime;

/// A redeployed bundle has another modification time or size: a stat tells whether the engine
/// still runs the current build, without reading the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BundleIdentity {
    modified: SystemTime,
    len: u64,
}

impl BundleIdentity {
    pub fn of(path: &Path) -> io::Result<Self> {
        Self::from_metadata(&std::fs::metadata(path)?)
    }

    /// The same, for async callers.
    pub async fn of_async(path: &Path) -> io::Result<Self> {
        Self::from_metadata(&tokio::fs::metadata(path).await?)
    }

    fn from_metadata(metadata: &Metadata) -> io::Result<Self> {
        if !metadata.is_file() {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "the bundle is not a file",
            ));
        }
        Ok(Self {
            modified: metadata.modified()?,
            len: metadata.len(),
        })
    }
}

pub struct Bundle {
    pub identity: BundleIdentity,
    pub source: String,
}

impl Bundle {
    /// The identity is taken before reading, so that a file replaced meanwhile looks changed
    /// at the next stat and is read again.
    pub fn read(path: &Path) -> io::Result<Self> {
        let identity = BundleIdentity::of(path)?;
        let source = std::fs::read_to_string(path)?;
        Ok(Self { identity, source })
    }
}
