//! A property's floor plans through the API (`plans::floor_plans`): the staff add, change,
//! order and delete them; the page's media lists them; the drawings (JPEG or PNG) are served
//! and kept private with the property's pictures, a PDF is downloaded as a document is; every
//! refusal stores nothing.

use super::fixtures::property;
use super::staff_images::jpeg;
use crate::support::app::{assert_error, spawn_app, TestApp, IMAGE_BASE_URL};
use domain::{Role, Visibility};
use reqwest::multipart::{Form, Part};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use test_services::camera_metadata::{has_exif, with_exif};

const PLANS: &str = "properties/600-house-600/plans/";

async fn app_with(visibility: Visibility) -> (TestApp, String) {
    let app = spawn_app().await;
    app.insert_property(&property("600", visibility, 1)).await;
    let token = app
        .staff_token("agent@langhe.test", Some(Role::Agent))
        .await;
    (app, token)
}

async fn upload(
    app: &TestApp,
    token: Option<&str>,
    bytes: Vec<u8>,
    label: &str,
    area: Option<&str>,
) -> (StatusCode, Value) {
    let mut form = Form::new()
        .part(
            "file",
            Part::bytes(bytes)
                .file_name("plan.jpg")
                .mime_str("image/jpeg")
                .unwrap(),
        )
        .text("label", label.to_owned());
    if let Some(area) = area {
        form = form.text("area_sqm", area.to_owned());
    }
    let response = app
        .request(Method::POST, "/api/properties/600/floor-plans", token)
        .multipart(form)
        .send()
        .await
        .unwrap();
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

/// What a browser gets for a drawing's URL (served under `/images`, whatever CDN base the
/// URL names).
async fn fetch_drawing(app: &TestApp, url: &str) -> reqwest::Response {
    let path = url
        .strip_prefix(IMAGE_BASE_URL)
        .unwrap_or_else(|| panic!("{url} under the image base"));
    app.get(&format!("/images{path}")).await
}

async fn stored_drawings(app: &TestApp) -> usize {
    app.state.images.list(PLANS).await.unwrap().len()
}

#[tokio::test]
async fn a_drawing_is_listed_with_its_floor_and_served_as_a_picture() {
    let (app, token) = app_with(Visibility::Visible).await;
    let (status, plan) = upload(
        &app,
        Some(&token),
        jpeg(40, 30),
        " Ground floor ",
        Some("120"),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{plan}");
    assert_eq!(plan["label"], "Ground floor");
    assert_eq!(plan["area_sqm"], 120);
    let (status, second) = upload(&app, Some(&token), jpeg(40, 30), "Attic", None).await;
    assert_eq!(status, StatusCode::OK, "{second}");
    assert_eq!(second.get("area_sqm"), None);

    let (status, media) = app.get_json("/api/properties/600/media").await;
    assert_eq!(status, StatusCode::OK);
    let labels: Vec<&str> = media["floor_plans"]
        .as_array()
        .unwrap()
        .iter()
        .map(|plan| plan["label"].as_str().unwrap())
        .collect();
    assert_eq!(labels, ["Ground floor", "Attic"]);
    let image = media["floor_plans"][0]["image"].as_str().unwrap();
    assert!(image.contains(PLANS), "{image}");
    assert!(image.ends_with("-ground-floor.jpg"), "{image}");
    let served = fetch_drawing(&app, image).await;
    assert_eq!(served.status(), StatusCode::OK);
    assert_eq!(served.headers()["content-type"], "image/jpeg");
    assert_eq!(stored_drawings(&app).await, 2);
}

#[tokio::test]
async fn a_drawing_is_published_redrawn_whole_without_its_metadata() {
    let (app, token) = app_with(Visibility::Visible).await;
    let (status, plan) = upload(
        &app,
        Some(&token),
        with_exif(&jpeg(3000, 1000)),
        "Ground floor",
        None,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{plan}");

    let served = fetch_drawing(&app, plan["image"].as_str().unwrap()).await;
    assert_eq!(served.status(), StatusCode::OK);
    let bytes = served.bytes().await.unwrap();
    assert!(!has_exif(&bytes), "no EXIF published");
    let drawing = image::load_from_memory(&bytes).unwrap();
    assert_eq!(
        (drawing.width(), drawing.height()),
        (plans::FLOOR_PLAN_LONGEST_EDGE, 800),
        "whole, within the longest edge"
    );
}

#[tokio::test]
async fn a_png_is_published_as_a_picture_and_a_pdf_downloads_as_a_document() {
    let (app, token) = app_with(Visibility::Visible).await;
    let mut png = Vec::new();
    image::DynamicImage::ImageRgba8(image::RgbaImage::new(60, 40))
        .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
        .unwrap();
    let (status, picture) = upload(&app, Some(&token), png, "Ground floor", None).await;
    assert_eq!(status, StatusCode::OK, "{picture}");
    assert_eq!(picture["format"], "picture");
    let served = fetch_drawing(&app, picture["image"].as_str().unwrap()).await;
    assert_eq!(served.headers()["content-type"], "image/jpeg");
    assert_eq!(
        image::load_from_memory(&served.bytes().await.unwrap())
            .unwrap()
            .into_rgb8()
            .get_pixel(5, 5)
            .0,
        [255, 255, 255],
        "a transparent drawing on white"
    );

    let pdf = b"%PDF-1.7\n<html><script>alert(1)</script>\n%%EOF".to_vec();
    let (status, plan) = upload(&app, Some(&token), pdf.clone(), "First floor", None).await;
    assert_eq!(status, StatusCode::OK, "{plan}");
    assert_eq!(plan["format"], "pdf");
    let (_, media) = app.get_json("/api/properties/600/media").await;
    let listed = &media["floor_plans"][1];
    assert_eq!(
        (&listed["label"], &listed["format"]),
        (&json!("First floor"), &json!("pdf"))
    );
    let link = listed["image"].as_str().unwrap();
    assert_eq!(
        link,
        format!("/api/properties/600/floor-plans/{}/pdf", plan["id"])
    );
    // A visitor's download: the bytes as sent, saved as a file, never a page of the site.
    let download = app.get(link).await;
    assert_eq!(download.status(), StatusCode::OK);
    let headers = download.headers().clone();
    assert_eq!(headers["content-type"], "application/pdf");
    assert_eq!(
        headers["content-disposition"],
        "attachment; filename=\"floor-plan-first-floor.pdf\""
    );
    assert!(
        headers["content-security-policy"]
            .to_str()
            .unwrap()
            .starts_with("sandbox"),
        "{headers:?}"
    );
    assert_eq!(download.bytes().await.unwrap().to_vec(), pdf);
    // Kept with the documents, outside the pictures: the picture route never serves it.
    assert_eq!(stored_drawings(&app).await, 1);
    let kept = app.state.images.list("documents/600/plans/").await.unwrap();
    assert_eq!(kept.len(), 1);
    // A picture plan has no PDF to download.
    let not_a_pdf = app
        .get(&format!(
            "/api/properties/600/floor-plans/{}/pdf",
            picture["id"]
        ))
        .await;
    assert_eq!(not_a_pdf.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_refused_drawing_or_floor_stores_nothing() {
    let (app, token) = app_with(Visibility::Visible).await;
    let broken_png = b"\x89PNG\r\n\x1a\n0000".to_vec();
    let whole = jpeg(200, 100);
    let truncated = whole[..whole.len() / 2].to_vec();
    for (bytes, label, area, status, message) in [
        (
            b"GIF89a not a plan".to_vec(),
            "Ground floor",
            None,
            400,
            "A floor plan must be a .jpg or .png picture, or a PDF",
        ),
        (
            broken_png,
            "Ground floor",
            None,
            400,
            "The floor plan's picture is incomplete or damaged",
        ),
        (
            truncated,
            "Ground floor",
            None,
            400,
            "The floor plan's picture is incomplete or damaged",
        ),
        (jpeg(20, 20), "   ", None, 400, "Floor label missing"),
        (
            jpeg(20, 20),
            &"x".repeat(61)[..],
            None,
            400,
            "Floor label longer than 60 characters",
        ),
        (
            jpeg(20, 20),
            "Cellar",
            Some("0"),
            400,
            "Floor area must be between 1 and 10000 m²",
        ),
    ] {
        let (got, body) = upload(&app, Some(&token), bytes, label, area).await;
        assert_error(got, &body, status, message);
    }
    let mut huge = jpeg(20, 20);
    huge.resize(plans::MAX_FLOOR_PLAN_BYTES + 1, 0);
    let (status, body) = upload(&app, Some(&token), huge, "Ground floor", None).await;
    assert_error(status, &body, 413, "A floor plan must be at most 10 MB");
    let (status, body) = upload(&app, None, jpeg(20, 20), "Ground floor", None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    assert_eq!(stored_drawings(&app).await, 0);

    let response = app
        .request(
            Method::POST,
            "/api/properties/599/floor-plans",
            Some(&token),
        )
        .multipart(
            Form::new()
                .part("file", Part::bytes(jpeg(20, 20)))
                .text("label", "Ground"),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_hidden_propertys_drawings_reach_staff_only() {
    let (app, token) = app_with(Visibility::Hidden).await;
    let (status, plan) = upload(&app, Some(&token), jpeg(40, 30), "Ground floor", None).await;
    assert_eq!(status, StatusCode::OK, "{plan}");
    let (status, _) = app.get_json("/api/properties/600/media").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    // The staff's link carries a grant; without it the drawing is not there for anyone.
    let granted = plan["image"].as_str().unwrap();
    assert!(granted.contains("access="), "{granted}");
    assert_eq!(fetch_drawing(&app, granted).await.status(), StatusCode::OK);
    let bare = granted.split_once('?').unwrap().0;
    assert_eq!(
        fetch_drawing(&app, bare).await.status(),
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn staff_rename_order_and_delete_floors() {
    let (app, token) = app_with(Visibility::Visible).await;
    let (_, ground) = upload(&app, Some(&token), jpeg(40, 30), "Ground", Some("90")).await;
    let (_, first) = upload(&app, Some(&token), jpeg(40, 30), "First", None).await;
    let (ground, first) = (
        ground["id"].as_i64().unwrap(),
        first["id"].as_i64().unwrap(),
    );

    let (status, changed) = app
        .send_json(
            Method::PUT,
            &format!("/api/properties/600/floor-plans/{ground}"),
            Some(&token),
            &json!({ "label": "Ground floor", "area_sqm": null }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{changed}");
    assert_eq!(changed["label"], "Ground floor");
    assert_eq!(changed.get("area_sqm"), None);
    let (status, body) = app
        .send_json(
            Method::PUT,
            &format!("/api/properties/600/floor-plans/{ground}"),
            Some(&token),
            &json!({ "label": "", "area_sqm": 10 }),
        )
        .await;
    assert_error(status, &body, 400, "Floor label missing");

    let (status, body) = app
        .send_json(
            Method::PUT,
            "/api/properties/600/floor-plans/order",
            Some(&token),
            &json!({ "ids": [first] }),
        )
        .await;
    assert_error(
        status,
        &body,
        400,
        "The order must name each floor plan of the property once",
    );
    let (status, ordered) = app
        .send_json(
            Method::PUT,
            "/api/properties/600/floor-plans/order",
            Some(&token),
            &json!({ "ids": [first, ground] }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{ordered}");
    assert_eq!(ordered[0]["label"], "First");
    let (_, media) = app.get_json("/api/properties/600/media").await;
    assert_eq!(media["floor_plans"][1]["label"], "Ground floor");

    let (status, deleted) = app
        .send_json(
            Method::DELETE,
            &format!("/api/properties/600/floor-plans/{first}"),
            Some(&token),
            &Value::Null,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{deleted}");
    assert_eq!(stored_drawings(&app).await, 1);
    let (status, body) = app
        .send_json(
            Method::DELETE,
            &format!("/api/properties/600/floor-plans/{first}"),
            Some(&token),
            &Value::Null,
        )
        .await;
    assert_error(status, &body, 404, "Floor plan not found");
}

#[tokio::test]
async fn deleting_a_property_deletes_its_drawings() {
    let (app, token) = app_with(Visibility::Visible).await;
    let (status, _) = upload(&app, Some(&token), jpeg(40, 30), "Ground", None).await;
    assert_eq!(status, StatusCode::OK);
    let admin = app
        .staff_token("admin@langhe.test", Some(Role::Admin))
        .await;
    let (status, body) = app
        .send_json(
            Method::DELETE,
            "/api/properties/600",
            Some(&admin),
            &Value::Null,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(stored_drawings(&app).await, 0);
}
