use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "property_documents")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub property_ref: String,
    pub title: String,
    pub visibility: String,
    pub key: String,
    pub size_bytes: i64,
    pub position: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
