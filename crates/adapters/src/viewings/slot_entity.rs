use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "viewing_slots")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub request_id: i64,
    pub property_ref: String,
    /// Rome wall-clock time, `YYYY-MM-DDTHH:MM`.
    pub start_local: String,
    pub starts_at: i64,
    pub duration_minutes: i32,
    pub meeting_point: String,
    pub sequence: i32,
    pub confirmed: bool,
    pub reminded_at: Option<i64>,
    pub attended: Option<bool>,
    pub feedback: Option<String>,
    pub interest: Option<i32>,
    pub outcome_at: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
