//! Every value the database holds, for tests that prove a secret is not among them.

use anyhow::Context;
use backup_adapters::archive::every_table;
use sea_orm::{ConnectionTrait, DatabaseConnection, FromQueryResult, JsonValue};
use sea_orm::{Statement, TransactionTrait};

/// Every row of every table (the migrations' bookkeeping included), one JSON object a line,
/// each prefixed with its table's name.
pub async fn every_stored_row(conn: &DatabaseConnection) -> anyhow::Result<String> {
    // One moment for every table.
    #[allow(clippy::disallowed_methods)] // reads only
    let read = conn.begin().await?;
    let mut text = String::new();
    for name in every_table(&read).await? {
        let rows = JsonValue::find_by_statement(Statement::from_string(
            read.get_database_backend(),
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
