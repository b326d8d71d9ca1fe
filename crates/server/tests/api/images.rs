//! `/images/*`: a versioned URL (`?v=` or `/images/v/{version}/…`) is cached for a year; an
//! unversioned one briefly, with validators and 304 answers.

use crate::support::app::{assert_error, spawn_app};

#[tokio::test]
async fn a_versioned_image_is_served_with_its_type_and_a_year_long_immutable_lifetime() {
    let app = spawn_app().await;
    app.state
        .images
        .put("towns/alba.webp", b"webp bytes".to_vec())
        .await
        .unwrap();

    let response = app.get("/images/towns/alba.webp?v=1732300000123").await;

    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "image/webp");
    assert_eq!(
        response.headers()["cache-control"],
        "public, max-age=31536000, immutable"
    );
    assert!(response.headers().contains_key("etag"));
    assert_eq!(response.bytes().await.unwrap().as_ref(), b"webp bytes");
}

#[tokio::test]
async fn a_version_in_the_path_is_kept_a_year_while_it_is_the_pictures_and_briefly_after() {
    let app = spawn_app().await;
    let version = app
        .state
        .images
        .put("properties/101-villa/listing-villa.jpg", b"first".to_vec())
        .await
        .unwrap();
    let url = format!("/images/v/{version}/properties/101-villa/listing-villa.jpg");
    app.insert_property(&super::fixtures::property(
        "101",
        domain::Visibility::Visible,
        1,
    ))
    .await;

    let current = app.get(&url).await;
    assert_eq!(current.status(), 200);
    assert_eq!(current.headers()["content-type"], "image/jpeg");
    assert_eq!(
        current.headers()["cache-control"],
        "public, max-age=31536000, immutable"
    );
    assert_eq!(current.headers()["etag"], format!("\"{version}\""));
    assert_eq!(current.bytes().await.unwrap().as_ref(), b"first");

    // New bytes under the key: the old URL shows them, but is no longer promised for a year.
    app.state
        .images
        .put("properties/101-villa/listing-villa.jpg", b"second".to_vec())
        .await
        .unwrap();
    let outdated = app.get(&url).await;
    assert_eq!(outdated.status(), 200);
    assert_eq!(outdated.headers()["cache-control"], "public, max-age=300");
    assert_eq!(outdated.bytes().await.unwrap().as_ref(), b"second");

    // The query form keeps answering for the URLs already out there.
    let query_form = app
        .get("/images/properties/101-villa/listing-villa.jpg?v=1")
        .await;
    assert_eq!(query_form.status(), 200);
    assert_eq!(query_form.bytes().await.unwrap().as_ref(), b"second");
}

#[tokio::test]
async fn a_hidden_propertys_picture_is_as_hidden_with_a_version_in_the_path() {
    let app = spawn_app().await;
    let version = app
        .state
        .images
        .put(
            "properties/102-villa/listing-villa.jpg",
            b"private".to_vec(),
        )
        .await
        .unwrap();
    app.insert_property(&super::fixtures::property(
        "102",
        domain::Visibility::Hidden,
        1,
    ))
    .await;

    let response = app
        .get(&format!(
            "/images/v/{version}/properties/102-villa/listing-villa.jpg"
        ))
        .await;
    assert_eq!(response.status(), 404);
}

#[tokio::test]
async fn an_unversioned_image_is_cached_briefly_with_validators() {
    let app = spawn_app().await;
    let version = app
        .state
        .images
        .put("towns/alba.jpg", b"jpeg bytes".to_vec())
        .await
        .unwrap();

    let response = app.get("/images/towns/alba.jpg").await;

    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["cache-control"], "public, max-age=300");
    assert_eq!(response.headers()["etag"], format!("\"{version}\""));
    let last_modified = response.headers()["last-modified"].to_str().unwrap();
    assert!(last_modified.ends_with(" GMT"), "{last_modified}");
    assert_eq!(response.bytes().await.unwrap().as_ref(), b"jpeg bytes");
}

#[tokio::test]
async fn a_matching_etag_is_answered_304_without_the_body_and_a_stale_one_gets_the_new_bytes() {
    let app = spawn_app().await;
    app.state
        .images
        .put("towns/alba.jpg", b"old".to_vec())
        .await
        .unwrap();
    let etag = app.get("/images/towns/alba.jpg").await.headers()["etag"]
        .to_str()
        .unwrap()
        .to_owned();

    let conditional = |etag: String| {
        app.client()
            .get(format!("{}/images/towns/alba.jpg", app.address))
            .header("If-None-Match", etag)
            .send()
    };
    let unchanged = conditional(etag.clone()).await.unwrap();
    assert_eq!(unchanged.status(), 304);
    assert_eq!(unchanged.headers()["etag"], etag.as_str());
    assert_eq!(unchanged.headers()["cache-control"], "public, max-age=300");
    assert!(unchanged.bytes().await.unwrap().is_empty());

    app.state
        .images
        .put("towns/alba.jpg", b"new bytes".to_vec())
        .await
        .unwrap();
    let changed = conditional(etag.clone()).await.unwrap();
    assert_eq!(changed.status(), 200);
    assert_ne!(changed.headers()["etag"], etag.as_str());
    assert_eq!(changed.bytes().await.unwrap().as_ref(), b"new bytes");
}

#[tokio::test]
async fn an_unchanged_image_since_its_last_modified_date_is_304() {
    let app = spawn_app().await;
    app.state
        .images
        .put("towns/alba.jpg", b"jpeg".to_vec())
        .await
        .unwrap();
    let first = app.get("/images/towns/alba.jpg").await;
    let last_modified = first.headers()["last-modified"]
        .to_str()
        .unwrap()
        .to_owned();

    let again = app
        .client()
        .get(format!("{}/images/towns/alba.jpg", app.address))
        .header("If-Modified-Since", last_modified)
        .send()
        .await
        .unwrap();

    assert_eq!(again.status(), 304);
}

#[tokio::test]
async fn an_image_in_a_folder_with_a_space_is_served_from_its_encoded_url() {
    let app = spawn_app().await;
    let listed = super::fixtures::property("123", domain::Visibility::Unlisted, 0);
    app.insert_property(&listed).await;
    app.put_image("properties/123/gallery/New Gallery/01.jpg")
        .await;

    let key = app.share_key("123").await;
    let response = app
        .get(&format!(
            "/images/properties/123/gallery/New%20Gallery/01.jpg?key={key}"
        ))
        .await;

    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "image/jpeg");
}

#[tokio::test]
async fn a_missing_or_escaping_image_is_404() {
    let app = spawn_app().await;

    for path in [
        "/images/towns/nowhere.jpg",
        "/images/towns/%2e%2e/x.jpg",
        "/images/towns/a%5Cb.jpg",
    ] {
        let (status, body) = app.get_json(path).await;
        assert_error(status, &body, 404, "Image not found");
    }
    let conditional = app
        .client()
        .get(format!("{}/images/towns/nowhere.jpg", app.address))
        .header("If-None-Match", "*")
        .send()
        .await
        .unwrap();
    assert_eq!(conditional.status(), 404);
}

/// What a planted file would need to run as a page or a script of the site's origin.
pub const PLANTED: [(&str, &[u8]); 3] = [
    (
        "towns/evil.html",
        b"<script>fetch('/api/users/me').then(r => r.text()).then(alert)</script>",
    ),
    ("towns/evil.js", b"alert(document.domain)"),
    (
        "towns/evil.svg",
        b"<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>",
    ),
];

#[tokio::test]
async fn files_planted_in_the_image_folder_that_are_not_pictures_are_404() {
    let app = spawn_app().await;
    let towns = app.images_dir().join("towns");
    std::fs::create_dir_all(&towns).unwrap();
    for (key, bytes) in PLANTED {
        std::fs::write(app.images_dir().join(key), bytes).unwrap();
    }

    for (key, _) in PLANTED {
        for query in ["", "?v=1"] {
            let (status, body) = app.get_json(&format!("/images/{key}{query}")).await;
            assert_error(status, &body, 404, "Image not found");
        }
    }
}

#[tokio::test]
async fn pictures_go_out_with_a_fixed_type_no_sniffing_and_a_sandbox_policy() {
    let app = spawn_app().await;
    for key in ["towns/alba.jpg", "towns/alba.webp"] {
        // Bytes that are no picture at all: the type still follows the format, not the bytes.
        app.state
            .images
            .put(key, b"<html><script>alert(1)</script>".to_vec())
            .await
            .unwrap();
    }

    for (path, content_type) in [
        ("/images/towns/alba.jpg", Some("image/jpeg")),
        ("/images/towns/alba.webp?v=1", Some("image/webp")),
        ("/images/towns/missing.jpg", None),
        ("/images/towns/evil.html", None),
    ] {
        let response = app.get(path).await;
        let headers = response.headers();
        assert_eq!(
            headers.get("content-type").and_then(|v| v.to_str().ok()),
            Some(content_type.unwrap_or("application/json; charset=utf-8")),
            "{path}"
        );
        assert_eq!(headers["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(
            headers["content-security-policy"], "default-src 'none'; sandbox",
            "{path}"
        );
    }
}
