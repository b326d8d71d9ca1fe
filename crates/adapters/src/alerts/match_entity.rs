use sea_orm::entity::prelude::*;

/// Instants are milliseconds since the Unix epoch.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "alert_matches")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub alert_id: i64,
    pub property_ref: String,
    pub occasion: String,
    pub matched_at: i64,
    pub mailed_at: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
