use crate::support::app::{assert_error, spawn_app};

#[tokio::test]
async fn bad_skip_or_take_is_400_with_the_json_error_shape() {
    let app = spawn_app().await;
    let cases = [
        (
            "skip=-1&take=10",
            "skip must be a page index of 0 or more (skip = page - 1)",
        ),
        ("skip=0&take=0", "take must be at least 1"),
        ("skip=0&take=-5", "take must be at least 1"),
        ("skip=0&take=101", "take must be at most 100"),
        ("skip=100001&take=10", "skip must be at most 100000"),
        ("skip=abc&take=10", "skip must be a whole number"),
        ("skip=0&take=ten", "take must be a whole number"),
        ("skip=1.5", "skip must be a whole number"),
    ];
    for list in ["/api/properties", "/api/articles"] {
        for (query, message) in cases {
            let (status, body) = app.get_json(&format!("{list}?{query}")).await;
            assert_error(status, &body, 400, message);
        }
    }
}

#[tokio::test]
async fn an_unknown_api_route_is_404_in_the_json_shape() {
    let app = spawn_app().await;

    let (status, body) = app.get_json("/api/no-such-thing").await;

    assert_error(status, &body, 404, "Not found");
}

#[tokio::test]
async fn a_wrong_method_is_405_in_the_json_shape() {
    let app = spawn_app().await;

    let response = reqwest::Client::new()
        .delete(format!("{}/api/version", app.address))
        .send()
        .await
        .unwrap();
    let status = response.status();
    let body = response.json().await.unwrap();

    assert_error(status, &body, 405, "Method not allowed");
}

#[tokio::test]
async fn a_malformed_api_path_is_the_json_error() {
    let app = spawn_app().await;
    for path in [
        "/api/properties/%00%ff",
        "/api/properties/%ff/gallery",
        "/api/%ff",
    ] {
        let response = app.get(path).await;
        let status = response.status();
        assert_eq!(
            response.headers()["content-type"],
            "application/json; charset=utf-8",
            "{path}"
        );
        let body = response.json().await.unwrap();
        assert_error(status, &body, 400, "invalid path params");
    }
}
