//! The photo pipeline through POST /images: every refusal writes nothing.

use super::fixtures::property;
use crate::support::app::{assert_error, spawn_app, TestApp, IMAGE_BASE_URL};
use domain::{Role, Visibility};
use reqwest::multipart::{Form, Part};
use serde_json::Value;
use std::io::Cursor;

const FOLDER: &str = "properties/500-house-500/";

pub(super) fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let picture = image::RgbImage::from_fn(width, height, |x, y| {
        image::Rgb([(x % 256) as u8, (y % 256) as u8, 90])
    });
    let mut bytes = Vec::new();
    image::DynamicImage::ImageRgb8(picture)
        .write_to(&mut Cursor::new(&mut bytes), image::ImageFormat::Jpeg)
        .unwrap();
    bytes
}

fn png() -> Vec<u8> {
    let mut bytes = Vec::new();
    image::DynamicImage::ImageRgb8(image::RgbImage::new(40, 30))
        .write_to(&mut Cursor::new(&mut bytes), image::ImageFormat::Png)
        .unwrap();
    bytes
}

/// A JPEG header declaring 30000 × 30000 pixels with almost no data.
fn bomb() -> Vec<u8> {
    let mut bytes = jpeg(16, 16);
    let sof = bytes
        .windows(2)
        .position(|w| w == [0xFF, 0xC0])
        .expect("baseline SOF0");
    bytes[sof + 5..sof + 7].copy_from_slice(&30000u16.to_be_bytes());
    bytes[sof + 7..sof + 9].copy_from_slice(&30000u16.to_be_bytes());
    bytes
}

pub(super) async fn upload(app: &TestApp, token: &str, bytes: Vec<u8>, path: &str) -> (u16, Value) {
    let form = Form::new()
        .part(
            "image",
            Part::bytes(bytes)
                .file_name("photo.jpg")
                .mime_str("image/jpeg")
                .unwrap(),
        )
        .text("path", path.to_owned());
    let response = app
        .request(reqwest::Method::POST, "/api/images", Some(token))
        .multipart(form)
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

async fn stored(app: &TestApp) -> Vec<String> {
    app.state
        .images
        .list("properties/")
        .await
        .unwrap()
        .into_iter()
        .map(|image| image.key)
        .collect()
}

async fn app_with_property() -> (TestApp, String) {
    let app = spawn_app().await;
    app.insert_property(&property("500", Visibility::Hidden, 1))
        .await;
    let token = app
        .staff_token("agent@langhe.test", Some(Role::Agent))
        .await;
    (app, token)
}

#[tokio::test]
async fn a_gallery_upload_makes_both_sizes_and_webp_twins_numbered_after_the_highest() {
    let (app, token) = app_with_property().await;
    let gallery = format!("{FOLDER}gallery/New Gallery/");

    let (status, body) = upload(&app, &token, jpeg(900, 600), &gallery).await;
    assert_eq!(status, 200, "{body}");
    let (status, _) = upload(&app, &token, jpeg(900, 600), &gallery).await;
    assert_eq!(status, 200);

    let keys = stored(&app).await;
    for file in [
        "01-pic-500.jpg",
        "01-pic-500a.jpg",
        "01-pic-500.webp",
        "01-pic-500a.webp",
        "02-pic-500.jpg",
        "02-pic-500a.webp",
    ] {
        assert!(
            keys.contains(&format!("{gallery}{file}")),
            "{file} in {keys:?}"
        );
    }
    let large = image::load_from_memory(
        &app.state
            .images
            .get(&format!("{gallery}01-pic-500.jpg"))
            .await
            .unwrap()
            .bytes,
    )
    .unwrap();
    assert_eq!((large.width(), large.height()), (1800, 1200));

    let (_, galleries) = app
        .get_as("/api/properties/500/gallery", Some(&token))
        .await;
    assert_eq!(galleries[0]["pictures"].as_array().unwrap().len(), 2);
    let (status, _) = app
        .send_json(
            reqwest::Method::POST,
            "/api/images/delete",
            Some(&token),
            &serde_json::json!({ "path": format!("{gallery}01-pic-500.jpg"), "invalidate": true }),
        )
        .await;
    assert_eq!(status, 200);
    let (_, galleries) = app
        .get_as("/api/properties/500/gallery", Some(&token))
        .await;
    assert_eq!(galleries[0]["pictures"].as_array().unwrap().len(), 1);
    assert!(!stored(&app)
        .await
        .contains(&format!("{gallery}01-pic-500a.webp")));
}

#[tokio::test]
async fn a_background_comes_in_three_widths_and_goes_with_all_of_them() {
    let (app, token) = app_with_property().await;
    let (status, body) = upload(
        &app,
        &token,
        jpeg(2400, 1600),
        &format!("{FOLDER}background"),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let keys = stored(&app).await;
    for (file, width, height) in [
        ("background-pic-500.jpg", 1800, 1200),
        ("background-pic-500-900w.jpg", 900, 600),
        ("background-pic-500-600w.jpg", 600, 400),
    ] {
        let key = format!("{FOLDER}{file}");
        assert!(
            keys.contains(&key) && keys.contains(&key.replace(".jpg", ".webp")),
            "{file} in {keys:?}"
        );
        let picture =
            image::load_from_memory(&app.state.images.get(&key).await.unwrap().bytes).unwrap();
        assert_eq!(
            (picture.width(), picture.height()),
            (width, height),
            "{file}"
        );
    }
    // Three widths of the background and the listing and small pictures made from it, each
    // with its WebP twin.
    assert_eq!(body["images"].as_array().unwrap().len(), 10, "{body}");

    let (status, _) = app
        .send_json(
            reqwest::Method::POST,
            "/api/images/delete",
            Some(&token),
            &serde_json::json!({ "path": format!("{FOLDER}background-pic-500.jpg") }),
        )
        .await;
    assert_eq!(status, 200);
    // Every width of the background goes; the listing and small pictures stay.
    let left = stored(&app).await;
    assert!(
        left.iter().all(|key| !key.contains("/background-")),
        "{left:?}"
    );
    assert_eq!(left.len(), 4, "{left:?}");
}

#[tokio::test]
async fn refused_uploads_write_nothing() {
    let (app, token) = app_with_property().await;
    let gallery = format!("{FOLDER}gallery/Garden/");
    let valid = jpeg(300, 200);
    let truncated = valid[..valid.len() / 2].to_vec();
    let oversize = vec![0xFF; 30 * 1024 * 1024 + 1];
    let cases: Vec<(Vec<u8>, String, u16, &str)> = vec![
        (png(), gallery.clone(), 400, "the file is not a JPEG image"),
        (
            truncated,
            gallery.clone(),
            400,
            "the JPEG file is incomplete",
        ),
        (
            oversize,
            gallery.clone(),
            413,
            "the file is larger than the 31457280 bytes allowed",
        ),
        (
            bomb(),
            gallery.clone(),
            400,
            "the image is 30000 × 30000 pixels, more than the 52000000 allowed",
        ),
        (
            valid.clone(),
            format!("{FOLDER}gallery/../../../etc/"),
            400,
            "Image path not valid",
        ),
        (
            valid.clone(),
            "properties/500-house-500/../x/listing".into(),
            400,
            "Image path not valid",
        ),
        (
            valid.clone(),
            "properties/500-other/listing".into(),
            400,
            "Image path does not match the property",
        ),
        (valid.clone(), "towns/barolo".into(), 404, "Town not found"),
        (
            valid.clone(),
            "places/Not a place".into(),
            400,
            "Image path not valid",
        ),
    ];
    for (bytes, path, status, message) in cases {
        let (got, body) = upload(&app, &token, bytes, &path).await;
        assert_error(
            reqwest::StatusCode::from_u16(got).unwrap(),
            &body,
            status,
            message,
        );
        assert!(
            stored(&app).await.is_empty(),
            "{path}: something was written"
        );
    }
}

/// What a visitor's browser gets for an image URL from the API (served by the binary under
/// `/images`, whatever CDN base the URL names).
async fn fetch_image(app: &TestApp, url: &str) -> reqwest::Response {
    let path = url
        .strip_prefix(IMAGE_BASE_URL)
        .unwrap_or_else(|| panic!("{url} under the image base"));
    app.get(&format!("/images{path}")).await
}

async fn public_listing_url(app: &TestApp) -> String {
    let (_, detail) = app.get_json("/api/properties/500").await;
    let (_, list) = app.get_json("/api/properties?skip=0&take=10").await;
    let listed = list["properties"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["ref"] == "500")
        .unwrap();
    assert_eq!(
        listed["listing_image"], detail["listing_image"],
        "list and detail agree"
    );
    assert_eq!(listed["pictures_version"], detail["pictures_version"]);
    let url = detail["listing_image"].as_str().unwrap().to_owned();
    assert_eq!(
        url,
        format!(
            "{IMAGE_BASE_URL}/{FOLDER}listing-pic-500.jpg?v={}",
            detail["pictures_version"].as_str().unwrap()
        )
    );
    url
}

#[tokio::test]
async fn uploading_a_new_listing_picture_changes_the_url_a_visitor_gets() {
    let app = spawn_app().await;
    app.insert_property(&property("500", Visibility::Visible, 1))
        .await;
    let token = app
        .staff_token("agent@langhe.test", Some(Role::Agent))
        .await;

    let (status, _) = upload(&app, &token, jpeg(900, 600), &format!("{FOLDER}listing")).await;
    assert_eq!(status, 200);
    let first = public_listing_url(&app).await;
    let (status, body) = upload(&app, &token, jpeg(1200, 800), &format!("{FOLDER}listing")).await;
    assert_eq!(status, 200, "{body}");
    let second = public_listing_url(&app).await;

    assert_ne!(second, first, "new bytes, new URL");
    assert!(
        body["images"]
            .as_array()
            .unwrap()
            .contains(&second.clone().into()),
        "{body}"
    );
    let response = fetch_image(&app, &second).await;
    assert_eq!(response.status(), 200);
    assert_eq!(
        response.headers()["cache-control"],
        "public, max-age=31536000, immutable"
    );
    let served = image::load_from_memory(&response.bytes().await.unwrap()).unwrap();
    assert_eq!((served.width(), served.height()), (750, 500));
}

#[tokio::test]
async fn a_background_upload_to_its_own_key_makes_the_listing_pictures_too_and_removing_it_moves_the_version(
) {
    let (app, token) = app_with_property().await;
    let (_, without) = app.get_as("/api/properties/500", Some(&token)).await;
    assert!(
        without.get("background_image").is_none(),
        "no background yet: {without}"
    );

    let (status, body) = upload(
        &app,
        &token,
        jpeg(900, 600),
        &format!("/images/{FOLDER}background-pic-500.jpg"),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let keys = stored(&app).await;
    for file in [
        "background-pic-500.jpg",
        "listing-pic-500.webp",
        "small-pic-500.jpg",
    ] {
        assert!(
            keys.contains(&format!("{FOLDER}{file}")),
            "{file} in {keys:?}"
        );
    }
    let (_, before) = app.get_as("/api/properties/500", Some(&token)).await;
    let background = before["background_image"].as_str().unwrap();
    assert!(before["background_image_webp"]
        .as_str()
        .unwrap()
        .contains("/background-pic-500.webp?v="));

    let (status, _) = app
        .send_json(
            reqwest::Method::POST,
            "/api/images/delete",
            Some(&token),
            &serde_json::json!({ "path": background, "invalidate": true }),
        )
        .await;
    assert_eq!(status, 200);
    assert!(!stored(&app)
        .await
        .contains(&format!("{FOLDER}background-pic-500.jpg")));
    let (_, after) = app.get_as("/api/properties/500", Some(&token)).await;
    assert_ne!(after["pictures_version"], before["pictures_version"]);
    assert!(
        after.get("background_image").is_none(),
        "background removed: {after}"
    );
}

#[tokio::test]
async fn a_gallery_photo_uploaded_again_under_a_freed_number_gets_a_new_url() {
    let (app, token) = app_with_property().await;
    let gallery = format!("{FOLDER}gallery/Garden/");
    for _ in 0..2 {
        assert_eq!(upload(&app, &token, jpeg(900, 600), &gallery).await.0, 200);
    }
    let (_, galleries) = app
        .get_as("/api/properties/500/gallery", Some(&token))
        .await;
    let second = galleries[0]["pictures"][1].as_str().unwrap().to_owned();
    assert!(second.contains("/02-pic-500.jpg?v="), "{second}");
    let small = galleries[0]["small_pictures"][1]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(small.contains("/02-pic-500a.jpg?v="), "{small}");

    let delete = serde_json::json!({ "path": second, "invalidate": false });
    assert_eq!(
        app.send_json(
            reqwest::Method::POST,
            "/api/images/delete",
            Some(&token),
            &delete
        )
        .await
        .0,
        200
    );
    assert_eq!(upload(&app, &token, jpeg(600, 900), &gallery).await.0, 200);
    let (_, galleries) = app
        .get_as("/api/properties/500/gallery", Some(&token))
        .await;
    let again = galleries[0]["pictures"][1].as_str().unwrap();

    assert!(
        again.contains("/02-pic-500.jpg?v="),
        "numbering continues after the highest: {again}"
    );
    assert_ne!(again, second);
}

#[tokio::test]
async fn a_gallery_photo_comes_with_a_thumbnail_at_display_width_that_goes_with_it() {
    let (app, token) = app_with_property().await;
    let gallery = format!("{FOLDER}gallery/Garden/");
    let (status, body) = upload(&app, &token, jpeg(900, 600), &gallery).await;
    assert_eq!(status, 200, "{body}");

    let thumb = format!("{gallery}01-pic-500a-330w.jpg");
    let keys = stored(&app).await;
    for key in [&thumb, &format!("{gallery}01-pic-500a-330w.webp")] {
        assert!(keys.contains(key), "{key} in {keys:?}");
    }
    let picture =
        image::load_from_memory(&app.state.images.get(&thumb).await.unwrap().bytes).unwrap();
    assert_eq!((picture.width(), picture.height()), (330, 220));

    // The gallery names the photo once; the thumbnail is served beside its small file.
    let (_, galleries) = app
        .get_as("/api/properties/500/gallery", Some(&token))
        .await;
    assert_eq!(galleries[0]["pictures"].as_array().unwrap().len(), 1);
    let small = galleries[0]["small_pictures"][0].as_str().unwrap();
    let thumb_url = small.replace("a.jpg?", "a-330w.webp?");
    assert_ne!(thumb_url, small);
    let response = fetch_image(&app, &thumb_url).await;
    assert_eq!(response.status(), 200, "{thumb_url}");
    assert_eq!(response.headers()["content-type"], "image/webp");

    let (status, _) = app
        .send_json(
            reqwest::Method::POST,
            "/api/images/delete",
            Some(&token),
            &serde_json::json!({ "path": format!("{gallery}01-pic-500.jpg"), "invalidate": true }),
        )
        .await;
    assert_eq!(status, 200);
    let left: Vec<String> = stored(&app)
        .await
        .into_iter()
        .filter(|key| key.starts_with(&gallery))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}
