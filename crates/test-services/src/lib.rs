//! The real services the tests start and stop themselves, on loopback: fresh migrated
//! databases (a SQLite file in a temporary folder, or a uniquely named PostgreSQL database on
//! the server of `TEST_DATABASE_URL`, dropped afterwards; both copied from a database migrated
//! once, see `templates`), a SeaweedFS S3 store
//! (`seaweedfs`), an OpenID Connect issuer (`oidc_issuer`) and the ECB's rates page (`fake_ecb`). A crate of its own so that the
//! adapters ship none of it; only test targets list it.

pub mod camera_metadata;
pub mod declared_size;
pub mod fake_ecb;
pub mod oidc_issuer;
pub mod seaweedfs;
mod stored_rows;
mod templates;

pub use stored_rows::every_stored_row;

use adapters::database;
use anyhow::Context;
use sea_orm::{ConnectionTrait, DatabaseConnection};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// Names the server the PostgreSQL tests run on, e.g. `postgres://postgres@127.0.0.1:5432/test`.
pub const TEST_DATABASE_URL: &str = "TEST_DATABASE_URL";

pub struct TestDatabase {
    conn: DatabaseConnection,
    url: String,
    owner: Owner,
}

/// What must be removed when the test is over.
enum Owner {
    Sqlite(#[allow(dead_code)] tempfile::TempDir),
    Postgres {
        server_url: String,
        name: String,
        dropped: bool,
    },
}

impl TestDatabase {
    /// A migrated SQLite database in a file of its own (`:memory:` would give every pooled
    /// connection a different database). The folder is deleted on drop.
    pub async fn sqlite() -> TestDatabase {
        Self::try_sqlite()
            .await
            .expect("could not create a SQLite test database")
    }

    /// A migrated PostgreSQL database created for this test alone, or `None` when
    /// `TEST_DATABASE_URL` is not set.
    pub async fn postgres() -> Option<TestDatabase> {
        let server_url = std::env::var(TEST_DATABASE_URL)
            .ok()
            .filter(|url| !url.is_empty())?;
        Some(
            Self::try_postgres(server_url)
                .await
                .expect("could not create a PostgreSQL test database"),
        )
    }

    /// A pool on the test database (cheap to clone: it shares the pool).
    pub fn conn(&self) -> DatabaseConnection {
        self.conn.clone()
    }

    pub fn url(&self) -> &str {
        &self.url
    }

    /// Closes the pool and drops the PostgreSQL database now; dropping the value does the
    /// same on a background thread, so a panicking test still cleans up.
    pub async fn cleanup(mut self) {
        let _ = self.conn.clone().close().await;
        if let Owner::Postgres {
            server_url,
            name,
            dropped,
        } = &mut self.owner
        {
            if let Err(error) = drop_database(server_url, name).await {
                eprintln!("could not drop test database {name}: {error:#}");
            }
            *dropped = true;
        }
    }

    async fn try_sqlite() -> anyhow::Result<TestDatabase> {
        let dir = tempfile::Builder::new().prefix("langhe-test-").tempdir()?;
        let url = format!(
            "sqlite://{}?mode=rwc",
            dir.path().join("langhe.sqlite").display()
        );
        templates::copy_sqlite_template(&dir.path().join("langhe.sqlite")).await?;
        let conn = database::connect(&url).await?;
        Ok(TestDatabase {
            conn,
            url,
            owner: Owner::Sqlite(dir),
        })
    }

    async fn try_postgres(server_url: String) -> anyhow::Result<TestDatabase> {
        let name = unique_database_name();
        let admin = database::connect(&server_url).await?;
        let template =
            templates::postgres_template(&admin, &server_url, &name["langhe_test_".len()..])
                .await?;
        admin
            .execute_unprepared(&format!(
                r#"CREATE DATABASE "{name}" TEMPLATE "{template}""#
            ))
            .await
            .with_context(|| format!("could not create database {name} from {template}"))?;
        let _ = admin.close().await;

        let url = with_database(&server_url, &name)?;
        let conn = match database::connect(&url).await {
            Ok(conn) => conn,
            Err(error) => {
                let _ = drop_database(&server_url, &name).await;
                return Err(error);
            }
        };
        let owner = Owner::Postgres {
            server_url,
            name,
            dropped: false,
        };
        Ok(TestDatabase { conn, url, owner })
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let Owner::Postgres {
            server_url,
            name,
            dropped: false,
        } = &self.owner
        else {
            return;
        };
        let (server_url, name) = (server_url.clone(), name.clone());
        // Drop cannot await, and the test's runtime may be shutting down: use a runtime of
        // our own on a thread of our own.
        let worker = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()?;
            runtime.block_on(drop_database(&server_url, &name))
        });
        match worker.join() {
            Ok(Ok(())) => {}
            Ok(Err(error)) => eprintln!("could not drop a test database: {error:#}"),
            Err(_) => eprintln!("dropping a test database panicked"),
        }
    }
}

async fn drop_database(server_url: &str, name: &str) -> anyhow::Result<()> {
    let admin = database::connect(server_url).await?;
    // FORCE ends the connections a failed test may have left open.
    let dropped = admin
        .execute_unprepared(&format!(r#"DROP DATABASE IF EXISTS "{name}" WITH (FORCE)"#))
        .await;
    let _ = admin.close().await;
    dropped.with_context(|| format!("could not drop database {name}"))?;
    Ok(())
}

/// Tests in several processes share one server: the pid, a per-process counter and the clock
/// keep names apart.
fn unique_database_name() -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let count = COUNTER.fetch_add(1, Ordering::Relaxed);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    format!(
        "langhe_test_{}_{count}_{}",
        std::process::id(),
        nanos % 1_000_000_000_000
    )
}

fn with_database(server_url: &str, name: &str) -> anyhow::Result<String> {
    let mut url = url::Url::parse(server_url).context("TEST_DATABASE_URL is not a URL")?;
    url.set_path(name);
    Ok(url.into())
}

/// For the adapters' contract test crates (repositories, enquiry storage): generates one
/// `#[tokio::test]` per case in a `sqlite` and a `postgres` module. Each case is an
/// `async fn(DatabaseConnection)` given a fresh, migrated database.
#[macro_export]
macro_rules! on_both_databases {
    ($($name:ident => $case:path),* $(,)?) => {
        mod sqlite {
            use $crate::TestDatabase;
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    let database = TestDatabase::sqlite().await;
                    $case(database.conn()).await;
                    database.cleanup().await;
                }
            )*
        }

        mod postgres {
            use $crate::TestDatabase;
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    let Some(database) = TestDatabase::postgres().await else {
                        eprintln!("skipped: TEST_DATABASE_URL not set");
                        return;
                    };
                    $case(database.conn()).await;
                    database.cleanup().await;
                }
            )*
        }
    };
}
