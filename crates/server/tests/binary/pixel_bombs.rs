//! Small files that declare huge pictures: refused from their declared dimensions (beyond the
//! pixel cap, or beyond what their image data can hold), before a pixel is decoded, so four
//! at once leave the server's memory alone.

use super::server::{admin_session, create_property_500, Server};
use reqwest::multipart::{Form, Part};
use std::io::Cursor;
use test_services::declared_size::declaring;

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

/// A whole 16 × 16 picture whose header declares 7000 × 7000 pixels (under the 52-megapixel
/// cap): a few hundred bytes whose scan or image data stops far short of what they declare.
fn claiming_7000_by_7000(format: image::ImageFormat) -> Vec<u8> {
    let small = image::RgbImage::from_fn(16, 16, |x, y| image::Rgb([x as u8 * 16, y as u8, 90]));
    let mut bytes = Vec::new();
    image::DynamicImage::ImageRgb8(small)
        .write_to(&mut Cursor::new(&mut bytes), format)
        .unwrap();
    declaring(&bytes, 7000, 7000)
}

/// Sends `uploads` at once: their answers, and how far the server's peak memory rose (KB).
async fn at_once(
    server: &Server,
    uploads: impl Iterator<Item = impl std::future::Future<Output = reqwest::Result<reqwest::Response>>>,
) -> (Vec<reqwest::Result<reqwest::Response>>, u64) {
    let before = server.peak_memory_kb();
    let answers = futures::future::join_all(uploads).await;
    (answers, server.peak_memory_kb() - before)
}

/// Each answer is 400 with `message`.
async fn assert_refused(answers: Vec<reqwest::Result<reqwest::Response>>, message: &str) {
    for answer in answers {
        let answer = answer.unwrap();
        let status = answer.status();
        let body: serde_json::Value = answer.json().await.unwrap();
        assert_eq!(status, 400, "{body}");
        assert_eq!(body["message"], message);
    }
}

#[tokio::test]
async fn four_pixel_bombs_at_once_are_refused_and_leave_memory_alone() {
    let server = Server::start(&[]);
    let token = admin_session(&server);
    let base = format!("http://{}", server.address);
    let http = reqwest::Client::new();
    create_property_500(&http, &server, &token).await;
    let bomb = pixel_bomb();
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
    let (answers, growth) = at_once(&server, uploads).await;
    eprintln!(
        "four {} KB 8000 × 8000 uploads at once: peak memory +{} MB",
        bomb.len() / 1024,
        growth / MB
    );

    assert_refused(
        answers,
        "the image is 8000 × 8000 pixels, more than the 52000000 allowed",
    )
    .await;
    assert!(growth < 64 * MB, "peak memory grew by {} MB", growth / MB);

    // Floor plans of a few hundred bytes claiming 7000 × 7000 pixels (a JPEG and a PNG, two
    // of each at once): each would cost about 200 MB to decode, padded out to its size.
    let bombs = [image::ImageFormat::Jpeg, image::ImageFormat::Png].map(claiming_7000_by_7000);
    let uploads = bombs.iter().chain(&bombs).map(|bomb| {
        let form = Form::new()
            .part("file", Part::bytes(bomb.clone()).file_name("plan"))
            .text("label", "Ground floor");
        http.post(format!("{base}/api/properties/500/floor-plans"))
            .bearer_auth(&token)
            .multipart(form)
            .send()
    });
    let (answers, growth) = at_once(&server, uploads).await;
    eprintln!(
        "four floor plans of {} and {} bytes claiming 7000 × 7000 at once: peak memory +{} MB",
        bombs[0].len(),
        bombs[1].len(),
        growth / MB
    );
    assert_refused(answers, "The floor plan's picture is incomplete or damaged").await;
    assert!(growth < 64 * MB, "peak memory grew by {} MB", growth / MB);
}
