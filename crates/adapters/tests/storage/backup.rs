//! Whole-site backups (backup_adapters::archive): an archive made from one engine restores row for
//! row and byte for byte on either engine, holds link secrets only as hashes (the links still
//! open after a restore), and a restore refuses a non-empty target or a damaged archive without
//! writing anything.
#![cfg(feature = "test-support")]

use adapters::alerts::SqlAlertRepository;
use adapters::newsletter::SqlNewsletterList;
use adapters::outbox::SqlEnquiryOutbox;
use adapters::repositories::{
    SqlArticleRepository, SqlPropertyRepository, SqlTownRepository, SqlUserRepository,
};
use backup_adapters::archive::{
    backed_up_tables, check_archive, export_site, import_site, schema_tables, ArchiveTrust,
    ImportError, ImportReport,
};
use chrono::{TimeZone, Utc};
use demo::seed_if_empty;
use domain::ports::{
    AlertRepository, EnquiryKind, EnquiryOutbox, NewAlert, NewEnquiry, NewsletterList,
    OptInRecords, SubscribeOutcome, SubscriberDirectory, TownRepository, UserRepository,
};
use domain::town::NewTown;
use domain::{Email, Role};
use picture_store::ObjectStoreImages;
use pictures::ports::ImageStore;
use pictures::ImageVersion;
use sea_orm::TransactionTrait;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use test_services::seaweedfs::SeaweedFs;
use test_services::TestDatabase;

/// A site as the demo seeds it, plus what visitors and staff add: an enquiry, a newsletter
/// sign-up, a staff user.
async fn seeded_site(db: &TestDatabase, images: &ObjectStoreImages) {
    let conn = db.conn();
    let now = Utc.with_ymd_and_hms(2026, 11, 25, 9, 30, 15).unwrap()
        + chrono::Duration::nanoseconds(123_456_789);
    seed_if_empty(
        &SqlPropertyRepository::new(conn.clone()),
        &SqlTownRepository::new(conn.clone()),
        &SqlArticleRepository::new(conn.clone()),
        images,
        now,
    )
    .await
    .expect("demo content");
    let email = Email::parse("visitor@example.com").unwrap();
    SqlEnquiryOutbox::new(conn.clone())
        .enqueue(&NewEnquiry {
            source: Default::default(),
            kind: EnquiryKind::Contact,
            subject: "A question".into(),
            name: Some("Ada".into()),
            email: Some(email.clone()),
            reference: None,
            property_ref: None,
            fields: vec![("Message".into(), "Is it still for sale?".into())],
            body: "Is it still for sale?".into(),
            client_hash: Some("hash".into()),
            received_at: now,
            body_html: None,
            list_unsubscribe: None,
            attachments: Vec::new(),
        })
        .await
        .unwrap();
    SqlNewsletterList::new(conn.clone())
        .subscribe(&email, now, now + chrono::Duration::hours(72))
        .await
        .unwrap();
    SqlUserRepository::new(conn.clone())
        .upsert(
            &Email::parse("admin@example.com").unwrap(),
            "Admin",
            "",
            Some(Role::Admin),
        )
        .await
        .unwrap();
}

/// `langhe import`'s two steps: the archive checked (no key configured), then restored.
async fn restore(
    conn: &sea_orm::DatabaseConnection,
    images: &ObjectStoreImages,
    file: &Path,
) -> Result<ImportReport, ImportError> {
    let checked = check_archive(file, &ArchiveTrust::default()).await?;
    import_site(conn, images, &checked).await
}

/// Every file of an archive with its bytes, the manifest aside (it names its moment).
fn archive_files(file: &Path) -> BTreeMap<String, Vec<u8>> {
    use std::io::Read;
    let mut archive = tar::Archive::new(std::fs::File::open(file).unwrap());
    let mut files = BTreeMap::new();
    for entry in archive.entries().unwrap() {
        let mut entry = entry.unwrap();
        let path = entry.path().unwrap().to_str().unwrap().to_owned();
        let mut bytes = Vec::new();
        entry.read_to_end(&mut bytes).unwrap();
        if path != "manifest.json" {
            files.insert(path, bytes);
        }
    }
    files
}

struct Source {
    _db: TestDatabase,
    _pictures: tempfile::TempDir,
    /// Each picture's key and the version its URLs carry.
    versions: Vec<(String, ImageVersion)>,
    archive: PathBuf,
    _archive_dir: tempfile::TempDir,
}

fn town(name: &str) -> NewTown {
    NewTown {
        name: name.into(),
        name2: name.into(),
        facts: String::new(),
        short_description: String::new(),
        text: String::new(),
        path: name.to_lowercase(),
        italian: None,
    }
}

/// The demo site (slow to paint in a debug build: made once, by the round-trip test), or a
/// small one of two towns and their pictures for the refusals.
async fn exported_site(demo: bool) -> Source {
    let db = TestDatabase::sqlite().await;
    let pictures = tempfile::tempdir().unwrap();
    let images = ObjectStoreImages::local(pictures.path()).unwrap();
    if demo {
        seeded_site(&db, &images).await;
    } else {
        let towns = SqlTownRepository::new(db.conn());
        for name in ["Alba", "Neive"] {
            towns.create(&town(name)).await.unwrap();
            let key = format!("towns/{}.jpg", name.to_lowercase());
            images.put(&key, vec![7; 4096]).await.unwrap();
        }
    }
    let archive_dir = tempfile::tempdir().unwrap();
    let archive = archive_dir.path().join("site.tar");
    let report = export_site(&db.conn(), &images, &archive, Utc::now(), None)
        .await
        .expect("exported");
    assert!(report.pictures >= 2, "{report:?}");
    Source {
        _db: db,
        _pictures: pictures,
        versions: versions(&images).await,
        archive,
        _archive_dir: archive_dir,
    }
}

async fn versions(images: &ObjectStoreImages) -> Vec<(String, ImageVersion)> {
    let listed = images.list("").await.unwrap();
    listed
        .into_iter()
        .map(|image| (image.key, image.version))
        .collect()
}

/// Restores the demo archive into `target` and exports it again: both archives must hold
/// the very same rows and pictures.
async fn round_trip(source: &Source, target: &TestDatabase, images: &ObjectStoreImages) {
    let report = restore(&target.conn(), images, &source.archive)
        .await
        .expect("imported");
    let rows = |name: &str| {
        report
            .tables
            .iter()
            .find(|table| table.name == name)
            .unwrap()
            .rows
    };
    assert!(rows("properties") > 5 && rows("towns") > 5 && rows("articles") > 0);
    assert_eq!(
        (
            rows("enquiries"),
            rows("newsletter_subscribers"),
            rows("users")
        ),
        (1, 1, 1)
    );

    let again = tempfile::tempdir().unwrap();
    let second = again.path().join("again.tar");
    export_site(&target.conn(), images, &second, Utc::now(), None)
        .await
        .unwrap();
    let (before, after) = (archive_files(&source.archive), archive_files(&second));
    assert_eq!(
        before.keys().collect::<Vec<_>>(),
        after.keys().collect::<Vec<_>>()
    );
    for (path, bytes) in &before {
        assert!(
            after[path] == *bytes,
            "{path} differs after the round trip:\n{}\n{}",
            String::from_utf8_lossy(&bytes[..bytes.len().min(600)]),
            String::from_utf8_lossy(&after[path][..after[path].len().min(600)])
        );
    }

    // Every picture keeps the version its URLs carry, whichever store it moved to.
    assert_eq!(versions(images).await, source.versions);

    // New rows get ids past the restored ones (PostgreSQL's sequences were moved).
    let town = SqlTownRepository::new(target.conn())
        .create(&town("Nuova"))
        .await
        .expect("a new town after the restore");
    assert!(town.0 > rows("towns") as i64, "{town:?}");
}

#[tokio::test]
async fn a_sqlite_site_restores_row_for_row_into_sqlite_and_into_postgresql_and_s3() {
    let source = exported_site(true).await;
    let target = TestDatabase::sqlite().await;
    let pictures = tempfile::tempdir().unwrap();
    round_trip(
        &source,
        &target,
        &ObjectStoreImages::local(pictures.path()).unwrap(),
    )
    .await;

    let Some(target) = TestDatabase::postgres().await else {
        return;
    };
    let Some(weed) = SeaweedFs::shared().await else {
        return;
    };
    round_trip(&source, &target, &weed.new_store().await).await;
    target.cleanup().await;
}

#[tokio::test]
async fn a_database_that_is_not_empty_is_refused_and_left_as_it_was() {
    let source = exported_site(false).await;
    let target = TestDatabase::sqlite().await;
    SqlTownRepository::new(target.conn())
        .create(&town("Barolo"))
        .await
        .unwrap();
    let pictures = tempfile::tempdir().unwrap();
    let images = ObjectStoreImages::local(pictures.path()).unwrap();

    let error = restore(&target.conn(), &images, &source.archive)
        .await
        .unwrap_err();
    assert!(matches!(error, ImportError::DatabaseNotEmpty(_)), "{error}");
    assert_eq!(
        error.to_string(),
        "the database is not empty (1 rows in towns): langhe import restores only into an \
         empty database and image store"
    );
    assert!(images.list("").await.unwrap().is_empty());
    assert_eq!(
        SqlTownRepository::new(target.conn())
            .list()
            .await
            .unwrap()
            .len(),
        1
    );
}

#[tokio::test]
async fn an_image_store_that_is_not_empty_is_refused() {
    let source = exported_site(false).await;
    let target = TestDatabase::sqlite().await;
    let pictures = tempfile::tempdir().unwrap();
    let images = ObjectStoreImages::local(pictures.path()).unwrap();
    images.put("towns/barolo.jpg", vec![1]).await.unwrap();

    let error = restore(&target.conn(), &images, &source.archive)
        .await
        .unwrap_err();
    assert!(
        matches!(error, ImportError::ImageStoreNotEmpty(1)),
        "{error}"
    );
    assert!(SqlTownRepository::new(target.conn())
        .list()
        .await
        .unwrap()
        .is_empty());
}

#[tokio::test]
async fn a_damaged_archive_is_refused_before_anything_is_written() {
    let source = exported_site(false).await;
    let mut bytes = std::fs::read(&source.archive).unwrap();
    // A byte inside the first picture's data (tables come first, then pictures).
    let at = bytes
        .windows(9)
        .position(|window| window == b"pictures/")
        .expect("a picture entry")
        + 512
        + 100;
    bytes[at] ^= 0xff;
    let damaged = source.archive.with_file_name("damaged.tar");
    std::fs::write(&damaged, &bytes).unwrap();
    let target = TestDatabase::sqlite().await;
    let pictures = tempfile::tempdir().unwrap();
    let images = ObjectStoreImages::local(pictures.path()).unwrap();

    let error = restore(&target.conn(), &images, &damaged)
        .await
        .unwrap_err();
    assert!(
        matches!(&error, ImportError::Damaged(why) if why.contains("does not match its checksum")),
        "{error}"
    );
    assert!(images.list("").await.unwrap().is_empty());
    assert!(SqlTownRepository::new(target.conn())
        .list()
        .await
        .unwrap()
        .is_empty());
}

#[tokio::test]
async fn a_file_that_is_not_a_backup_is_refused_as_such() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("notes.txt");
    std::fs::write(&file, "not an archive at all").unwrap();
    let target = TestDatabase::sqlite().await;
    let images = ObjectStoreImages::local(dir.path().join("images")).unwrap();
    let error = restore(&target.conn(), &images, &file).await.unwrap_err();
    assert!(matches!(error, ImportError::NotABackup(_)), "{error}");
}

/// The secrets of an alert's and a subscriber's links as they went out: the sign-up's own,
/// and one minted for a later mail (a digest, an export row).
struct HandedOut {
    manage: [String; 2],
    unsubscribe: [String; 2],
}

async fn links_handed_out(conn: &sea_orm::DatabaseConnection) -> HandedOut {
    let now = Utc::now();
    let email = Email::parse("anna@example.com").unwrap();
    let alerts = SqlAlertRepository::new(conn.clone());
    let alert = alerts
        .create(&NewAlert {
            email: email.clone(),
            filter: domain::property::ListingQuery {
                min_price: Some(500_000),
                ..Default::default()
            }
            .parse()
            .unwrap(),
            language: domain::alert::AlertLanguage::English,
            consent_at: now,
            confirm_by: now + chrono::Duration::hours(72),
        })
        .await
        .unwrap();
    alerts.confirm(&alert.confirm_token, now).await.unwrap();
    let id = alerts.confirmed().await.unwrap()[0].id;
    let list = SqlNewsletterList::new(conn.clone());
    let SubscribeOutcome::AwaitingConfirmation(subscription) = list
        .subscribe(&email, now, now + chrono::Duration::hours(72))
        .await
        .unwrap()
    else {
        panic!("a new address waits for its confirmation")
    };
    list.confirm(&subscription.confirm_token, now)
        .await
        .unwrap();
    let subscriber = list.current_subscribers().await.unwrap()[0].id;
    HandedOut {
        manage: [
            alert.manage_token,
            alerts.mint_manage_token(id).await.unwrap(),
        ],
        unsubscribe: [
            subscription.unsubscribe_token,
            list.mint_unsubscribe_token(subscriber).await.unwrap(),
        ],
    }
}

async fn an_archive_holds_link_secrets_only_as_hashes_and_they_open_after_a_restore(
    target: &TestDatabase,
) {
    let source = TestDatabase::sqlite().await;
    let handed_out = links_handed_out(&source.conn()).await;
    let pictures = tempfile::tempdir().unwrap();
    let images = ObjectStoreImages::local(pictures.path()).unwrap();
    let archive_dir = tempfile::tempdir().unwrap();
    let archive = archive_dir.path().join("site.tar");
    export_site(&source.conn(), &images, &archive, Utc::now(), None)
        .await
        .unwrap();
    let files = archive_files(&archive);
    assert_eq!(
        files["tables/link_tokens.jsonl"]
            .iter()
            .filter(|byte| **byte == b'\n')
            .count(),
        2,
        "the minted links' hashes are in it"
    );
    let bytes = std::fs::read(&archive).unwrap();
    for token in handed_out.manage.iter().chain(&handed_out.unsubscribe) {
        assert!(
            !bytes
                .windows(token.len())
                .any(|window| window == token.as_bytes()),
            "{token} is in the archive"
        );
    }

    let restored_pictures = tempfile::tempdir().unwrap();
    let restored_images = ObjectStoreImages::local(restored_pictures.path()).unwrap();
    restore(&target.conn(), &restored_images, &archive)
        .await
        .expect("imported");
    let alerts = SqlAlertRepository::new(target.conn());
    for token in &handed_out.manage {
        assert!(alerts.find_by_manage_token(token).await.unwrap().is_some());
    }
    let list = SqlNewsletterList::new(target.conn());
    assert!(list
        .withdraw(&handed_out.unsubscribe[1], Utc::now())
        .await
        .unwrap());
    source.cleanup().await;
}

#[tokio::test]
async fn an_archive_holds_link_secrets_only_as_hashes_and_they_open_after_a_restore_on_sqlite() {
    let target = TestDatabase::sqlite().await;
    an_archive_holds_link_secrets_only_as_hashes_and_they_open_after_a_restore(&target).await;
}

#[tokio::test]
async fn an_archive_holds_link_secrets_only_as_hashes_and_they_open_after_a_restore_on_postgresql()
{
    let Some(target) = TestDatabase::postgres().await else {
        return;
    };
    an_archive_holds_link_secrets_only_as_hashes_and_they_open_after_a_restore(&target).await;
    target.cleanup().await;
}

async fn every_table_of_the_schema_is_backed_up(db: &TestDatabase) {
    #[allow(clippy::disallowed_methods)] // reads the schema only
    let transaction = db.conn().begin().await.unwrap();
    let mut listed: Vec<String> = backed_up_tables().iter().map(|t| t.to_string()).collect();
    listed.sort();
    assert_eq!(schema_tables(&transaction).await.unwrap(), listed);
}

#[tokio::test]
async fn every_table_of_the_sqlite_schema_is_backed_up() {
    every_table_of_the_schema_is_backed_up(&TestDatabase::sqlite().await).await;
}

#[tokio::test]
async fn every_table_of_the_postgresql_schema_is_backed_up() {
    let Some(db) = TestDatabase::postgres().await else {
        return;
    };
    every_table_of_the_schema_is_backed_up(&db).await;
    db.cleanup().await;
}
