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

pub(crate) use adapters::on_both_databases;
