//! The demo's painted photos through the adapters' picture pipeline: the WebP twins the site
//! serves beside every JPEG are worth their space on a photo-like picture.

use demo::paint_landscape;
use picture_store::{
    encode_jpeg, make_variants, UploadLimits, GALLERY_LARGE, LISTING, LISTING_SMALL,
};

#[test]
fn webp_twins_are_at_least_30_percent_smaller_than_the_jpegs() {
    let photo = paint_landscape(11, 2400, 1600);
    let variants = make_variants(
        &encode_jpeg(&photo).unwrap(),
        &[GALLERY_LARGE, LISTING, LISTING_SMALL],
        &UploadLimits::default(),
    )
    .unwrap();
    for variant in variants {
        let ratio = variant.webp.len() as f64 / variant.jpeg.len() as f64;
        assert!(ratio <= 0.7, "{:?}: WebP/JPEG = {ratio:.2}", variant.size);
    }
}
