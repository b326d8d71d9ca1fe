use super::{archives_in, file_names, wait_for, JSON_LOGS};
use crate::binary::metrics::{sample, scrape};
use crate::binary::server::{install_with_an_admin, Server};
use sea_orm::ConnectionTrait;
use serde_json::Value;
use std::time::Duration;

/// A site holding a row `langhe import` refuses (an address written beside the application,
/// which the site's rules would never take): each archive is read back before it is stored,
/// fails, and is removed; the run is logged as an error naming why and counted on
/// `/metrics`, so no unrestorable archive ever passes for a backup.
#[tokio::test]
async fn an_archive_that_would_not_restore_is_removed_logged_and_counted() {
    let folder = tempfile::tempdir().unwrap();
    let data = folder.path().join("data");
    install_with_an_admin(&data);
    let url = format!("sqlite://{}?mode=rwc", data.join("langhe.sqlite").display());
    let conn = adapters::database::connect(&url).await.unwrap();
    conn.execute_unprepared(
        "INSERT INTO users (id, email, name, picture, role, created_at, session_version) \
         VALUES (900, 'not an address', '', '', NULL, '2026-11-25T09:00:00Z', 0)",
    )
    .await
    .unwrap();
    conn.close().await.unwrap();

    let dir = folder.path().join("backups");
    let mut environment = vec![
        ("LANGHE_BACKUP_DIR", dir.to_str().unwrap()),
        ("LANGHE_BACKUP_INTERVAL_SECONDS", "1"),
    ];
    environment.extend(JSON_LOGS);
    let server = Server::start_in(&data, &environment);

    let said_why = |line: &Value| {
        line["level"] == "ERROR"
            && line["fields"]["message"]
                .as_str()
                .is_some_and(|message| message.contains("would not restore"))
            && line["fields"]["why"].as_str().is_some_and(|why| {
                why.contains("does not read back")
                    && why.contains("row 2 of users")
                    && why.contains("Please enter a valid email address")
            })
    };
    wait_for(
        "the unverified run's error",
        Duration::from_secs(30),
        || {
            let lines: Vec<Value> = server
                .stdout_lines()
                .iter()
                .filter_map(|line| serde_json::from_str::<Value>(line).ok())
                .collect();
            lines
                .iter()
                .any(said_why)
                .then_some(())
                .ok_or_else(|| format!("{lines:#?}"))
        },
    );
    // Counted before it is logged.
    let scraped = scrape(&server, "");
    assert!(
        sample(
            &scraped,
            "backup_failed_runs_total",
            &["reason=\"unverified\""]
        ) >= 1.0,
        "{scraped}"
    );
    assert!(
        archives_in(&dir).is_empty(),
        "no archive that would not restore is kept: {:?}",
        file_names(&dir)
    );
}
