//! A property's Italian texts through the API (issue #30): written, read by visitors and the
//! list, kept by a save that does not send them, replaced and cleared by one that does, and
//! refused by name when too long.

use crate::support::app::{assert_error, spawn_app, TestApp};
use domain::Role;
use reqwest::Method;
use serde_json::{json, Value};

fn body(fields: Value) -> Value {
    let mut body = json!({
        "ref": "323", "listing_title": "Farmhouse among hazelnuts", "location": "Neive, Langhe",
        "meta_title": "Farmhouse in Neive", "path": "farmhouse-neive", "pictures_path": "farmhouse",
        "title": "A farmhouse", "title2": "Among hazelnuts", "visibility": "visible",
        "price": 700000, "description": "<p>A stone farmhouse.</p>",
    });
    body.as_object_mut()
        .unwrap()
        .extend(fields.as_object().unwrap().clone());
    body
}

fn italian() -> Value {
    json!({ "translations": { "it": {
        "title": "  Una cascina  ",
        "listing_title": "Cascina tra i noccioleti",
        "location": "Neive, Langhe",
        "description": "<p>Una cascina in pietra.<script>alert(1)</script></p>",
        "features": "Piscina; 250 mq ;",
        "meta_title": null,
    } } })
}

/// A server holding ref 323 with `italian()`, and an agent's token.
async fn translated_property() -> (TestApp, String) {
    let app = spawn_app().await;
    let token = app
        .staff_token("agent@langhe.test", Some(Role::Agent))
        .await;
    let (status, saved) = app
        .send_json(
            Method::POST,
            "/api/properties",
            Some(&token),
            &body(italian()),
        )
        .await;
    assert_eq!(status, 201, "{saved}");
    (app, token)
}

#[tokio::test]
async fn italian_texts_are_written_read_kept_replaced_and_cleared() {
    let (app, token) = translated_property().await;

    let (_, public) = app.get_json("/api/properties/323").await;
    let it = &public["translations"]["it"];
    assert_eq!(it["title"], "Una cascina", "trimmed: {it}");
    assert_eq!(it["listing_title"], "Cascina tra i noccioleti");
    assert_eq!(
        it["description"], "<p>Una cascina in pietra.</p>",
        "sanitized"
    );
    assert_eq!(it["features_d"], json!(["Piscina", "250 mq"]));
    assert_eq!(it["title2"], "", "not written: empty");
    assert_eq!(it["meta_title"], "", "null: empty");
    assert_eq!(it["complete"], true);
    assert_eq!(public["title"], "A farmhouse", "the English texts stay");
    let (_, list) = app.get_json("/api/properties").await;
    assert_eq!(
        list["properties"][0]["translations"]["it"],
        json!({ "listing_title": "Cascina tra i noccioleti", "location": "Neive, Langhe" })
    );

    // A client that knows nothing of translations saves: the Italian texts stay.
    let (status, saved) = app
        .send_json(
            Method::PUT,
            "/api/properties",
            Some(&token),
            &body(json!({ "price": 690000 })),
        )
        .await;
    assert_eq!(status, 200, "{saved}");
    let (_, public) = app.get_json("/api/properties/323").await;
    assert_eq!(
        public["translations"]["it"]["listing_title"],
        "Cascina tra i noccioleti"
    );
    let (_, _) = app
        .send_json(
            Method::PUT,
            "/api/properties",
            Some(&token),
            &body(json!({ "translations": { "it": null } })),
        )
        .await;
    let (_, public) = app.get_json("/api/properties/323").await;
    assert_eq!(
        public["translations"]["it"]["title"], "Una cascina",
        "null keeps too"
    );

    // Sent: replaced as a whole, a field left out becoming empty.
    let (status, _) = app
        .send_json(
            Method::PUT,
            "/api/properties",
            Some(&token),
            &body(json!({ "translations": { "it": { "title": "Cascina a Neive" } } })),
        )
        .await;
    assert_eq!(status, 200);
    let (_, public) = app.get_json("/api/properties/323").await;
    let it = &public["translations"]["it"];
    assert_eq!(
        (it["title"].as_str(), it["listing_title"].as_str()),
        (Some("Cascina a Neive"), Some(""))
    );
    assert_eq!(it["complete"], false);

    let (status, _) = app
        .send_json(
            Method::PUT,
            "/api/properties",
            Some(&token),
            &body(json!({ "translations": { "it": {} } })),
        )
        .await;
    assert_eq!(status, 200);
    let (_, public) = app.get_json("/api/properties/323").await;
    assert_eq!(public["translations"]["it"]["title"], "", "cleared");
}

#[tokio::test]
async fn a_too_long_italian_text_is_refused_by_its_italian_name_and_nothing_is_saved() {
    let (app, token) = translated_property().await;
    let too_long = body(json!({
        "price": 1,
        "translations": { "it": { "title": "Cascina", "location": "x".repeat(201) } },
    }));
    let (status, refused) = app
        .send_json(Method::PUT, "/api/properties", Some(&token), &too_long)
        .await;
    assert_error(
        status,
        &refused,
        400,
        "Italian location must be at most 200 characters",
    );
    let (_, public) = app.get_json("/api/properties/323").await;
    assert_eq!(public["price"], 700000);
    assert_eq!(public["translations"]["it"]["title"], "Una cascina");

    // A number is not a text (poem-openapi would read it as its digits).
    let number = body(json!({ "translations": { "it": { "title": 5 } } }));
    let (status, _) = app
        .send_json(Method::PUT, "/api/properties", Some(&token), &number)
        .await;
    assert_eq!(status, 400);
}

#[tokio::test]
async fn an_articles_italian_texts_are_written_sanitized_kept_and_replaced() {
    let app = spawn_app().await;
    let token = app
        .staff_token("admin@langhe.test", Some(Role::Admin))
        .await;
    let english = json!({
        "listing_description": "Why hazelnuts", "meta_title": "Hazelnuts", "path": "hazelnuts",
        "title": "Hazelnuts of the Langhe", "title2": "The Tonda Gentile", "text": "<p>Round.</p>",
        "published": true,
    });
    let mut body = english.clone();
    body["translations"] = json!({ "it": {
        "title": " Le nocciole delle Langhe ",
        "text": "<p>Tonde.<script>alert(1)</script></p>",
    } });
    let (status, created) = app
        .send_json(Method::POST, "/api/articles", Some(&token), &body)
        .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_i64().unwrap();
    let one = format!("/api/articles/{id}");
    let (_, article) = app.get_json(&one).await;
    let it = &article["translations"]["it"];
    assert_eq!(it["title"], "Le nocciole delle Langhe");
    assert_eq!(it["text"], "<p>Tonde.</p>");
    assert_eq!(
        (it["title2"].as_str(), it["complete"].as_bool()),
        (Some(""), Some(true))
    );

    // A save without Italian texts keeps them; one with them replaces them all.
    let mut update = english.clone();
    update["id"] = json!(id);
    let (status, _) = app
        .send_json(Method::PUT, "/api/articles", Some(&token), &update)
        .await;
    assert_eq!(status, 200);
    let (_, article) = app.get_json(&one).await;
    assert_eq!(
        article["translations"]["it"]["title"],
        "Le nocciole delle Langhe"
    );
    update["translations"] = json!({ "it": { "title2": "La Tonda Gentile" } });
    app.send_json(Method::PUT, "/api/articles", Some(&token), &update)
        .await;
    let (_, article) = app.get_json(&one).await;
    let it = &article["translations"]["it"];
    assert_eq!(
        (it["title"].as_str(), it["title2"].as_str()),
        (Some(""), Some("La Tonda Gentile"))
    );
    assert_eq!(it["complete"], false);

    update["translations"] = json!({ "it": { "meta_title": "x".repeat(201) } });
    let (status, refused) = app
        .send_json(Method::PUT, "/api/articles", Some(&token), &update)
        .await;
    assert_error(
        status,
        &refused,
        400,
        "Italian meta title must be at most 200 characters",
    );
}
