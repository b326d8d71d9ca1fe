//! Cookie-less counting's storage (issue 29): the day's salts ([`SqlSaltStore`]) and the
//! hits with their folded daily totals ([`SqlHitStore`]), in the database every server shares.

pub mod hit_entity;
mod hit_store;
pub mod salt_entity;
mod salt_store;
pub mod total_entity;

pub use hit_store::SqlHitStore;
pub use salt_store::SqlSaltStore;
