//! Every table of the site, in an order that restores parents before the rows naming them,
//! each copied through its SeaORM entity (one JSON object per row, every column).

use super::row_rules::{self, any_row, RowRule};
use adapters::alerts::{entity as alert_entity, match_entity as alert_match_entity};
use adapters::audience::{
    hit_entity as visit_hit_entity, owner_entity, owner_log_entity,
    total_entity as visit_total_entity,
};
use adapters::captcha::spent_entity;
use adapters::fx_rates::entity as fx_rate_entity;
use adapters::leads::check as lead_events_check;
use adapters::leads::entity as lead_event_entity;
use adapters::link_tokens::entity as link_token_entity;
use adapters::newsletter::entity as newsletter_entity;
use adapters::outbox::entity as outbox_entity;
use adapters::property_media::{
    document_entity, document_rule, floor_plan_entity, floor_plan_rule, tour_entity, tour_rule,
};
use adapters::repositories::entities::{
    article, maintenance_run, photo_caption, price_change, property, town, user,
};
use adapters::viewings::{request_entity as viewing_request, slot_entity as viewing_slot};
use anyhow::Context;
use async_trait::async_trait;
use sea_orm::{
    ActiveModelTrait, ConnectionTrait, DatabaseBackend, DatabaseTransaction, EntityTrait,
    IntoActiveModel, Iterable, PaginatorTrait, PrimaryKeyToColumn, QueryOrder, Statement,
};
use serde::de::DeserializeOwned;
use serde::Serialize;

/// Rows per INSERT: well inside SQLite's and PostgreSQL's bound-parameter limits for the
/// widest table (properties, about 40 columns).
const INSERT_BATCH: usize = 200;

/// Never copied: the schema's own bookkeeping (recreated by the migrations); the week's record
/// of confirmation mails (it only throttles sign-ups; a restored site starts it afresh); the
/// scheduled backups' lease and last run (the running site's, not the content's: a restored
/// site makes its first scheduled backup at once); the days the desk's digest went (a
/// restored site at worst sends the day's digest again); whose turn it is to fetch the
/// exchange rates (a restored site fetches at once); the visit counts' daily salts (a salt
/// must be gone two days after its day, and an archive is kept far longer: without it no
/// visitor key in the archive can be tied to a network); the keys the visit counts kept on
/// their last days (a restored site counts a day's bound afresh); the months whose owner
/// reports went (at worst a restored site sends a month's reports again); and credentials, which an
/// archive must never be able to plant (one-time sign-in links: staff ask for a new one;
/// staff sessions: they sign in again; owners' report links: staff send a new one). An
/// archive that holds them anyway has them skipped.
const NOT_COPIED: [&str; 12] = [
    "seaql_migrations",
    // Staff's sign-in link requests since their last sign-in: a restored site starts at none.
    "sign_in_link_requests",
    "confirmation_mails",
    "backup_schedule",
    "desk_digests",
    "fx_rate_fetches",
    "visit_salts",
    "visit_keys",
    "owner_report_months",
    CREDENTIAL_TABLES[0],
    CREDENTIAL_TABLES[1],
    CREDENTIAL_TABLES[2],
];
pub(crate) const CREDENTIAL_TABLES: [&str; 3] =
    ["sign_in_links", "user_sessions", "owner_report_links"];

#[async_trait]
pub(crate) trait TableCopy: Send + Sync {
    fn name(&self) -> &'static str;
    /// Whether the table's key is an auto-incremented `id` (PostgreSQL's sequence must then
    /// move past the restored ids).
    fn has_serial_id(&self) -> bool;
    /// Every row as a JSON line, in key order.
    async fn export(&self, db: &DatabaseTransaction) -> anyhow::Result<(Vec<u8>, u64)>;
    /// Checks every row of `lines` against the domain's rules, answering how many there were,
    /// or why the first bad row is refused (`row N: …`).
    fn check(&self, lines: &[u8]) -> Result<u64, String>;
    /// Inserts the rows of `lines`, answering how many there were.
    async fn import(&self, db: &DatabaseTransaction, lines: &[u8]) -> anyhow::Result<u64>;
    async fn count(&self, db: &DatabaseTransaction) -> anyhow::Result<u64>;
    /// Whether the table is the site's bookkeeping rather than content: a server that
    /// started on the target database wrote its own rows, which the archive's replace.
    fn is_bookkeeping(&self) -> bool;
    async fn delete_all(&self, db: &DatabaseTransaction) -> anyhow::Result<()>;
}

struct Rows<E: EntityTrait> {
    rule: RowRule<E::Model>,
    bookkeeping: bool,
}

/// The rows of `lines`, one JSON object a line, each with its line number.
fn parse_rows<Model: DeserializeOwned>(
    table: &str,
    lines: &[u8],
) -> anyhow::Result<Vec<(usize, Model)>> {
    let mut rows = Vec::new();
    for (number, line) in lines.split(|byte| *byte == b'\n').enumerate() {
        if line.is_empty() {
            continue;
        }
        let row: Model = serde_json::from_slice(line).with_context(|| {
            format!("row {} of {table} is not a row of this schema", number + 1)
        })?;
        rows.push((number + 1, row));
    }
    Ok(rows)
}

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

    fn check(&self, lines: &[u8]) -> Result<u64, String> {
        let rows = parse_rows::<E::Model>(self.name(), lines).map_err(|e| format!("{e:#}"))?;
        for (number, row) in &rows {
            (self.rule)(row).map_err(|why| format!("row {number} of {}: {why}", self.name()))?;
        }
        Ok(rows.len() as u64)
    }

    async fn import(&self, db: &DatabaseTransaction, lines: &[u8]) -> anyhow::Result<u64> {
        let rows = parse_rows::<E::Model>(self.name(), lines)?;
        let count = rows.len() as u64;
        let mut rows = rows.into_iter().map(|(_, row)| row).peekable();
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

    fn is_bookkeeping(&self) -> bool {
        self.bookkeeping
    }

    async fn delete_all(&self, db: &DatabaseTransaction) -> anyhow::Result<()> {
        E::delete_many()
            .exec(db)
            .await
            .with_context(|| format!("emptying {}", self.name()))?;
        Ok(())
    }
}

/// A table of content, each row checked by `rule`.
fn table<E>(rule: RowRule<E::Model>) -> Box<dyn TableCopy>
where
    E: EntityTrait + Default,
    E::Model: Serialize + DeserializeOwned + IntoActiveModel<E::ActiveModel> + Sync,
    E::ActiveModel: ActiveModelTrait<Entity = E> + Send,
{
    Box::new(Rows::<E> {
        rule,
        bookkeeping: false,
    })
}

/// A table the site keeps about itself (which one-time jobs ran).
fn bookkeeping<E>() -> Box<dyn TableCopy>
where
    E: EntityTrait + Default,
    E::Model: Serialize + DeserializeOwned + IntoActiveModel<E::ActiveModel> + Sync,
    E::ActiveModel: ActiveModelTrait<Entity = E> + Send,
{
    Box::new(Rows::<E> {
        rule: any_row::<E::Model>,
        bookkeeping: true,
    })
}

/// The tables a backup holds, parents first (properties name towns, alert matches alerts,
/// link tokens alerts and subscribers).
pub(crate) fn tables() -> Vec<Box<dyn TableCopy>> {
    vec![
        table::<town::Entity>(row_rules::town),
        table::<property::Entity>(row_rules::property),
        table::<photo_caption::Entity>(row_rules::photo_caption),
        table::<price_change::Entity>(row_rules::price_change),
        // A property's documents, floor plans and tour (`plans`); their files are in the
        // image store like the photos.
        table::<document_entity::Entity>(document_rule),
        table::<floor_plan_entity::Entity>(floor_plan_rule),
        table::<tour_entity::Entity>(tour_rule),
        table::<article::Entity>(row_rules::article),
        table::<user::Entity>(row_rules::user),
        table::<outbox_entity::Entity>(row_rules::enquiry),
        table::<lead_event_entity::Entity>(lead_events_check),
        // A viewing request names its lead (an enquiry), a slot its request. No domain rule
        // is checked on them yet beyond the schema's types.
        table::<viewing_request::Entity>(any_row),
        table::<viewing_slot::Entity>(any_row),
        table::<newsletter_entity::Entity>(row_rules::newsletter_subscriber),
        table::<alert_entity::Entity>(row_rules::alert),
        table::<alert_match_entity::Entity>(row_rules::alert_match),
        // Hashes only: every link mailed after a sign-up's own keeps working after a restore.
        table::<link_token_entity::Entity>(row_rules::link_token),
        // Spent captcha solutions only ever refuse a replay: nothing to plant.
        table::<spent_entity::Entity>(any_row),
        bookkeeping::<maintenance_run::Entity>(),
        // The last exchange rates fetched: a restored site shows them until its first fetch.
        bookkeeping::<fx_rate_entity::Entity>(),
        // The visit counts: hits of the last 30 days (keyed hashes, no address) and the daily
        // totals older ones were folded into.
        table::<visit_hit_entity::Entity>(any_row),
        table::<visit_total_entity::Entity>(any_row),
        // Homes' owners (staff-only details): after their property.
        table::<owner_entity::Entity>(any_row),
        // Who changed an owner or mailed a report, and when (the admin's owner log).
        table::<owner_log_entity::Entity>(any_row),
    ]
}

/// The names of the tables a backup holds, in restore order.
pub fn backed_up_tables() -> Vec<&'static str> {
    tables().iter().map(|table| table.name()).collect()
}

/// The tables the connected database has, besides the migrations' bookkeeping.
pub async fn schema_tables(db: &DatabaseTransaction) -> anyhow::Result<Vec<String>> {
    let mut names: Vec<String> = every_table(db)
        .await?
        .into_iter()
        .filter(|name| !NOT_COPIED.contains(&name.as_str()))
        .collect();
    names.sort();
    Ok(names)
}

/// Every table of the connected database, as its catalogue lists them.
pub async fn every_table(db: &impl ConnectionTrait) -> anyhow::Result<Vec<String>> {
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
    rows.into_iter()
        .map(|row| Ok(row.try_get("", "name")?))
        .collect()
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
         backup_adapters::archive::tables before exporting",
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
