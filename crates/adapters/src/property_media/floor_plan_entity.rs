use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "property_floor_plans")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub property_ref: String,
    pub label: String,
    pub area_sqm: Option<i32>,
    pub key: String,
    pub position: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
