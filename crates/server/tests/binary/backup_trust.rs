//! `langhe import` does not trust the archive: what a malicious or altered backup could plant
//! (a staff account with a sign-in link whose token the attacker knows, a row the site would
//! never store, a script among the pictures) is refused or left out, and with
//! `LANGHE_BACKUP_KEY` an archive must carry its signature. Each archive is a real export,
//! changed as an attacker would, its manifest's checksums and counts made to match again.

use super::server::{command, install_with_an_admin, request, Server};
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::Output;

const BACKUP_KEY: &str = "a-backup-key-kept-away-from-the-backups";
const PLANTED_TOKEN: &str = "the-attacker-knows-this-sign-in-token";

fn hex_sha256(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect()
}

/// An archive's entries, in order.
struct Archive(Vec<(String, Vec<u8>)>);

impl Archive {
    fn read(file: &Path) -> Self {
        let mut archive = tar::Archive::new(std::fs::File::open(file).unwrap());
        let mut entries = Vec::new();
        for entry in archive.entries().unwrap() {
            let mut entry = entry.unwrap();
            let path = entry.path().unwrap().to_str().unwrap().to_owned();
            let mut bytes = Vec::new();
            entry.read_to_end(&mut bytes).unwrap();
            entries.push((path, bytes));
        }
        Self(entries)
    }

    fn write(&self, file: &Path) {
        let mut builder = tar::Builder::new(std::fs::File::create(file).unwrap());
        for (path, bytes) in &self.0 {
            let mut header = tar::Header::new_gnu();
            header.set_size(bytes.len() as u64);
            header.set_mode(0o600);
            header.set_entry_type(tar::EntryType::Regular);
            builder.append_data(&mut header, path, &bytes[..]).unwrap();
        }
        builder.finish().unwrap();
    }

    fn manifest(&self) -> Value {
        let (_, bytes) = self
            .0
            .iter()
            .find(|(path, _)| path == "manifest.json")
            .unwrap();
        serde_json::from_slice(bytes).unwrap()
    }

    /// Adds `rows` to the table `name` (listed after `users` when the archive lacks it) and
    /// makes the manifest match, as an attacker without the key can.
    fn add_rows(&mut self, name: &str, rows: &[Value]) {
        let path = format!("tables/{name}.jsonl");
        let mut manifest = self.manifest();
        let tables = manifest["tables"].as_array_mut().unwrap();
        let counted = match tables.iter().position(|t| t["name"] == name) {
            Some(at) => at,
            None => {
                let users = tables.iter().position(|t| t["name"] == "users").unwrap();
                tables.insert(users + 1, serde_json::json!({ "name": name, "rows": 0 }));
                self.0.insert(0, (path.clone(), Vec::new()));
                users + 1
            }
        };
        let at = self.0.iter().position(|(p, _)| *p == path).unwrap();
        for row in rows {
            self.0[at].1.extend(serde_json::to_vec(row).unwrap());
            self.0[at].1.push(b'\n');
        }
        let rows_now = tables[counted]["rows"].as_u64().unwrap() + rows.len() as u64;
        tables[counted]["rows"] = rows_now.into();
        self.seal(manifest);
    }

    /// Adds a file under `pictures/`, after the tables as an export writes it.
    fn add_picture(&mut self, key: &str, bytes: &[u8]) {
        let mut manifest = self.manifest();
        manifest["pictures"] = (manifest["pictures"].as_u64().unwrap() + 1).into();
        let before_manifest = self
            .0
            .iter()
            .position(|(path, _)| path == "manifest.json")
            .unwrap();
        self.0
            .insert(before_manifest, (format!("pictures/{key}"), bytes.to_vec()));
        self.seal(manifest);
    }

    /// Every checksum recomputed, the manifest written back (any signature left as it was).
    fn seal(&mut self, mut manifest: Value) {
        let mut files = BTreeMap::new();
        for (path, bytes) in &self.0 {
            if path != "manifest.json" && path != "manifest.sig" {
                files.insert(path.clone(), Value::from(hex_sha256(bytes)));
            }
        }
        manifest["files"] = serde_json::to_value(files).unwrap();
        let at = self
            .0
            .iter()
            .position(|(p, _)| p == "manifest.json")
            .unwrap();
        self.0[at].1 = serde_json::to_vec_pretty(&manifest).unwrap();
    }
}

struct Site {
    folder: tempfile::TempDir,
}

impl Site {
    fn new() -> Self {
        Self {
            folder: tempfile::tempdir().unwrap(),
        }
    }

    fn data(&self, name: &str) -> PathBuf {
        self.folder.path().join(name)
    }

    /// `langhe export` of an empty install (its admin made with `create-user`).
    fn export(&self, key: Option<&str>) -> PathBuf {
        let data = self.data("source");
        install_with_an_admin(&data);
        let archive = self.data(&format!("site-{}.tar", key.is_some()));
        let mut export = command(&data);
        if let Some(key) = key {
            export.env("LANGHE_BACKUP_KEY", key);
        }
        let exported = export.arg("export").arg(&archive).output().unwrap();
        assert!(exported.status.success(), "{exported:?}");
        archive
    }

    /// `langhe import` into the empty install `target`.
    fn import(&self, target: &str, archive: &Path, key: Option<&str>, extra: &[&str]) -> Output {
        let mut import = command(&self.data(target));
        if let Some(key) = key {
            import.env("LANGHE_BACKUP_KEY", key);
        }
        import
            .arg("import")
            .arg(archive)
            .args(extra)
            .output()
            .unwrap()
    }
}

fn said(output: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

fn redeem(server: &Server, token: &str) -> String {
    let body = format!(r#"{{"token":"{token}"}}"#);
    request(
        &server.address,
        &format!(
            "POST /api/users/one-time-link HTTP/1.1\r\nHost: langhe.test\r\n\
             Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        ),
    )
}

fn planted_admin() -> Value {
    serde_json::json!({
        "id": 900, "email": "attacker@evil.example", "name": "", "picture": "",
        "role": "admin", "created_at": "2026-11-25T09:00:00Z", "session_version": 1,
        "identity_subject": null
    })
}

#[test]
fn a_planted_admin_with_a_known_sign_in_link_gives_no_session_after_import() {
    let site = Site::new();
    let file = site.export(None);
    let mut archive = Archive::read(&file);
    archive.add_rows("users", &[planted_admin()]);
    archive.add_rows(
        "sign_in_links",
        &[serde_json::json!({
            "id": 900, "token_hash": hex_sha256(PLANTED_TOKEN.as_bytes()), "user_id": 900,
            "expires_at": "2099-01-01T00:00:00Z", "used_at": null,
            "created_at": "2026-11-25T09:00:00Z"
        })],
    );
    let planted = site.data("planted.tar");
    archive.write(&planted);

    let imported = site.import("target", &planted, None, &[]);
    assert!(imported.status.success(), "{imported:?}");
    let printed = String::from_utf8_lossy(&imported.stdout);
    let staff = printed
        .find("staff accounts it creates (2):")
        .expect(&printed);
    let restored = printed.find("imported ").expect(&printed);
    assert!(
        staff < restored
            && printed.contains("  admin attacker@evil.example")
            && printed.contains("  admin owner@example.com")
            && printed.contains("not restored: sign_in_links"),
        "{printed}"
    );

    let server = Server::start_in(&site.data("target"), &[]);
    let answer = redeem(&server, PLANTED_TOKEN);
    assert!(answer.starts_with("HTTP/1.1 401"), "{answer}");
}

#[test]
fn a_row_the_domain_refuses_stops_the_import_before_anything_is_written() {
    let site = Site::new();
    let file = site.export(None);
    for (row, why) in [
        (
            serde_json::json!({"role": "owner"}),
            // The stored column is a closed set: the row is refused as it is read.
            "row 2 of users is not a row of this schema: unknown variant `owner`",
        ),
        (
            serde_json::json!({"email": "not an address", "role": null}),
            "row 2 of users: corrupt row in users (900): Please enter a valid email address",
        ),
    ] {
        let mut archive = Archive::read(&file);
        let mut user = planted_admin();
        for (column, value) in row.as_object().unwrap() {
            user[column] = value.clone();
        }
        archive.add_rows("users", &[user]);
        let bad = site.data("bad.tar");
        archive.write(&bad);

        let refused = site.import("target", &bad, None, &[]);
        assert!(!refused.status.success());
        let said = said(&refused);
        assert!(
            said.contains("the backup holds a row the site would not store") && said.contains(why),
            "{said}"
        );
        // Nothing was written: the real archive still goes into the same target.
        assert!(!String::from_utf8_lossy(&refused.stdout).contains("imported"));
    }
    let imported = site.import("target", &file, None, &[]);
    assert!(imported.status.success(), "{imported:?}");
}

/// A file under `pictures/` the site's naming scheme cannot produce (a planted script, or a
/// stray file an older export copied) is left out and named, never written; the rest of the
/// archive is restored rather than the whole archive refused for it.
#[test]
fn a_script_among_the_pictures_is_left_out_and_the_rest_restored() {
    let site = Site::new();
    let file = site.export(None);
    let mut archive = Archive::read(&file);
    let planted = [
        "towns/evil.html",
        "towns/evil.js",
        "index.html",
        "towns/neive.jpg.html",
    ];
    for key in planted {
        archive.add_picture(key, b"<script>alert(document.cookie)</script>");
    }
    archive.add_picture("towns/neive.jpg", b"the town's picture");
    let bad = site.data("script.tar");
    archive.write(&bad);

    let imported = site.import("target", &bad, None, &[]);
    assert!(imported.status.success(), "{}", said(&imported));
    let printed = String::from_utf8_lossy(&imported.stdout);
    for key in planted {
        assert!(
            printed.contains(&format!(
                "not restored: pictures/{key} (not a picture of the site's naming scheme)"
            )),
            "{printed}"
        );
    }
    assert!(printed.contains(", 1 pictures from "), "{printed}");
    let images = site.data("target").join("images");
    assert_eq!(
        std::fs::read(images.join("towns/neive.jpg")).unwrap(),
        b"the town's picture"
    );
    for key in planted {
        assert!(!images.join(key).exists(), "{key} was written");
    }
}

/// A stray file in the image folder (a half-written temporary file after a crash, a file an
/// operator copied in) is left out of `langhe export`, which says so, and the archive
/// restores completely: one such file made every export unrestorable before.
#[test]
fn a_stray_file_in_the_image_folder_is_left_out_of_the_export_which_restores() {
    let site = Site::new();
    let source = site.data("source");
    install_with_an_admin(&source);
    let towns = source.join("images/towns");
    std::fs::create_dir_all(&towns).unwrap();
    std::fs::write(towns.join("la-morra.jpg"), b"a picture of La Morra").unwrap();
    std::fs::write(towns.join("planted.html"), b"<p>not a picture</p>").unwrap();

    let archive = site.data("site.tar");
    let exported = command(&source)
        .arg("export")
        .arg(&archive)
        .output()
        .unwrap();
    assert!(exported.status.success(), "{}", said(&exported));
    assert!(
        String::from_utf8_lossy(&exported.stderr).contains(
            "warning: left out towns/planted.html: not a picture of the site's naming scheme"
        ),
        "{}",
        said(&exported)
    );
    assert!(
        String::from_utf8_lossy(&exported.stdout).contains(", 1 pictures into "),
        "{}",
        said(&exported)
    );

    let imported = site.import("target", &archive, None, &[]);
    assert!(imported.status.success(), "{}", said(&imported));
    assert!(
        !String::from_utf8_lossy(&imported.stdout).contains("not restored: pictures/"),
        "{}",
        said(&imported)
    );
    let restored = site.data("target").join("images/towns");
    assert_eq!(
        std::fs::read(restored.join("la-morra.jpg")).unwrap(),
        b"a picture of La Morra"
    );
    assert!(!restored.join("planted.html").exists());
}

#[test]
fn with_a_backup_key_an_unsigned_or_altered_archive_is_refused_unless_trusted() {
    let site = Site::new();
    let signed = site.export(Some(BACKUP_KEY));
    let unsigned = site.export(None);
    let mut altered = Archive::read(&signed);
    altered.add_rows("users", &[planted_admin()]);
    let altered_file = site.data("altered.tar");
    altered.write(&altered_file);

    let refused = site.import("a", &altered_file, Some(BACKUP_KEY), &[]);
    assert!(!refused.status.success());
    assert!(
        said(&refused).contains("the backup's signature does not match LANGHE_BACKUP_KEY"),
        "{}",
        said(&refused)
    );
    let refused = site.import("a", &unsigned, Some(BACKUP_KEY), &[]);
    assert!(
        said(&refused).contains("the backup is not signed, and LANGHE_BACKUP_KEY is set"),
        "{}",
        said(&refused)
    );
    let other_key = site.import(
        "a",
        &signed,
        Some("another-key-of-at-least-32-bytes!!"),
        &[],
    );
    assert!(!other_key.status.success());

    let trusted = site.import("a", &unsigned, Some(BACKUP_KEY), &["--trust-unsigned"]);
    assert!(trusted.status.success(), "{trusted:?}");
    assert!(said(&trusted).contains("signature: MISSING OR WRONG, restored on --trust-unsigned"));
    let verified = site.import("b", &signed, Some(BACKUP_KEY), &[]);
    assert!(verified.status.success(), "{verified:?}");
    assert!(said(&verified).contains("signature: valid"));
}

#[tokio::test]
async fn import_works_on_a_database_where_a_server_already_started() {
    let site = Site::new();
    let file = site.export(None);
    let started = Server::start_in(&site.data("target"), &[]);
    let url = format!(
        "sqlite://{}?mode=rwc",
        site.data("target").join("langhe.sqlite").display()
    );
    let conn = adapters::database::connect(&url).await.unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    // The server records its one-time image store scan: bookkeeping, not content.
    while !adapters::maintenance::is_done(&conn, adapters::maintenance::IMAGE_STORE_SCAN)
        .await
        .unwrap()
    {
        assert!(
            std::time::Instant::now() < deadline,
            "the scan never recorded itself"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    conn.close().await.unwrap();
    drop(started);
    let imported = site.import("target", &file, None, &[]);
    assert!(imported.status.success(), "{}", said(&imported));
}
