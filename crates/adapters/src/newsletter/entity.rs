use sea_orm::entity::prelude::*;

/// Instants are milliseconds since the Unix epoch.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "newsletter_subscribers")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    #[sea_orm(unique)]
    pub email: String,
    pub consent_at: i64,
    #[sea_orm(unique)]
    pub unsubscribe_token: String,
    pub created_at: i64,
    pub unsubscribed_at: Option<i64>,
    pub confirmed_at: Option<i64>,
    #[sea_orm(unique)]
    pub confirm_token: Option<String>,
    pub confirm_expires_at: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
