//! Gallery photos stored before the thumbnail-width rendering existed get it at start-up.

use picture_store::{
    add_missing_gallery_thumbnails, encode_jpeg, gallery_thumbnail_key, webp_twin,
    ObjectStoreImages,
};
use pictures::ports::ImageStore;

fn photo(width: u32, height: u32) -> Vec<u8> {
    let picture = image::RgbImage::from_fn(width, height, |x, y| {
        image::Rgb([(x % 256) as u8, (y % 256) as u8, 90])
    });
    encode_jpeg(&picture).unwrap()
}

#[tokio::test]
async fn missing_gallery_thumbnails_are_rendered_once_beside_the_file_the_gallery_shows() {
    let dir = tempfile::tempdir().unwrap();
    let store = ObjectStoreImages::local(dir.path()).unwrap();
    let gallery = "properties/123-villa/gallery/Garden/";
    let paired = format!("{gallery}01-villa.jpg");
    let small = format!("{gallery}01-villaa.jpg");
    // Stored without an 'a' file: the gallery shows the large picture as its thumbnail.
    let lonely = format!("{gallery}02-villa.jpg");
    store.put(&paired, photo(1800, 1200)).await.unwrap();
    store.put(&small, photo(650, 433)).await.unwrap();
    store.put(&lonely, photo(1800, 1200)).await.unwrap();
    store
        .put("properties/123-villa/listing-villa.jpg", photo(750, 500))
        .await
        .unwrap();

    assert_eq!(add_missing_gallery_thumbnails(&store).await.unwrap(), 4);
    for shown in [&small, &lonely] {
        let jpg = gallery_thumbnail_key(shown).unwrap();
        let picture = image::load_from_memory(&store.get(&jpg).await.unwrap().bytes).unwrap();
        assert_eq!((picture.width(), picture.height()), (330, 220), "{jpg}");
        assert!(store.get(&webp_twin(&jpg).unwrap()).await.is_ok(), "{jpg}");
    }
    for never in [
        format!("{gallery}01-villa-330w.jpg"),
        "properties/123-villa/listing-villa-330w.jpg".to_owned(),
    ] {
        assert!(store.get(&never).await.is_err(), "{never}");
    }

    assert_eq!(
        add_missing_gallery_thumbnails(&store).await.unwrap(),
        0,
        "nothing left to do, thumbnails are not taken for photos"
    );
}
