//! `langhe export FILE` and `langhe import FILE`: the whole site (every table, every picture)
//! into one archive and back, with the same `LANGHE_*` / `DATABASE_URL` / `LANGHE_S3_BUCKET`
//! settings as the server, on either engine (adapters::backup).

use crate::application::Application;
use crate::config::Config;
use adapters::backup::{export_site, import_site, ExportReport, ImportReport};
use anyhow::bail;
use std::path::{Path, PathBuf};

pub const EXPORT_USAGE: &str = "langhe export FILE";
pub const IMPORT_USAGE: &str = "langhe import FILE";

/// The one argument, FILE.
pub fn parse_file(arguments: &[String], usage: &str) -> anyhow::Result<PathBuf> {
    match arguments {
        [file] if !file.starts_with('-') => Ok(PathBuf::from(file)),
        _ => bail!("usage: {usage}"),
    }
}

/// Reads the site the configuration names (migrating its database first, as any start does).
pub async fn export(config: Config, file: &Path) -> anyhow::Result<ExportReport> {
    let application = Application::build(config.for_command()).await?;
    let report = export_site(
        &application.database,
        application.state.images.as_ref(),
        file,
        chrono::Utc::now(),
    )
    .await;
    application.database.close().await.ok();
    report
}

/// Into an empty database and image store only; the database is migrated first (to the
/// schema the archive must have been made with), the bucket created when missing.
pub async fn import(config: Config, file: &Path) -> anyhow::Result<ImportReport> {
    let application = Application::build(config.for_command()).await?;
    let report = import_site(
        &application.database,
        application.state.images.as_ref(),
        file,
    )
    .await;
    application.database.close().await.ok();
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
