use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

/// A key a dimension has kept on a day (`audience::bounds::keys_per_day`): how every server
/// tells a day's new key from a known one. Deleted with the day's hits when they are folded.
#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "visit_keys")]
pub struct Model {
    /// `YYYY-MM-DD`, Rome's calendar.
    #[sea_orm(primary_key, auto_increment = false)]
    pub day: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub dimension: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub key: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
