//! `langhe export FILE` and `langhe import FILE`: the whole site (every table, every picture)
//! into one archive and back, with the same `LANGHE_*` / `DATABASE_URL` / `LANGHE_S3_BUCKET`
//! settings as the server, on either engine (adapters::backup).

use crate::config::Config;
use adapters::backup::{export_site, import_site, ExportReport, ImportReport};
use adapters::database::{connect, migrate};
use anyhow::{bail, Context};
use std::path::PathBuf;

pub const EXPORT_USAGE: &str = "langhe export FILE";
pub const IMPORT_USAGE: &str = "langhe import FILE";

/// The one argument, FILE.
pub fn parse_file(arguments: &[String], usage: &str) -> anyhow::Result<PathBuf> {
    match arguments {
        [file] if !file.starts_with('-') => Ok(PathBuf::from(file)),
        _ => bail!("usage: {usage}"),
    }
}

pub async fn export(config: &Config, file: &std::path::Path) -> anyhow::Result<ExportReport> {
    let conn = connect(config.database_url())
        .await
        .context("connecting to the database")?;
    migrate(&conn).await.context("migrating the database")?;
    let images = crate::wiring::image_store(config).await?;
    let report = export_site(&conn, &images, file, chrono::Utc::now()).await;
    conn.close().await.ok();
    report
}

/// Into an empty database and image store only; the database is migrated first (to the
/// schema the archive must have been made with).
pub async fn import(config: &Config, file: &std::path::Path) -> anyhow::Result<ImportReport> {
    adapters::private_files::create_private_dir(&config.data_dir)?;
    let conn = connect(config.database_url())
        .await
        .context("connecting to the database")?;
    migrate(&conn).await.context("migrating the database")?;
    let images = crate::wiring::image_store(config).await?;
    let report = import_site(&conn, &images, file).await;
    conn.close().await.ok();
    Ok(report?)
}

/// `12 towns, 7 properties, …, 340 pictures`
pub fn summary(tables: &[adapters::backup::TableCount], pictures: u64) -> String {
    let mut parts: Vec<String> = tables
        .iter()
        .map(|table| format!("{} {}", table.rows, table.name))
        .collect();
    parts.push(format!("{pictures} pictures"));
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_file_argument_is_expected() {
        let args = |list: &[&str]| list.iter().map(|a| a.to_string()).collect::<Vec<_>>();
        assert_eq!(
            parse_file(&args(&["site.tar"]), EXPORT_USAGE).unwrap(),
            PathBuf::from("site.tar")
        );
        for bad in [&[][..], &["a", "b"], &["--force"]] {
            let error = parse_file(&args(bad), IMPORT_USAGE).unwrap_err();
            assert_eq!(error.to_string(), "usage: langhe import FILE", "{bad:?}");
        }
    }
}
