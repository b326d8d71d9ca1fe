//! SeaORM entities: the tables as the migrations create them. They never leave the adapters
//! crate; the repositories map them to and from domain types.

pub mod article;
pub mod maintenance_run;
pub mod photo_caption;
pub mod price_change;
pub mod property;
pub mod stored_values;
pub mod town;
pub mod user;
