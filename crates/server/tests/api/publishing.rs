//! An editor that cannot publish a placeholder (issue #26): a listing holding a new
//! property's default text saves hidden but is refused visible or unlisted, naming the
//! field; an article is a draft, seen only by staff, until it is published, and cannot be
//! published while it holds a new article's default text.

use crate::support::app::{assert_error, spawn_app, TestApp};
use domain::Role;
use reqwest::Method;
use serde_json::{json, Value};

/// A new property as the editor opens it, ref and settings filled in, every text the
/// default.
fn new_property_as_opened(visibility: &str) -> Value {
    json!({
        "ref": "124", "meta_title": "Villa in Barolo", "path": "villa-barolo", "pictures_path": "villa",
        "title": "Your title here", "title2": "Your second title here",
        "listing_title": "Listing title here", "location": "Location here",
        "description": "<p>Description here</p>", "features": "Feature here",
        "distances": [
            { "distance": 45, "descrip": "from Alba", "place": "alba" },
            { "distance": 45, "descrip": "from the Barolo area", "place": "barolo" },
            { "distance": 25, "descrip": "from Asti", "place": "asti" },
            { "distance": 120, "descrip": "from airports and coast", "place": "airports" },
        ],
        "visibility": visibility,
    })
}

/// Her own texts, one field at a time in the editor's order, with the message naming each
/// field while its default is left.
const FIELDS_TO_FIX: [(&str, &str, &str); 7] = [
    (
        "title",
        "A villa among the vines",
        "Title still holds the default text 'Your title here'",
    ),
    (
        "title2",
        "Barolo, Langhe",
        "Second title still holds the default text 'Your second title here'",
    ),
    (
        "listing_title",
        "Villa with vineyard",
        "Listing title still holds the default text 'Listing title here'",
    ),
    (
        "location",
        "Barolo",
        "Location still holds the default text 'Location here'",
    ),
    (
        "description",
        "<p>Stone walls.</p>",
        "Description still holds the default text 'Description here'",
    ),
    (
        "features",
        "Pool;Vineyard",
        "Features still holds the default text 'Feature here'",
    ),
    (
        "distances",
        "",
        "Distances are still the default travel times",
    ),
];

async fn admin(app: &TestApp) -> String {
    app.staff_token("admin@langhe.test", Some(Role::Admin))
        .await
}

#[tokio::test]
async fn a_listing_holding_a_default_text_is_refused_visible_or_unlisted_naming_the_field() {
    let app = spawn_app().await;
    let token = admin(&app).await;
    for visibility in ["visible", "unlisted"] {
        let mut body = new_property_as_opened(visibility);
        for (field, own, refusal) in FIELDS_TO_FIX {
            let (status, answer) = app
                .send_json(Method::POST, "/api/properties", Some(&token), &body)
                .await;
            assert_eq!(status, 400, "{answer}");
            let message = answer["message"].as_str().unwrap();
            assert!(
                message.starts_with(refusal),
                "{visibility} {field}: {message}"
            );
            body[field] = if field == "distances" {
                json!([{ "distance": 10, "descrip": "from Alba", "place": "alba" }])
            } else {
                json!(own)
            };
        }
        body["ref"] = json!(if visibility == "visible" {
            "125"
        } else {
            "126"
        });
        let (status, answer) = app
            .send_json(Method::POST, "/api/properties", Some(&token), &body)
            .await;
        assert_eq!(status, 201, "{visibility}: {answer}");
    }
}

#[tokio::test]
async fn a_listing_holding_default_texts_saves_hidden_and_is_refused_when_made_visible() {
    let app = spawn_app().await;
    let token = admin(&app).await;
    let hidden = new_property_as_opened("hidden");
    let (status, answer) = app
        .send_json(Method::POST, "/api/properties", Some(&token), &hidden)
        .await;
    assert_eq!(status, 201, "{answer}");
    let (status, answer) = app
        .send_json(Method::PUT, "/api/properties", Some(&token), &hidden)
        .await;
    assert_eq!(status, 200, "{answer}");

    let shown = new_property_as_opened("visible");
    let (status, answer) = app
        .send_json(Method::PUT, "/api/properties", Some(&token), &shown)
        .await;
    assert_error(
        status,
        &answer,
        400,
        "Title still holds the default text 'Your title here': replace it before making the listing visible or unlisted",
    );
    let (status, _) = app.get_json("/api/properties/124").await;
    assert_eq!(status, 404, "still hidden");
}

#[tokio::test]
async fn the_specs_own_messages_come_before_the_default_texts() {
    let app = spawn_app().await;
    let token = admin(&app).await;
    let mut body = new_property_as_opened("visible");
    body["meta_title"] = json!("");
    let (status, answer) = app
        .send_json(Method::POST, "/api/properties", Some(&token), &body)
        .await;
    assert_error(status, &answer, 400, "Meta title missing");
}

#[tokio::test]
async fn the_next_free_ref_is_suggested_to_staff_only() {
    let app = spawn_app().await;
    let token = admin(&app).await;
    let (status, answer) = app.get_as("/api/properties/next-ref", Some(&token)).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer, json!({ "ref": "100" }));

    app.send_json(
        Method::POST,
        "/api/properties",
        Some(&token),
        &new_property_as_opened("hidden"),
    )
    .await;
    let (_, answer) = app.get_as("/api/properties/next-ref", Some(&token)).await;
    assert_eq!(answer, json!({ "ref": "125" }));

    let (status, _) = app.get_as("/api/properties/next-ref", None).await;
    assert_eq!(status, 401);
}

fn article_as_opened() -> Value {
    json!({
        "listing_description": "Description here", "meta_title": "Hazelnuts", "path": "hazelnuts",
        "title": "Your title here", "title2": "Your second title here", "text": "<p>Content here</p>",
    })
}

#[tokio::test]
async fn a_new_article_is_a_draft_seen_only_by_staff_until_published() {
    let app = spawn_app().await;
    let token = admin(&app).await;
    let mut body = json!({
        "listing_description": "Why hazelnuts", "meta_title": "Hazelnuts", "path": "hazelnuts",
        "title": "Hazelnuts of the Langhe", "title2": "The Tonda Gentile", "text": "<p>Round.</p>",
    });
    let (status, created) = app
        .send_json(Method::POST, "/api/articles", Some(&token), &body)
        .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_i64().unwrap();
    let one = format!("/api/articles/{id}");

    for path in [one.clone(), format!("{one}/meta")] {
        let (status, _) = app.get_json(&path).await;
        assert_eq!(status, 404, "{path} to the public");
        let (status, answer) = app.get_as(&path, Some(&token)).await;
        assert_eq!(status, 200, "{path} to staff: {answer}");
    }
    let (_, draft) = app.get_as(&one, Some(&token)).await;
    assert_eq!(draft["published"], false);
    let (_, public_list) = app.get_json("/api/articles").await;
    assert_eq!(public_list["articles"], json!([]));
    let (_, staff_list) = app.get_as("/api/articles", Some(&token)).await;
    assert_eq!(staff_list["articles"][0]["id"], id);

    body["id"] = json!(id);
    body["published"] = json!(true);
    let (status, answer) = app
        .send_json(Method::PUT, "/api/articles", Some(&token), &body)
        .await;
    assert_eq!(status, 200, "{answer}");
    let (status, article) = app.get_json(&one).await;
    assert_eq!(status, 200, "{article}");
    assert_eq!(article["published"], true);

    // An edit that does not say keeps it published, as a client written to the spec expects.
    body.as_object_mut().unwrap().remove("published");
    body["title"] = json!("Hazelnuts of the Alta Langa");
    app.send_json(Method::PUT, "/api/articles", Some(&token), &body)
        .await;
    let (_, list) = app.get_json("/api/articles").await;
    assert_eq!(list["articles"][0]["title"], "Hazelnuts of the Alta Langa");
}

#[tokio::test]
async fn an_article_holding_a_default_text_cannot_be_published() {
    let app = spawn_app().await;
    let token = admin(&app).await;
    let mut body = article_as_opened();
    body["published"] = json!(true);
    let (status, answer) = app
        .send_json(Method::POST, "/api/articles", Some(&token), &body)
        .await;
    assert_error(
        status,
        &answer,
        400,
        "Listing description still holds the default text 'Description here': replace it before publishing the article",
    );

    body["published"] = json!(false);
    let (status, created) = app
        .send_json(Method::POST, "/api/articles", Some(&token), &body)
        .await;
    assert_eq!(status, 201, "a draft may keep them: {created}");
    body["id"] = created["id"].clone();
    body["published"] = json!(true);
    body["listing_description"] = json!("Why hazelnuts");
    let (status, answer) = app
        .send_json(Method::PUT, "/api/articles", Some(&token), &body)
        .await;
    assert_error(
        status,
        &answer,
        400,
        "Title still holds the default text 'Your title here': replace it before publishing the article",
    );
}
