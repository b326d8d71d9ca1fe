//! Contract tests of the enquiry outbox, the newsletter list, the saved-search alerts and the
//! captcha's spent store, run on SQLite and (when `TEST_DATABASE_URL` is set) on PostgreSQL.
#![cfg(feature = "test-support")]

mod alerts;
mod captcha;
// The property fixture the alert tests save listings with; the rest serves the repository
// contract tests.
#[allow(dead_code)]
#[path = "../repository_contract/fixtures.rs"]
mod fixtures;
mod newsletter;
mod outbox;
mod outbox_backlog;

macro_rules! on_both_databases {
    ($($name:ident => $case:path),* $(,)?) => {
        mod sqlite {
            use adapters::test_support::TestDatabase;
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
            use adapters::test_support::TestDatabase;
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
pub(crate) use on_both_databases;
