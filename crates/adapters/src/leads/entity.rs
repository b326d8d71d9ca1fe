use sea_orm::entity::prelude::*;

/// One stage change, note or reply of a lead. `at` is milliseconds since the Unix epoch.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "lead_events")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub enquiry_id: i64,
    /// 'stage_changed', 'note' or 'reply'.
    pub kind: String,
    pub author_id: Option<i64>,
    pub author_email: Option<String>,
    pub at: i64,
    /// JSON, by kind (`super::events`).
    pub payload: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
