//! Every table of the site, in an order that restores parents before the rows naming them,
//! each copied through its SeaORM entity (one JSON object per row, every column).

use crate::alerts::{entity as alert_entity, match_entity as alert_match_entity};
use crate::captcha::spent_entity;
use crate::identity::sign_in_link_entity;
use crate::newsletter::entity as newsletter_entity;
use crate::outbox::entity as outbox_entity;
use crate::repositories::entities::{article, maintenance_run, property, town, user};
use anyhow::Context;
use async_trait::async_trait;
use sea_orm::{
    ActiveModelTrait, ConnectionTrait, DatabaseBackend, DatabaseTransaction, EntityTrait,
    IntoActiveModel, Iterable, PaginatorTrait, PrimaryKeyToColumn, QueryOrder, Statement,
};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::marker::PhantomData;

/// Rows per INSERT: well inside SQLite's and PostgreSQL's bound-parameter limits for the
/// widest table (properties, about 40 columns).
const INSERT_BATCH: usize = 200;

/// The schema's own bookkeeping, recreated by the migrations, and the week's record of
/// confirmation mails (it only throttles sign-ups; a restored site starts it afresh): never
/// copied.
const NOT_COPIED: [&str; 2] = ["seaql_migrations", "confirmation_mails"];

#[async_trait]
pub(crate) trait TableCopy: Send + Sync {
    fn name(&self) -> &'static str;
    /// Whether the table's key is an auto-incremented `id` (PostgreSQL's sequence must then
    /// move past the restored ids).
    fn has_serial_id(&self) -> bool;
    /// Every row as a JSON line, in key order.
    async fn export(&self, db: &DatabaseTransaction) -> anyhow::Result<(Vec<u8>, u64)>;
    /// Inserts the rows of `lines`, answering how many there were.
    async fn import(&self, db: &DatabaseTransaction, lines: &[u8]) -> anyhow::Result<u64>;
    async fn count(&self, db: &DatabaseTransaction) -> anyhow::Result<u64>;
}

struct Rows<E>(PhantomData<fn() -> E>);

#[async_trait]
impl<E> TableCopy for Rows<E>
where
    E: EntityTrait + Default,
    E::Model: Serialize + DeserializeOwned + IntoActiveModel<E::ActiveModel> + Sync,
    E::ActiveModel: ActiveModelTrait<Entity = E> + Send,
{
    fn name(&self) -> &'static str {
        E::default().table_name()
    }

    fn has_serial_id(&self) -> bool {
        let keys: Vec<E::PrimaryKey> = E::PrimaryKey::iter().collect();
        let auto = <E::PrimaryKey as sea_orm::PrimaryKeyTrait>::auto_increment();
        auto && keys.len() == 1
    }

    async fn export(&self, db: &DatabaseTransaction) -> anyhow::Result<(Vec<u8>, u64)> {
        let mut select = E::find();
        for key in E::PrimaryKey::iter() {
            select = select.order_by_asc(key.into_column());
        }
        let rows = select
            .all(db)
            .await
            .with_context(|| format!("reading {}", self.name()))?;
        let mut lines = Vec::new();
        for row in &rows {
            serde_json::to_writer(&mut lines, row)?;
            lines.push(b'\n');
        }
        Ok((lines, rows.len() as u64))
    }

    async fn import(&self, db: &DatabaseTransaction, lines: &[u8]) -> anyhow::Result<u64> {
        let mut rows = Vec::new();
        for (number, line) in lines.split(|byte| *byte == b'\n').enumerate() {
            if line.is_empty() {
                continue;
            }
            let row: E::Model = serde_json::from_slice(line).with_context(|| {
                format!(
                    "row {} of {} is not a row of this schema",
                    number + 1,
                    self.name()
                )
            })?;
            rows.push(row);
        }
        let count = rows.len() as u64;
        let mut rows = rows.into_iter().peekable();
        while rows.peek().is_some() {
            let batch: Vec<E::ActiveModel> = rows
                .by_ref()
                .take(INSERT_BATCH)
                .map(IntoActiveModel::into_active_model)
                .collect();
            E::insert_many(batch)
                .exec_without_returning(db)
                .await
                .with_context(|| format!("restoring {}", self.name()))?;
        }
        Ok(count)
    }

    async fn count(&self, db: &DatabaseTransaction) -> anyhow::Result<u64> {
        E::find()
            .count(db)
            .await
            .with_context(|| format!("counting {}", self.name()))
    }
}

fn table<E>() -> Box<dyn TableCopy>
where
    E: EntityTrait + Default,
    E::Model: Serialize + DeserializeOwned + IntoActiveModel<E::ActiveModel> + Sync,
    E::ActiveModel: ActiveModelTrait<Entity = E> + Send,
{
    Box::new(Rows::<E>(PhantomData))
}

/// The tables a backup holds, parents first (properties name towns, sign-in links users,
/// alert matches alerts).
pub(crate) fn tables() -> Vec<Box<dyn TableCopy>> {
    vec![
        table::<town::Entity>(),
        table::<property::Entity>(),
        table::<article::Entity>(),
        table::<user::Entity>(),
        table::<sign_in_link_entity::Entity>(),
        table::<outbox_entity::Entity>(),
        table::<newsletter_entity::Entity>(),
        table::<alert_entity::Entity>(),
        table::<alert_match_entity::Entity>(),
        table::<spent_entity::Entity>(),
        table::<maintenance_run::Entity>(),
    ]
}

/// The names of the tables a backup holds, in restore order.
pub fn backed_up_tables() -> Vec<&'static str> {
    tables().iter().map(|table| table.name()).collect()
}

/// The tables the connected database has, besides the migrations' bookkeeping.
pub async fn schema_tables(db: &DatabaseTransaction) -> anyhow::Result<Vec<String>> {
    let backend = db.get_database_backend();
    let sql = match backend {
        DatabaseBackend::Sqlite => {
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        }
        DatabaseBackend::Postgres => {
            "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()"
        }
        other => anyhow::bail!("backups support SQLite and PostgreSQL, not {other:?}"),
    };
    let rows = db
        .query_all_raw(Statement::from_string(backend, sql))
        .await
        .context("listing the database's tables")?;
    let mut names = Vec::new();
    for row in rows {
        let name: String = row.try_get("", "name")?;
        if !NOT_COPIED.contains(&name.as_str()) {
            names.push(name);
        }
    }
    names.sort();
    Ok(names)
}

/// Refuses a schema holding a table the backup does not list: it would be left out silently.
pub(crate) async fn check_every_table_is_listed(db: &DatabaseTransaction) -> anyhow::Result<()> {
    let listed = backed_up_tables();
    let missing: Vec<String> = schema_tables(db)
        .await?
        .into_iter()
        .filter(|name| !listed.contains(&name.as_str()))
        .collect();
    anyhow::ensure!(
        missing.is_empty(),
        "the database has tables the backup does not know ({}): add them to \
         adapters::backup::tables before exporting",
        missing.join(", ")
    );
    Ok(())
}

/// PostgreSQL hands out ids from a sequence that restored rows did not move: set each past
/// the largest restored id (SQLite takes the next id from the rows themselves).
pub(crate) async fn move_id_sequences_past_restored_rows(
    db: &DatabaseTransaction,
) -> anyhow::Result<()> {
    if db.get_database_backend() != DatabaseBackend::Postgres {
        return Ok(());
    }
    for table in tables().iter().filter(|table| table.has_serial_id()) {
        let name = table.name();
        let sql = format!(
            "SELECT setval(pg_get_serial_sequence('\"{name}\"', 'id'), \
             COALESCE((SELECT MAX(id) FROM \"{name}\"), 0) + 1, false)"
        );
        db.execute_raw(Statement::from_string(DatabaseBackend::Postgres, sql))
            .await
            .with_context(|| format!("moving the id sequence of {name}"))?;
    }
    Ok(())
}
