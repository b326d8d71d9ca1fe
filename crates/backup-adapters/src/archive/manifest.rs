//! The archive's table of contents: what it holds and each file's checksum.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Names the archive's kind, so another tar file is refused for what it is.
pub const FORMAT: &str = "langhe-backup";
/// Moves when the layout changes in a way an older `langhe import` would misread.
/// 2: sign-in links are no longer copied, and a signature may follow the manifest.
pub const FORMAT_VERSION: u32 = 2;
/// The manifest's name inside the archive (its last entry: the checksums are known by then).
pub const MANIFEST_FILE: &str = "manifest.json";

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Manifest {
    pub format: String,
    pub format_version: u32,
    pub created_at: chrono::DateTime<chrono::Utc>,
    /// The migrations the database had: an import needs the very same schema.
    pub migrations: Vec<String>,
    /// Rows per table, in the order they are restored.
    pub tables: Vec<TableCount>,
    pub pictures: u64,
    /// SHA-256 (hex) of every other entry, by its path in the archive.
    pub files: BTreeMap<String, String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableCount {
    pub name: String,
    pub rows: u64,
}

/// Where a table's rows live in the archive: one JSON object per line.
pub fn table_file(table: &str) -> String {
    format!("tables/{table}.jsonl")
}

/// Where a picture lives in the archive: its store key below `pictures/`.
pub const PICTURES_DIR: &str = "pictures/";

pub fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::{Digest, Sha256};
    hex(&Sha256::digest(bytes))
}

pub(crate) fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write as _;
    bytes
        .iter()
        .fold(String::with_capacity(bytes.len() * 2), |mut hex, byte| {
            let _ = write!(hex, "{byte:02x}");
            hex
        })
}
