use sea_orm::entity::prelude::*;

/// One confirmation mail sent; `sent_at` in milliseconds since the Unix epoch.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "confirmation_mails")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub address_hash: String,
    pub sent_at: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
