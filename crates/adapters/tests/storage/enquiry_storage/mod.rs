//! Contract tests of the enquiry outbox, the newsletter list, the saved-search alerts, their
//! hashed link secrets and the captcha's spent store, run on SQLite and (when
//! `TEST_DATABASE_URL` is set) on PostgreSQL.
#![cfg(feature = "test-support")]

mod alerts;
mod captcha;
mod hashed_secrets;
mod newsletter;
mod outbox;
mod outbox_backlog;
