use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "articles")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub listing_description: String,
    pub meta_description: String,
    pub meta_title: String,
    pub path: String,
    pub text: String,
    pub title: String,
    pub title2: String,
    pub created_date: DateTimeUtc,
    /// The last save's time; none for rows written before it was kept.
    pub changed_date: Option<DateTimeUtc>,
    /// False for a draft only staff see. A backup written before drafts existed holds only
    /// published articles.
    #[serde(default = "published")]
    pub published: bool,
    /// domain::ArticleTexts in Italian, each empty until written; a backup written before
    /// they were kept has none.
    #[serde(default)]
    pub title_it: String,
    #[serde(default)]
    pub title2_it: String,
    #[serde(default)]
    pub listing_description_it: String,
    #[serde(default)]
    pub meta_title_it: String,
    #[serde(default)]
    pub meta_description_it: String,
    #[serde(default)]
    pub text_it: String,
}

fn published() -> bool {
    true
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
