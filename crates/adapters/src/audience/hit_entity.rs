use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

/// One statistic a hit of the last 30 days counts in (`audience::Hit::tallies`), with the
/// day's visitor key: a keyed hash, never an address.
#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "visit_hits")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// `YYYY-MM-DD`, Rome's calendar.
    pub day: String,
    pub dimension: String,
    pub key: String,
    pub visitor: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
