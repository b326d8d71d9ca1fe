//! Contract tests of the enquiry outbox, the newsletter list, the saved-search alerts, their
//! hashed link secrets and the captcha's spent store, run on SQLite and (when
//! `TEST_DATABASE_URL` is set) on PostgreSQL.
#![cfg(feature = "test-support")]

mod alerts;
mod captcha;
mod desk_digest;
mod hashed_secrets;
mod inbox;
mod lead_sources;
mod leads;
mod newsletter;
mod outbox;
mod outbox_backlog;
mod viewings;
