//! `ObjectStoreImages` on a local temp folder.

use adapters::images::ObjectStoreImages;
use domain::ports::{ImageStore, ImageStoreError};

fn store_in(dir: &tempfile::TempDir) -> ObjectStoreImages {
    ObjectStoreImages::local(dir.path().join("images")).expect("local image store")
}

#[tokio::test]
async fn put_then_get_returns_the_same_bytes_and_writes_under_the_folder() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_in(&dir);
    let key = "properties/123-villa/gallery/New Gallery/01-villa.jpg";
    store.put(key, b"jpeg bytes".to_vec()).await.unwrap();

    assert_eq!(store.get(key).await.unwrap().bytes, b"jpeg bytes");
    let on_disk = dir
        .path()
        .join("images/properties/123-villa/gallery/New Gallery/01-villa.jpg");
    assert_eq!(std::fs::read(on_disk).unwrap(), b"jpeg bytes");
}

#[tokio::test]
async fn put_replaces_an_existing_object() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_in(&dir);
    store.put("towns/barolo.jpg", vec![1]).await.unwrap();
    store.put("towns/barolo.jpg", vec![2, 3]).await.unwrap();
    assert_eq!(
        store.get("towns/barolo.jpg").await.unwrap().bytes,
        vec![2, 3]
    );
}

#[tokio::test]
async fn every_read_reports_the_version_put_answered_and_new_bytes_get_a_new_one() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_in(&dir);
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

#[tokio::test]
async fn get_of_a_missing_key_is_not_found() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_in(&dir);
    assert!(matches!(
        store.get("towns/nowhere.jpg").await,
        Err(ImageStoreError::NotFound)
    ));
}

#[tokio::test]
async fn delete_removes_and_is_idempotent() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_in(&dir);
    store.put("articles/1/banner.jpg", vec![9]).await.unwrap();
    store.delete("articles/1/banner.jpg").await.unwrap();
    assert!(matches!(
        store.get("articles/1/banner.jpg").await,
        Err(ImageStoreError::NotFound)
    ));
    store.delete("articles/1/banner.jpg").await.unwrap();
}

#[tokio::test]
async fn list_returns_the_keys_below_a_folder_sorted() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_in(&dir);
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

#[tokio::test]
async fn keys_escaping_the_tree_are_refused_before_touching_the_disk() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_in(&dir);
    std::fs::write(dir.path().join("secret.txt"), b"secret").unwrap();

    for key in [
        "../secret.txt",
        "/etc/passwd",
        "towns/../../secret.txt",
        "towns\\..\\x.jpg",
        "",
    ] {
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
