//! Photos while creating (issue 26): the first photo saves a hidden draft and becomes its
//! cover; the gallery is reordered, the cover chosen and a photo deleted, staff only.

use super::staff_images::{jpeg, upload};
use crate::support::app::{assert_error, spawn_app, TestApp};
use domain::Role;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

pub(super) async fn admin(app: &TestApp) -> String {
    app.staff_token("admin@langhe.test", Some(Role::Admin))
        .await
}

/// The galleries as staff read them.
pub(super) async fn galleries(app: &TestApp, token: &str, reference: &str) -> Vec<Value> {
    let (status, body) = app
        .get_as(&format!("/api/properties/{reference}/gallery"), Some(token))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body.as_array().unwrap().clone()
}

/// Each photo of the first gallery by its content version (the `v` its URL carries, a digest
/// of its bytes, which a renumbering keeps).
async fn photo_versions(app: &TestApp, token: &str, reference: &str) -> Vec<String> {
    galleries(app, token, reference).await[0]["pictures"]
        .as_array()
        .unwrap()
        .iter()
        .map(|url| version_of(url.as_str().unwrap()))
        .collect()
}

fn version_of(url: &str) -> String {
    let query = url.split_once('?').expect("a versioned URL").1;
    query
        .split('&')
        .find_map(|pair| pair.strip_prefix("v="))
        .expect("a v")
        .to_owned()
}

pub(super) async fn large_urls(app: &TestApp, token: &str, reference: &str) -> Vec<String> {
    galleries(app, token, reference).await[0]["pictures"]
        .as_array()
        .unwrap()
        .iter()
        .map(|url| url.as_str().unwrap().to_owned())
        .collect()
}

/// A staff draft with three photos of different sizes (so different bytes), answering its
/// ref and gallery folder.
pub(super) async fn draft_with_three_photos(app: &TestApp, token: &str) -> (String, String) {
    let (status, saved) = app
        .send_json(
            Method::POST,
            "/api/properties/drafts",
            Some(token),
            &json!({ "title": "Villa among vines" }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{saved}");
    let reference = saved["ref"].as_str().unwrap().to_owned();
    let gallery = format!(
        "properties/{reference}{}/gallery/New Gallery/",
        saved["path"].as_str().unwrap()
    );
    for width in [900, 960, 1020] {
        let (status, body) = upload(app, token, jpeg(width, 600), &gallery).await;
        assert_eq!(status, 200, "{body}");
    }
    (reference, gallery)
}

#[tokio::test]
async fn the_first_photo_of_a_new_property_saves_a_hidden_draft_with_the_next_free_ref_and_becomes_its_cover(
) {
    let app = spawn_app().await;
    let token = admin(&app).await;

    let (status, saved) = app
        .send_json(
            Method::POST,
            "/api/properties/drafts",
            Some(&token),
            &json!({ "title": "Villa among vines", "visibility": "visible", "location": "Barolo" }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{saved}");
    assert_eq!(saved["ref"], "100", "the next free ref of an empty site");
    assert_eq!(saved["path"], "-villa-among-vines");
    let (status, draft) = app.get_as("/api/properties/100", Some(&token)).await;
    assert_eq!(status, StatusCode::OK, "{draft}");
    assert_eq!(
        draft["visibility"], "hidden",
        "a draft is hidden whatever it says"
    );
    assert_eq!(draft["location"], "Barolo", "what she typed is kept");
    assert_eq!(draft["has_listing"], false);
    assert_eq!(
        app.get("/api/properties/100").await.status(),
        StatusCode::NOT_FOUND
    );

    let gallery = "properties/100-villa-among-vines/gallery/New Gallery/";
    let (status, written) = upload(&app, &token, jpeg(900, 600), gallery).await;
    assert_eq!(status, 200, "{written}");
    assert!(
        written["images"].as_array().unwrap().iter().any(|url| url
            .as_str()
            .unwrap()
            .contains("/listing-villa-among-vines.jpg")),
        "{written}"
    );
    let (_, draft) = app.get_as("/api/properties/100", Some(&token)).await;
    assert_eq!(draft["has_listing"], true, "the first photo is the cover");

    // The next draft takes the next ref; a typed ref that is taken is refused.
    let (status, next) = app
        .send_json(
            Method::POST,
            "/api/properties/drafts",
            Some(&token),
            &json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{next}");
    assert_eq!(next["ref"], "101");
    assert_eq!(next["path"], "-home");
    let (status, taken) = app
        .send_json(
            Method::POST,
            "/api/properties/drafts",
            Some(&token),
            &json!({ "ref": "100" }),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{taken}");
}

#[tokio::test]
async fn a_draft_takes_the_next_free_ref_when_none_is_sent_and_refuses_a_blank_one() {
    let app = spawn_app().await;
    let token = admin(&app).await;

    let (status, saved) = app
        .send_json(
            Method::POST,
            "/api/properties/drafts",
            Some(&token),
            &json!({ "ref": null, "title": "" }),
        )
        .await;
    assert_eq!(
        status,
        StatusCode::CREATED,
        "null means the next free ref: {saved}"
    );
    assert_eq!(saved["ref"], "100");
    for blank in ["", "   ", "12", "abc"] {
        let (status, body) = app
            .send_json(
                Method::POST,
                "/api/properties/drafts",
                Some(&token),
                &json!({ "ref": blank }),
            )
            .await;
        assert_error(status, &body, 400, "Reference number not valid");
    }
}

#[tokio::test]
async fn photos_are_reordered_by_the_order_asked() {
    let app = spawn_app().await;
    let token = admin(&app).await;
    let (reference, gallery) = draft_with_three_photos(&app, &token).await;
    let before = photo_versions(&app, &token, &reference).await;
    let mut urls = large_urls(&app, &token, &reference).await;
    urls.reverse();

    let (status, body) = app
        .send_json(
            Method::POST,
            "/api/images/order",
            Some(&token),
            &json!({ "gallery": gallery, "photos": urls }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let after = photo_versions(&app, &token, &reference).await;
    let mut expected = before.clone();
    expected.reverse();
    assert_eq!(after, expected);

    // Leaving a photo out is refused, and nothing moves.
    let (status, body) = app
        .send_json(
            Method::POST,
            "/api/images/order",
            Some(&token),
            &json!({ "gallery": gallery, "photos": &large_urls(&app, &token, &reference).await[..2] }),
        )
        .await;
    assert_error(
        status,
        &body,
        400,
        "The order must name every photo of the gallery once",
    );
    assert_eq!(photo_versions(&app, &token, &reference).await, after);
}

#[tokio::test]
async fn the_cover_chosen_is_made_the_listing_picture_and_moves_to_the_front() {
    let app = spawn_app().await;
    let token = admin(&app).await;
    let (reference, _) = draft_with_three_photos(&app, &token).await;
    let before = photo_versions(&app, &token, &reference).await;
    let (_, property) = app
        .get_as(&format!("/api/properties/{reference}"), Some(&token))
        .await;
    let old_version = property["pictures_version"].clone();
    let third = large_urls(&app, &token, &reference).await[2].clone();

    let (status, body) = app
        .send_json(
            Method::POST,
            "/api/images/cover",
            Some(&token),
            &json!({ "path": third }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let after = photo_versions(&app, &token, &reference).await;
    assert_eq!(
        after,
        [before[2].clone(), before[0].clone(), before[1].clone()]
    );
    let (_, property) = app
        .get_as(&format!("/api/properties/{reference}"), Some(&token))
        .await;
    assert_ne!(
        property["pictures_version"], old_version,
        "a new listing URL"
    );
    assert_eq!(property["has_listing"], true);

    let (status, body) = app
        .send_json(
            Method::POST,
            "/api/images/cover",
            Some(&token),
            &json!({ "path": format!("properties/{reference}-villa-among-vines/listing-villa-among-vines.jpg") }),
        )
        .await;
    assert_eq!(
        status,
        StatusCode::BAD_REQUEST,
        "only a gallery photo: {body}"
    );
}

#[tokio::test]
async fn a_deleted_photo_leaves_the_gallery() {
    let app = spawn_app().await;
    let token = admin(&app).await;
    let (reference, _) = draft_with_three_photos(&app, &token).await;
    let urls = large_urls(&app, &token, &reference).await;

    let (status, body) = app
        .send_json(
            Method::POST,
            "/api/images/delete",
            Some(&token),
            &json!({ "path": urls[1] }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");

    assert_eq!(
        large_urls(&app, &token, &reference).await,
        [urls[0].clone(), urls[2].clone()]
    );
}

#[tokio::test]
async fn drafts_covers_and_orders_are_for_staff_only() {
    let app = spawn_app().await;
    let visitor = app.staff_token("visitor@langhe.test", None).await;
    for (path, body) in [
        ("/api/properties/drafts", json!({})),
        (
            "/api/images/cover",
            json!({ "path": "properties/100-home/gallery/New Gallery/01-home.jpg" }),
        ),
        (
            "/api/images/order",
            json!({ "gallery": "properties/100-home/gallery/New Gallery/", "photos": [] }),
        ),
    ] {
        let (status, _) = app.send_json(Method::POST, path, None, &body).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{path}");
        let (status, _) = app
            .send_json(Method::POST, path, Some(&visitor), &body)
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{path}");
    }
}
