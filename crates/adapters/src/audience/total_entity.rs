use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

/// A day's hits and distinct visitors of one key, folded from hits older than 30 days.
#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "visit_totals")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub dimension: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub key: String,
    /// `YYYY-MM-DD`, Rome's calendar.
    #[sea_orm(primary_key, auto_increment = false)]
    pub day: String,
    pub hits: i64,
    pub visitors: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
