//! A photo's caption in the property page's source (issue 26): the cover's describes the
//! link preview's picture, and each captioned photo is an `ImageObject` with its `caption` in
//! the page's structured data, within the schema.org vocabulary.

use crate::support::pages::*;
use crate::support::schema_org::Vocabulary;
use domain::photo_caption::{PhotoCaption, PhotoName};
use domain::ports::ContentChange;
use domain::Visibility;

const GALLERY: &str = "properties/123-farmhouse-barolo/gallery/Garden/";

async fn page(site: &TestApp) -> String {
    let response = site
        .in_process
        .get("/property/for-sale/in-italy/123")
        .send()
        .await;
    response.assert_status_is_ok();
    body_text(response).await
}

async fn caption(site: &TestApp, file: &str, text: &str) {
    site.state
        .photo_captions
        .set(
            &domain::Ref::parse("123").unwrap(),
            &PhotoName {
                gallery: "Garden".into(),
                file: file.into(),
            },
            PhotoCaption::parse(text).unwrap(),
        )
        .await
        .unwrap();
}

#[tokio::test]
async fn the_cover_and_gallery_captions_are_in_the_head_and_the_structured_data() {
    let site = spawn(Spawn {
        properties: vec![property("123", Visibility::Visible, 450_000, false)],
        stored_images: [
            "01-barolo.jpg",
            "01-baroloa.jpg",
            "02-barolo.jpg",
            "02-baroloa.jpg",
        ]
        .map(|file| format!("{GALLERY}{file}"))
        .to_vec(),
        ..Spawn::site()
    })
    .await;

    // Without captions: the listing's name, as before, and no caption anywhere.
    let html = page(&site).await;
    assert!(
        html.contains(r#"<meta property="og:image:alt" content="Farmhouse 123">"#),
        "{html}"
    );
    let listing = structured_data(&html, "RealEstateListing");
    let images = listing["image"].as_array().unwrap();
    assert_eq!(
        images.len(),
        3,
        "the listing picture and two photos: {listing}"
    );
    assert!(images.iter().all(|image| image.get("caption").is_none()));

    caption(&site, "01-barolo.jpg", "The farmhouse & its \"vines\"").await;
    caption(&site, "02-barolo.jpg", "The pool at dusk").await;
    // Written to the repository directly: announced as the API's caption write announces it.
    site.state
        .content_events
        .publish(&[ContentChange::Property(domain::Ref::parse("123").unwrap())])
        .await;
    let html = page(&site).await;
    assert!(
        html.contains(
            r#"<meta property="og:image:alt" content="The farmhouse &amp; its &quot;vines&quot;">"#
        ),
        "{html}"
    );
    let listing = structured_data(&html, "RealEstateListing");
    let images = listing["image"].as_array().unwrap();
    assert_eq!(
        images[0]["caption"], "The farmhouse & its \"vines\"",
        "the cover's"
    );
    assert!(images[0]["contentUrl"]
        .as_str()
        .unwrap()
        .contains("/listing-barolo.jpg"));
    assert_eq!(images[1]["@type"], "ImageObject");
    assert!(images[1]["contentUrl"]
        .as_str()
        .unwrap()
        .contains("/gallery/Garden/01-barolo.jpg?v="));
    assert_eq!(images[1]["caption"], "The farmhouse & its \"vines\"");
    assert!(images[2]["contentUrl"]
        .as_str()
        .unwrap()
        .contains("/gallery/Garden/02-barolo.jpg?v="));
    assert_eq!(images[2]["caption"], "The pool at dusk");
    assert!(
        Vocabulary::load().problems(&listing).is_empty(),
        "{:?}",
        Vocabulary::load().problems(&listing)
    );
}
