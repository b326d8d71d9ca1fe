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

#[tokio::test]
async fn a_towns_italian_texts_are_written_sanitized_kept_replaced_and_shown_with_its_homes() {
    let app = spawn_app().await;
    let token = app
        .staff_token("admin@langhe.test", Some(Role::Admin))
        .await;
    let english = json!({
        "name": "Neive", "name2": "Langhe", "path": "neive",
        "facts": "Altitude:308 m;Population:3,300",
        "short_description": "A beautiful village",
        "text": "<p>Brick palazzi.</p>",
    });
    let mut body = english.clone();
    body["translations"] = json!({ "it": {
        "facts": " Altitudine:308 m;Abitanti:3.300 ",
        "short_description": "Uno dei borghi più belli d'Italia",
        "text": "<p>Palazzi in mattoni.<script>alert(1)</script></p>",
    } });
    let (status, created) = app
        .send_json(Method::POST, "/api/towns", Some(&token), &body)
        .await;
    assert_eq!(status, 201, "{created}");
    assert_eq!(
        created["translations"]["it"]["short_description"],
        "Uno dei borghi più belli d'Italia"
    );
    let id = created["id"].as_i64().unwrap();
    let one = format!("/api/towns/{id}");
    let (_, town) = app.get_json(&one).await;
    let it = &town["translations"]["it"];
    assert_eq!(it["facts"], "Altitudine:308 m;Abitanti:3.300");
    assert_eq!(
        it["facts_d"],
        json!([{"label": "Altitudine", "value": "308 m"}, {"label": "Abitanti", "value": "3.300"}])
    );
    assert_eq!(it["text"], "<p>Palazzi in mattoni.</p>");

    // A save without Italian texts keeps them (and answers them); one with them replaces
    // them all.
    let mut update = english.clone();
    update["id"] = json!(id);
    update["name2"] = json!("Langhe, Barbaresco");
    let (status, saved) = app
        .send_json(Method::PUT, "/api/towns", Some(&token), &update)
        .await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["name2"], "Langhe, Barbaresco");
    assert_eq!(
        saved["translations"]["it"]["text"],
        "<p>Palazzi in mattoni.</p>"
    );
    let (_, town) = app.get_json(&one).await;
    assert_eq!(
        town["translations"]["it"]["short_description"],
        "Uno dei borghi più belli d'Italia"
    );
    update["translations"] = json!({ "it": { "short_description": "Il borgo del Barbaresco" } });
    app.send_json(Method::PUT, "/api/towns", Some(&token), &update)
        .await;
    let (_, town) = app.get_json(&one).await;
    let it = &town["translations"]["it"];
    assert_eq!(
        (it["short_description"].as_str(), it["text"].as_str()),
        (Some("Il borgo del Barbaresco"), Some(""))
    );

    // A home in the town carries them in its `town`.
    let (status, _) = app
        .send_json(
            Method::POST,
            "/api/properties",
            Some(&token),
            &json!({
                "ref": "321", "listing_title": "Casa", "location": "Neive", "meta_title": "Casa",
                "path": "casa", "pictures_path": "casa", "title": "Casa", "title2": "Neive",
                "town_id": id, "visibility": "visible",
            }),
        )
        .await;
    assert_eq!(status, 201);
    let (_, home) = app.get_json("/api/properties/321").await;
    assert_eq!(
        home["town"]["translations"]["it"]["short_description"],
        "Il borgo del Barbaresco"
    );

    // Over the limit: refused by its Italian name, nothing saved.
    update["translations"] = json!({ "it": { "short_description": "x".repeat(2_001) } });
    let (status, refused) = app
        .send_json(Method::PUT, "/api/towns", Some(&token), &update)
        .await;
    assert_error(
        status,
        &refused,
        400,
        "Italian short description must be at most 2000 characters",
    );
    let (_, town) = app.get_json(&one).await;
    assert_eq!(
        town["translations"]["it"]["short_description"],
        "Il borgo del Barbaresco"
    );
}

#[tokio::test]
async fn distances_and_counter_blocks_carry_italian_labels_kept_by_a_save_without_translations() {
    let (app, token) = translated_property().await;
    let labelled = |italian: bool| {
        let mut fields = json!({
            "distances": [
                { "distance": 20, "descrip": "from Alba", "place": "alba", "descrip_it": " da Alba " },
                { "distance": 70, "descrip": "from Turin airport", "place": "turin-airport" },
            ],
            "counter_blocks": [
                { "value": "4", "label": "Bedrooms", "label_it": "Camere da letto" },
                { "value": "2", "label": "Bathrooms" },
            ],
        });
        if italian {
            fields["translations"] = italian_texts();
        }
        body(fields)
    };
    let (status, saved) = app
        .send_json(
            Method::PUT,
            "/api/properties",
            Some(&token),
            &labelled(true),
        )
        .await;
    assert_eq!(status, 200, "{saved}");
    let (_, public) = app.get_json("/api/properties/323").await;
    assert_eq!(public["distances_d"][0]["descrip_it"], "da Alba", "trimmed");
    assert_eq!(public["distances_d"][1]["descrip_it"], "", "not written");
    assert_eq!(public["counter_blocks"][0]["label_it"], "Camere da letto");

    // A client that knows nothing of translations sends the lists without them: the labels of
    // unchanged entries stay; a changed English label has to be translated again.
    let mut plain = body(json!({
        "distances": [
            { "distance": 25, "descrip": "from Alba", "place": "alba" },
        ],
        "counter_blocks": [
            { "value": "5", "label": "Bedrooms" },
            { "value": "2", "label": "Baths" },
        ],
    }));
    plain["price"] = json!(690000);
    let (status, _) = app
        .send_json(Method::PUT, "/api/properties", Some(&token), &plain)
        .await;
    assert_eq!(status, 200);
    let (_, public) = app.get_json("/api/properties/323").await;
    assert_eq!(public["distances_d"][0]["distance"], 25);
    assert_eq!(public["distances_d"][0]["descrip_it"], "da Alba");
    assert_eq!(public["counter_blocks"][0]["label_it"], "Camere da letto");
    assert_eq!(public["counter_blocks"][1]["label_it"], "");

    // With the Italian texts, the lists are taken as sent: a label left out is cleared.
    let mut with_texts = plain.clone();
    with_texts["translations"] = italian_texts();
    app.send_json(Method::PUT, "/api/properties", Some(&token), &with_texts)
        .await;
    let (_, public) = app.get_json("/api/properties/323").await;
    assert_eq!(public["distances_d"][0]["descrip_it"], "");
    assert_eq!(public["counter_blocks"][0]["label_it"], "");

    let mut too_long = labelled(true);
    too_long["counter_blocks"][0]["label_it"] = json!("c".repeat(61));
    let (status, refused) = app
        .send_json(Method::PUT, "/api/properties", Some(&token), &too_long)
        .await;
    assert_eq!(status, 400, "{refused}");
}

/// The `translations` of `italian()`.
fn italian_texts() -> Value {
    italian()["translations"].clone()
}
