//! `plans::ports::PropertyMedia` over SeaORM: a property's documents, floor plans and tour
//! (`property_documents`, `property_floor_plans`, `property_tours`), on SQLite and PostgreSQL.

pub mod document_entity;
pub mod floor_plan_entity;
mod repository;
mod rows;
pub mod tour_entity;

pub use repository::SqlPropertyMedia;
pub use rows::{document_rule, floor_plan_rule, tour_rule};
