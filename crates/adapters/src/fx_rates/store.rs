//! `RatesStore` over SeaORM. The rates are one row per currency, replaced together in the
//! transaction that ends a fetching turn. The turn is one row of `fx_rate_fetches`, taken and
//! ended with conditional UPDATEs that repeat their condition (as `backup_schedule` does), so
//! racing servers are safe: on PostgreSQL a second UPDATE blocked on the row re-checks it once
//! the first commits and then matches nothing; SQLite runs one writer at a time.

use super::entity::{self as rate, Entity as RateEntity};
use super::turn_entity::{ActiveModel as TurnRow, Column, Entity as TurnEntity};
use crate::database::begin_write;
use crate::repositories::{from_db, CorruptRow};
use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, Utc};
use currency::ports::{FetchTurn, RatesStore};
use currency::{Currency, Rate, Rates};
use domain::ports::RepositoryError;
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, Condition, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder};
use std::collections::BTreeMap;

/// The one source the site fetches from.
const ECB: &str = "ecb";
const TABLE: &str = "fx_rates";

pub struct SqlRatesStore {
    conn: DatabaseConnection,
}

impl SqlRatesStore {
    pub fn new(conn: DatabaseConnection) -> Self {
        Self { conn }
    }

    /// The turn's row, created free and due when missing (by whichever server comes first).
    async fn ensure_row(&self) -> Result<(), RepositoryError> {
        TurnEntity::insert(TurnRow {
            name: Set(ECB.to_owned()),
            lease_token: Set(None),
            lease_until: Set(None),
            next_fetch_at: Set(None),
        })
        .on_conflict(OnConflict::column(Column::Name).do_nothing().to_owned())
        .exec_without_returning(&self.conn)
        .await
        .map_err(from_db)?;
        Ok(())
    }
}

fn millis(at: DateTime<Utc>) -> i64 {
    at.timestamp_millis()
}

fn turn_token() -> String {
    let bytes: [u8; 16] = rand::random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn corrupt(key: &str, reason: impl ToString) -> RepositoryError {
    RepositoryError::unexpected(CorruptRow::new(TABLE, key, reason))
}

/// The stored rows as one day's rates. A row of a currency the site no longer shows is left
/// out; a rate that is not positive, or a day that is not a date, is a corrupt row.
fn rates_of(rows: Vec<rate::Model>) -> Result<Option<Rates>, RepositoryError> {
    let Some(first) = rows.first() else {
        return Ok(None);
    };
    let date: NaiveDate = first
        .rate_date
        .parse()
        .map_err(|error| corrupt(&first.currency, error))?;
    let mut per_euro = BTreeMap::new();
    for row in &rows {
        if row.rate_date != first.rate_date {
            return Err(corrupt(&row.currency, "rows of different days"));
        }
        let Ok(currency) = Currency::parse(&row.currency) else {
            continue;
        };
        let rate = Rate::new(row.per_euro).map_err(|error| corrupt(&row.currency, error))?;
        per_euro.insert(currency, rate);
    }
    Ok(Some(Rates::new(date, per_euro)))
}

fn rows_of(rates: &Rates) -> Vec<rate::ActiveModel> {
    let day = rates.date().format("%Y-%m-%d").to_string();
    rates
        .iter()
        .map(|(currency, rate)| rate::ActiveModel {
            currency: Set(currency.code().to_owned()),
            per_euro: Set(rate.per_euro()),
            rate_date: Set(day.clone()),
        })
        .collect()
}

#[async_trait]
impl RatesStore for SqlRatesStore {
    async fn latest(&self) -> Result<Option<Rates>, RepositoryError> {
        let rows = RateEntity::find()
            .order_by_asc(rate::Column::Currency)
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        rates_of(rows)
    }

    async fn take_turn(
        &self,
        now: DateTime<Utc>,
        hold_until: DateTime<Utc>,
    ) -> Result<Option<FetchTurn>, RepositoryError> {
        self.ensure_row().await?;
        let turn = FetchTurn {
            token: turn_token(),
        };
        let free = Condition::any()
            .add(Column::LeaseUntil.is_null())
            .add(Column::LeaseUntil.lt(millis(now)));
        let due = Condition::any()
            .add(Column::NextFetchAt.is_null())
            .add(Column::NextFetchAt.lte(millis(now)));
        let taken = TurnEntity::update_many()
            .col_expr(Column::LeaseToken, Expr::value(turn.token.clone()))
            .col_expr(Column::LeaseUntil, Expr::value(millis(hold_until)))
            .filter(Column::Name.eq(ECB))
            .filter(free)
            .filter(due)
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        Ok((taken.rows_affected == 1).then_some(turn))
    }

    async fn end_turn(
        &self,
        turn: &FetchTurn,
        fetched: Option<Rates>,
        next_fetch_at: DateTime<Utc>,
    ) -> Result<(), RepositoryError> {
        let transaction = begin_write(&self.conn).await.map_err(from_db)?;
        let ended = TurnEntity::update_many()
            .col_expr(Column::LeaseToken, Expr::value(Option::<String>::None))
            .col_expr(Column::LeaseUntil, Expr::value(Option::<i64>::None))
            .col_expr(Column::NextFetchAt, Expr::value(millis(next_fetch_at)))
            .filter(Column::Name.eq(ECB))
            .filter(Column::LeaseToken.eq(turn.token.as_str()))
            .exec(&transaction)
            .await
            .map_err(from_db)?;
        if ended.rows_affected != 1 {
            // Dropping the transaction rolls it back: a server whose turn ran out writes nothing.
            return Err(RepositoryError::NotFound);
        }
        if let Some(rates) = fetched.as_ref().filter(|rates| !rates.is_empty()) {
            RateEntity::delete_many()
                .exec(&transaction)
                .await
                .map_err(from_db)?;
            RateEntity::insert_many(rows_of(rates))
                .exec_without_returning(&transaction)
                .await
                .map_err(from_db)?;
        }
        transaction.commit().await.map_err(from_db)
    }
}
