//! A caption per photo (issue 26): set by staff, listed with the gallery, moved with its
//! photo when the gallery is reordered, gone with the photo; and a reorder that names a
//! deleted photo is refused cleanly, never a 500.

use super::photo_arrangement::{admin, draft_with_three_photos, galleries, large_urls};
use crate::support::app::{assert_error, spawn_app, TestApp};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

async fn set_caption(
    app: &TestApp,
    token: Option<&str>,
    path: &str,
    caption: &str,
) -> (StatusCode, Value) {
    app.send_json(
        Method::PUT,
        "/api/images/caption",
        token,
        &json!({ "path": path, "caption": caption }),
    )
    .await
}

async fn captions(app: &TestApp, token: &str, reference: &str) -> Vec<String> {
    galleries(app, token, reference).await[0]["captions"]
        .as_array()
        .expect("a captions list")
        .iter()
        .map(|caption| caption.as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn a_caption_is_trimmed_listed_with_its_photo_and_cleared_when_empty() {
    let app = spawn_app().await;
    let token = admin(&app).await;
    let (reference, _) = draft_with_three_photos(&app, &token).await;
    assert_eq!(captions(&app, &token, &reference).await, ["", "", ""]);
    let second = large_urls(&app, &token, &reference).await[1].clone();

    let (status, body) = set_caption(&app, Some(&token), &second, "  The pool at dusk ").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["caption"], "The pool at dusk");
    assert_eq!(
        captions(&app, &token, &reference).await,
        ["", "The pool at dusk", ""]
    );

    let (status, body) = set_caption(&app, Some(&token), &second, "   ").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["caption"], "");
    assert_eq!(captions(&app, &token, &reference).await, ["", "", ""]);
}

#[tokio::test]
async fn only_staff_set_captions_and_bad_ones_are_refused() {
    let app = spawn_app().await;
    let token = admin(&app).await;
    let (reference, gallery) = draft_with_three_photos(&app, &token).await;
    let first = large_urls(&app, &token, &reference).await[0].clone();

    let (status, _) = set_caption(&app, None, &first, "The pool").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let visitor = app.staff_token("visitor@langhe.test", None).await;
    let (status, _) = set_caption(&app, Some(&visitor), &first, "The pool").await;
    assert_eq!(status, StatusCode::FORBIDDEN);

    // 200 characters are the most; 201 are refused.
    let longest = "è".repeat(200);
    let (status, body) = set_caption(&app, Some(&token), &first, &longest).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = set_caption(&app, Some(&token), &first, &"a".repeat(201)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(captions(&app, &token, &reference).await[0], longest);

    let (status, body) = set_caption(
        &app,
        Some(&token),
        &format!("{gallery}09-villa-among-vines.jpg"),
        "x",
    )
    .await;
    assert_error(status, &body, 404, "Photo not found");
    let (status, body) = set_caption(
        &app,
        Some(&token),
        "properties/999-nowhere/gallery/New Gallery/01-nowhere.jpg",
        "x",
    )
    .await;
    assert_error(status, &body, 404, "Property not found");
    let listing = format!("properties/{reference}-villa-among-vines/listing-villa-among-vines.jpg");
    let (status, body) = set_caption(&app, Some(&token), &listing, "x").await;
    assert_eq!(
        status,
        StatusCode::BAD_REQUEST,
        "only a gallery photo: {body}"
    );
}

#[tokio::test]
async fn captions_move_with_their_photos_when_reordered_or_made_the_cover() {
    let app = spawn_app().await;
    let token = admin(&app).await;
    let (reference, gallery) = draft_with_three_photos(&app, &token).await;
    let urls = large_urls(&app, &token, &reference).await;
    for (url, text) in urls.iter().zip(["First", "Second", "Third"]) {
        let (status, body) = set_caption(&app, Some(&token), url, text).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }

    let reversed: Vec<&String> = urls.iter().rev().collect();
    let (status, body) = app
        .send_json(
            Method::POST,
            "/api/images/order",
            Some(&token),
            &json!({ "gallery": gallery, "photos": reversed }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        captions(&app, &token, &reference).await,
        ["Third", "Second", "First"]
    );

    let last = large_urls(&app, &token, &reference).await[2].clone();
    let (status, body) = app
        .send_json(
            Method::POST,
            "/api/images/cover",
            Some(&token),
            &json!({ "path": last }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        captions(&app, &token, &reference).await,
        ["First", "Third", "Second"]
    );
}

#[tokio::test]
async fn a_deleted_photo_takes_its_caption_and_a_reorder_naming_it_is_refused_not_a_500() {
    let app = spawn_app().await;
    let token = admin(&app).await;
    let (reference, gallery) = draft_with_three_photos(&app, &token).await;
    let urls = large_urls(&app, &token, &reference).await;
    for (url, text) in urls.iter().zip(["First", "Second", "Third"]) {
        set_caption(&app, Some(&token), url, text).await;
    }

    let (status, body) = app
        .send_json(
            Method::POST,
            "/api/images/delete",
            Some(&token),
            &json!({ "path": urls[1] }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(captions(&app, &token, &reference).await, ["First", "Third"]);

    // The editor still holds the old order, the deleted photo in it.
    let (status, body) = app
        .send_json(
            Method::POST,
            "/api/images/order",
            Some(&token),
            &json!({ "gallery": gallery, "photos": [&urls[2], &urls[1], &urls[0]] }),
        )
        .await;
    assert_error(
        status,
        &body,
        400,
        "The order must name every photo of the gallery once",
    );
    // Nor can the deleted photo be captioned.
    let (status, body) = set_caption(&app, Some(&token), &urls[1], "x").await;
    assert_error(status, &body, 404, "Photo not found");
}

#[tokio::test]
async fn deleting_the_property_takes_its_captions() {
    let app = spawn_app().await;
    let token = admin(&app).await;
    let (reference, _) = draft_with_three_photos(&app, &token).await;
    let first = large_urls(&app, &token, &reference).await[0].clone();
    set_caption(&app, Some(&token), &first, "The pool").await;

    let (status, body) = app
        .send_json(
            Method::DELETE,
            &format!("/api/properties/{reference}"),
            Some(&token),
            &json!({}),
        )
        .await;
    assert!(status.is_success(), "{status} {body}");
    let left = app
        .state
        .photo_captions
        .of_property(&domain::Ref::parse(&reference).unwrap())
        .await
        .unwrap();
    assert!(left.is_empty(), "{left:?}");
}
