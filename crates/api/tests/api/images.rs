use crate::helpers::{assert_error, spawn_app};

#[tokio::test]
async fn a_stored_image_is_served_with_its_type_and_a_long_cache_lifetime() {
    let app = spawn_app().await;
    app.state.images.put("towns/alba.webp", b"webp bytes".to_vec()).await.unwrap();

    let response = app.get("/images/towns/alba.webp").await;

    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "image/webp");
    assert_eq!(response.headers()["cache-control"], "public, max-age=31536000, immutable");
    assert_eq!(response.bytes().await.unwrap().as_ref(), b"webp bytes");
}

#[tokio::test]
async fn an_image_in_a_folder_with_a_space_is_served_from_its_encoded_url() {
    let app = spawn_app().await;
    app.put_image("properties/123/gallery/New Gallery/01.jpg").await;

    let response = app.get("/images/properties/123/gallery/New%20Gallery/01.jpg").await;

    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "image/jpeg");
}

#[tokio::test]
async fn a_missing_or_escaping_image_is_404() {
    let app = spawn_app().await;

    for path in ["/images/towns/nowhere.jpg", "/images/towns/%2e%2e/x.jpg", "/images/towns/a%5Cb.jpg"] {
        let (status, body) = app.get_json(path).await;
        assert_error(status, &body, 404, "Image not found");
    }
}
