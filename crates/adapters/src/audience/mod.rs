//! Cookie-less counting's storage (issue 29): the day's salts ([`SqlSaltStore`]) and the
//! hits with their folded daily totals ([`SqlHitStore`]), and the homes' owners with the
//! links to their reports ([`SqlOwnerRecords`]), in the database every server shares.

mod hit_bounds;
pub mod hit_entity;
mod hit_store;
pub mod key_entity;
pub mod owner_entity;
mod owner_log;
pub mod owner_log_entity;
mod owner_records;
pub mod report_link_entity;
pub mod report_month_entity;
pub mod salt_entity;
mod salt_store;
pub mod total_entity;

pub use hit_store::SqlHitStore;
pub use owner_records::SqlOwnerRecords;
pub use salt_store::SqlSaltStore;
