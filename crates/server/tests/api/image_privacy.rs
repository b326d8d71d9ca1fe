//! Pictures of properties that are not public answer 404 to the public; staff see them
//! through the short-lived signed URLs the API gives them, never cached by anyone else.

use super::fixtures::property;
use crate::support::app::{assert_error, spawn_app, TestApp, IMAGE_BASE_URL};
use domain::{Role, Visibility};

/// The listing picture of `fixtures::property(reference, …)`.
fn listing_key(reference: &str) -> String {
    format!("properties/{reference}-house-{reference}/listing-pic-{reference}.jpg")
}

/// A URL the API gave, as a path on the test server.
fn local(url: &str) -> String {
    format!(
        "/images{}",
        url.strip_prefix(IMAGE_BASE_URL).expect("an image URL")
    )
}

async fn with_pictures(app: &TestApp, reference: &str, visibility: Visibility) {
    app.insert_property(&property(reference, visibility, 0))
        .await;
    app.put_image(&listing_key(reference)).await;
}

async fn status_and_cache(app: &TestApp, path: &str) -> (u16, Option<String>) {
    let response = app.get(path).await;
    let cache = response
        .headers()
        .get("cache-control")
        .map(|value| value.to_str().unwrap().to_owned());
    (response.status().as_u16(), cache)
}

#[tokio::test]
async fn a_hidden_propertys_pictures_are_404_to_the_public_and_unlisted_ones_need_their_key() {
    let app = spawn_app().await;
    with_pictures(&app, "101", Visibility::Hidden).await;
    with_pictures(&app, "102", Visibility::Unlisted).await;
    with_pictures(&app, "103", Visibility::Visible).await;

    for query in ["", "?v=1704110400000", "?v=1&access=9999999999.forged"] {
        let response = app
            .get(&format!("/images/{}{query}", listing_key("101")))
            .await;
        let status = response.status();
        let body = response.json().await.unwrap();
        assert_error(status, &body, 404, "Image not found");
    }
    let (status, cache) =
        status_and_cache(&app, &format!("/images/{}?v=1", listing_key("103"))).await;
    assert_eq!(status, 200);
    assert_eq!(
        cache.as_deref(),
        Some("public, max-age=31536000, immutable")
    );
    let unlisted = format!("/images/{}?v=1", listing_key("102"));
    assert_eq!(status_and_cache(&app, &unlisted).await.0, 404);
    let key = app.share_key("102").await;
    let (status, cache) = status_and_cache(&app, &format!("{unlisted}&key={key}")).await;
    assert_eq!(status, 200);
    assert_eq!(cache.as_deref(), Some("private, max-age=86400"));
    // A picture left behind by a deleted property is not served either.
    app.put_image(&listing_key("104")).await;
    let (status, _) = status_and_cache(&app, &format!("/images/{}", listing_key("104"))).await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn hiding_a_property_takes_its_pictures_off_at_once() {
    let app = spawn_app().await;
    with_pictures(&app, "105", Visibility::Visible).await;
    let path = format!("/images/{}?v=1", listing_key("105"));
    assert_eq!(status_and_cache(&app, &path).await.0, 200);

    let mut hidden = property("105", Visibility::Hidden, 0);
    hidden.title = "Off the market".into();
    app.state
        .properties
        .update(&hidden, None, None)
        .await
        .unwrap();

    assert_eq!(status_and_cache(&app, &path).await.0, 404);
}

#[tokio::test]
async fn staff_get_signed_urls_that_show_a_hidden_propertys_pictures_privately() {
    let app = spawn_app().await;
    with_pictures(&app, "106", Visibility::Hidden).await;
    with_pictures(&app, "107", Visibility::Hidden).await;
    let token = app
        .staff_token("agent@langhe.test", Some(Role::Agent))
        .await;

    let (status, detail) = app.get_as("/api/properties/106", Some(&token)).await;
    assert_eq!(status, 200);
    let listing = detail["listing_image"].as_str().unwrap();
    assert!(listing.contains("&access="), "{listing}");
    let (status, cache) = status_and_cache(&app, &local(listing)).await;
    assert_eq!(status, 200);
    assert_eq!(cache.as_deref(), Some("private, no-store"));

    // The grant is for property 106's pictures only.
    let grant = listing.split_once("access=").unwrap().1;
    let other = format!("/images/{}?v=1&access={grant}", listing_key("107"));
    assert_eq!(status_and_cache(&app, &other).await.0, 404);

    let (_, list) = app
        .get_as("/api/properties?skip=0&take=10", Some(&token))
        .await;
    let cards = list["properties"].as_array().unwrap();
    assert!(cards
        .iter()
        .all(|card| card["listing_image"].as_str().unwrap().contains("access=")));

    let (_, public) = app.get_json("/api/properties?skip=0&take=10").await;
    assert_eq!(public["properties"].as_array().unwrap().len(), 0);
}

#[tokio::test]
async fn visible_pictures_carry_no_grant_even_for_staff_and_unlisted_ones_do() {
    let app = spawn_app().await;
    with_pictures(&app, "108", Visibility::Unlisted).await;
    with_pictures(&app, "109", Visibility::Visible).await;
    let token = app
        .staff_token("agent@langhe.test", Some(Role::Agent))
        .await;
    let listing = |detail: &serde_json::Value| detail["listing_image"].as_str().unwrap().to_owned();
    let (_, visible) = app.get_as("/api/properties/109", Some(&token)).await;
    assert!(!listing(&visible).contains("access="));
    // Staff have no share key in their requests: the editor's pictures of an unlisted listing
    // are signed like a hidden one's.
    let (_, unlisted) = app.get_as("/api/properties/108", Some(&token)).await;
    assert!(listing(&unlisted).contains("&access="));
    let (status, cache) = status_and_cache(&app, &local(&listing(&unlisted))).await;
    assert_eq!(status, 200);
    assert_eq!(cache.as_deref(), Some("private, no-store"));
}
