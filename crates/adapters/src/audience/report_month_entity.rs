use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

/// A month whose reports went (`YYYY-MM`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "owner_report_months")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub month: String,
    pub claimed_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
