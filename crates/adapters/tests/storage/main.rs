//! The adapters against real storage, in one binary: the repository contract and the enquiry
//! storage on SQLite and (when `TEST_DATABASE_URL` names a server) PostgreSQL, backups,
//! content events between servers, the database connection and the identity provider. The
//! pictures' adapters have their own binary (`picture-store`'s `tests/store`).
//!
//! Run: `cargo test -p adapters --features test-support --test storage`; without the feature
//! only the modules that need no test support run.

#[cfg(feature = "test-support")]
pub(crate) use test_services::on_both_databases;

mod backup;
mod contact_erasure;
mod content_events;
mod database_connect;
mod enquiry_storage;
mod lead_retention;
// Signs in against the local issuer that only the test support has.
#[cfg(feature = "test-support")]
mod oidc_identity;
mod repository_contract;
