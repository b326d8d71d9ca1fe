use sea_orm::entity::prelude::*;

/// Whose turn it is to fetch the rates; instants in milliseconds since the Unix epoch.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "fx_rate_fetches")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub name: String,
    pub lease_token: Option<String>,
    pub lease_until: Option<i64>,
    pub next_fetch_at: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
