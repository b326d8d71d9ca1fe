use crate::support::pages::*;
use domain::Visibility;

async fn property_page(site: &TestApp, path: &str) -> String {
    let response = site.in_process.get(path).send().await;
    response.assert_status_is_ok();
    body_text(response).await
}

#[tokio::test]
async fn a_property_page_carries_its_meta_listing_image_canonical_and_offer() {
    let site = spawn(Spawn {
        properties: vec![property("123", Visibility::Visible, 450_000, false)],
        ..Spawn::site()
    })
    .await;
    let html = property_page(
        &site,
        "/property/for-sale/in-italy/123?utm_source=kyero&utm_medium=portal",
    )
    .await;
    assert!(
        html.contains("<title>Farmhouse 123 near Barolo</title>"),
        "{html}"
    );
    assert!(
        html.contains(r#"<meta name="description" content="Restored farmhouse with a vineyard">"#),
        "{html}"
    );
    let listing_image =
        // fixture: pictures version 1_714_554_000_000; the listing key is overwritten in place.
        "https://langhe.example/images/properties/123-farmhouse-barolo/listing-barolo.jpg?v=1714554000000";
    assert!(
        html.contains(&format!(
            r#"<meta property="og:image" content="{listing_image}">"#
        )),
        "{html}"
    );
    assert!(
        html.contains(&format!(
            r#"<meta name="twitter:image" content="{listing_image}">"#
        )),
        "{html}"
    );
    assert!(
        html.contains(r#"<meta name="twitter:card" content="summary_large_image">"#),
        "{html}"
    );
    let canonical = "https://langhe.example/property/for-sale/in-italy/123-farmhouse-barolo";
    assert!(
        html.contains(&format!(r#"<link rel="canonical" href="{canonical}">"#)),
        "{html}"
    );
    assert!(!html.contains(r#"name="robots""#), "{html}");

    let listing = structured_data(&html, "RealEstateListing");
    assert_eq!(listing["url"], canonical);
    // The listing picture first, as an ImageObject (its caption is the cover photo's, when
    // it has one: `site::photo_captions`).
    assert_eq!(listing["image"][0]["@type"], "ImageObject");
    assert_eq!(listing["image"][0]["contentUrl"], listing_image);
    assert_eq!(listing["name"], "Farmhouse 123");
    assert_eq!(listing["offers"]["price"], 450_000);
    assert_eq!(listing["offers"]["priceCurrency"], "EUR");
    assert_eq!(
        listing["offers"]["availability"],
        "https://schema.org/InStock"
    );
    assert_eq!(listing["about"]["@type"], "SingleFamilyResidence");
    assert_eq!(listing["about"]["numberOfBedrooms"], 5);
    assert_eq!(listing["about"]["numberOfBathroomsTotal"], 3);
    assert_eq!(listing["about"]["floorSize"]["value"], 250);
    assert_eq!(listing["about"]["floorSize"]["unitCode"], "MTK");
    assert_eq!(listing["about"]["address"]["addressLocality"], "Barolo");
    assert_eq!(listing["about"]["geo"]["latitude"], 44.61);
}

#[tokio::test]
async fn please_call_prices_are_not_offered_and_sold_homes_are_sold_out() {
    let site = spawn(Spawn {
        properties: vec![
            property("100", Visibility::Visible, 0, false),
            property("200", Visibility::Visible, 380_000, true),
        ],
        ..Spawn::site()
    })
    .await;
    let please_call = structured_data(
        &property_page(&site, "/property/for-sale/in-italy/100").await,
        "RealEstateListing",
    );
    assert_eq!(
        please_call["offers"]["availability"],
        "https://schema.org/InStock"
    );
    assert!(
        please_call["offers"].get("price").is_none(),
        "{please_call}"
    );
    assert!(
        please_call["offers"].get("priceCurrency").is_none(),
        "{please_call}"
    );

    let sold = structured_data(
        &property_page(&site, "/property/for-sale/in-italy/200").await,
        "RealEstateListing",
    );
    assert_eq!(sold["offers"]["availability"], "https://schema.org/SoldOut");
}

#[tokio::test]
async fn unlisted_properties_are_served_with_their_key_but_kept_out_of_search_results() {
    let site = spawn(Spawn {
        properties: vec![property("456", Visibility::Unlisted, 500_000, false)],
        ..Spawn::site()
    })
    .await;
    let html = property_page(
        &site,
        &format!("/property/for-sale/in-italy/456?key={SHARE_KEY}"),
    )
    .await;
    assert!(
        html.contains(r#"<meta name="robots" content="noindex">"#),
        "{html}"
    );
    assert!(
        html.contains("<title>Farmhouse 456 near Barolo</title>"),
        "{html}"
    );
    // What a link preview shows leads back to the page and its picture, key included.
    let page =
        format!("{PUBLIC_URL}/property/for-sale/in-italy/456-farmhouse-barolo?key={SHARE_KEY}");
    assert!(
        html.contains(&format!(r#"<link rel="canonical" href="{page}">"#)),
        "{html}"
    );
    assert!(html.contains(&format!("&amp;key={SHARE_KEY}")), "{html}");
}

/// Status and body of a page.
async fn page_answer(site: &TestApp, path: &str) -> (poem::http::StatusCode, String) {
    let response = site.in_process.get(path).send().await;
    let status = response.0.status();
    (status, body_text(response).await)
}

#[tokio::test]
async fn an_unlisted_page_without_its_key_is_the_not_found_page_of_a_missing_ref() {
    let site = spawn(Spawn {
        properties: vec![property("456", Visibility::Unlisted, 500_000, false)],
        ..Spawn::site()
    })
    .await;
    let wrong = "Wrong_share-key0123456";
    // A visitor with the key first: what is drawn for them must never reach the others.
    property_page(
        &site,
        &format!("/property/for-sale/in-italy/456?key={SHARE_KEY}"),
    )
    .await;

    for query in [String::new(), format!("?key={wrong}"), "?key=x".to_owned()] {
        let (status, body) =
            page_answer(&site, &format!("/property/for-sale/in-italy/456{query}")).await;
        let (missing_status, missing) =
            page_answer(&site, &format!("/property/for-sale/in-italy/457{query}")).await;
        assert_eq!(status, poem::http::StatusCode::NOT_FOUND, "{query}");
        assert_eq!((status, body), (missing_status, missing), "{query}");
    }
}

#[tokio::test]
async fn a_new_share_key_closes_the_page_to_the_old_link_at_once() {
    let site = spawn(Spawn {
        properties: vec![property("456", Visibility::Unlisted, 500_000, false)],
        ..Spawn::site()
    })
    .await;
    let old = format!("/property/for-sale/in-italy/456?key={SHARE_KEY}");
    property_page(&site, &old).await;

    let new = "Rotated_share-key01234";
    sea_orm::ConnectionTrait::execute_unprepared(
        &site.connection,
        &format!("UPDATE properties SET share_key = '{new}' WHERE ref = '456'"),
    )
    .await
    .unwrap();

    assert_eq!(
        page_answer(&site, &old).await.0,
        poem::http::StatusCode::NOT_FOUND
    );
    property_page(&site, &format!("/property/for-sale/in-italy/456?key={new}")).await;
}

#[tokio::test]
async fn properties_without_meta_text_use_the_spec_defaults() {
    let mut plain = property("789", Visibility::Visible, 500_000, false);
    plain.meta_title = "  ".to_owned();
    plain.meta_description = String::new();
    let site = spawn(Spawn {
        properties: vec![plain],
        ..Spawn::site()
    })
    .await;
    let html = property_page(&site, "/property/for-sale/in-italy/789").await;
    assert!(
        html.contains("<title>Look at this property!</title>"),
        "{html}"
    );
    assert!(
        html.contains(
            r#"<meta property="og:description" content="I found this on Langhe Property">"#
        ),
        "{html}"
    );
}

#[tokio::test]
async fn an_absolute_image_base_is_used_as_it_is() {
    let site = spawn(Spawn {
        properties: vec![property("123", Visibility::Visible, 450_000, false)],
        environment: vec![("LANGHE_IMAGE_BASE_URL", "https://cdn.example/img".into())],
        ..Spawn::site()
    })
    .await;
    let html = property_page(&site, "/property/for-sale/in-italy/123").await;
    assert!(html.contains(
        r#"<meta property="og:image" content="https://cdn.example/img/properties/123-farmhouse-barolo/listing-barolo.jpg?v=1714554000000">"#
    ), "{html}");
    assert!(
        html.contains(r#""imageBaseUrl":"https://cdn.example/img""#),
        "{html}"
    );
}

#[tokio::test]
async fn a_listing_without_its_cover_shares_the_sites_picture_not_a_missing_one() {
    let mut bare = property("123", Visibility::Visible, 450_000, false);
    bare.has_listing = false;
    let site = spawn(Spawn {
        properties: vec![bare],
        ..Spawn::site()
    })
    .await;
    let html = property_page(&site, "/property/for-sale/in-italy/123").await;
    let og_image = html
        .split("<meta")
        .find(|tag| tag.contains(r#"property="og:image""#))
        .unwrap_or_else(|| panic!("an og:image in {html}"));
    assert!(og_image.contains("/og-image.jpg"), "{og_image}");
    assert!(
        !html.contains(r#""contentUrl":"https://langhe.example/images/properties"#),
        "{html}"
    );
}
