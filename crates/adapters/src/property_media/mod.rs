//! `plans::ports::PropertyMedia` over SeaORM: a property's documents, floor plans and tour
//! (`property_documents`, `property_floor_plans`, `property_tours`), on SQLite and PostgreSQL.

pub(crate) mod document_entity;
pub(crate) mod floor_plan_entity;
mod repository;
mod rows;
pub(crate) mod tour_entity;

pub use repository::SqlPropertyMedia;
pub(crate) use rows::{document_rule, floor_plan_rule, tour_rule};
