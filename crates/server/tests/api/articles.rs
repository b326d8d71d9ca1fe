use super::fixtures::article;
use crate::support::app::{assert_error, spawn_app, IMAGE_BASE_URL};
use serde_json::{json, Value};

fn titles(body: &Value) -> Vec<&str> {
    body["articles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["title"].as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn articles_come_ten_a_page_by_default_newest_first() {
    let app = spawn_app().await;
    for days_ago in 0..12 {
        app.insert_article(&article(&format!("Day {days_ago}")), days_ago)
            .await;
    }

    let (status, first) = app.get_json("/api/articles").await;
    let (_, second) = app.get_json("/api/articles?skip=1").await;

    assert_eq!(status, 200);
    assert_eq!(first["pages"], 2);
    assert_eq!(titles(&first).len(), 10);
    assert_eq!(titles(&first)[0], "Day 0");
    assert_eq!(titles(&second), vec!["Day 10", "Day 11"]);
}

#[tokio::test]
async fn an_article_is_served_by_its_id() {
    let app = spawn_app().await;
    let id = app.insert_article(&article("Harvest"), 1).await;

    let (status, body) = app.get_json(&format!("/api/articles/{id}")).await;

    assert_eq!(status, 200);
    assert_eq!(body["id"], id.0);
    assert_eq!(body["title"], "Harvest");
    assert_eq!(body["title2"], "Harvest, continued");
    assert_eq!(body["listing_description"], "Listing of Harvest");
    assert_eq!(body["text"], "<p>Grapes.</p>");
    assert_eq!(
        body["banner_image"],
        format!("{IMAGE_BASE_URL}/articles/{id}/banner.jpg")
    );
}

#[tokio::test]
async fn article_meta_carries_titles_and_path() {
    let app = spawn_app().await;
    let id = app.insert_article(&article("Harvest"), 1).await;

    let (status, body) = app.get_json(&format!("/api/articles/{id}/meta")).await;

    assert_eq!(status, 200);
    assert_eq!(
        body,
        json!({
            "meta_title": "Meta title of Harvest",
            "meta_description": "Meta description of Harvest",
            "path": "harvest",
        })
    );
}

#[tokio::test]
async fn article_meta_without_texts_gets_the_spec_defaults() {
    let app = spawn_app().await;
    let mut content = article("Bare");
    content.meta_title = String::new();
    content.meta_description = String::new();
    let id = app.insert_article(&content, 1).await;

    let (_, body) = app.get_json(&format!("/api/articles/{id}/meta")).await;

    assert_eq!(body["meta_title"], "Look at this article!");
    assert_eq!(
        body["meta_description"],
        "I found this on Langhe Property News"
    );
}

#[tokio::test]
async fn an_unknown_or_non_numeric_article_id_is_404() {
    let app = spawn_app().await;

    for path in [
        "/api/articles/777",
        "/api/articles/new",
        "/api/articles/777/meta",
    ] {
        let (status, body) = app.get_json(path).await;
        assert_error(status, &body, 404, "Article not found");
    }
}
