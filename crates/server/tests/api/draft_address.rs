//! A draft saved by its first photo before she typed a title (issue #26) takes its address
//! from the title it is given, while it has never been shown; its pictures move with it.

use super::photo_arrangement::{admin, galleries};
use super::staff_images::{jpeg, upload};
use crate::support::app::{spawn_app, TestApp};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

/// The editor's save of draft `reference` with `title`, still carrying the draft's path.
async fn save(app: &TestApp, token: &str, reference: &str, title: &str, visibility: &str) -> Value {
    let body = json!({
        "ref": reference, "title": title, "title2": "Stone walls above the vines",
        "listing_title": "Farmhouse in Barolo", "location": "Barolo", "meta_title": title,
        "path": "-home", "pictures_path": "-home", "visibility": visibility,
    });
    let (status, saved) = app
        .send_json(Method::PUT, "/api/properties", Some(token), &body)
        .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    saved
}

/// A draft saved without a title, holding one photo (which made its cover).
async fn untitled_draft_with_a_photo(app: &TestApp, token: &str) -> String {
    let (status, draft) = app
        .send_json(
            Method::POST,
            "/api/properties/drafts",
            Some(token),
            &json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{draft}");
    assert_eq!(draft["path"], "-home");
    let reference = draft["ref"].as_str().unwrap().to_owned();
    let gallery = format!("properties/{reference}-home/gallery/New Gallery/");
    let (status, written) = upload(app, token, jpeg(900, 600), &gallery).await;
    assert_eq!(status, 200, "{written}");
    reference
}

#[tokio::test]
async fn a_draft_saved_before_its_title_takes_its_address_from_the_title_and_keeps_its_photos() {
    let app = spawn_app().await;
    let token = admin(&app).await;
    let reference = untitled_draft_with_a_photo(&app, &token).await;

    let saved = save(&app, &token, &reference, "Villa among vines", "hidden").await;
    assert_eq!(
        saved["path"], "-villa-among-vines",
        "the answer names the new path"
    );
    assert_eq!(saved["pictures_path"], "-home", "the file names stay");
    let (_, stored) = app
        .get_as(&format!("/api/properties/{reference}"), Some(&token))
        .await;
    assert_eq!(stored["path"], "-villa-among-vines");

    let photos = galleries(&app, &token, &reference).await;
    let photo = photos[0]["pictures"][0].as_str().unwrap().to_owned();
    assert!(
        photo.contains(&format!(
            "/properties/{reference}-villa-among-vines/gallery/"
        )),
        "the photo moved to the new folder: {photo}"
    );
    let images = app.state.images.clone();
    let keys = |folder: String| {
        let images = images.clone();
        async move {
            let listed = images.list(&folder).await.unwrap();
            listed
                .into_iter()
                .map(|image| image.key)
                .collect::<Vec<_>>()
        }
    };
    let moved = keys(format!("properties/{reference}-villa-among-vines/")).await;
    assert!(
        moved.contains(&format!(
            "properties/{reference}-villa-among-vines/listing-home.jpg"
        )),
        "the cover moved too: {moved:?}"
    );
    let left = keys(format!("properties/{reference}-home/")).await;
    assert!(
        left.is_empty(),
        "nothing is left in the draft's folder: {left:?}"
    );

    // Settled: a later title does not move it again.
    let saved = save(&app, &token, &reference, "Cascina on the hill", "hidden").await;
    assert_eq!(saved["path"], "-villa-among-vines");
}

#[tokio::test]
async fn a_draft_that_was_shown_keeps_its_address_when_it_gets_a_title() {
    let app = spawn_app().await;
    let token = admin(&app).await;
    let reference = untitled_draft_with_a_photo(&app, &token).await;

    // Published under a title with nothing to make an address of: it keeps the draft's.
    let saved = save(&app, &token, &reference, "★★★", "visible").await;
    assert_eq!(saved["path"], "-home");
    assert_eq!(
        app.get(&format!("/api/properties/{reference}"))
            .await
            .status(),
        StatusCode::OK,
        "shown"
    );

    // Hidden again and given a title: links to its address may exist, so it stays.
    save(&app, &token, &reference, "★★★", "hidden").await;
    let saved = save(&app, &token, &reference, "Villa among vines", "hidden").await;
    assert_eq!(saved["path"], "-home");
}
