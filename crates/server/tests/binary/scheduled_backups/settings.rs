use crate::binary::server::command;

/// Like the other settings: a wrong value is named, and the server never serves.
#[test]
fn bad_backup_settings_stop_start_up_with_a_clear_message() {
    let data = tempfile::tempdir().unwrap();
    let not_a_folder = data.path().join("a-file");
    std::fs::write(&not_a_folder, "").unwrap();
    let below_a_file = not_a_folder.join("backups");
    let cases: [(&[(&str, &str)], &str); 5] = [
        (
            &[("LANGHE_BACKUP_DIR", "/tmp"), ("LANGHE_BACKUP_INTERVAL_SECONDS", "0")],
            "LANGHE_BACKUP_INTERVAL_SECONDS must be a whole number from 1 to 31622400, got \"0\"",
        ),
        (
            &[("LANGHE_BACKUP_DIR", "/tmp"), ("LANGHE_BACKUP_KEEP", "all")],
            "LANGHE_BACKUP_KEEP must be a whole number from 1 to 10000, got \"all\"",
        ),
        (
            &[("LANGHE_BACKUP_INTERVAL_SECONDS", "3600")],
            "LANGHE_BACKUP_INTERVAL_SECONDS is set, but backups are scheduled only with LANGHE_BACKUP_DIR or LANGHE_BACKUP_BUCKET",
        ),
        (
            &[("LANGHE_S3_BUCKET", "site"), ("LANGHE_BACKUP_BUCKET", "site")],
            "LANGHE_BACKUP_BUCKET must not be LANGHE_S3_BUCKET",
        ),
        (
            &[("LANGHE_BACKUP_DIR", below_a_file.to_str().unwrap())],
            "LANGHE_BACKUP_DIR",
        ),
    ];
    for (environment, message) in cases {
        let output = command(&data.path().join("data"))
            .envs(environment.iter().copied())
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{environment:?}");
        assert!(said.contains(message), "{environment:?}: {said}");
        assert!(
            !String::from_utf8_lossy(&output.stdout).contains("running at"),
            "{environment:?} never served"
        );
    }
}
