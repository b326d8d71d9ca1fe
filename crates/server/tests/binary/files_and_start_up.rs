//! What the binary leaves on disk is the server's user's alone, and a weak session key or a
//! mail lease shorter than the SMTP timeout stops it before it serves anything.

use super::server::{command, Server};
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .permissions()
        .mode()
        & 0o777
}

#[test]
fn the_data_directory_and_everything_secret_in_it_are_owner_only() {
    let server = Server::start(&[("LANGHE_MAIL", "eml")]);
    // A session proves the sign-in tables and the WAL are in use.
    super::server::admin_session(&server);
    let data = &server.data_dir;
    assert_eq!(mode(data), 0o700, "data directory");
    assert_eq!(mode(&data.join("mail")), 0o700, "mail folder");
    for file in [
        "langhe.sqlite",
        "langhe.sqlite-wal",
        "langhe.sqlite-shm",
        "session-secret",
        "captcha-hmac.key",
    ] {
        assert_eq!(mode(&data.join(file)), 0o600, "{file}");
    }
}

#[test]
fn files_an_older_version_left_readable_are_restricted_at_start() {
    let older = tempfile::tempdir().unwrap();
    let data = older.path().join("data");
    std::fs::create_dir(&data).unwrap();
    std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o755)).unwrap();
    let key = data.join("captcha-hmac.key");
    std::fs::write(&key, "ab".repeat(32)).unwrap();
    std::fs::set_permissions(&key, std::fs::Permissions::from_mode(0o644)).unwrap();
    let output = command(&data)
        .args(["create-user", "admin@example.com", "--role", "admin"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    std::fs::set_permissions(
        data.join("langhe.sqlite"),
        std::fs::Permissions::from_mode(0o644),
    )
    .unwrap();

    let server = Server::start_in(&data, &[]);

    assert_eq!(mode(&server.data_dir), 0o700);
    assert_eq!(mode(&key), 0o600);
    assert_eq!(mode(&data.join("langhe.sqlite")), 0o600);
}

#[test]
fn a_session_secret_shorter_than_32_bytes_stops_start_up_with_a_clear_message() {
    let data = tempfile::tempdir().unwrap();
    let output = command(data.path())
        .env("LANGHE_SESSION_SECRET", "only-twenty-bytes-ok")
        .output()
        .unwrap();
    assert!(!output.status.success());
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(
        said.contains("LANGHE_SESSION_SECRET must be at least 32 bytes") && said.contains("got 20"),
        "{said}"
    );
    assert!(
        !String::from_utf8_lossy(&output.stdout).contains("running at"),
        "it never served"
    );
}

#[test]
fn a_mail_lease_an_smtp_exchange_could_outlast_stops_start_up_naming_both_settings() {
    let data = tempfile::tempdir().unwrap();
    let output = command(data.path())
        .env("LANGHE_SMTP_HOST", "127.0.0.1")
        .env("LANGHE_MAIL_LEASE_SECONDS", "20")
        .output()
        .unwrap();
    assert!(!output.status.success());
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(
        said.contains(
            "LANGHE_MAIL_LEASE_SECONDS (20) must be longer than LANGHE_SMTP_TIMEOUT_SECONDS (30)"
        ),
        "{said}"
    );
    assert!(
        !String::from_utf8_lossy(&output.stdout).contains("running at"),
        "it never served"
    );
}
