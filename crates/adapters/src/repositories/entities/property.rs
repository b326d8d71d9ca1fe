pub use super::stored_values::{
    StoredEnergyClass, StoredEnvelopeQuality, StoredPropertyKind, StoredSellerKind,
    StoredVisibility,
};
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "properties")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    #[sea_orm(column_name = "ref", unique)]
    pub reference: String,
    pub title: String,
    pub title2: String,
    pub listing_title: String,
    pub meta_title: String,
    pub meta_description: String,
    pub path: String,
    pub pictures_path: String,
    pub location: String,
    pub price: i64,
    pub price_description: String,
    pub sold: bool,
    pub visibility: StoredVisibility,
    pub created_date: DateTimeUtc,
    /// When a save last changed it; None for rows saved before the column existed.
    pub changed_date: Option<DateTimeUtc>,
    /// domain::PicturesVersion: milliseconds, or one past the previous value.
    pub pictures_version: i64,
    /// Whether the background picture is stored (set by picture uploads and deletions).
    pub has_background: bool,
    pub has_listing: bool,
    /// Whether it was ever visible or unlisted (a hidden draft's address may follow its title
    /// until then). A backup written before it was kept counts every property as shown, so
    /// restoring one never moves an address.
    #[serde(default = "shown_before_it_was_kept")]
    pub shown: bool,
    /// The gallery photo the listing picture was made from, `{gallery}/{file}` (neither holds
    /// a '/'); None when unknown. A backup written before it was kept has none.
    #[serde(default)]
    pub cover_photo: Option<String>,
    pub description: String,
    pub description_list: String,
    pub features: String,
    /// 'lat;lng', or empty.
    pub coordinates: String,
    /// JSON array of `Distance`.
    pub distances: String,
    /// JSON array of `CounterBlock`.
    pub counter_blocks: String,
    pub energy_class: Option<StoredEnergyClass>,
    pub energy_performance_nren: Option<f64>,
    pub energy_performance_ren: Option<f64>,
    pub town_id: Option<i64>,
    /// domain::PropertyKind's lowercase name; None: not stated.
    pub kind: Option<StoredPropertyKind>,
    pub bedrooms: Option<i32>,
    pub bathrooms: Option<i32>,
    pub internal_area_m2: Option<i32>,
    pub land_area_m2: Option<i32>,
    /// domain::ShareKey of an unlisted listing; None for the other visibilities.
    pub share_key: Option<String>,
    pub envelope_quality_winter: Option<StoredEnvelopeQuality>,
    pub envelope_quality_summer: Option<StoredEnvelopeQuality>,
    /// None: not stated (counts as private).
    pub seller_kind: Option<StoredSellerKind>,
    /// As the registry writes it, e.g. "A/2".
    pub cadastral_category: Option<String>,
    /// Euro cents; staff only, never published.
    pub cadastral_income_cents: Option<i64>,
    /// domain::property::ListingStatus; a backup written before it was kept has none of it
    /// (not under offer, no reduction shown, no dates).
    #[serde(default)]
    pub under_offer: bool,
    #[serde(default)]
    pub show_price_reduction: bool,
    #[serde(default)]
    pub listed_since: Option<DateTimeUtc>,
    #[serde(default)]
    pub off_market_since: Option<DateTimeUtc>,
    #[serde(default)]
    pub reduced_on: Option<DateTimeUtc>,
    /// domain::PropertyTexts in Italian, each empty until written; a backup written before
    /// they were kept has none.
    #[serde(default)]
    pub title_it: String,
    #[serde(default)]
    pub title2_it: String,
    #[serde(default)]
    pub listing_title_it: String,
    #[serde(default)]
    pub location_it: String,
    #[serde(default)]
    pub meta_title_it: String,
    #[serde(default)]
    pub meta_description_it: String,
    #[serde(default)]
    pub price_description_it: String,
    #[serde(default)]
    pub description_it: String,
    #[serde(default)]
    pub description_list_it: String,
    #[serde(default)]
    pub features_it: String,
}

fn shown_before_it_was_kept() -> bool {
    true
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::town::Entity",
        from = "Column::TownId",
        to = "super::town::Column::Id",
        on_delete = "SetNull"
    )]
    Town,
}

impl Related<super::town::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Town.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
