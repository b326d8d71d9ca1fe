use crate::support::app::spawn_app;

#[tokio::test]
async fn version_reports_the_build_version() {
    let app = spawn_app().await;

    let (status, body) = app.get_json("/api/version").await;

    assert_eq!(status, 200);
    let served = body["version"].as_str().unwrap();
    assert!(served.starts_with(server::version::CODE_VERSION));
    assert!(served.starts_with(env!("CARGO_PKG_VERSION")));
}

#[tokio::test]
async fn healthz_answers_ok() {
    let app = spawn_app().await;

    let response = app.get("/healthz").await;

    assert_eq!(response.status(), 200);
    assert_eq!(response.text().await.unwrap(), "ok");
}

#[tokio::test]
async fn paths_outside_the_api_reach_the_front_end_routes() {
    let app = spawn_app().await;

    let response = app.get("/robots.txt").await;

    assert_eq!(response.status(), 200);
    assert!(response.text().await.unwrap().contains("Sitemap:"));
}
