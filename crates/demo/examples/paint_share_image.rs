//! Paints the site's default link-preview picture (1200 × 630 JPEG) with the demo painter, so
//! no photograph is needed. Usage: cargo run --example paint_share_image -- frontend/public/og-image.jpg

use demo::painter::paint_landscape;
use image::codecs::jpeg::JpegEncoder;

fn main() -> anyhow::Result<()> {
    let target = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "og-image.jpg".to_owned());
    let picture = paint_landscape(7, 1200, 630);
    let mut bytes = Vec::new();
    JpegEncoder::new_with_quality(&mut bytes, 82).encode_image(&picture)?;
    std::fs::write(&target, bytes)?;
    println!("wrote {target}");
    Ok(())
}
