use sea_orm::entity::prelude::*;

/// One change of a property's price (`domain::property::PriceChange`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "property_price_changes")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub property_ref: String,
    pub changed_at: DateTimeUtc,
    /// Whole euros; 0 is "please call".
    pub old_price: i64,
    pub new_price: i64,
    /// The staff member's e-mail address.
    pub changed_by: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
