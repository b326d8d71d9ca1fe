pub use super::stored_values::StoredRole;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "users")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    #[sea_orm(unique)]
    pub email: String,
    pub name: String,
    pub picture: String,
    /// 'admin', 'agent', or none.
    pub role: Option<StoredRole>,
    pub created_at: DateTimeUtc,
    pub session_version: i64,
    #[sea_orm(unique)]
    pub identity_subject: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
