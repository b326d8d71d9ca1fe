//! `HitStore` over SeaORM. Hits are rows of (day, dimension, key, visitor key); every sum is
//! `COUNT(*)` and `COUNT(DISTINCT visitor)` over them plus the folded `visit_totals` of older
//! days. Folding deletes a day's hits with `RETURNING` before it adds their totals, in one
//! transaction: on PostgreSQL a second server folding at the same moment waits on the rows
//! and then finds them gone, so nothing is counted twice; SQLite runs one writer at a time.
//! Exits are not rows of their own: they are read from the page views (`audience::exits`),
//! and folded with the day as totals of the `exit` statistic.

use super::hit_bounds::{within_bounds, Row};
use super::hit_entity::{self as hit, Entity as HitEntity};
use super::key_entity::{self as key, Entity as KeyEntity};
use super::salt_store::day_text;
use super::total_entity::{self as total, Entity as TotalEntity};
use crate::database::begin_write;
use crate::repositories::from_db;
use ::audience::dimension::{EXIT, PAGE};
use ::audience::exits::{exits, PageView};
use ::audience::ports::{HitStore, Keys, Tally, TallyQuery};
use ::audience::Hit;
use async_trait::async_trait;
use chrono::NaiveDate;
use domain::ports::RepositoryError;
use sea_orm::sea_query::{Alias, Expr, ExprTrait, OnConflict};
use sea_orm::ActiveValue::{NotSet, Set};
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use std::collections::{BTreeMap, BTreeSet};

/// Rows per INSERT: four columns each, far inside both databases' parameter limits.
const INSERT_BATCH: usize = 500;

pub struct SqlHitStore {
    conn: DatabaseConnection,
}

impl SqlHitStore {
    pub fn new(conn: DatabaseConnection) -> Self {
        Self { conn }
    }

    /// The days before `day` that still have hits, oldest first.
    async fn days_to_fold(&self, day: &str) -> Result<Vec<String>, RepositoryError> {
        HitEntity::find()
            .select_only()
            .column(hit::Column::Day)
            .distinct()
            .filter(hit::Column::Day.lt(day))
            .order_by_asc(hit::Column::Day)
            .into_tuple::<String>()
            .all(&self.conn)
            .await
            .map_err(from_db)
    }

    /// Folds one day's hits; answers how many rows went.
    async fn fold_day(&self, day: &str) -> Result<u64, RepositoryError> {
        let transaction = begin_write(&self.conn).await.map_err(from_db)?;
        let rows = HitEntity::delete_many()
            .filter(hit::Column::Day.eq(day))
            .exec_with_returning(&transaction)
            .await
            .map_err(from_db)?;
        // The day's keys were only needed while its hits could still arrive.
        KeyEntity::delete_many()
            .filter(key::Column::Day.eq(day))
            .exec(&transaction)
            .await
            .map_err(from_db)?;
        let mut sums: BTreeMap<(String, String), (i64, BTreeSet<String>)> = BTreeMap::new();
        let folded = rows.len() as u64;
        let day_exits = exits(
            rows.iter()
                .filter(|row| row.dimension == PAGE)
                .map(page_view),
        );
        for row in rows {
            let sum = sums.entry((row.dimension, row.key)).or_default();
            sum.0 += 1;
            sum.1.insert(row.visitor);
        }
        let exit_totals = day_exits.into_iter().map(|((_, page), count)| {
            let count = i64::try_from(count).unwrap_or(i64::MAX);
            ((EXIT.to_owned(), page), (count, count))
        });
        let totals: Vec<total::ActiveModel> = sums
            .into_iter()
            .map(|(key, (hits, visitors))| (key, (hits, visitors.len() as i64)))
            .chain(exit_totals)
            .map(|((dimension, key), (hits, visitors))| total::ActiveModel {
                dimension: Set(dimension),
                key: Set(key),
                day: Set(day.to_owned()),
                hits: Set(hits),
                visitors: Set(visitors),
            })
            .collect();
        // A total already there (a fold cut short before its commit cannot leave one, but a
        // restored archive can) is added to, not replaced.
        let excluded = Alias::new("excluded");
        for batch in totals.chunks(INSERT_BATCH) {
            TotalEntity::insert_many(batch.to_vec())
                .on_conflict(
                    OnConflict::columns([
                        total::Column::Dimension,
                        total::Column::Key,
                        total::Column::Day,
                    ])
                    .value(
                        total::Column::Hits,
                        Expr::col((TotalEntity, total::Column::Hits))
                            .add(Expr::col((excluded.clone(), total::Column::Hits))),
                    )
                    .value(
                        total::Column::Visitors,
                        Expr::col((TotalEntity, total::Column::Visitors))
                            .add(Expr::col((excluded.clone(), total::Column::Visitors))),
                    )
                    .to_owned(),
                )
                .exec_without_returning(&transaction)
                .await
                .map_err(from_db)?;
        }
        transaction.commit().await.map_err(from_db)?;
        Ok(folded)
    }
}

fn page_view(row: &hit::Model) -> PageView<'_> {
    PageView {
        day: &row.day,
        visitor: &row.visitor,
        page: &row.key,
        order: row.id,
    }
}

/// The kept days' exits of `query` as per-day sums (`visit_hits` holds none of its own):
/// the period's page views, read in one query, each visitor's day ending on its last.
async fn kept_exits(
    conn: &DatabaseConnection,
    query: &TallyQuery,
) -> Result<Vec<(String, String, i64, i64)>, RepositoryError> {
    let views = HitEntity::find()
        .filter(hit::Column::Dimension.eq(PAGE))
        .filter(hit::Column::Day.between(day_text(query.from), day_text(query.to)))
        .all(conn)
        .await
        .map_err(from_db)?;
    Ok(exits(views.iter().map(page_view))
        .into_iter()
        .filter(|((_, page), _)| match &query.keys {
            Keys::All => true,
            Keys::Exactly(key) => page == key,
            Keys::StartingWith(prefix) => page.starts_with(prefix.as_str()),
        })
        .map(|((day, page), count)| {
            let count = i64::try_from(count).unwrap_or(i64::MAX);
            (day, page, count, count)
        })
        .collect())
}

/// The sums of `query` over `visit_hits` (counted: `COUNT(*)` and `COUNT(DISTINCT visitor)`)
/// or `visit_totals` (added up), which share their key columns. Per day when `per_day` (always
/// for kept hits: distinct visitors of several days are the days' sum); otherwise one sum a
/// key, its day the first, so that a year of folded totals comes back as one row a key, not
/// one a key and day (issue 53, `bench/visit_counts.sh`).
async fn per_day_sums<E: EntityTrait>(
    conn: &DatabaseConnection,
    query: &TallyQuery,
    per_day: bool,
    hits: &'static str,
    visitors: &'static str,
) -> Result<Vec<(String, String, i64, i64)>, RepositoryError> {
    let column = |name: &str| Expr::col(Alias::new(name));
    let select = E::find()
        .select_only()
        .filter(column("dimension").eq(query.dimension))
        .filter(column("day").between(day_text(query.from), day_text(query.to)));
    let select = match &query.keys {
        Keys::All => select,
        Keys::Exactly(key) => select.filter(column("key").eq(key.as_str())),
        Keys::StartingWith(prefix) => select.filter(column("key").like(format!("{prefix}%"))),
    };
    let select = if per_day {
        select
            .column_as(column("day"), "day")
            .group_by(column("day"))
    } else {
        select.column_as(Expr::cust("MIN(day)"), "day")
    };
    select
        .column_as(column("key"), "key")
        .column_as(Expr::cust(hits), "hits")
        .column_as(Expr::cust(visitors), "visitors")
        .group_by(column("key"))
        .into_tuple::<(String, String, i64, i64)>()
        .all(conn)
        .await
        .map_err(from_db)
}

#[async_trait]
impl HitStore for SqlHitStore {
    async fn record(&self, hits: &[Hit]) -> Result<(), RepositoryError> {
        let rows: Vec<Row> = hits
            .iter()
            .flat_map(|hit| {
                let day = day_text(hit.day);
                let visitor = hit.visitor.as_str().to_owned();
                hit.tallies().into_iter().map(move |(dimension, key)| Row {
                    day: day.clone(),
                    dimension,
                    key,
                    visitor: visitor.clone(),
                })
            })
            .collect();
        if rows.is_empty() {
            return Ok(());
        }
        let transaction = begin_write(&self.conn).await.map_err(from_db)?;
        let rows: Vec<hit::ActiveModel> = within_bounds(&transaction, rows)
            .await?
            .into_iter()
            .map(|row| hit::ActiveModel {
                id: NotSet,
                day: Set(row.day),
                dimension: Set(row.dimension.to_owned()),
                key: Set(row.key),
                visitor: Set(row.visitor),
            })
            .collect();
        for batch in rows.chunks(INSERT_BATCH) {
            HitEntity::insert_many(batch.to_vec())
                .exec_without_returning(&transaction)
                .await
                .map_err(from_db)?;
        }
        transaction.commit().await.map_err(from_db)
    }

    async fn fold_before(&self, day: NaiveDate) -> Result<u64, RepositoryError> {
        let mut folded = 0;
        for old_day in self.days_to_fold(&day_text(day)).await? {
            folded += self.fold_day(&old_day).await?;
        }
        Ok(folded)
    }

    async fn tallies(&self, query: &TallyQuery) -> Result<Vec<Tally>, RepositoryError> {
        let mut sums: BTreeMap<(Option<String>, String), (i64, i64)> = BTreeMap::new();
        let kept = if query.dimension == EXIT {
            kept_exits(&self.conn, query).await?
        } else {
            per_day_sums::<HitEntity>(
                &self.conn,
                query,
                true,
                "COUNT(*)",
                "COUNT(DISTINCT visitor)",
            )
            .await?
        };
        let folded = per_day_sums::<TotalEntity>(
            &self.conn,
            query,
            query.by_day,
            "CAST(SUM(hits) AS BIGINT)",
            "CAST(SUM(visitors) AS BIGINT)",
        )
        .await?;
        for (day, key, hits, visitors) in kept.into_iter().chain(folded) {
            // LIKE's `_` matches any character: the prefix is checked exactly here.
            if let Keys::StartingWith(prefix) = &query.keys {
                if !key.starts_with(prefix.as_str()) {
                    continue;
                }
            }
            let day = query.by_day.then_some(day);
            let sum = sums.entry((day, key)).or_default();
            sum.0 += hits;
            sum.1 += visitors;
        }
        let mut tallies: Vec<Tally> = sums
            .into_iter()
            .map(|((day, key), (hits, visitors))| Tally {
                day: day.and_then(|text| text.parse().ok()),
                key,
                hits: u64::try_from(hits).unwrap_or(0),
                visitors: u64::try_from(visitors).unwrap_or(0),
            })
            .collect();
        tallies.sort_by(|a, b| {
            b.hits
                .cmp(&a.hits)
                .then_with(|| a.key.cmp(&b.key))
                .then_with(|| a.day.cmp(&b.day))
        });
        Ok(tallies)
    }
}
