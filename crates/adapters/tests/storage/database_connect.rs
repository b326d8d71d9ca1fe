//! `adapters::database::connect` on SQLite: the file and folder appear, and every pooled
//! connection carries the pragmas the repositories rely on.

use adapters::database::{connect, migrate};
use sea_orm::{ConnectionTrait, DatabaseTransaction, Statement, TransactionTrait};

async fn pragma(tx: &DatabaseTransaction, name: &str) -> String {
    let statement = Statement::from_string(tx.get_database_backend(), format!("PRAGMA {name}"));
    let row = tx
        .query_one_raw(statement)
        .await
        .unwrap()
        .expect("a pragma row");
    row.try_get_by_index::<i64>(0)
        .map(|n| n.to_string())
        .or_else(|_| row.try_get_by_index::<String>(0))
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_file_is_created_with_wal_foreign_keys_and_busy_timeout_on_every_connection() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("nested/folder/langhe.sqlite");
    let conn = connect(&format!("sqlite://{}?mode=rwc", file.display()))
        .await
        .unwrap();
    migrate(&conn).await.unwrap();
    assert!(
        file.exists(),
        "the database file and its folders are created"
    );

    // Open transactions pin distinct pooled connections, so each one is checked.
    let mut held = Vec::new();
    for _ in 0..4 {
        #[allow(clippy::disallowed_methods)] // holds connections to read their settings
        held.push(conn.begin().await.unwrap());
    }
    for tx in &held {
        assert_eq!(pragma(tx, "journal_mode").await, "wal");
        assert_eq!(pragma(tx, "foreign_keys").await, "1");
        assert_eq!(pragma(tx, "busy_timeout").await, "5000");
    }
    for tx in held {
        tx.rollback().await.unwrap();
    }
}

#[tokio::test]
async fn migrating_twice_is_harmless() {
    let dir = tempfile::tempdir().unwrap();
    let conn = connect(&format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("db.sqlite").display()
    ))
    .await
    .unwrap();
    migrate(&conn).await.unwrap();
    migrate(&conn).await.unwrap();
}

#[tokio::test]
async fn unknown_scheme_is_refused() {
    let error = connect("mysql://localhost/langhe").await.unwrap_err();
    assert!(
        error.to_string().contains("unsupported database URL"),
        "{error}"
    );
}
