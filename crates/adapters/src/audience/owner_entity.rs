use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

/// A home's owner (staff-only; `audience::owner::Owner`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "property_owners")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub property_ref: String,
    pub name: String,
    pub email: String,
    /// `en` or `it`.
    pub language: String,
    pub monthly_reports: bool,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
