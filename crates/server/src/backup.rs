//! `langhe export FILE` and `langhe import FILE [--trust-unsigned]`: the whole site (every
//! table, every picture) into one archive and back, with the same `LANGHE_*` /
//! `DATABASE_URL` / `LANGHE_S3_BUCKET` settings as the server, on either engine
//! (backup_adapters::archive). With `LANGHE_BACKUP_KEY` exports are signed and imports check it.

use crate::application::Application;
use crate::config::Config;
use backup_adapters::archive::{
    check_archive, export_site, import_site, ArchiveTrust, CheckedArchive, ExportReport,
    ImportReport, Signature,
};
use std::path::Path;

/// Reads the site the configuration names (migrating its database first, as any start does).
pub async fn export(config: Config, file: &Path) -> anyhow::Result<ExportReport> {
    let key = config.backup.backup_key();
    let application = Application::build(config.for_command()).await?;
    let report = export_site(
        &application.database,
        application.state.images.as_ref(),
        file,
        chrono::Utc::now(),
        key.as_ref(),
    )
    .await;
    application.database.close().await.ok();
    report
}

/// Reads the archive through and checks it (signature, checksums, picture keys, every row);
/// nothing is written yet.
pub async fn check(
    config: &Config,
    file: &Path,
    trust_unsigned: bool,
) -> anyhow::Result<CheckedArchive> {
    let trust = ArchiveTrust {
        key: config.backup.backup_key(),
        trust_unsigned,
    };
    Ok(check_archive(file, &trust).await?)
}

/// What the operator reads before the restore writes anything: the signature's state, the
/// credential tables left out, and every staff account the restore creates.
pub fn before_restoring(archive: &CheckedArchive) -> String {
    let mut lines = vec![match archive.signature {
        Signature::Verified => "signature: valid (LANGHE_BACKUP_KEY)".to_owned(),
        Signature::NotChecked => "signature: not checked (LANGHE_BACKUP_KEY is not set)".to_owned(),
        Signature::TrustedUnsigned => {
            "signature: MISSING OR WRONG, restored on --trust-unsigned".to_owned()
        }
    }];
    for table in &archive.skipped_tables {
        lines.push(format!(
            "not restored: {table} (credentials are never imported)"
        ));
    }
    for entry in &archive.skipped_pictures {
        lines.push(format!(
            "not restored: {entry} (not a picture of the site's naming scheme)"
        ));
    }
    lines.push(format!(
        "staff accounts it creates ({}):",
        archive.staff.len()
    ));
    for account in &archive.staff {
        let bound = account
            .identity
            .as_deref()
            .map(|identity| format!(", signs in as {identity}"))
            .unwrap_or_default();
        lines.push(format!("  {} {}{bound}", account.role, account.email));
    }
    lines.join("\n")
}

/// Into a database without content and an empty image store only; the database is migrated
/// first (to the schema the archive must have been made with), the bucket created when
/// missing.
pub async fn import(config: Config, archive: &CheckedArchive) -> anyhow::Result<ImportReport> {
    let application = Application::build(config.for_command()).await?;
    let report = import_site(
        &application.database,
        application.state.images.as_ref(),
        archive,
    )
    .await;
    if report.is_ok() {
        // Running servers of the same PostgreSQL database drop what they kept.
        application
            .state
            .content_events
            .publish(&[domain::ports::ContentChange::Everything])
            .await;
    }
    application.database.close().await.ok();
    Ok(report?)
}

/// A warning for each file of the image store the export left out.
pub fn left_out(files: &[String]) -> Vec<String> {
    files
        .iter()
        .map(|file| {
            format!(
                "warning: left out {file}: not a picture of the site's naming scheme (a stray \
                 or half-written file in the image store; langhe import would not restore it)"
            )
        })
        .collect()
}

/// `12 towns, 7 properties, …, 340 pictures`
pub fn summary(tables: &[backup_adapters::archive::TableCount], pictures: u64) -> String {
    let mut parts: Vec<String> = tables
        .iter()
        .map(|table| format!("{} {}", table.rows, table.name))
        .collect();
    parts.push(format!("{pictures} pictures"));
    parts.join(", ")
}
