use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};

/// The salt of one day (Rome's calendar), 32 random bytes as hex. Never backed up: a salt
/// must be gone two days after its day, and an archive is kept far longer.
#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize, Deserialize)]
#[sea_orm(table_name = "visit_salts")]
pub struct Model {
    /// `YYYY-MM-DD`.
    #[sea_orm(primary_key, auto_increment = false)]
    pub day: String,
    pub salt: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
