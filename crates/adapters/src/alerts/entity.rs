pub use super::stored_values::StoredLanguage;
use sea_orm::entity::prelude::*;

/// Instants are milliseconds since the Unix epoch.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "alerts")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub email: String,
    pub filters: String,
    pub language: StoredLanguage,
    pub consent_at: i64,
    pub created_at: i64,
    pub confirmed_at: Option<i64>,
    #[sea_orm(unique)]
    pub confirm_token: String,
    pub confirm_expires_at: i64,
    #[sea_orm(unique)]
    pub manage_token: String,
    pub last_mailed_at: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
