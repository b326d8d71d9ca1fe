//! Moving a site between engines with the real binary: `langhe export` from SQLite and local
//! pictures, `langhe import` into PostgreSQL and an S3-compatible store (SeaweedFS). Every
//! public and staff API answer is the same afterwards (staff sign in again, sessions being
//! credentials no archive holds, and find the same account: user ids and roles came along),
//! and every picture is byte-identical, in the bucket and as served.

use super::server::{admin_session, admin_session_with, command, Server};
use adapters::outbox::SqlEnquiryOutbox;
use domain::ports::{EnquiryKind, EnquiryOutbox, NewEnquiry};
use picture_store::ObjectStoreImages;
use pictures::ports::ImageStore;
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Output;
use test_services::seaweedfs::SeaweedFs;
use test_services::TestDatabase;

/// Both servers sign sessions with it, so one token must open both.
const SESSION_SECRET: &str = "the-same-session-secret-on-both-servers";
/// Absolute links in answers name this, not each server's own port.
const PUBLIC_URL: &str = "https://langhe.test";

async fn get(base: &str, path: &str, token: Option<&str>) -> Value {
    let mut request = reqwest::Client::new().get(format!("{base}{path}"));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let answer = request.send().await.unwrap();
    assert_eq!(answer.status(), 200, "{path}");
    answer.json().await.unwrap()
}

/// The public and staff answers of every list, detail and gallery the site has.
pub async fn answers(server: &Server, token: &str) -> BTreeMap<String, Value> {
    let base = format!("http://{}", server.address);
    let mut answers = BTreeMap::new();
    for (who, token) in [("public", None), ("staff", Some(token))] {
        let list = get(&base, "/api/properties?skip=0&take=100", token).await;
        let articles = get(&base, "/api/articles?skip=0&take=100", token).await;
        let towns = get(&base, "/api/towns", token).await;
        let mut paths = Vec::new();
        for property in list["properties"].as_array().unwrap() {
            let reference = property["ref"].as_str().unwrap();
            paths.push(format!("/api/properties/{reference}"));
            paths.push(format!("/api/properties/{reference}/gallery"));
        }
        for article in articles["articles"].as_array().unwrap() {
            paths.push(format!("/api/articles/{}", article["id"]));
        }
        for town in towns.as_array().unwrap() {
            paths.push(format!("/api/towns/{}", town["id"]));
        }
        if token.is_some() {
            paths.push("/api/enquiries?skip=0&take=100".to_owned());
            paths.push("/api/users/logged".to_owned());
        }
        answers.insert(format!("{who} /api/properties"), list);
        answers.insert(format!("{who} /api/articles"), articles);
        answers.insert(format!("{who} /api/towns"), towns);
        for path in paths {
            answers.insert(format!("{who} {path}"), get(&base, &path, token).await);
        }
    }
    answers
}

/// Every picture URL an answer names.
fn picture_urls(value: &Value, found: &mut Vec<String>) {
    match value {
        Value::String(text) if text.starts_with("/images/") => found.push(text.clone()),
        Value::Array(items) => items.iter().for_each(|item| picture_urls(item, found)),
        Value::Object(fields) => fields.values().for_each(|item| picture_urls(item, found)),
        _ => {}
    }
}

fn local_pictures(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut files = BTreeMap::new();
    let mut folders = vec![dir.to_owned()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else {
                let key = path.strip_prefix(dir).unwrap().to_str().unwrap().to_owned();
                files.insert(key, std::fs::read(&path).unwrap());
            }
        }
    }
    files
}

pub async fn add_an_enquiry(data_dir: &Path) {
    let url = format!(
        "sqlite://{}?mode=rwc",
        data_dir.join("langhe.sqlite").display()
    );
    let conn = adapters::database::connect(&url).await.unwrap();
    SqlEnquiryOutbox::new(conn.clone())
        .enqueue(&NewEnquiry {
            source: Default::default(),
            kind: EnquiryKind::Contact,
            subject: "Moving house".into(),
            name: Some("Ada".into()),
            email: Some(domain::Email::parse("ada@example.com").unwrap()),
            reference: None,
            property_ref: None,
            fields: vec![("Message".into(), "Is it still for sale?".into())],
            body: "Is it still for sale?".into(),
            client_hash: None,
            received_at: chrono::Utc::now(),
            body_html: None,
            list_unsubscribe: None,
            attachments: Vec::new(),
        })
        .await
        .unwrap();
    conn.close().await.unwrap();
}

/// The settings of a site on PostgreSQL (`database`) and a new bucket of `weed`, with the
/// session secret and public URL the source site has.
pub fn restored_site_environment(
    weed: &SeaweedFs,
    database: &TestDatabase,
) -> Vec<(&'static str, String)> {
    let mut environment: Vec<(&str, String)> = weed.environment();
    environment.push(("LANGHE_S3_BUCKET", SeaweedFs::unique_bucket()));
    environment.push(("DATABASE_URL", database.url().to_owned()));
    environment.push(("LANGHE_SESSION_SECRET", SESSION_SECRET.to_owned()));
    environment.push(("LANGHE_PUBLIC_URL", PUBLIC_URL.to_owned()));
    environment
}

/// The settings the source site runs with, so that its answers can be compared with the
/// restored site's.
pub const SOURCE_ENVIRONMENT: [(&str, &str); 2] = [
    ("LANGHE_SESSION_SECRET", SESSION_SECRET),
    ("LANGHE_PUBLIC_URL", PUBLIC_URL),
];

/// `langhe import ARCHIVE` with `environment`, on the data directory `data`.
pub fn import(data: &Path, environment: &[(&str, String)], archive: &Path) -> Output {
    command(data)
        .envs(
            environment
                .iter()
                .map(|(name, value)| (*name, value.as_str())),
        )
        .arg("import")
        .arg(archive)
        .output()
        .unwrap()
}

/// Every answer of `before` (the source's, for the admin signed in there) is the same from
/// `target`, the site restored on `environment`'s bucket, for the same admin signed in anew
/// (the source's token opens no session there: sessions are not restored), and every picture
/// is byte-identical in the bucket and as served.
pub async fn assert_restored_the_same(
    source: &Server,
    target: &Server,
    source_token: &str,
    before: &BTreeMap<String, Value>,
    weed: &SeaweedFs,
    environment: &[(&str, String)],
) {
    let status = reqwest::Client::new()
        .get(format!("http://{}/api/users/logged", target.address))
        .bearer_auth(source_token)
        .send()
        .await
        .unwrap()
        .status();
    assert_eq!(status.as_u16(), 401, "no session came along");
    let token = admin_session_with(target, &pairs(environment));
    let after = answers(target, &token).await;
    assert_eq!(
        before.keys().collect::<Vec<_>>(),
        after.keys().collect::<Vec<_>>()
    );
    // Gallery URLs too: a photo's `?v=` is a digest of its bytes, the same in the bucket.
    for (path, answer) in before {
        assert_eq!(answer, &after[path], "{path}");
    }

    let bucket = environment
        .iter()
        .find_map(|(name, value)| (*name == "LANGHE_S3_BUCKET").then_some(value))
        .expect("the restored site's bucket");
    let source_pictures = local_pictures(&source.data_dir.join("images"));
    let bucket_store = ObjectStoreImages::s3_from(weed.builder(bucket))
        .await
        .unwrap();
    let in_bucket = bucket_store.list("").await.unwrap();
    assert_eq!(
        source_pictures.keys().collect::<Vec<_>>(),
        in_bucket.iter().map(|p| &p.key).collect::<Vec<_>>()
    );
    for (key, bytes) in &source_pictures {
        assert!(
            bucket_store.get(key).await.unwrap().bytes == *bytes,
            "{key} byte-identical in the bucket"
        );
    }
    let mut urls = Vec::new();
    before
        .values()
        .for_each(|answer| picture_urls(answer, &mut urls));
    urls.sort();
    urls.dedup();
    assert!(urls.len() > 20, "{} picture URLs", urls.len());
    let gallery_photos: Vec<&String> = urls
        .iter()
        .filter(|url| url.contains("/gallery/"))
        .collect();
    assert!(
        gallery_photos.len() > 5 && gallery_photos.iter().all(|url| url.contains("?v=")),
        "gallery photos carry their version: {urls:?}"
    );
    let http = reqwest::Client::new();
    for url in &urls {
        let from_source = http
            .get(format!("http://{}{url}", source.address))
            .send()
            .await
            .unwrap();
        let from_target = http
            .get(format!("http://{}{url}", target.address))
            .send()
            .await
            .unwrap();
        assert_eq!(
            (from_source.status().as_u16(), from_target.status().as_u16()),
            (200, 200),
            "{url}"
        );
        assert!(
            from_source.bytes().await.unwrap() == from_target.bytes().await.unwrap(),
            "{url} served byte-identical"
        );
    }
    assert!(!target.data_dir.join("images").exists());
}

/// `environment` as the binary's command takes it.
pub fn pairs<'a>(environment: &'a [(&'a str, String)]) -> Vec<(&'a str, &'a str)> {
    environment
        .iter()
        .map(|(name, value)| (*name, value.as_str()))
        .collect()
}

#[tokio::test]
async fn a_site_exported_from_sqlite_answers_the_same_from_postgresql_and_s3() {
    let Some(weed) = SeaweedFs::shared().await else {
        return;
    };
    let Some(database) = TestDatabase::postgres().await else {
        eprintln!("note: TEST_DATABASE_URL is not set: the SQLite to PostgreSQL move is skipped");
        return;
    };
    let mut source_environment = vec![("LANGHE_DEMO_CONTENT", "true")];
    source_environment.extend(SOURCE_ENVIRONMENT);
    let source = Server::start(&source_environment);
    let token = admin_session(&source);
    add_an_enquiry(&source.data_dir).await;
    let before = answers(&source, &token).await;
    assert!(before.len() > 40, "{} answers", before.len());

    let folder = tempfile::tempdir().unwrap();
    let archive = folder.path().join("site.tar");
    let exported = command(&source.data_dir)
        .env("LANGHE_SESSION_SECRET", SESSION_SECRET)
        .arg("export")
        .arg(&archive)
        .output()
        .unwrap();
    assert!(exported.status.success(), "{exported:?}");
    assert!(String::from_utf8_lossy(&exported.stdout).contains("1 enquiries"));

    let environment = restored_site_environment(weed, &database);
    let target_data = folder.path().join("target");
    let imported = import(&target_data, &environment, &archive);
    assert!(imported.status.success(), "{imported:?}");

    let target = Server::start_in(&target_data, &pairs(&environment));
    assert_restored_the_same(&source, &target, &token, &before, weed, &environment).await;

    let again = import(&target_data, &environment, &archive);
    assert!(!again.status.success());
    let said = String::from_utf8_lossy(&again.stderr);
    assert!(
        said.contains("the database is not empty")
            && said.contains("restores only into an empty database"),
        "{said}"
    );
    drop(target);
    database.cleanup().await;
}
