use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

/// A link to a home's report: the token's hash, never the token.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "owner_report_links")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub property_ref: String,
    pub token_hash: String,
    pub created_at: DateTimeUtc,
    pub expires_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
