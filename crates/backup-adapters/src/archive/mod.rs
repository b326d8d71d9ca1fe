//! Whole-site backups: every table and every picture in one tar archive with a manifest of
//! counts and SHA-256 checksums, restorable into an empty database and image store on
//! either engine (`langhe export FILE`, `langhe import FILE`).
//!
//! The copy is made at the adapters level, table by table through the SeaORM entities, not
//! through the domain's ports: a backup must hold every column exactly (ids, session
//! versions, the outbox's delivery state, hashed one-time tokens), which the domain types
//! deliberately do not carry, while the entities name every column in one engine-independent
//! way. The table list is checked against the live schema, so a table added without being
//! listed here stops the export instead of being left out. See docs/reference.md "Backups".

mod check;
mod export;
mod import;
mod manifest;
mod row_rules;
mod signature;
mod tables;
mod tar_file;

pub use check::{check_archive, ArchiveTrust, CheckedArchive, Signature, StaffAccount};
pub use export::{export_site, ExportReport};
pub use import::{import_site, ImportError, ImportReport};
pub use manifest::{Manifest, TableCount, FORMAT, FORMAT_VERSION};
pub use signature::{BackupKey, SIGNATURE_FILE};
pub(crate) use tar_file::move_into_place;
// The tests' look at every stored row lists the tables the same way.
pub use tables::every_table;
pub use tables::{backed_up_tables, schema_tables};
