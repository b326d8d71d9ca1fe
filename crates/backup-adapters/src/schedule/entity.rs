use sea_orm::entity::prelude::*;

/// The scheduled backups' record; instants in milliseconds since the Unix epoch.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "backup_schedule")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub name: String,
    pub lease_token: Option<String>,
    pub lease_until: Option<i64>,
    pub last_started_at: Option<i64>,
    pub last_success_at: Option<i64>,
    pub last_size_bytes: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
