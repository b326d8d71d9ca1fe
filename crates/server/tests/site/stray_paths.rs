//! Addresses outside the served files answer a plain 404 that names nothing on disk.

use crate::support::pages::{body_text, header, spawn, Spawn};
use poem::http::StatusCode;

#[tokio::test]
async fn hidden_files_and_climbing_paths_are_a_plain_404() {
    let site = spawn(Spawn::site()).await;
    for path in [
        "/.vite/manifest.json",
        "/assets/../../package.json",
        "/assets/../index.html",
        "/assets/%2e%2e/%2e%2e/package.json",
        "/../package.json",
        "/.env",
    ] {
        let response = site.in_process.get(path).send().await;
        response.assert_status(StatusCode::NOT_FOUND);
        assert_eq!(
            header(&response, "content-type").as_deref(),
            Some("text/plain; charset=utf-8"),
            "{path}"
        );
        let body = body_text(response).await;
        assert_eq!(body, "Not found", "{path}");
    }
}
