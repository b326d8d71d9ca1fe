//! An unlisted listing is shared by link only: its data, meta, gallery, QR code and pictures
//! need the share key the link carries; without it (or with another, or an old one) they
//! answer exactly what a ref that does not exist answers.

use super::fixtures::property;
use crate::support::app::{spawn_app, TestApp, IMAGE_BASE_URL};
use domain::{Role, Visibility};
use reqwest::StatusCode;
use serde_json::Value;

/// The listing picture of `fixtures::property(reference, …)`.
fn listing_key(reference: &str) -> String {
    format!("properties/{reference}-house-{reference}/listing-pic-{reference}.jpg")
}

/// Every property read a visitor can make, for `reference` (with its suffix).
fn reads(reference: &str) -> [String; 4] {
    ["", "/meta", "/gallery", "/qr"].map(|read| format!("/api/properties/{reference}{read}"))
}

/// Status, content type and body: what tells one answer from another.
async fn answer(app: &TestApp, path: &str) -> (StatusCode, String, String) {
    let response = app.get(path).await;
    let status = response.status();
    let content_type = response.headers()["content-type"]
        .to_str()
        .unwrap()
        .to_owned();
    (status, content_type, response.text().await.unwrap())
}

async fn unlisted_with_picture(app: &TestApp, reference: &str) -> String {
    app.insert_property(&property(reference, Visibility::Unlisted, 0))
        .await;
    app.put_image(&listing_key(reference)).await;
    app.share_key(reference).await
}

/// A URL the API gave, as a path on the test server.
fn local(url: &str) -> String {
    format!(
        "/images{}",
        url.strip_prefix(IMAGE_BASE_URL).expect("an image URL")
    )
}

#[tokio::test]
async fn an_unlisted_listing_without_its_key_is_the_same_404_as_a_ref_that_does_not_exist() {
    let app = spawn_app().await;
    let key = unlisted_with_picture(&app, "403").await;
    assert_eq!(key.len(), 22, "128 bits in URL-safe base64: {key}");
    let wrong = if key.starts_with('A') { "B" } else { "A" }.to_owned() + &key[1..];

    for (unlisted, missing) in reads("403").iter().zip(reads("998")) {
        let nothing = answer(&app, &missing).await;
        assert_eq!(nothing.0, StatusCode::NOT_FOUND, "{missing}");
        for query in [
            String::new(),
            format!("?key={wrong}"),
            "?key=short".to_owned(),
            "?key=".to_owned(),
        ] {
            let refused = answer(&app, &format!("{unlisted}{query}")).await;
            let missing = answer(&app, &format!("{missing}{query}")).await;
            assert_eq!(refused, missing, "{unlisted}{query}");
            assert_eq!(refused, nothing, "{unlisted}{query}");
        }
    }
    for query in [String::new(), format!("?v=1&key={wrong}")] {
        let refused = answer(&app, &format!("/images/{}{query}", listing_key("403"))).await;
        let missing = answer(&app, &format!("/images/{}{query}", listing_key("998"))).await;
        assert_eq!(refused.0, StatusCode::NOT_FOUND);
        assert_eq!(refused, missing, "{query}");
    }
}

#[tokio::test]
async fn with_its_key_an_unlisted_listing_and_its_pictures_are_served_privately() {
    let app = spawn_app().await;
    let key = unlisted_with_picture(&app, "404").await;

    for read in reads("404") {
        let (status, _, body) = answer(&app, &format!("{read}?key={key}")).await;
        assert_eq!(status, StatusCode::OK, "{read}: {body}");
    }
    let (_, detail) = app
        .get_json(&format!("/api/properties/404?key={key}"))
        .await;
    assert_eq!(detail["visibility"], "unlisted");
    assert_eq!(
        detail.get("share_url"),
        None,
        "only staff are told the link"
    );
    let listing = detail["listing_image"].as_str().unwrap();
    assert!(listing.ends_with(&format!("&key={key}")), "{listing}");

    let picture = app.get(&local(listing)).await;
    assert_eq!(picture.status(), StatusCode::OK);
    assert_eq!(picture.headers()["cache-control"], "private, max-age=86400");
}

#[tokio::test]
async fn staff_see_the_share_link_and_a_new_key_closes_the_old_one() {
    let app = spawn_app().await;
    let old = unlisted_with_picture(&app, "405").await;
    let agent = app
        .staff_token("agent@langhe.test", Some(Role::Agent))
        .await;
    let page = format!(
        "{}/property/for-sale/in-italy/405-house-405",
        app.state.settings.public_url.trim_end_matches('/')
    );

    let (status, detail) = app.get_as("/api/properties/405", Some(&agent)).await;
    assert_eq!(status, 200);
    assert_eq!(detail["share_url"], format!("{page}?key={old}"));
    let staff_picture = detail["listing_image"].as_str().unwrap();
    assert!(staff_picture.contains("&access="), "{staff_picture}");
    assert_eq!(app.get(&local(staff_picture)).await.status(), 200);

    let (status, rotated) = app
        .send_json(
            reqwest::Method::POST,
            "/api/properties/405/share-key",
            Some(&agent),
            &Value::Null,
        )
        .await;
    assert_eq!(status, 200, "{rotated}");
    let new = app.share_key("405").await;
    assert_ne!(new, old);
    assert_eq!(rotated["share_url"], format!("{page}?key={new}"));

    let old_picture = format!("/images/{}?v=1&key={old}", listing_key("405"));
    let new_picture = format!("/images/{}?v=1&key={new}", listing_key("405"));
    assert_eq!(app.get(&old_picture).await.status(), 404);
    assert_eq!(app.get(&new_picture).await.status(), 200);
    for read in reads("405") {
        assert_eq!(
            app.get(&format!("{read}?key={old}")).await.status(),
            404,
            "{read}"
        );
        assert_eq!(
            app.get(&format!("{read}?key={new}")).await.status(),
            200,
            "{read}"
        );
    }
}

#[tokio::test]
async fn only_staff_rotate_and_only_an_unlisted_listing_has_a_key_to_rotate() {
    let app = spawn_app().await;
    app.insert_property(&property("406", Visibility::Unlisted, 0))
        .await;
    app.insert_property(&property("407", Visibility::Visible, 0))
        .await;
    let agent = app
        .staff_token("agent@langhe.test", Some(Role::Agent))
        .await;
    let visitor = app.staff_token("visitor@langhe.test", None).await;
    let rotate = |reference: &str, token: Option<String>| {
        let app = &app;
        let path = format!("/api/properties/{reference}/share-key");
        async move {
            app.send_json(reqwest::Method::POST, &path, token.as_deref(), &Value::Null)
                .await
                .0
        }
    };

    assert_eq!(rotate("406", None).await, 401);
    assert_eq!(rotate("406", Some(visitor)).await, 403);
    assert_eq!(rotate("407", Some(agent.clone())).await, 404);
    assert_eq!(rotate("999", Some(agent.clone())).await, 404);
    assert_eq!(rotate("406", Some(agent)).await, 200);
}

#[tokio::test]
async fn making_a_listing_unlisted_again_gives_it_a_new_key() {
    let app = spawn_app().await;
    let first = unlisted_with_picture(&app, "408").await;
    let agent = app
        .staff_token("agent@langhe.test", Some(Role::Agent))
        .await;
    let save = |visibility: &'static str| {
        let app = &app;
        let agent = agent.clone();
        async move {
            let body = serde_json::json!({
                "ref": "408", "listing_title": "Villa", "location": "Barolo",
                "meta_title": "Villa in Barolo", "path": "villa-barolo", "pictures_path": "villa",
                "title": "A villa", "title2": "Among vines", "visibility": visibility,
            });
            let (status, answer) = app
                .send_json(reqwest::Method::PUT, "/api/properties", Some(&agent), &body)
                .await;
            assert_eq!(status, 200, "{answer}");
        }
    };

    save("unlisted").await;
    assert_eq!(
        app.share_key("408").await,
        first,
        "kept while it stays unlisted"
    );
    save("visible").await;
    save("unlisted").await;
    let second = app.share_key("408").await;
    assert_ne!(second, first);
    assert_eq!(
        app.get(&format!("/api/properties/408?key={first}"))
            .await
            .status(),
        404
    );
}

/// Item 9: a QR code is kept for a day by shared caches only when anyone may keep it: a
/// visible listing, read by a visitor.
#[tokio::test]
async fn a_qr_code_is_cached_publicly_only_for_a_visible_listing_read_by_a_visitor() {
    let app = spawn_app().await;
    app.insert_property(&property("411", Visibility::Visible, 0))
        .await;
    app.insert_property(&property("412", Visibility::Hidden, 0))
        .await;
    let key = unlisted_with_picture(&app, "413").await;
    let agent = app
        .staff_token("agent@langhe.test", Some(Role::Agent))
        .await;
    let cache_control = |path: String, token: Option<String>| {
        let app = &app;
        async move {
            let mut request = app.client().get(format!("{}{path}", app.address));
            if let Some(token) = token {
                request = request.bearer_auth(token);
            }
            let response = request.send().await.unwrap();
            assert_eq!(response.status(), 200, "{path}");
            response.headers()["cache-control"]
                .to_str()
                .unwrap()
                .to_owned()
        }
    };

    let public = "public, max-age=86400";
    let private = "private, no-store";
    assert_eq!(
        cache_control("/api/properties/411/qr".into(), None).await,
        public
    );
    for reference in ["411", "412", "413"] {
        let path = format!("/api/properties/{reference}/qr");
        assert_eq!(
            cache_control(path, Some(agent.clone())).await,
            private,
            "{reference}"
        );
    }
    let shared = format!("/api/properties/413/qr?key={key}");
    assert_eq!(cache_control(shared, None).await, private);
}
