pub use super::stored_values::{StoredKind, StoredStatus};
use sea_orm::entity::prelude::*;

/// Instants are milliseconds since the Unix epoch (see the migration for why).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "enquiries")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub kind: StoredKind,
    pub subject: String,
    pub name: Option<String>,
    pub email: Option<String>,
    pub reference: Option<String>,
    pub property_ref: Option<String>,
    /// JSON array of `[label, value]` pairs.
    pub fields: String,
    pub body: String,
    pub client_hash: Option<String>,
    pub status: StoredStatus,
    pub attempts: i32,
    pub next_attempt_at: i64,
    pub claim_token: Option<String>,
    pub lease_until: Option<i64>,
    pub last_error: Option<String>,
    pub created_at: i64,
    pub sent_at: Option<i64>,
    pub list_unsubscribe: Option<String>,
    /// The HTML alternative of `body`, for mails that show pictures.
    pub body_html: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
