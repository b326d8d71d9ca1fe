//! The bounds of `audience::bounds`, applied to the rows `SqlHitStore::record` is about to
//! write, inside its transaction: each open-ended dimension keeps a bounded number of keys a
//! day (the day's known keys are `visit_keys`; a new key past the bound becomes `other`), and
//! a home's figures count each visitor at most once a day per key (a row already kept, or
//! earlier in the same call, leaves its repeat out). Two servers writing the same visitor's
//! repeat in the same second could both keep it, and two at a day's bound could both add a
//! key: rare, and at worst one more, so no lock is taken.

use super::hit_entity::{self as hit, Entity as HitEntity};
use super::key_entity::{self as key, Entity as KeyEntity};
use crate::repositories::from_db;
use ::audience::bounds::{keys_per_day, once_a_day, ONCE_A_DAY, OTHER_KEY};
use domain::ports::RepositoryError;
use sea_orm::sea_query::Expr;
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, DatabaseTransaction, EntityTrait, QueryFilter, QuerySelect};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

/// Keys per `IN (…)` list: far inside both databases' parameter limits.
const IN_BATCH: usize = 500;

/// One row as `record` would write it.
pub(super) struct Row {
    pub day: String,
    pub dimension: &'static str,
    pub key: String,
    pub visitor: String,
}

/// `rows` within the bounds: keys past their day's bound as `other`, a home's repeats out.
pub(super) async fn within_bounds(
    transaction: &DatabaseTransaction,
    rows: Vec<Row>,
) -> Result<Vec<Row>, RepositoryError> {
    // The caller's transaction is a writer from its start (`begin_write`): it reads, then writes.
    let mut by_day: BTreeMap<String, Vec<Row>> = BTreeMap::new();
    for row in rows {
        by_day.entry(row.day.clone()).or_default().push(row);
    }
    let mut kept = Vec::new();
    for (day, rows) in by_day {
        let rows = bound_keys(transaction, &day, rows).await?;
        kept.extend(once_a_day_each(transaction, &day, rows).await?);
    }
    Ok(kept)
}

/// The day's rows with each new key past its dimension's bound kept as `other`; the new keys
/// within it are added to the day's known keys.
async fn bound_keys(
    transaction: &DatabaseTransaction,
    day: &str,
    mut rows: Vec<Row>,
) -> Result<Vec<Row>, RepositoryError> {
    let asked: BTreeSet<&str> = rows
        .iter()
        .filter(|row| keys_per_day(row.dimension).is_some())
        .map(|row| row.key.as_str())
        .collect();
    if asked.is_empty() {
        return Ok(rows);
    }
    let mut known: HashSet<(String, String)> = HashSet::new();
    let asked: Vec<&str> = asked.into_iter().collect();
    for keys in asked.chunks(IN_BATCH) {
        let found = KeyEntity::find()
            .select_only()
            .column(key::Column::Dimension)
            .column(key::Column::Key)
            .filter(key::Column::Day.eq(day))
            .filter(key::Column::Key.is_in(keys.iter().copied()))
            .into_tuple::<(String, String)>()
            .all(transaction)
            .await
            .map_err(from_db)?;
        known.extend(found);
    }
    let mut counts: HashMap<String, usize> = KeyEntity::find()
        .select_only()
        .column(key::Column::Dimension)
        .column_as(Expr::cust("COUNT(*)"), "keys")
        .filter(key::Column::Day.eq(day))
        .group_by(key::Column::Dimension)
        .into_tuple::<(String, i64)>()
        .all(transaction)
        .await
        .map_err(from_db)?
        .into_iter()
        .map(|(dimension, keys)| (dimension, usize::try_from(keys).unwrap_or(usize::MAX)))
        .collect();
    let mut added = Vec::new();
    for row in &mut rows {
        let Some(bound) = keys_per_day(row.dimension) else {
            continue;
        };
        if row.key == OTHER_KEY || known.contains(&(row.dimension.to_owned(), row.key.clone())) {
            continue;
        }
        let count = counts.entry(row.dimension.to_owned()).or_default();
        if *count < bound {
            *count += 1;
            known.insert((row.dimension.to_owned(), row.key.clone()));
            added.push((row.dimension, row.key.clone()));
        } else {
            row.key = OTHER_KEY.to_owned();
        }
    }
    // In one order on every server: two inserting the same new keys at once then wait on each
    // other in turn instead of deadlocking (PostgreSQL).
    added.sort();
    let added: Vec<key::ActiveModel> = added
        .into_iter()
        .map(|(dimension, key)| key::ActiveModel {
            day: Set(day.to_owned()),
            dimension: Set(dimension.to_owned()),
            key: Set(key),
        })
        .collect();
    for batch in added.chunks(IN_BATCH) {
        KeyEntity::insert_many(batch.to_vec())
            .on_conflict_do_nothing()
            .exec_without_returning(transaction)
            .await
            .map_err(from_db)?;
    }
    Ok(rows)
}

/// The day's rows without a home's repeats: a visitor already counted that day for a key of
/// a home's figures is not counted again.
async fn once_a_day_each(
    transaction: &DatabaseTransaction,
    day: &str,
    rows: Vec<Row>,
) -> Result<Vec<Row>, RepositoryError> {
    let asked: BTreeSet<&str> = rows
        .iter()
        .filter(|row| once_a_day(row.dimension))
        .map(|row| row.key.as_str())
        .collect();
    let mut seen: HashSet<(String, String, String)> = HashSet::new();
    let asked: Vec<&str> = asked.into_iter().collect();
    for keys in asked.chunks(IN_BATCH) {
        let found = HitEntity::find()
            .select_only()
            .column(hit::Column::Dimension)
            .column(hit::Column::Key)
            .column(hit::Column::Visitor)
            .filter(hit::Column::Dimension.is_in(ONCE_A_DAY))
            .filter(hit::Column::Key.is_in(keys.iter().copied()))
            .filter(hit::Column::Day.eq(day))
            .distinct()
            .into_tuple::<(String, String, String)>()
            .all(transaction)
            .await
            .map_err(from_db)?;
        seen.extend(found);
    }
    Ok(rows
        .into_iter()
        .filter(|row| {
            !once_a_day(row.dimension)
                || seen.insert((
                    row.dimension.to_owned(),
                    row.key.clone(),
                    row.visitor.clone(),
                ))
        })
        .collect())
}
