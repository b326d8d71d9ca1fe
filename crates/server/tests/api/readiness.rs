//! `/readyz` answers whether the database and the image store answer; `/healthz` does not ask.

use crate::support::app::{spawn_app, spawn_apps_on_both_databases};
use serde_json::json;

#[tokio::test]
async fn readyz_answers_ready_when_the_database_and_the_image_store_answer() {
    for app in spawn_apps_on_both_databases().await {
        let (status, body) = app.get_json("/readyz").await;

        assert_eq!(status, 200);
        assert_eq!(body, json!({ "ready": true }));
    }
}

#[tokio::test]
async fn readyz_names_the_database_when_its_pool_is_closed_while_healthz_stays_ok() {
    for app in spawn_apps_on_both_databases().await {
        app.connection.close_by_ref().await.expect("close the pool");

        let (status, body) = app.get_json("/readyz").await;
        let liveness = app.get("/healthz").await;

        assert_eq!(status, 503);
        assert_eq!(body, json!({ "ready": false, "unready": ["database"] }));
        assert_eq!(liveness.status(), 200);
    }
}

/// Permissions cannot make the folder unreadable to root (the tests may run as root), so a
/// plain file takes the folder's place: every read below it fails with "not a directory".
#[tokio::test]
async fn readyz_names_the_image_store_when_its_folder_cannot_be_read() {
    let app = spawn_app().await;
    let folder = app.images_dir();
    std::fs::remove_dir_all(&folder).expect("remove the image folder");
    std::fs::write(&folder, b"not a folder").expect("put a file in its place");

    let (status, body) = app.get_json("/readyz").await;

    std::fs::remove_file(&folder).expect("remove the file");
    std::fs::create_dir(&folder).expect("give the folder back for the clean-up");
    assert_eq!(status, 503);
    assert_eq!(body, json!({ "ready": false, "unready": ["image_store"] }));
}
