//! Every value the database holds, for tests that prove a secret is not among them.

use anyhow::Context;
use sea_orm::{ConnectionTrait, DatabaseBackend, DatabaseConnection, FromQueryResult, JsonValue};
use sea_orm::{Statement, TransactionTrait};

/// Every row of every table (the migrations' bookkeeping included), one JSON object a line,
/// each prefixed with its table's name.
pub async fn every_stored_row(conn: &DatabaseConnection) -> anyhow::Result<String> {
    let backend = conn.get_database_backend();
    let list = match backend {
        DatabaseBackend::Sqlite => {
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        }
        DatabaseBackend::Postgres => {
            "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()"
        }
        other => anyhow::bail!("tests run on SQLite and PostgreSQL, not {other:?}"),
    };
    // One moment for every table.
    let read = conn.begin().await?;
    let mut text = String::new();
    for table in read
        .query_all_raw(Statement::from_string(backend, list))
        .await?
    {
        let name: String = table.try_get("", "name")?;
        let rows = JsonValue::find_by_statement(Statement::from_string(
            backend,
            format!(r#"SELECT * FROM "{name}""#),
        ))
        .all(&read)
        .await
        .with_context(|| format!("reading {name}"))?;
        for row in rows {
            text.push_str(&format!("{name}: {row}\n"));
        }
    }
    read.commit().await?;
    Ok(text)
}
