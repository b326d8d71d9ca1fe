//! An archive read through once before anything is written: every entry against the
//! manifest's checksums, the manifest against `LANGHE_BACKUP_KEY`'s signature, every picture
//! key against the naming scheme (one that is not is left out, never written) and every row
//! against the domain's rules. What it finds (the staff accounts the archive would create, the
//! entries it leaves out) is shown before the restore starts.

use super::import::{known_migrations, ImportError};
use super::manifest::{
    sha256_hex, table_file, Manifest, FORMAT, FORMAT_VERSION, MANIFEST_FILE, PICTURES_DIR,
};
use super::signature::{BackupKey, SIGNATURE_FILE};
use super::tables::{tables, CREDENTIAL_TABLES};
use super::tar_file::entries;
use adapters::repositories::entities::user;
use pictures::is_site_picture_key;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// How far an archive must be trusted.
#[derive(Debug, Clone, Default)]
pub struct ArchiveTrust {
    /// `LANGHE_BACKUP_KEY`: when set, the archive must carry its signature.
    pub key: Option<BackupKey>,
    /// `--trust-unsigned`: restore an archive without a valid signature all the same.
    pub trust_unsigned: bool,
}

/// What was found of the archive's signature.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Signature {
    /// Signed with the configured key.
    Verified,
    /// No key is configured, so nothing could be checked.
    NotChecked,
    /// Missing or wrong, restored anyway on `--trust-unsigned`.
    TrustedUnsigned,
}

/// A user of the archive with a staff role: what the restore will let in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaffAccount {
    pub email: String,
    pub role: String,
    /// Bound to an identity provider's account (it signs in with that one only).
    pub identity: Option<String>,
}

/// An archive that passed every check, ready for [`super::import_site`].
#[derive(Debug, Clone)]
pub struct CheckedArchive {
    pub(crate) file: PathBuf,
    pub(crate) manifest: Manifest,
    pub signature: Signature,
    pub staff: Vec<StaffAccount>,
    /// Credential tables the archive holds, which are not restored.
    pub skipped_tables: Vec<String>,
    /// Entries under `pictures/` that are no picture of the site's naming scheme (a planted
    /// `.html`, a stray file an older export copied): never written to the store.
    pub skipped_pictures: Vec<String>,
}

/// Reads the archive through and checks it; nothing is written.
pub async fn check_archive(
    file: &Path,
    trust: &ArchiveTrust,
) -> Result<CheckedArchive, ImportError> {
    let mut received = entries(file)?;
    let mut sums: BTreeMap<String, String> = BTreeMap::new();
    let (mut manifest_bytes, mut signature) = (None, None);
    let mut bad_row = None;
    let mut staff = Vec::new();
    let by_file: BTreeMap<String, _> = tables()
        .into_iter()
        .map(|table| (table_file(table.name()), table))
        .collect();
    while let Some(entry) = received.recv().await {
        let (path, bytes) = entry.map_err(|e| ImportError::NotABackup(format!("{e:#}")))?;
        match path.as_str() {
            MANIFEST_FILE => manifest_bytes = Some(bytes),
            SIGNATURE_FILE => signature = Some(bytes),
            _ => {
                if let Some(table) = by_file.get(&path) {
                    if let Err(why) = table.check(&bytes) {
                        bad_row.get_or_insert(why);
                    } else if table.name() == "users" {
                        staff = staff_accounts(&bytes);
                    }
                }
                sums.insert(path, sha256_hex(&bytes));
            }
        }
    }
    let manifest_bytes =
        manifest_bytes.ok_or_else(|| ImportError::NotABackup(format!("no {MANIFEST_FILE}")))?;
    let manifest: Manifest = serde_json::from_slice(&manifest_bytes)
        .map_err(|e| ImportError::NotABackup(format!("{MANIFEST_FILE} unreadable: {e}")))?;
    if manifest.format != FORMAT {
        return Err(ImportError::NotABackup(format!(
            "its format is {:?}",
            manifest.format
        )));
    }
    let signature = signature_check(trust, &manifest_bytes, signature.as_deref())?;
    if manifest.format_version != FORMAT_VERSION {
        return Err(ImportError::FormatVersion {
            found: manifest.format_version,
        });
    }
    let here = known_migrations();
    if manifest.migrations != here {
        let last = |list: &[String]| list.last().cloned().unwrap_or_else(|| "none".into());
        return Err(ImportError::Schema {
            archive: last(&manifest.migrations),
            here: last(&here),
        });
    }
    check_files(&manifest, &sums)?;
    let skipped_pictures = sums
        .keys()
        .filter(|path| is_skipped_picture(path))
        .cloned()
        .collect();
    let skipped_tables = check_tables(&manifest)?;
    if let Some(why) = bad_row {
        return Err(ImportError::RefusedRow(why));
    }
    Ok(CheckedArchive {
        file: file.to_owned(),
        manifest,
        signature,
        staff,
        skipped_tables,
        skipped_pictures,
    })
}

/// An entry under `pictures/` whose key the site's naming scheme cannot produce: it is left
/// out of the restore rather than refusing the whole archive for it.
pub(crate) fn is_skipped_picture(path: &str) -> bool {
    path.strip_prefix(PICTURES_DIR)
        .is_some_and(|key| !is_site_picture_key(key))
}

fn signature_check(
    trust: &ArchiveTrust,
    manifest: &[u8],
    signature: Option<&[u8]>,
) -> Result<Signature, ImportError> {
    let Some(key) = &trust.key else {
        return Ok(Signature::NotChecked);
    };
    match signature {
        Some(signature) if key.verifies(manifest, signature) => Ok(Signature::Verified),
        _ if trust.trust_unsigned => Ok(Signature::TrustedUnsigned),
        Some(_) => Err(ImportError::BadSignature),
        None => Err(ImportError::Unsigned),
    }
}

/// Every entry is in the manifest with its checksum, and every picture counted.
fn check_files(manifest: &Manifest, sums: &BTreeMap<String, String>) -> Result<(), ImportError> {
    for (path, expected) in &manifest.files {
        match sums.get(path) {
            None => return Err(ImportError::Damaged(format!("{path} is missing"))),
            Some(found) if found != expected => {
                return Err(ImportError::Damaged(format!(
                    "{path} does not match its checksum"
                )))
            }
            Some(_) => {}
        }
    }
    if let Some(extra) = sums.keys().find(|path| !manifest.files.contains_key(*path)) {
        return Err(ImportError::Damaged(format!(
            "{extra} is not in the manifest"
        )));
    }
    let pictures = sums.keys().filter(|p| p.starts_with(PICTURES_DIR)).count() as u64;
    if pictures != manifest.pictures {
        return Err(ImportError::Damaged(format!(
            "{pictures} pictures where the manifest counts {}",
            manifest.pictures
        )));
    }
    Ok(())
}

/// The archive holds this version's tables (credential tables aside, which are skipped and
/// answered).
fn check_tables(manifest: &Manifest) -> Result<Vec<String>, ImportError> {
    let listed: Vec<String> = tables().iter().map(|t| t.name().to_owned()).collect();
    let (skipped, in_archive): (Vec<String>, Vec<String>) = manifest
        .tables
        .iter()
        .map(|t| t.name.clone())
        .partition(|name| CREDENTIAL_TABLES.contains(&name.as_str()));
    if listed != in_archive {
        return Err(ImportError::Damaged(format!(
            "it holds the tables {in_archive:?}, this version restores {listed:?}"
        )));
    }
    Ok(skipped)
}

/// The users with a role (already checked by the users table's rule).
fn staff_accounts(lines: &[u8]) -> Vec<StaffAccount> {
    lines
        .split(|byte| *byte == b'\n')
        .filter_map(|line| serde_json::from_slice::<user::Model>(line).ok())
        .filter_map(|row| {
            Some(StaffAccount {
                role: domain::Role::from(row.role?).as_str().to_owned(),
                email: row.email,
                identity: row.identity_subject,
            })
        })
        .collect()
}
