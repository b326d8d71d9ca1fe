//! `PhotoCaptions` contract.

use super::fixtures::{instant, property, reference};
use adapters::repositories::{SqlPhotoCaptions, SqlPropertyRepository};
use domain::photo_caption::{CaptionedPhoto, PhotoCaption, PhotoName};
use domain::ports::{PhotoCaptions, PropertyRepository, RepositoryError};
use domain::Visibility;
use sea_orm::DatabaseConnection;

fn photo(gallery: &str, file: &str) -> PhotoName {
    PhotoName {
        gallery: gallery.into(),
        file: file.into(),
    }
}

fn caption(text: &str) -> Option<PhotoCaption> {
    PhotoCaption::parse(text).unwrap()
}

/// The property's captions as (gallery, file, caption).
async fn shown(captions: &SqlPhotoCaptions, reference_text: &str) -> Vec<(String, String, String)> {
    captions
        .of_property(&reference(reference_text))
        .await
        .unwrap()
        .into_iter()
        .map(|CaptionedPhoto { photo, caption }| {
            (photo.gallery, photo.file, caption.as_str().to_owned())
        })
        .collect()
}

fn row(gallery: &str, file: &str, text: &str) -> (String, String, String) {
    (gallery.into(), file.into(), text.into())
}

async fn with_properties(conn: &DatabaseConnection, refs: &[&str]) -> SqlPropertyRepository {
    let properties = SqlPropertyRepository::new(conn.clone());
    for (day, text) in refs.iter().enumerate() {
        properties
            .create(
                &property(text, Visibility::Visible, instant(day as i64)),
                None,
            )
            .await
            .unwrap();
    }
    properties
}

pub async fn set_replace_clear_and_read_in_order(conn: DatabaseConnection) {
    with_properties(&conn, &["801", "802"]).await;
    let captions = SqlPhotoCaptions::new(conn);
    let r801 = reference("801");
    captions
        .set(&r801, &photo("Garden", "02-v.jpg"), caption("The pool"))
        .await
        .unwrap();
    captions
        .set(
            &r801,
            &photo("Attic", "01-v.jpg"),
            caption("Beams, 1780 — «tetto» & 'more'"),
        )
        .await
        .unwrap();
    captions
        .set(
            &reference("802"),
            &photo("Garden", "02-v.jpg"),
            caption("Another home"),
        )
        .await
        .unwrap();
    assert_eq!(
        shown(&captions, "801").await,
        [
            row("Attic", "01-v.jpg", "Beams, 1780 — «tetto» & 'more'"),
            row("Garden", "02-v.jpg", "The pool"),
        ]
    );

    captions
        .set(
            &r801,
            &photo("Garden", "02-v.jpg"),
            caption("The pool at dusk"),
        )
        .await
        .unwrap();
    captions
        .set(&r801, &photo("Attic", "01-v.jpg"), None)
        .await
        .unwrap();
    // Clearing a photo with no caption is no error.
    captions
        .set(&r801, &photo("Attic", "09-v.jpg"), None)
        .await
        .unwrap();
    assert_eq!(
        shown(&captions, "801").await,
        [row("Garden", "02-v.jpg", "The pool at dusk")]
    );
    assert_eq!(
        shown(&captions, "802").await,
        [row("Garden", "02-v.jpg", "Another home")],
        "another property's captions are untouched"
    );
    assert!(shown(&captions, "803").await.is_empty());
}

pub async fn a_caption_for_an_unknown_property_is_an_unknown_reference(conn: DatabaseConnection) {
    let captions = SqlPhotoCaptions::new(conn);
    let error = captions
        .set(
            &reference("899"),
            &photo("Garden", "01-v.jpg"),
            caption("The pool"),
        )
        .await
        .unwrap_err();
    assert!(
        matches!(error, RepositoryError::UnknownReference),
        "{error:?}"
    );
}

pub async fn renames_move_captions_in_chains_and_only_in_their_gallery(conn: DatabaseConnection) {
    with_properties(&conn, &["811"]).await;
    let captions = SqlPhotoCaptions::new(conn);
    let r = reference("811");
    for (gallery, file, text) in [
        ("Garden", "01-v.jpg", "First"),
        ("Garden", "02-v.jpg", "Second"),
        ("Attic", "01-v.jpg", "Attic first"),
    ] {
        captions
            .set(&r, &photo(gallery, file), caption(text))
            .await
            .unwrap();
    }
    // 01 → 02 and 02 → 03 at once: each caption moves from where it was.
    captions
        .rename(
            &r,
            "Garden",
            vec![
                ("01-v.jpg".into(), "02-v.jpg".into()),
                ("02-v.jpg".into(), "03-v.jpg".into()),
                ("05-v.jpg".into(), "06-v.jpg".into()),
            ],
        )
        .await
        .unwrap();
    assert_eq!(
        shown(&captions, "811").await,
        [
            row("Attic", "01-v.jpg", "Attic first"),
            row("Garden", "02-v.jpg", "First"),
            row("Garden", "03-v.jpg", "Second"),
        ]
    );
}

pub async fn captions_go_with_their_property(conn: DatabaseConnection) {
    let properties = with_properties(&conn, &["821", "822"]).await;
    let captions = SqlPhotoCaptions::new(conn);
    for text in ["821", "822"] {
        captions
            .set(
                &reference(text),
                &photo("Garden", "01-v.jpg"),
                caption("The pool"),
            )
            .await
            .unwrap();
    }
    properties.delete(&reference("821")).await.unwrap();
    assert!(shown(&captions, "821").await.is_empty());
    assert_eq!(shown(&captions, "822").await.len(), 1);
}
