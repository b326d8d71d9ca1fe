use sea_orm::entity::prelude::*;

/// A link secret minted for a later mail; exactly one of `alert_id` and `subscriber_id` is set.
/// Instants are milliseconds since the Unix epoch.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "link_tokens")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    #[sea_orm(unique)]
    pub token_hash: String,
    pub alert_id: Option<i64>,
    pub subscriber_id: Option<i64>,
    pub created_at: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
