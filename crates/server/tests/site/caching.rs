use crate::support::pages::*;
use poem::http::StatusCode;

#[tokio::test]
async fn hashed_assets_are_immutable_for_a_year() {
    let site = spawn(Spawn::site()).await;
    let response = site.in_process.get(APP_SCRIPT).send().await;
    response.assert_status_is_ok();
    assert_eq!(
        header(&response, "cache-control").as_deref(),
        Some("public, max-age=31536000, immutable")
    );
    assert!(header(&response, "content-type")
        .unwrap()
        .contains("javascript"));
    assert!(body_text(response)
        .await
        .starts_with("export function greet"));
}

#[tokio::test]
async fn a_missing_asset_is_a_plain_404_not_the_spa() {
    let site = spawn(Spawn::site()).await;
    let response = site.in_process.get("/assets/app-old999.js").send().await;
    response.assert_status(StatusCode::NOT_FOUND);
    assert!(header(&response, "cache-control").is_none());
    assert!(!body_text(response).await.contains(SPA_MARKER));
}

#[tokio::test]
async fn pages_are_revalidated_by_browsers_and_kept_briefly_by_shared_caches_when_public() {
    let site = spawn(Spawn::site()).await;
    for (path, expected) in [
        ("/", "public, max-age=0, s-maxage=60"),
        ("/contact-langhe-property", "public, max-age=0, s-maxage=60"),
        ("/sign-in", "private, no-cache"),
        ("/no-such-page", "no-cache"),
    ] {
        let response = site.in_process.get(path).send().await;
        assert_eq!(
            header(&response, "cache-control").as_deref(),
            Some(expected),
            "{path}"
        );
    }
}

#[tokio::test]
async fn other_files_of_the_build_are_served_as_files() {
    let site = spawn(Spawn::site()).await;
    let response = site.in_process.get("/favicon.ico").send().await;
    response.assert_status_is_ok();
    assert_eq!(
        header(&response, "cache-control").as_deref(),
        Some("public, max-age=3600")
    );
    assert_eq!(body_bytes(response).await, vec![0u8, 0, 1, 0, 1, 0]);
}

#[tokio::test]
async fn index_html_is_not_served_raw() {
    let site = spawn(Spawn::site()).await;
    let html = body_text(site.in_process.get("/index.html").send().await).await;
    assert!(!html.contains("Build title"), "{html}");
    assert!(
        html.contains(r#"<link rel="canonical" href="https://langhe.example/">"#),
        "{html}"
    );
}

#[tokio::test]
async fn head_requests_get_headers_without_a_body() {
    let site = spawn(Spawn::site()).await;
    let response = site.in_process.head("/").send().await;
    response.assert_status_is_ok();
    assert_eq!(
        header(&response, "cache-control").as_deref(),
        Some("public, max-age=0, s-maxage=60")
    );
    assert!(header(&response, "etag").is_some());
    assert!(body_bytes(response).await.is_empty());
}
