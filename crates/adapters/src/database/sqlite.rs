//! SQLite connection settings. Every pooled connection gets the same pragmas, because sqlx
//! applies `SqliteConnectOptions` each time it opens a connection.

use anyhow::Context;
use sea_orm::sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqliteSynchronous};
use sea_orm::ConnectOptions;
use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

/// How long a writer waits for another writer before failing with "database is locked".
const BUSY_TIMEOUT: Duration = Duration::from_millis(5000);
/// WAL lets readers run beside the single writer; a few connections are plenty on 2 cores.
const MAX_CONNECTIONS: u32 = 8;
const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(10);

pub(super) fn options(url: &str) -> anyhow::Result<ConnectOptions> {
    let parsed = SqliteConnectOptions::from_str(url).context("invalid SQLite database URL")?;
    let in_memory = is_in_memory(url);
    if !in_memory {
        create_parent_dir(&parsed)?;
        create_owner_only(parsed.get_filename())?;
    }

    let mut options = ConnectOptions::new(url);
    options
        // Each connection to `:memory:` would see its own empty database.
        .max_connections(if in_memory { 1 } else { MAX_CONNECTIONS })
        .min_connections(1)
        .acquire_timeout(ACQUIRE_TIMEOUT)
        .sqlx_logging(false)
        .map_sqlx_sqlite_opts(move |opts| {
            let opts = opts
                .foreign_keys(true)
                .busy_timeout(BUSY_TIMEOUT)
                // A deleted row's bytes are overwritten, not left in free space: an erased
                // person's data must not be readable from the file (issue 27).
                .pragma("secure_delete", "ON");
            if in_memory {
                opts
            } else {
                opts.create_if_missing(true)
                    .journal_mode(SqliteJournalMode::Wal)
                    // Safe with WAL: a power cut may lose the last commits, never corrupt.
                    .synchronous(SqliteSynchronous::Normal)
            }
        });
    Ok(options)
}

fn is_in_memory(url: &str) -> bool {
    url.contains(":memory:") || url.contains("mode=memory")
}

fn create_parent_dir(options: &SqliteConnectOptions) -> anyhow::Result<()> {
    let Some(parent) = options.get_filename().parent() else {
        return Ok(());
    };
    if parent.as_os_str().is_empty() {
        return Ok(());
    }
    if parent.exists() {
        return Ok(());
    }
    crate::private_files::create_private_dir(parent)
        .with_context(|| format!("could not create the database folder {}", parent.display()))
}

/// The database and the WAL and shared-memory files beside it are readable by the server's
/// user only. SQLite gives the files it creates the database file's mode, so a database
/// created here empty with 0600 keeps its WAL and SHM private too; an existing one (from an
/// older version, made with the default mode) is restricted, with its WAL and SHM.
fn create_owner_only(database: &Path) -> anyhow::Result<()> {
    match crate::private_files::write_private(database, b"") {
        Ok(()) => return Ok(()),
        Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists => {}
        Err(error) => {
            return Err(error)
                .with_context(|| format!("could not create the database {}", database.display()))
        }
    }
    for suffix in ["", "-wal", "-shm"] {
        let mut file = database.as_os_str().to_owned();
        file.push(suffix);
        crate::private_files::restrict_to_owner(Path::new(&file))?;
    }
    Ok(())
}
