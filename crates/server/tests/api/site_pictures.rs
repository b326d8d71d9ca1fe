//! Every picture the site shows can be uploaded from the site (issue 26): a town's picture,
//! an article's banner and a distance place's picture, through POST /images; and a listing
//! without its cover says so instead of naming a missing picture.

use super::fixtures::{article, property, town};
use super::staff_images::{jpeg, upload};
use crate::support::app::{assert_error, spawn_app};
use domain::{Role, Visibility};
use reqwest::StatusCode;

#[tokio::test]
async fn a_towns_picture_an_articles_banner_and_a_places_picture_are_uploaded_at_their_sizes() {
    let app = spawn_app().await;
    let token = app
        .staff_token("agent@langhe.test", Some(Role::Agent))
        .await;
    app.insert_town(&town("Neive")).await;
    let id = app.insert_article(&article("Harvest"), 1).await;

    for (path, written) in [
        ("towns/neive", vec!["towns/neive.jpg", "towns/neive.webp"]),
        (
            &format!("articles/{}/banner", id.0) as &str,
            vec![
                &format!("articles/{}/banner.jpg", id.0) as &str,
                &format!("articles/{}/banner-900w.jpg", id.0),
                &format!("articles/{}/banner-600w.webp", id.0),
            ],
        ),
        ("places/airports", vec!["places/airports.jpg"]),
    ] {
        let (status, body) = upload(&app, &token, jpeg(900, 600), path).await;
        assert_eq!(status, 200, "{path}: {body}");
        for key in written {
            let stored = app
                .state
                .images
                .get(key)
                .await
                .unwrap_or_else(|_| panic!("{key}"));
            assert!(!stored.bytes.is_empty());
        }
    }
    let town =
        image::load_from_memory(&app.state.images.get("towns/neive.jpg").await.unwrap().bytes)
            .unwrap();
    assert_eq!((town.width(), town.height()), (750, 500));
    let banner = image::load_from_memory(
        &app.state
            .images
            .get(&format!("articles/{}/banner.jpg", id.0))
            .await
            .unwrap()
            .bytes,
    )
    .unwrap();
    assert_eq!((banner.width(), banner.height()), (1800, 1200));
}

#[tokio::test]
async fn a_site_picture_of_an_unknown_town_or_article_or_a_bad_key_is_refused() {
    let app = spawn_app().await;
    let token = app
        .staff_token("agent@langhe.test", Some(Role::Agent))
        .await;

    let (status, body) = upload(&app, &token, jpeg(90, 60), "towns/atlantis").await;
    assert_error(
        StatusCode::from_u16(status).unwrap(),
        &body,
        404,
        "Town not found",
    );
    let (status, body) = upload(&app, &token, jpeg(90, 60), "articles/77/banner").await;
    assert_error(
        StatusCode::from_u16(status).unwrap(),
        &body,
        404,
        "Article not found",
    );
    for bad in ["places/Not A Key", "articles/x/banner", "towns/a/b"] {
        let (status, body) = upload(&app, &token, jpeg(90, 60), bad).await;
        assert_eq!(status, 400, "{bad}: {body}");
    }
    assert!(app.state.images.list("towns/").await.unwrap().is_empty());

    let visitor = app.staff_token("visitor@langhe.test", None).await;
    let (status, _) = upload(&app, &visitor, jpeg(90, 60), "places/alba").await;
    assert_eq!(status, 403);
}

#[tokio::test]
async fn a_listing_without_its_cover_says_so_on_its_card_and_page() {
    let app = spawn_app().await;
    let mut bare = property("321", Visibility::Visible, 1);
    bare.has_listing = false;
    app.insert_property(&bare).await;
    app.insert_property(&property("322", Visibility::Visible, 2))
        .await;

    let (status, list) = app.get_json("/api/properties").await;
    assert_eq!(status, StatusCode::OK);
    let cards = list["properties"].as_array().unwrap();
    let card = |reference: &str| {
        cards
            .iter()
            .find(|card| card["ref"] == reference)
            .unwrap_or_else(|| panic!("{reference} listed"))
            .clone()
    };
    assert_eq!(card("321")["has_listing"], false);
    assert_eq!(card("322")["has_listing"], true);
    let (_, page) = app.get_json("/api/properties/321").await;
    assert_eq!(page["has_listing"], false);
}
