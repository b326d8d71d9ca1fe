//! The real binary with `LANGHE_S3_BUCKET` against a real S3-compatible store (SeaweedFS,
//! which is told not to create buckets on its own): the site creates its bucket at start,
//! uploads and deletes through the API there, serves pictures from it, and writes no picture
//! under its data directory. (The demo's pictures are not seeded here: painting them takes a
//! debug build most of a minute; the backup test restores them into a bucket.)

use super::server::{admin_session_with, create_property_500, Server};
use picture_store::ObjectStoreImages;
use pictures::ports::ImageStore;
use reqwest::multipart::{Form, Part};
use serde_json::Value;
use test_services::seaweedfs::SeaweedFs;

fn jpeg() -> Vec<u8> {
    let picture = image::RgbImage::from_fn(900, 600, |x, y| {
        image::Rgb([(x % 256) as u8, (y % 256) as u8, 140])
    });
    let mut bytes = Vec::new();
    image::DynamicImage::ImageRgb8(picture)
        .write_to(
            &mut std::io::Cursor::new(&mut bytes),
            image::ImageFormat::Jpeg,
        )
        .unwrap();
    bytes
}

/// The binary keeping its pictures in `bucket` on `weed`, and the settings it runs with.
fn start_on(weed: &SeaweedFs, bucket: &str) -> (Server, Vec<(&'static str, String)>) {
    let mut environment = weed.environment();
    environment.push(("LANGHE_S3_BUCKET", bucket.to_owned()));
    let pairs: Vec<(&str, &str)> = environment
        .iter()
        .map(|(name, value)| (*name, value.as_str()))
        .collect();
    (Server::start(&pairs), environment)
}

/// `/images/{key}?v=…` → `{key}`
fn key_of(url: &str) -> &str {
    let path = url.split_once('?').map_or(url, |(path, _)| path);
    path.strip_prefix("/images/")
        .expect("a picture URL under /images")
}

#[tokio::test]
async fn the_site_creates_its_bucket_and_keeps_every_picture_there() {
    let Some(weed) = SeaweedFs::shared().await else {
        return;
    };
    let bucket = SeaweedFs::unique_bucket();
    assert!(!weed.bucket_exists(&bucket).await);
    let (server, environment) = start_on(weed, &bucket);
    assert!(weed.bucket_exists(&bucket).await, "created at start");
    let base = format!("http://{}", server.address);
    let http = reqwest::Client::new();
    let bucket_store = ObjectStoreImages::s3_from(weed.builder(&bucket))
        .await
        .unwrap();

    let environment: Vec<(&str, &str)> = environment
        .iter()
        .map(|(name, value)| (*name, value.as_str()))
        .collect();
    let token = admin_session_with(&server, &environment);
    create_property_500(&http, &server, &token).await;
    let form = Form::new()
        .part(
            "image",
            Part::bytes(jpeg())
                .file_name("photo.jpg")
                .mime_str("image/jpeg")
                .unwrap(),
        )
        .text("path", "properties/500-house-500/gallery/Garden/");
    let uploaded = http
        .post(format!("{base}/api/images"))
        .bearer_auth(&token)
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_eq!(uploaded.status(), 200);
    let uploaded: Value = uploaded.json().await.unwrap();
    let new_urls: Vec<String> = uploaded["images"]
        .as_array()
        .expect("the new pictures' URLs")
        .iter()
        .map(|url| url.as_str().unwrap().to_owned())
        .collect();
    assert_eq!(
        new_urls.len(),
        16,
        "both sizes, the gallery thumbnail, the cover a first photo makes (listing and small), \
         the page's banner it makes too (three widths) and their WebP twins: {new_urls:?}"
    );
    assert!(
        new_urls
            .iter()
            .any(|url| key_of(url).ends_with("01-pic-500a-330w.webp")),
        "the thumbnail at display width: {new_urls:?}"
    );
    assert_eq!(bucket_store.list("").await.unwrap().len(), 16);
    for url in &new_urls {
        let stored = bucket_store.get(key_of(url)).await.expect("in the bucket");
        let served = http.get(format!("{base}{url}")).send().await.unwrap();
        assert_eq!(served.status(), 200, "{url}");
        assert_eq!(
            served.bytes().await.unwrap().as_ref(),
            stored.bytes.as_slice()
        );
    }
    let galleries: Value = http
        .get(format!("{base}/api/properties/500/gallery"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(galleries[0]["name"], "Garden");
    assert_eq!(galleries[0]["pictures"].as_array().unwrap().len(), 1);

    let large = new_urls
        .iter()
        .find(|url| key_of(url).ends_with("01-pic-500.jpg"))
        .expect("the 1800 × 1200 JPEG");
    let deleted = http
        .post(format!("{base}/api/images/delete"))
        .bearer_auth(&token)
        .json(&serde_json::json!({ "path": key_of(large) }))
        .send()
        .await
        .unwrap();
    assert_eq!(deleted.status(), 200);
    let left: Vec<String> = bucket_store
        .list("")
        .await
        .unwrap()
        .into_iter()
        .map(|image| image.key)
        .collect();
    assert!(
        left.len() == 10 && left.iter().all(|key| !key.contains("/gallery/")),
        "the photo's six files deleted, the cover and banner made from it kept: {left:?}"
    );
    for url in new_urls.iter().filter(|url| url.contains("/gallery/")) {
        let gone = http.get(format!("{base}{url}")).send().await.unwrap();
        assert_eq!(gone.status(), 404, "{url}");
    }

    assert!(
        !server.data_dir.join("images").exists(),
        "nothing under the data directory's images folder"
    );
}

/// A writable bucket is one way to plant a page on the site's origin: what is not one of the
/// site's picture formats is 404 from the bucket too, and the pictures keep their fixed type.
#[tokio::test]
async fn files_planted_in_the_bucket_that_are_not_pictures_are_404() {
    let Some(weed) = SeaweedFs::shared().await else {
        return;
    };
    let bucket = SeaweedFs::unique_bucket();
    let (server, _) = start_on(weed, &bucket);
    let bucket_store = ObjectStoreImages::s3_from(weed.builder(&bucket))
        .await
        .unwrap();
    let script = b"<script>alert(document.domain)</script>".to_vec();
    for key in [
        "towns/evil.html",
        "towns/evil.js",
        "towns/evil.svg",
        "towns/alba.jpg",
    ] {
        bucket_store.put(key, script.clone()).await.unwrap();
    }
    let http = reqwest::Client::new();
    let get = |key: &str| {
        http.get(format!("http://{}/images/{key}", server.address))
            .send()
    };

    for key in ["towns/evil.html", "towns/evil.js", "towns/evil.svg"] {
        assert_eq!(get(key).await.unwrap().status(), 404, "{key}");
    }
    let picture = get("towns/alba.jpg").await.unwrap();
    assert_eq!(picture.status(), 200);
    let headers = picture.headers();
    assert_eq!(headers["content-type"], "image/jpeg");
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert_eq!(
        headers["content-security-policy"],
        "default-src 'none'; sandbox"
    );
}
