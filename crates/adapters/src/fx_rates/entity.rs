use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

/// One currency's reference rate; every row is of the same day.
#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "fx_rates")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub currency: String,
    pub per_euro: f64,
    /// `YYYY-MM-DD`.
    pub rate_date: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
