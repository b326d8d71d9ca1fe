use super::{archives_in, wait_for, JSON_LOGS};
use crate::binary::server::{request, Server};
use serde_json::Value;
use std::time::Duration;

/// The folder taken away after a first backup (a disk unmounted, say): runs fail, and once
/// the newest backup is older than two intervals the server says so as an error, while
/// `/readyz` keeps answering ready: a late backup does not stop the site serving.
#[test]
fn a_backup_older_than_two_intervals_is_logged_as_an_error_and_readiness_is_unchanged() {
    let folder = tempfile::tempdir().unwrap();
    let dir = folder.path().join("backups");
    let mut environment = vec![
        ("LANGHE_BACKUP_DIR", dir.to_str().unwrap()),
        ("LANGHE_BACKUP_INTERVAL_SECONDS", "1"),
    ];
    environment.extend(JSON_LOGS);
    let server = Server::start(&environment);
    wait_for("a first backup", Duration::from_secs(30), || {
        (!archives_in(&dir).is_empty())
            .then_some(())
            .ok_or_else(|| format!("{:?}", server.stdout_lines()))
    });
    std::fs::remove_dir_all(&dir).unwrap();
    std::fs::write(&dir, "no longer a folder").unwrap();

    let errors = wait_for("the late backup's error", Duration::from_secs(30), || {
        let errors: Vec<Value> = server
            .stdout_lines()
            .iter()
            .filter_map(|line| serde_json::from_str::<Value>(line).ok())
            .filter(|line| line["level"] == "ERROR")
            .collect();
        let late = errors.iter().any(|line| {
            line["fields"]["message"]
                .as_str()
                .is_some_and(|message| message.contains("older than two intervals"))
        });
        late.then(|| errors.clone())
            .ok_or_else(|| format!("{errors:#?}"))
    });
    assert!(
        errors.iter().any(|line| line["fields"]["message"]
            .as_str()
            .unwrap()
            .starts_with("scheduled backup failed")
            && line["fields"]["why"]
                .as_str()
                .unwrap()
                .contains("writing the archive")),
        "each failed run says why: {errors:#?}"
    );
    let ready = request(
        &server.address,
        "GET /readyz HTTP/1.1\r\nHost: langhe.test\r\n\r\n",
    );
    assert!(ready.starts_with("HTTP/1.1 200"), "{ready}");
}
