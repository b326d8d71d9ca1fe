use super::fixtures::town;
use crate::support::app::{assert_error, spawn_app, IMAGE_BASE_URL};
use serde_json::json;

#[tokio::test]
async fn towns_are_listed_by_name() {
    let app = spawn_app().await;
    app.insert_town(&town("Neive")).await;
    app.insert_town(&town("Alba")).await;

    let (status, body) = app.get_json("/api/towns").await;

    assert_eq!(status, 200);
    let names: Vec<&str> = body
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, vec!["Alba", "Neive"]);
}

#[tokio::test]
async fn a_town_is_served_by_its_id_with_facts_and_picture() {
    let app = spawn_app().await;
    let id = app.insert_town(&town("Barolo")).await;

    let (status, body) = app.get_json(&format!("/api/towns/{id}")).await;

    assert_eq!(status, 200);
    assert_eq!(body["id"], id.0);
    assert_eq!(body["name"], "Barolo");
    assert_eq!(body["name2"], "Langhe");
    assert_eq!(body["short_description"], "About Barolo");
    assert_eq!(
        body["facts_d"],
        json!([{"label": "Altitude", "value": "301 m"}, {"label": "Population", "value": "650"}])
    );
    assert_eq!(body["image"], format!("{IMAGE_BASE_URL}/towns/barolo.jpg"));
}

#[tokio::test]
async fn an_unknown_or_non_numeric_town_id_is_404() {
    let app = spawn_app().await;

    for path in ["/api/towns/12345", "/api/towns/barolo"] {
        let (status, body) = app.get_json(path).await;
        assert_error(status, &body, 404, "Town not found");
    }
}
