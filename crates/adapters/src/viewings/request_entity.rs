use crate::alerts::stored_values::StoredLanguage;
use sea_orm::entity::prelude::*;

/// Dates are `YYYY-MM-DD` text; instants milliseconds since the epoch.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "viewing_requests")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub enquiry_id: i64,
    pub name: String,
    pub email: String,
    pub phone: Option<String>,
    pub language: StoredLanguage,
    pub from_date: String,
    pub to_date: String,
    /// `HalfDay::as_str`s, ';'-separated.
    pub half_days: String,
    /// Refs, ';'-separated, in the visitor's order.
    pub refs: String,
    pub message: String,
    pub created_at: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
