//! Stores filled before narrower banner renderings existed get them added at start-up.

use picture_store::{
    add_missing_banner_widths, encode_jpeg, webp_twin, width_variant, ObjectStoreImages,
};
use pictures::ports::ImageStore;

fn photo() -> Vec<u8> {
    let picture = image::RgbImage::from_fn(1800, 1200, |x, y| {
        image::Rgb([(x % 256) as u8, (y % 256) as u8, 90])
    });
    encode_jpeg(&picture).unwrap()
}

#[tokio::test]
async fn missing_narrower_banners_are_rendered_once_from_the_full_size_picture() {
    let dir = tempfile::tempdir().unwrap();
    let store = ObjectStoreImages::local(dir.path()).unwrap();
    let background = "properties/123-villa/background-villa.jpg";
    let banner = "articles/7/banner.jpg";
    for key in [background, banner, "properties/123-villa/listing-villa.jpg"] {
        store.put(key, photo()).await.unwrap();
    }

    assert_eq!(add_missing_banner_widths(&store).await.unwrap(), 8);
    for full in [background, banner] {
        for (width, height) in [(900, 600), (600, 400)] {
            let jpg = width_variant(full, width).unwrap();
            let picture = image::load_from_memory(&store.get(&jpg).await.unwrap().bytes).unwrap();
            assert_eq!(
                (picture.width(), picture.height()),
                (width, height),
                "{jpg}"
            );
            assert!(store.get(&webp_twin(&jpg).unwrap()).await.is_ok(), "{jpg}");
        }
    }
    assert!(store
        .get("properties/123-villa/listing-villa-900w.jpg")
        .await
        .is_err());

    assert_eq!(
        add_missing_banner_widths(&store).await.unwrap(),
        0,
        "nothing left to do"
    );
}
