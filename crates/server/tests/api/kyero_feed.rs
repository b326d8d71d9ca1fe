//! `/feeds/kyero.xml` over the real stack: valid against Kyero's own published schema (v3,
//! revision 3.4, copied unchanged into `tests/data/kyero-v3.xsd`, checked with libxml2's
//! `xmllint`) on the demo content and on a generated catalogue, every picture URL ending with
//! its extension and answering; only visible, unsold listings; written once and kept until a
//! write.

use super::fixtures::{property, town};
use crate::support::app::{assert_xmllint_accepts, spawn_app_with, TestApp};
use domain::{Price, Role, Visibility};
use reqwest::{header, Method, StatusCode};
use serde_json::json;
use std::io::Read;

const FEED: &str = "/feeds/kyero.xml";
const PUBLIC_URL: &str = "https://langhe.example";
const SCHEMA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/kyero-v3.xsd");

async fn app() -> TestApp {
    spawn_app_with(&[("LANGHE_PUBLIC_URL", PUBLIC_URL.to_owned())]).await
}

async fn feed(app: &TestApp) -> String {
    let response = app.get(FEED).await;
    assert_eq!(response.status(), StatusCode::OK);
    response.text().await.unwrap()
}

/// Validates `xml` with `xmllint --schema` (libxml2-utils, installed by
/// scripts/ensure-test-tools.sh), failing with xmllint's own messages.
fn assert_valid_kyero_v3(xml: &str) {
    assert_xmllint_accepts(xml, &["--schema", SCHEMA]);
}

/// The text of every `<name>` element, in order.
fn texts(xml: &str, name: &str) -> Vec<String> {
    let (open, close) = (format!("<{name}>"), format!("</{name}>"));
    xml.split(&open)
        .skip(1)
        .map(|rest| rest[..rest.find(&close).expect("closed")].to_owned())
        .collect()
}

/// Counted in SQL, apart from the repository the feed reads through.
async fn unsold_visible(app: &TestApp) -> i64 {
    use sea_orm::ConnectionTrait;
    let conn = app.connection.clone();
    let row = conn
        .query_one_raw(sea_orm::Statement::from_string(
            conn.get_database_backend(),
            "SELECT COUNT(*) AS n FROM properties WHERE visibility = 'visible' AND NOT sold",
        ))
        .await
        .unwrap()
        .unwrap();
    row.try_get("", "n").unwrap()
}

#[tokio::test]
async fn the_demo_feed_follows_kyeros_v3_rules() {
    let app = app().await;
    let state = &app.state;
    demo::seed_if_empty(
        &*state.properties,
        &*state.towns,
        &*state.articles,
        &*state.images,
        chrono::Utc::now(),
    )
    .await
    .unwrap();
    let xml = feed(&app).await;
    assert_valid_kyero_v3(&xml);
    let ids = texts(&xml, "id");
    assert!(!ids.is_empty(), "{xml}");
    assert_eq!(ids.len() as i64, unsold_visible(&app).await);
    for province in texts(&xml, "province") {
        assert!(
            ["Cuneo", "Asti", "Alessandria", "Torino"].contains(&province.as_str()),
            "every demo town has a known province: {province}"
        );
    }
    assert!(texts(&xml, "consumption").iter().all(|c| c.len() == 1));
    assert!(!xml.contains(">http://"), "every URL is https");
    assert!(
        xml.contains("<en>https://langhe.example/property/"),
        "{xml}"
    );
    assert_eq!(
        xml.matches("<images>").count(),
        ids.len(),
        "one <images> each"
    );
    // Most demo listings are written in Italian too, and say so in Italian; not all are.
    let italian = xml.matches("<it>https://").count();
    assert!(
        italian * 2 > ids.len() && italian < ids.len(),
        "{italian} of {}",
        ids.len()
    );
    assert_eq!(
        xml.matches("<it>https://langhe.example/it/immobile/in-vendita/in-italia/")
            .count(),
        italian,
        "the Italian pages: {xml}"
    );
    assert_eq!(
        xml.matches("<it>").count(),
        2 * italian,
        "each Italian page with its Italian description"
    );
    assert!(
        xml.contains("Prestazione energetica (APE): classe energetica"),
        "{xml}"
    );
    assert_pictures_answer_for_a_year(&app, &xml).await;
}

/// Every `<image><url>` is a picture `/images` serves, as a versioned (year-long) URL.
async fn assert_pictures_answer_for_a_year(app: &TestApp, xml: &str) {
    let urls = texts(xml, "url");
    let pictures: Vec<&String> = urls.iter().filter(|url| url.contains("/images/")).collect();
    assert!(!pictures.is_empty(), "{xml}");
    for url in pictures {
        let path = url
            .strip_prefix(crate::support::app::IMAGE_BASE_URL)
            .unwrap_or_else(|| panic!("{url} is under the image base"));
        let response = app.get(&format!("/images{path}")).await;
        assert_eq!(response.status(), StatusCode::OK, "{url}");
        assert_eq!(
            response.headers()[header::CACHE_CONTROL],
            "public, max-age=31536000, immutable",
            "{url}"
        );
    }
}

#[tokio::test]
async fn a_generated_catalogues_feed_follows_kyeros_v3_rules() {
    let app = app().await;
    // The generated listings share the demo's pictures: with them each has its cover, which
    // the feed wants.
    let state = &app.state;
    demo::seed_if_empty(
        &*state.properties,
        &*state.towns,
        &*state.articles,
        &*state.images,
        chrono::Utc::now(),
    )
    .await
    .unwrap();
    demo::generate_properties(
        &app.connection,
        &*app.state.towns,
        &*app.state.images,
        450,
        false,
        chrono::Utc::now(),
    )
    .await
    .unwrap();
    let xml = feed(&app).await;
    assert_valid_kyero_v3(&xml);
    // More than two batches of the writer, each visible unsold listing once.
    let unsold = unsold_visible(&app).await;
    assert!(unsold > 400, "{unsold}");
    let ids = texts(&xml, "id");
    assert_eq!(ids.len() as i64, unsold);
    let mut unique = ids.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), ids.len());
}

#[tokio::test]
async fn only_visible_unsold_listings_are_fed_with_kyeros_values() {
    let app = app().await;
    let barolo = app.insert_town(&town("Barolo")).await;
    let atlantis = app.insert_town(&town("Atlantis")).await;
    let mut visible = property("123", Visibility::Visible, 3);
    visible.town_id = Some(barolo);
    visible.energy.class = Some(domain::EnergyClass::A3);
    visible.description = "<p>Stone &amp; brick</p><ul><li>Pool</li></ul>".into();
    visible.features = (1..=60)
        .map(|n| format!("Feature {n}"))
        .collect::<Vec<_>>()
        .join(";");
    app.insert_property(&visible).await;
    let mut please_call = property("124", Visibility::Visible, 2);
    please_call.price = Price::PLEASE_CALL;
    please_call.town_id = Some(atlantis);
    please_call.energy.class = None;
    please_call.features = String::new();
    // Commercial premises may leave their rooms unstated.
    please_call.facts = domain::property::FactsInput {
        kind: Some("commercial"),
        bedrooms: None,
        bathrooms: None,
        internal_area_m2: Some(250),
        land_area_m2: Some(10_000),
    }
    .validate()
    .unwrap();
    app.insert_property(&please_call).await;
    app.insert_property(&property("125", Visibility::Hidden, 1))
        .await;
    app.insert_property(&property("126", Visibility::Unlisted, 1))
        .await;
    let mut sold = property("127", Visibility::Visible, 1);
    sold.sold = true;
    app.insert_property(&sold).await;
    app.put_image("properties/123-house-123/listing-pic-123.jpg")
        .await;
    app.put_image("properties/124-house-124/listing-pic-124.jpg")
        .await;
    for number in 1..=60 {
        app.put_image(&format!(
            "properties/123-house-123/gallery/Garden/{number:02}-pic-123.jpg"
        ))
        .await;
    }

    let xml = feed(&app).await;
    assert_valid_kyero_v3(&xml);
    assert_eq!(texts(&xml, "id"), ["123", "124"]);
    assert_eq!(texts(&xml, "price"), ["1250000", "x"]);
    assert_eq!(texts(&xml, "consumption"), ["A", "X"]);
    assert_eq!(texts(&xml, "province"), ["Cuneo", "Piedmont"]);
    assert_eq!(texts(&xml, "town"), ["Barolo", "Atlantis"]);
    assert_eq!(texts(&xml, "type"), ["Farmhouse", "Commercial"]);
    assert_eq!(texts(&xml, "built"), ["250", "250"]);
    assert_eq!(texts(&xml, "plot"), ["10000", "10000"]);
    assert_eq!(texts(&xml, "feature").len(), 50);
    assert_eq!(texts(&xml, "features").len(), 1, "124 has no feature lines");
    assert_eq!(texts(&xml, "beds"), ["5"], "124 states no bedrooms");
    assert_eq!(texts(&xml, "baths"), ["3"], "124 states no bathrooms");
    assert_eq!(xml.matches("<images>").count(), 2);
    assert_eq!(
        xml.matches("<image id=").count(),
        51,
        "50 of 123's, 124's cover"
    );
    assert!(xml.contains(r#"<image id="50">"#) && !xml.contains(r#"<image id="51">"#));
    let listing_picture = texts(&xml, "url")
        .into_iter()
        .find(|url| url.contains("/images/"))
        .expect("a picture");
    assert!(
        listing_picture.starts_with("https://cdn.test/images/v/")
            && listing_picture.ends_with("/properties/123-house-123/listing-pic-123.jpg"),
        "{listing_picture}"
    );
    assert_pictures_answer_for_a_year(&app, &xml).await;
    assert_eq!(
        texts(&xml, "en")[..2],
        [
            "https://langhe.example/property/for-sale/in-italy/123-house-123\
             ?utm_source=kyero&amp;utm_medium=portal"
                .to_owned(),
            // The energy data an Italian advert must state, which Kyero has no fields for.
            "Stone &amp; brick\nPool\n\nEnergy performance (APE): energy class A3; EPgl,nren \
             85.5 kWh/m² year; envelope quality medium in winter, high in summer."
                .to_owned()
        ]
    );
    assert_eq!(
        texts(&xml, "latitude"),
        ["44.61", "44.61"],
        "the position the public map shows"
    );
}

#[tokio::test]
async fn a_listing_without_its_cover_is_left_out_until_it_has_one() {
    let app = app().await;
    app.insert_property(&property("123", Visibility::Visible, 2))
        .await;
    app.insert_property(&property("124", Visibility::Visible, 1))
        .await;
    app.put_image("properties/123-house-123/listing-pic-123.jpg")
        .await;

    let xml = feed(&app).await;
    assert_valid_kyero_v3(&xml);
    assert_eq!(
        texts(&xml, "id"),
        ["123"],
        "Kyero wants at least one picture"
    );
}

#[tokio::test]
async fn the_feed_is_kept_with_an_etag_until_a_staff_write_changes_it() {
    let app = app().await;
    app.insert_property(&property("123", Visibility::Visible, 2))
        .await;
    app.insert_property(&property("124", Visibility::Visible, 1))
        .await;
    for reference in ["123", "124"] {
        app.put_image(&format!(
            "properties/{reference}-house-{reference}/listing-pic-{reference}.jpg"
        ))
        .await;
    }
    let token = app
        .staff_token("agent@langhe.test", Some(Role::Admin))
        .await;

    let first = app.get(FEED).await;
    assert_eq!(first.status(), StatusCode::OK);
    assert_eq!(
        first.headers()[header::CONTENT_TYPE],
        "application/xml; charset=utf-8"
    );
    assert_eq!(
        first.headers()[header::CACHE_CONTROL],
        "public, max-age=0, s-maxage=60"
    );
    let etag = first.headers()[header::ETAG].to_str().unwrap().to_owned();
    assert!(etag.starts_with('"') && !etag.starts_with("W/"), "{etag}");
    let body = first.text().await.unwrap();

    let revalidated = app
        .client()
        .get(format!("{}{FEED}", app.address))
        .header(header::IF_NONE_MATCH, &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(revalidated.status(), StatusCode::NOT_MODIFIED);
    assert_eq!(revalidated.headers()[header::ETAG], etag.as_str());
    let again = app.get(FEED).await;
    assert_eq!(again.headers()[header::ETAG], etag.as_str());
    assert_eq!(again.text().await.unwrap(), body, "kept, not rewritten");

    // Gzipped: its own strong tag, the same XML.
    let gzipped = app
        .client()
        .get(format!("{}{FEED}", app.address))
        .header(header::ACCEPT_ENCODING, "gzip")
        .send()
        .await
        .unwrap();
    assert_eq!(gzipped.headers()[header::CONTENT_ENCODING], "gzip");
    assert_eq!(
        gzipped.headers()[header::ETAG],
        format!("{}-gz\"", &etag[..etag.len() - 1]).as_str()
    );
    let compressed = gzipped.bytes().await.unwrap();
    let mut unzipped = String::new();
    flate2::read::GzDecoder::new(&compressed[..])
        .read_to_string(&mut unzipped)
        .unwrap();
    assert_eq!(unzipped, body);

    // A new price shows at once.
    let (status, answer) = app
        .send_json(
            Method::PUT,
            "/api/properties",
            Some(&token),
            &json!({
                "ref": "123", "listing_title": "Villa", "location": "Barolo", "meta_title": "Villa",
                "path": "-house-123", "pictures_path": "-pic-123", "title": "Villa",
                "title2": "Among vines", "visibility": "visible", "price": 990000,
            }),
        )
        .await;
    assert!(status.is_success(), "{status} {answer}");
    let stale = app
        .client()
        .get(format!("{}{FEED}", app.address))
        .header(header::IF_NONE_MATCH, &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(
        stale.status(),
        StatusCode::OK,
        "the old tag no longer matches"
    );
    assert_ne!(stale.headers()[header::ETAG], etag.as_str());
    let xml = stale.text().await.unwrap();
    assert_eq!(texts(&xml, "price"), ["990000", "1250000"]);

    // Hidden: gone at once.
    let (status, answer) = app
        .send_json(
            Method::PUT,
            "/api/properties",
            Some(&token),
            &json!({
                "ref": "123", "listing_title": "Villa", "location": "Barolo", "meta_title": "Villa",
                "path": "-house-123", "pictures_path": "-pic-123", "title": "Villa",
                "title2": "Among vines", "visibility": "hidden", "price": 990000,
            }),
        )
        .await;
    assert!(status.is_success(), "{status} {answer}");
    assert_eq!(texts(&feed(&app).await, "id"), ["124"]);
}
