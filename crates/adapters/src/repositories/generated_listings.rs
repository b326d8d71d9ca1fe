//! The SQL under `langhe generate` (the demo crate's `generate_properties`): which refs are
//! taken and listings written many rows per INSERT, where a save through the repository
//! port would take one statement (and one content event) per listing.

use super::entities::property::{Column, Entity};
use super::{from_db, to_active_model};
use anyhow::Context;
use domain::Property;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

/// `LIKE` pattern of a generated ref: exactly six characters.
const GENERATED_REF_PATTERN: &str = "______";

/// The ref and listing title of every stored property whose ref is not a generated one.
pub async fn not_generated(db: &impl ConnectionTrait) -> anyhow::Result<Vec<(String, String)>> {
    Entity::find()
        .select_only()
        .column(Column::Reference)
        .column(Column::ListingTitle)
        .filter(Column::Reference.not_like(GENERATED_REF_PATTERN))
        .into_tuple()
        .all(db)
        .await
        .map_err(from_db)
        .context("looking for content that is not generated")
}

/// The highest generated ref stored, if any.
pub async fn highest_generated_ref(db: &impl ConnectionTrait) -> anyhow::Result<Option<String>> {
    Entity::find()
        .select_only()
        .column(Column::Reference)
        .filter(Column::Reference.like(GENERATED_REF_PATTERN))
        .order_by_desc(Column::Reference)
        .into_tuple()
        .one(db)
        .await
        .map_err(from_db)
        .context("finding the last generated ref")
}

/// Inserts `properties` in one statement (callers keep a batch within both databases'
/// limits on bound values: 500 rows of 28 columns).
pub async fn insert_all(db: &impl ConnectionTrait, properties: &[Property]) -> anyhow::Result<()> {
    let rows = properties
        .iter()
        .map(to_active_model)
        .collect::<Result<Vec<_>, _>>()
        .context("preparing rows")?;
    Entity::insert_many(rows)
        .exec_without_returning(db)
        .await
        .map_err(from_db)
        .context("inserting generated properties")?;
    Ok(())
}
