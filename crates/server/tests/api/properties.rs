use super::fixtures::{property, town};
use crate::support::app::{assert_error, spawn_app, IMAGE_BASE_URL};
use domain::Visibility;
use serde_json::{json, Value};

fn refs(body: &Value) -> Vec<&str> {
    body["properties"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["ref"].as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn listing_properties_returns_only_visible_ones_newest_first() {
    let app = spawn_app().await;
    app.insert_property(&property("101", Visibility::Visible, 1))
        .await;
    app.insert_property(&property("102", Visibility::Visible, 3))
        .await;
    app.insert_property(&property("103", Visibility::Hidden, 5))
        .await;
    app.insert_property(&property("104", Visibility::Unlisted, 4))
        .await;
    app.insert_property(&property("105", Visibility::Visible, 2))
        .await;

    let (status, body) = app.get_json("/api/properties").await;

    assert_eq!(status, 200);
    assert_eq!(refs(&body), vec!["102", "105", "101"]);
    assert_eq!(body["pages"], 1);
}

#[tokio::test]
async fn skip_is_a_page_index_and_pages_counts_the_visible_properties() {
    let app = spawn_app().await;
    for (n, reference) in ["201", "202", "203", "204", "205"].iter().enumerate() {
        app.insert_property(&property(reference, Visibility::Visible, n as i64))
            .await;
    }
    app.insert_property(&property("299", Visibility::Hidden, 9))
        .await;

    let (_, first) = app.get_json("/api/properties?skip=0&take=2").await;
    let (_, second) = app.get_json("/api/properties?skip=1&take=2").await;
    let (_, last) = app.get_json("/api/properties?skip=2&take=2").await;
    let (status, past_the_end) = app.get_json("/api/properties?skip=3&take=2").await;

    assert_eq!(refs(&first), vec!["205", "204"]);
    assert_eq!(refs(&second), vec!["203", "202"]);
    assert_eq!(refs(&last), vec!["201"]);
    assert_eq!(first["pages"], 3);
    assert_eq!(status, 200);
    assert_eq!(refs(&past_the_end), Vec::<&str>::new());
}

#[tokio::test]
async fn an_empty_catalogue_still_has_one_page() {
    let app = spawn_app().await;

    let (status, body) = app.get_json("/api/properties?skip=0&take=100").await;

    assert_eq!(status, 200);
    assert_eq!(body, json!({"properties": [], "pages": 1, "total": 0}));
}

#[tokio::test]
async fn a_list_item_carries_price_text_coordinates_and_image_urls() {
    let app = spawn_app().await;
    app.insert_property(&property("301", Visibility::Visible, 1))
        .await;

    let (_, body) = app.get_json("/api/properties").await;
    let item = &body["properties"][0];

    assert_eq!(item["ref"], "301");
    assert_eq!(item["path"], "-house-301");
    assert_eq!(item["pictures_path"], "-pic-301");
    assert_eq!(item["listing_title"], "Listing 301");
    assert_eq!(item["location"], "Barolo");
    assert_eq!(item["sold"], false);
    assert_eq!(item["visibility"], "visible");
    assert_eq!(item["coordinates"], "44.61;7.94");
    assert_eq!(item["coordinates_d"], json!(["44.61", "7.94"]));
    assert_eq!(item["price"], 1_250_000);
    assert_eq!(item["price_text"], "€1,250,000");
    assert_eq!(item["energy_class"], "B");
    let folder = format!("{IMAGE_BASE_URL}/properties/301-house-301");
    // fixture: pictures version 1_704_110_400_000 + days_old
    assert_eq!(item["pictures_version"], "1704110400001");
    assert_eq!(
        item["listing_image"],
        format!("{folder}/listing-pic-301.jpg?v=1704110400001")
    );
    assert_eq!(
        item["listing_image_webp"],
        format!("{folder}/listing-pic-301.webp?v=1704110400001")
    );
    assert_eq!(
        item["small_image"],
        format!("{folder}/small-pic-301.jpg?v=1704110400001")
    );
}

#[tokio::test]
async fn a_sold_property_and_an_unpriced_one_have_the_card_price_texts() {
    let app = spawn_app().await;
    let mut sold = property("311", Visibility::Visible, 2);
    sold.sold = true;
    let mut unpriced = property("312", Visibility::Visible, 1);
    unpriced.price = domain::Price::euros(0);
    app.insert_property(&sold).await;
    app.insert_property(&unpriced).await;

    let (_, body) = app.get_json("/api/properties").await;

    // Sold homes come after the available ones, whatever their age.
    assert_eq!(body["properties"][0]["price_text"], "€Please call");
    assert_eq!(body["properties"][1]["price_text"], "SOLD!");
}

#[tokio::test]
async fn a_property_is_served_with_derived_fields_and_its_town() {
    let app = spawn_app().await;
    let town_id = app.insert_town(&town("Barolo")).await;
    let mut stored = property("401", Visibility::Visible, 1);
    stored.town_id = Some(town_id);
    // As the background upload records it.
    stored.has_background = true;
    app.insert_property(&stored).await;
    let background = "properties/401-house-401/background-pic-401.jpg";
    app.state
        .images
        .put(background, b"a stored background".to_vec())
        .await
        .unwrap();

    let (status, body) = app.get_json("/api/properties/401").await;

    assert_eq!(status, 200);
    assert_eq!(body["ref"], "401");
    assert_eq!(body["title"], "Title 401");
    assert_eq!(body["title2"], "Second title 401");
    assert_eq!(
        body["features_d"],
        json!(["5 bedrooms", "Living area 250 sqm"])
    );
    assert_eq!(
        body["features_display"][1],
        "Living area 250 sqm (2,690 sq ft)"
    );
    assert_eq!(body["description_list_d"], json!(["Heating", "Well"]));
    assert_eq!(body["coordinates_d"], json!(["44.61", "7.94"]));
    assert_eq!(body["distances_d"][0]["distance"], 45);
    assert_eq!(body["distances_d"][0]["descrip"], "from Alba");
    assert_eq!(
        body["distances_d"][0]["image"],
        format!("{IMAGE_BASE_URL}/places/alba.jpg")
    );
    assert_eq!(
        body["counter_blocks"],
        json!([{"value": "5", "label": "Bedrooms", "label_it": ""}])
    );
    assert_eq!(body["price_text"], "€1,250,000");
    assert_eq!(body["energy_class"], "B");
    assert_eq!(body["energy_non_renewable_index"], 85.5);
    assert_eq!(body["energy_renewable_index"], 12.0);
    assert_eq!(
        body["background_image"],
        format!("{IMAGE_BASE_URL}/properties/401-house-401/background-pic-401.jpg?v=1704110400001")
    );
    assert_eq!(
        body["background_image_webp"],
        format!(
            "{IMAGE_BASE_URL}/properties/401-house-401/background-pic-401.webp?v=1704110400001"
        )
    );
    assert_eq!(body["town_id"], town_id.0);
    assert_eq!(body["town"]["name"], "Barolo");
    assert_eq!(
        body["town"]["facts_d"][0],
        json!({"label": "Altitude", "value": "301 m"})
    );
}

#[tokio::test]
async fn a_property_without_a_stored_background_has_no_background_urls() {
    let app = spawn_app().await;
    app.insert_property(&property("404", Visibility::Visible, 1))
        .await;

    let (status, body) = app.get_json("/api/properties/404").await;

    assert_eq!(status, 200);
    let detail = body.as_object().unwrap();
    assert!(!detail.contains_key("background_image"), "{body}");
    assert!(!detail.contains_key("background_image_webp"), "{body}");
    assert!(body["listing_image"]
        .as_str()
        .unwrap()
        .contains("/listing-pic-404.jpg"));
}

#[tokio::test]
async fn a_property_without_a_town_has_town_null() {
    let app = spawn_app().await;
    app.insert_property(&property("402", Visibility::Visible, 1))
        .await;

    let (_, body) = app.get_json("/api/properties/402").await;

    assert_eq!(body["town"], Value::Null);
    assert_eq!(body["town_id"], Value::Null);
}

#[tokio::test]
async fn an_unlisted_property_is_served_by_its_ref_with_its_share_key_only() {
    let app = spawn_app().await;
    app.insert_property(&property("403", Visibility::Unlisted, 1))
        .await;
    let key = app.share_key("403").await;

    let (status, body) = app
        .get_json(&format!("/api/properties/403?key={key}"))
        .await;
    let (without, refused) = app.get_json("/api/properties/403").await;

    assert_eq!(status, 200);
    assert_eq!(body["visibility"], "unlisted");
    assert_error(without, &refused, 404, "Property not found");
}

#[tokio::test]
async fn a_hidden_property_is_404_on_every_property_endpoint() {
    let app = spawn_app().await;
    app.insert_property(&property("404", Visibility::Hidden, 1))
        .await;

    for path in [
        "/api/properties/404",
        "/api/properties/404/meta",
        "/api/properties/404/gallery",
    ] {
        let (status, body) = app.get_json(path).await;
        assert_error(status, &body, 404, "Property not found");
    }
}

#[tokio::test]
async fn an_unknown_ref_is_404() {
    let app = spawn_app().await;

    let (status, body) = app.get_json("/api/properties/999").await;

    assert_error(status, &body, 404, "Property not found");
}

#[tokio::test]
async fn only_the_first_three_characters_of_the_ref_are_used() {
    let app = spawn_app().await;
    app.insert_property(&property("405", Visibility::Visible, 1))
        .await;

    let (status, body) = app.get_json("/api/properties/405-old-villa-link").await;
    let (meta_status, _) = app.get_json("/api/properties/4051/meta").await;

    assert_eq!(status, 200);
    assert_eq!(body["ref"], "405");
    assert_eq!(meta_status, 200);
}

#[tokio::test]
async fn a_malformed_ref_is_404() {
    let app = spawn_app().await;

    for path in [
        "/api/properties/ab1",
        "/api/properties/1.2",
        "/api/properties/12",
    ] {
        let (status, body) = app.get_json(path).await;
        assert_error(status, &body, 404, "Property not found");
    }
}

#[tokio::test]
async fn property_meta_carries_titles_and_paths() {
    let app = spawn_app().await;
    app.insert_property(&property("501", Visibility::Visible, 1))
        .await;

    let (status, body) = app.get_json("/api/properties/501/meta").await;

    assert_eq!(status, 200);
    assert_eq!(
        body,
        json!({
            "meta_title": "Meta title 501",
            "meta_description": "Meta description 501",
            "path": "-house-501",
            "pictures_path": "-pic-501",
        })
    );
}

#[tokio::test]
async fn property_meta_without_texts_gets_the_spec_defaults() {
    let app = spawn_app().await;
    let mut stored = property("502", Visibility::Visible, 1);
    stored.meta_title = String::new();
    stored.meta_description = String::new();
    app.insert_property(&stored).await;

    let (_, body) = app.get_json("/api/properties/502/meta").await;

    assert_eq!(body["meta_title"], "Look at this property!");
    assert_eq!(body["meta_description"], "I found this on Langhe Property");
}

#[tokio::test]
async fn galleries_are_built_from_the_stored_gallery_images() {
    let app = spawn_app().await;
    app.insert_property(&property("601", Visibility::Unlisted, 1))
        .await;
    let folder = "properties/601-house-601/gallery";
    for key in [
        "Garden/01-pic-601.jpg",
        "Garden/01-pic-601a.jpg",
        "Garden/02-pic-601.jpg",
        "Garden/02-pic-601a.jpg",
        "New Gallery/01-pic-601.jpg",
        "New Gallery/01-pic-601a.jpg",
    ] {
        app.put_image(&format!("{folder}/{key}")).await;
    }

    let share_key = app.share_key("601").await;
    let (status, body) = app
        .get_json(&format!("/api/properties/601/gallery?key={share_key}"))
        .await;

    let base = format!("{IMAGE_BASE_URL}/{folder}");
    // Each URL carries its own file's version, from the image store.
    let mut version = std::collections::HashMap::new();
    for image in app.state.images.list(&format!("{folder}/")).await.unwrap() {
        version.insert(image.key.replace(' ', "%20"), image.version.to_string());
    }
    let url = |file: &str| {
        let key = format!("{folder}/{file}");
        // An unlisted listing's pictures carry the share key its visitor came with.
        format!("{base}/{file}?v={}&key={share_key}", version[&key])
    };
    assert_eq!(status, 200);
    assert_eq!(
        body,
        json!([
            {
                "name": "Garden",
                "pictures": [url("Garden/01-pic-601.jpg"), url("Garden/02-pic-601.jpg")],
                "small_pictures": [url("Garden/01-pic-601a.jpg"), url("Garden/02-pic-601a.jpg")],
                "captions": ["", ""],
            },
            {
                "name": "New Gallery",
                "pictures": [url("New%20Gallery/01-pic-601.jpg")],
                "small_pictures": [url("New%20Gallery/01-pic-601a.jpg")],
                "captions": [""],
            },
        ])
    );
}

#[tokio::test]
async fn a_property_without_photos_has_an_empty_gallery_list() {
    let app = spawn_app().await;
    app.insert_property(&property("602", Visibility::Visible, 1))
        .await;

    let (status, body) = app.get_json("/api/properties/602/gallery").await;

    assert_eq!(status, 200);
    assert_eq!(body, json!([]));
}
