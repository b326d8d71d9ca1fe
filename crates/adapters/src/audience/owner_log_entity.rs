use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

/// An entry of the owner log: a change to a home's owner or a report mailed, by whom, when.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "owner_log")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub property_ref: String,
    pub action: String,
    pub email: String,
    pub done_by: String,
    pub at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
