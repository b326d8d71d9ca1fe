//! Small files that declare huge pictures: refused from their declared dimensions, before a
//! pixel is decoded, so four at once leave the server's memory alone.

use super::server::{admin_session, create_property_500, Server};
use reqwest::multipart::{Form, Part};
use std::io::Cursor;

const MB: u64 = 1024;

/// An 8000 × 8000 JPEG of one grey: a few hundred KB that decode to 192 MB of RGB.
fn pixel_bomb() -> Vec<u8> {
    let grey = image::RgbImage::from_pixel(8000, 8000, image::Rgb([128, 128, 128]));
    let mut bytes = Vec::new();
    image::DynamicImage::ImageRgb8(grey)
        .write_to(&mut Cursor::new(&mut bytes), image::ImageFormat::Jpeg)
        .unwrap();
    bytes
}

#[tokio::test]
async fn four_pixel_bombs_at_once_are_refused_and_leave_memory_alone() {
    let server = Server::start(&[]);
    let token = admin_session(&server);
    let base = format!("http://{}", server.address);
    let http = reqwest::Client::new();
    create_property_500(&http, &server, &token).await;
    let bomb = pixel_bomb();
    let before = server.peak_memory_kb();

    let uploads = (0..4).map(|_| {
        let form = Form::new()
            .part(
                "image",
                Part::bytes(bomb.clone())
                    .file_name("photo.jpg")
                    .mime_str("image/jpeg")
                    .unwrap(),
            )
            .text("path", "properties/500-house-500/gallery/Garden/");
        http.post(format!("{base}/api/images"))
            .bearer_auth(&token)
            .multipart(form)
            .send()
    });
    let answers = futures::future::join_all(uploads).await;
    let growth = server.peak_memory_kb() - before;
    eprintln!(
        "four {} KB 8000 × 8000 uploads at once: peak memory {} MB → {} MB (+{} MB)",
        bomb.len() / 1024,
        before / MB,
        (before + growth) / MB,
        growth / MB
    );

    for answer in answers {
        let answer = answer.unwrap();
        let status = answer.status();
        let body: serde_json::Value = answer.json().await.unwrap();
        assert_eq!(status, 400, "{body}");
        assert_eq!(
            body["message"],
            "the image is 8000 × 8000 pixels, more than the 52000000 allowed"
        );
    }
    assert!(growth < 64 * MB, "peak memory grew by {} MB", growth / MB);
}
