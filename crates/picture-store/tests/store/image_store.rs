//! The `ImageStore` contract of `ObjectStoreImages`, on a local folder and on a real
//! S3-compatible store (SeaweedFS, one bucket per test; see `test_services::seaweedfs`).

use picture_store::content_version;
use picture_store::ObjectStoreImages;
use pictures::ports::{ImageStore, ImageStoreError};
#[cfg(feature = "test-support")]
use test_services::seaweedfs::SeaweedFs;

fn store_in(dir: &tempfile::TempDir) -> ObjectStoreImages {
    ObjectStoreImages::local(dir.path().join("images")).expect("local image store")
}

/// Runs each contract check on a fresh local folder (with and without extended attributes)
/// and on a fresh SeaweedFS bucket.
macro_rules! on_every_backend {
    ($($check:ident),* $(,)?) => {
        mod local {
            $(
                #[tokio::test]
                async fn $check() {
                    let dir = tempfile::tempdir().unwrap();
                    super::$check(&super::store_in(&dir)).await;
                }
            )*
        }
        #[cfg(feature = "test-support")]
        mod local_without_attributes {
            $(
                #[tokio::test]
                async fn $check() {
                    let dir = tempfile::tempdir().unwrap();
                    let images = dir.path().join("images");
                    let store = picture_store::ObjectStoreImages::local_without_attributes(images)
                        .expect("local image store");
                    super::$check(&store).await;
                }
            )*
        }
        #[cfg(feature = "test-support")]
        mod s3 {
            $(
                #[tokio::test]
                async fn $check() {
                    let Some(server) = super::SeaweedFs::shared().await else { return };
                    super::$check(&server.new_store().await).await;
                }
            )*
        }
    };
}

on_every_backend!(
    put_then_get_returns_the_same_bytes,
    put_replaces_an_existing_object,
    every_read_reports_the_version_put_answered_and_new_bytes_get_a_new_one,
    get_of_a_missing_key_is_not_found,
    delete_removes_and_is_idempotent,
    list_returns_the_keys_below_a_folder_sorted,
    copy_duplicates_an_object_and_a_missing_source_is_not_found,
    keys_escaping_the_tree_are_refused,
    the_version_is_a_digest_of_the_bytes,
);

async fn put_then_get_returns_the_same_bytes(store: &ObjectStoreImages) {
    let key = "properties/123-villa/gallery/New Gallery/01-villa.jpg";
    store.put(key, b"jpeg bytes".to_vec()).await.unwrap();
    let stored = store.get(key).await.unwrap();
    assert_eq!(stored.bytes, b"jpeg bytes");
    assert_eq!(stored.info.key, key);
}

async fn put_replaces_an_existing_object(store: &ObjectStoreImages) {
    store.put("towns/barolo.jpg", vec![1]).await.unwrap();
    store.put("towns/barolo.jpg", vec![2, 3]).await.unwrap();
    assert_eq!(
        store.get("towns/barolo.jpg").await.unwrap().bytes,
        vec![2, 3]
    );
}

async fn every_read_reports_the_version_put_answered_and_new_bytes_get_a_new_one(
    store: &ObjectStoreImages,
) {
    let key = "properties/123-a/listing-a.jpg";
    let first = store.put(key, vec![1, 2, 3]).await.unwrap();

    assert_eq!(store.head(key).await.unwrap().version, first);
    assert_eq!(store.get(key).await.unwrap().info.version, first);
    assert_eq!(
        store.list("properties/123-a/").await.unwrap()[0].version,
        first
    );

    let second = store.put(key, vec![4, 5, 6]).await.unwrap();
    assert_ne!(second, first);
    assert_eq!(store.head(key).await.unwrap().version, second);
    assert!(matches!(
        store.head("towns/nowhere.jpg").await,
        Err(ImageStoreError::NotFound)
    ));
}

async fn the_version_is_a_digest_of_the_bytes(store: &ObjectStoreImages) {
    let bytes = b"the same jpeg bytes".to_vec();
    let put = store.put("towns/alba.jpg", bytes.clone()).await.unwrap();
    assert_eq!(put, content_version(&bytes));
    store.put("towns/neive.jpg", bytes.clone()).await.unwrap();
    store
        .copy("towns/alba.jpg", "places/castle.jpg")
        .await
        .unwrap();
    for key in ["towns/neive.jpg", "places/castle.jpg"] {
        assert_eq!(store.head(key).await.unwrap().version, put, "{key}");
    }
    let versions: Vec<_> = store.list("").await.unwrap();
    assert!(versions.iter().all(|image| image.version == put));
}

async fn get_of_a_missing_key_is_not_found(store: &ObjectStoreImages) {
    assert!(matches!(
        store.get("towns/nowhere.jpg").await,
        Err(ImageStoreError::NotFound)
    ));
}

async fn delete_removes_and_is_idempotent(store: &ObjectStoreImages) {
    store.put("articles/1/banner.jpg", vec![9]).await.unwrap();
    store.delete("articles/1/banner.jpg").await.unwrap();
    assert!(matches!(
        store.get("articles/1/banner.jpg").await,
        Err(ImageStoreError::NotFound)
    ));
    store.delete("articles/1/banner.jpg").await.unwrap();
}

async fn list_returns_the_keys_below_a_folder_sorted(store: &ObjectStoreImages) {
    for key in [
        "properties/123-a/small-a.jpg",
        "properties/123-a/gallery/Garden/02-a.jpg",
        "properties/123-a/gallery/Garden/01-a.jpg",
        "properties/123-a/listing-a.jpg",
        "properties/1234-b/listing-b.jpg",
        "towns/neive.jpg",
    ] {
        store.put(key, vec![0]).await.unwrap();
    }

    let listed = store.list("properties/123-a/").await.unwrap();
    let keys: Vec<&str> = listed.iter().map(|image| image.key.as_str()).collect();
    assert_eq!(
        keys,
        vec![
            "properties/123-a/gallery/Garden/01-a.jpg",
            "properties/123-a/gallery/Garden/02-a.jpg",
            "properties/123-a/listing-a.jpg",
            "properties/123-a/small-a.jpg",
        ]
    );
    assert!(store.list("properties/999-none/").await.unwrap().is_empty());
    assert_eq!(store.list("").await.unwrap().len(), 6);
}

async fn copy_duplicates_an_object_and_a_missing_source_is_not_found(store: &ObjectStoreImages) {
    store.put("towns/alba.jpg", vec![7, 8]).await.unwrap();
    store
        .copy("towns/alba.jpg", "properties/100-a/listing-a.jpg")
        .await
        .unwrap();
    assert_eq!(
        store
            .get("properties/100-a/listing-a.jpg")
            .await
            .unwrap()
            .bytes,
        vec![7, 8]
    );
    assert_eq!(store.get("towns/alba.jpg").await.unwrap().bytes, vec![7, 8]);
    assert!(matches!(
        store.copy("towns/nowhere.jpg", "towns/elsewhere.jpg").await,
        Err(ImageStoreError::NotFound)
    ));
}

const ESCAPING_KEYS: [&str; 5] = [
    "../secret.txt",
    "/etc/passwd",
    "towns/../../secret.txt",
    "towns\\..\\x.jpg",
    "",
];

async fn keys_escaping_the_tree_are_refused(store: &ObjectStoreImages) {
    for key in ESCAPING_KEYS {
        assert!(
            matches!(store.get(key).await, Err(ImageStoreError::InvalidKey)),
            "get {key:?}"
        );
        assert!(
            matches!(
                store.put(key, vec![1]).await,
                Err(ImageStoreError::InvalidKey)
            ),
            "put {key:?}"
        );
        assert!(
            matches!(store.delete(key).await, Err(ImageStoreError::InvalidKey)),
            "del {key:?}"
        );
    }
    assert!(matches!(
        store.list("../").await,
        Err(ImageStoreError::InvalidKey)
    ));
    assert!(
        store.list("").await.unwrap().is_empty(),
        "nothing was written"
    );
}

#[tokio::test]
async fn the_local_store_writes_under_its_folder() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_in(&dir);
    let key = "properties/123-villa/gallery/New Gallery/01-villa.jpg";
    store.put(key, b"jpeg bytes".to_vec()).await.unwrap();
    let on_disk = dir
        .path()
        .join("images/properties/123-villa/gallery/New Gallery/01-villa.jpg");
    assert_eq!(std::fs::read(on_disk).unwrap(), b"jpeg bytes");
}

#[tokio::test]
async fn keys_escaping_the_tree_never_touch_the_disk() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_in(&dir);
    std::fs::write(dir.path().join("secret.txt"), b"secret").unwrap();
    keys_escaping_the_tree_are_refused(&store).await;
    assert_eq!(
        std::fs::read(dir.path().join("secret.txt")).unwrap(),
        b"secret"
    );
    assert!(!dir.path().join("x.jpg").exists());
}

#[tokio::test]
async fn local_creates_its_folder() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("deep/images");
    ObjectStoreImages::local(&folder).unwrap();
    assert!(folder.is_dir());
}

#[cfg(feature = "test-support")]
#[tokio::test]
async fn an_s3_bucket_is_created_when_missing_and_opened_as_it_is_when_present() {
    let Some(server) = SeaweedFs::shared().await else {
        return;
    };
    let bucket = SeaweedFs::unique_bucket();
    let first = ObjectStoreImages::s3_from(server.builder(&bucket))
        .await
        .expect("the missing bucket is created");
    first.put("towns/barolo.jpg", vec![4, 2]).await.unwrap();

    let again = ObjectStoreImages::s3_from(server.builder(&bucket))
        .await
        .expect("an existing bucket is opened");
    assert_eq!(
        again.get("towns/barolo.jpg").await.unwrap().bytes,
        vec![4, 2]
    );
}

#[cfg(feature = "test-support")]
#[tokio::test]
async fn s3_credentials_the_store_refuses_stop_the_opening_with_a_clear_error() {
    let Some(server) = SeaweedFs::shared().await else {
        return;
    };
    let wrong = server
        .builder(&SeaweedFs::unique_bucket())
        .with_secret_access_key("not-the-secret");
    let error = ObjectStoreImages::s3_from(wrong)
        .await
        .err()
        .expect("refused");
    assert!(format!("{error:#}").contains("bucket"), "{error:#}");
}

/// What a second server (or this one after a restart) reports for pictures the first wrote:
/// it has seen none of them, so it works each version out from the store alone.
async fn a_fresh_handle_reports_the_versions_put_answered(
    writer: &ObjectStoreImages,
    reader: &ObjectStoreImages,
) {
    let gallery = "properties/123-a/gallery/Garden/";
    let mut written = Vec::new();
    for (number, bytes) in [vec![1, 2, 3], vec![4, 5], vec![1, 2, 3]]
        .into_iter()
        .enumerate()
    {
        let key = format!("{gallery}0{number}-a.jpg");
        written.push((key.clone(), writer.put(&key, bytes).await.unwrap()));
    }
    let listed: Vec<_> = reader
        .list(gallery)
        .await
        .unwrap()
        .into_iter()
        .map(|image| (image.key, image.version))
        .collect();
    assert_eq!(listed, written);
    assert_eq!(
        written[0].1, written[2].1,
        "the same bytes, the same version"
    );
    assert_eq!(
        reader.head(&written[1].0).await.unwrap().version,
        written[1].1
    );
    assert_eq!(
        reader.get(&written[1].0).await.unwrap().info.version,
        written[1].1
    );
}

#[tokio::test]
async fn a_fresh_handle_on_a_local_folder_reports_the_versions_put_answered() {
    let dir = tempfile::tempdir().unwrap();
    a_fresh_handle_reports_the_versions_put_answered(&store_in(&dir), &store_in(&dir)).await;
}

#[tokio::test]
async fn a_picture_replaced_on_disk_behind_the_stores_back_gets_a_new_version() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_in(&dir);
    let first = store.put("towns/alba.jpg", vec![1, 2, 3]).await.unwrap();
    assert_eq!(store.list("towns/").await.unwrap()[0].version, first);
    std::fs::write(dir.path().join("images/towns/alba.jpg"), [9, 9, 9, 9]).unwrap();
    let listed = store.list("towns/").await.unwrap();
    assert_eq!(listed[0].version, content_version(&[9, 9, 9, 9]));
    assert_eq!(
        store.head("towns/alba.jpg").await.unwrap().version,
        listed[0].version
    );
}

/// Overwrites a file's bytes in place (same inode, same size) and puts its modification
/// time back: a change no validator of the file can see, so a version read afterwards can
/// only have come from the record, never from the bytes.
fn overwrite_unseen(file: &std::path::Path, bytes: &[u8]) {
    let modified = std::fs::metadata(file).unwrap().modified().unwrap();
    let mut handle = std::fs::OpenOptions::new().write(true).open(file).unwrap();
    std::io::Write::write_all(&mut handle, bytes).unwrap();
    handle.set_modified(modified).unwrap();
}

/// A picture put in the folder without the store (by hand, or by a version of the site from
/// before records), so it carries no record.
fn written_by_hand(dir: &tempfile::TempDir, key: &str, bytes: &[u8]) -> std::path::PathBuf {
    let file = dir.path().join("images").join(key);
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, bytes).unwrap();
    file
}

#[tokio::test]
async fn a_local_folder_knows_each_version_from_its_record_without_reading_the_picture() {
    let dir = tempfile::tempdir().unwrap();
    let key = "properties/123-a/gallery/Garden/01-a.jpg";
    let put = store_in(&dir).put(key, vec![1, 2, 3]).await.unwrap();
    let file = dir.path().join("images").join(key);
    overwrite_unseen(&file, &[7, 7, 7]);

    let after_a_restart = store_in(&dir);
    let listed = after_a_restart.list("properties/123-a/").await.unwrap();
    assert_eq!(listed[0].version, put, "taken from the record made at put");
    assert_eq!(after_a_restart.head(key).await.unwrap().version, put);
    let served = after_a_restart.get(key).await.unwrap();
    assert_eq!((served.bytes, served.info.version), (vec![7, 7, 7], put));
}

#[tokio::test]
async fn a_picture_without_a_record_is_read_once_then_known_from_the_record() {
    let dir = tempfile::tempdir().unwrap();
    let file = written_by_hand(&dir, "towns/alba.jpg", &[1, 2, 3]);

    let first = store_in(&dir).list("towns/").await.unwrap();
    assert_eq!(first[0].version, content_version(&[1, 2, 3]), "read once");

    overwrite_unseen(&file, &[7, 7, 7]);
    let again = store_in(&dir).list("towns/").await.unwrap();
    assert_eq!(again[0].version, first[0].version, "recorded at that read");
}

#[tokio::test]
async fn a_picture_served_once_is_recorded_too() {
    let dir = tempfile::tempdir().unwrap();
    let file = written_by_hand(&dir, "towns/alba.jpg", &[1, 2, 3]);

    let served = store_in(&dir).get("towns/alba.jpg").await.unwrap();
    assert_eq!(served.info.version, content_version(&[1, 2, 3]));

    overwrite_unseen(&file, &[7, 7, 7]);
    let listed = store_in(&dir).list("towns/").await.unwrap();
    assert_eq!(listed[0].version, served.info.version);
}

#[tokio::test]
async fn a_copy_on_a_local_folder_carries_its_record() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_in(&dir);
    let put = store.put("towns/alba.jpg", vec![1, 2, 3]).await.unwrap();
    store
        .copy("towns/alba.jpg", "towns/neive.jpg")
        .await
        .unwrap();
    overwrite_unseen(&dir.path().join("images/towns/neive.jpg"), &[7, 7, 7]);

    let listed = store_in(&dir).list("towns/").await.unwrap();
    let versions: Vec<_> = listed.iter().map(|image| &image.version).collect();
    assert_eq!(versions, [&put, &put]);
}

/// A new bucket that several handles open, as several servers (or restarts) would.
#[cfg(feature = "test-support")]
struct SharedBucket {
    server: &'static SeaweedFs,
    name: String,
}

#[cfg(feature = "test-support")]
impl SharedBucket {
    async fn new() -> Option<Self> {
        let server = SeaweedFs::shared().await?;
        let name = SeaweedFs::unique_bucket();
        Some(Self { server, name })
    }

    async fn open(&self) -> ObjectStoreImages {
        ObjectStoreImages::s3_from(self.server.builder(&self.name))
            .await
            .unwrap()
    }

    /// The bucket without the adapter, to write what the adapter would not.
    fn raw(&self) -> object_store::aws::AmazonS3 {
        self.server.builder(&self.name).build().unwrap()
    }
}

#[cfg(feature = "test-support")]
#[tokio::test]
async fn a_fresh_handle_on_a_bucket_reports_the_versions_put_answered() {
    let Some(bucket) = SharedBucket::new().await else {
        return;
    };
    let (writer, reader) = (bucket.open().await, bucket.open().await);
    a_fresh_handle_reports_the_versions_put_answered(&writer, &reader).await;
}

#[cfg(feature = "test-support")]
#[tokio::test]
async fn the_same_bytes_get_the_same_version_in_a_local_folder_and_in_a_bucket() {
    let Some(server) = SeaweedFs::shared().await else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let (local, bucket) = (store_in(&dir), server.new_store().await);
    let key = "properties/123-villa/gallery/New Gallery/01-villa.jpg";
    for bytes in [b"jpeg bytes".to_vec(), vec![0; 300_000], Vec::new()] {
        let in_folder = local.put(key, bytes.clone()).await.unwrap();
        let in_bucket = bucket.put(key, bytes).await.unwrap();
        assert_eq!(in_folder, in_bucket);
        assert_eq!(
            local.head(key).await.unwrap().version,
            bucket.head(key).await.unwrap().version
        );
    }
}

/// An image store on a new bucket, and the same bucket without the adapter, to write and read
/// what the adapter would not.
#[cfg(feature = "test-support")]
async fn images_and_raw_bucket() -> Option<(ObjectStoreImages, object_store::aws::AmazonS3)> {
    let bucket = SharedBucket::new().await?;
    Some((bucket.open().await, bucket.raw()))
}

/// Pictures put in a bucket before versions were content-based carry no recorded digest:
/// they get the content's version all the same, and it is the token they had before (a hash
/// of S3's ETag), so no URL of theirs changes.
#[cfg(feature = "test-support")]
#[tokio::test]
async fn a_picture_put_in_a_bucket_before_versions_were_recorded_keeps_its_token() {
    use object_store::ObjectStoreExt;
    use sha2::{Digest, Sha256};
    let Some((images, raw)) = images_and_raw_bucket().await else {
        return;
    };
    let bytes = vec![7; 5000];
    let written = raw
        .put(&"towns/alba.jpg".into(), bytes.clone().into())
        .await
        .unwrap();
    let e_tag = written.e_tag.expect("S3 answers an ETag");
    let token_before: String = Sha256::digest(e_tag.as_bytes())[..8]
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect();

    let listed = images.list("towns/").await.unwrap();
    assert_eq!(listed[0].version.as_str(), token_before);
    assert_eq!(listed[0].version, content_version(&bytes));
    assert_eq!(
        images.head("towns/alba.jpg").await.unwrap().version,
        listed[0].version
    );
}

/// A bucket keeps the digest beside the object, so a server that has not seen a picture yet
/// learns its version from one HEAD instead of reading its bytes.
#[cfg(feature = "test-support")]
#[tokio::test]
async fn a_bucket_records_the_bytes_md5_beside_each_picture() {
    use object_store::{Attribute, GetOptions, ObjectStore};
    let Some((images, raw)) = images_and_raw_bucket().await else {
        return;
    };
    images.put("towns/alba.jpg", b"abc".to_vec()).await.unwrap();
    let head = GetOptions {
        head: true,
        ..GetOptions::default()
    };
    let answer = raw.get_opts(&"towns/alba.jpg".into(), head).await.unwrap();
    let recorded = answer
        .attributes
        .get(&Attribute::Metadata("langhe-content-md5".into()))
        .map(|value| value.to_string());
    // RFC 1321's MD5 of "abc".
    assert_eq!(
        recorded.as_deref(),
        Some("900150983cd24fb0d6963f7d28e17f72")
    );
}

/// Once a bucket showed that its ETags are the bytes' MD5 (an upload answers both), a listing
/// takes each version from the listed ETag and asks no picture for its record: one written
/// around the adapter with a recorded digest that is not its bytes' is listed with its
/// content's version, which only the ETag could tell, where a HEAD reads the record.
#[cfg(feature = "test-support")]
#[tokio::test]
async fn a_bucket_whose_etags_are_the_md5_is_listed_without_a_head_per_picture() {
    use object_store::{Attribute, Attributes, ObjectStore, PutOptions};
    let Some(bucket) = SharedBucket::new().await else {
        return;
    };
    let images = bucket.open().await;
    images.put("towns/alba.jpg", vec![1, 2, 3]).await.unwrap();
    let not_its_digest = "0cc175b9c0f1b6a831c399e269772661";
    let options = PutOptions {
        attributes: Attributes::from_iter([(
            Attribute::Metadata("langhe-content-md5".into()),
            not_its_digest,
        )]),
        ..PutOptions::default()
    };
    bucket
        .raw()
        .put_opts(&"towns/neive.jpg".into(), vec![4, 5, 6].into(), options)
        .await
        .unwrap();

    let listed = images.list("towns/").await.unwrap();
    assert_eq!(listed[1].key, "towns/neive.jpg");
    assert_eq!(listed[1].version, content_version(&[4, 5, 6]));

    let yet_to_learn = bucket.open().await;
    assert_ne!(
        yet_to_learn.head("towns/neive.jpg").await.unwrap().version,
        listed[1].version,
        "a HEAD answers what the record says"
    );
}
