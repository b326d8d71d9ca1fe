//! Data pages carry their first screen with them: the API answers it is drawn from, as an inert
//! JSON block, and a preload of its largest picture.

use crate::support::pages::*;
use domain::ports::PropertyRepository;
use domain::Visibility;
use serde_json::Value;

const OPENING: &str = r#"<script type="application/json" id="initial-data">"#;

async fn page(site: &TestApp, path: &str) -> String {
    let response = site.in_process.get(path).send().await;
    response.assert_status_is_ok();
    body_text(response).await
}

async fn api_answer(site: &TestApp, path: &str) -> Value {
    let response = site.in_process.get(path).send().await;
    response.assert_status_is_ok();
    serde_json::from_str(&body_text(response).await).unwrap()
}

/// The initial-data block of a page, parsed; `None` when the page has none.
fn initial_data(html: &str) -> Option<Value> {
    let start = html.find(OPENING)? + OPENING.len();
    let end = start
        + html[start..]
            .find("</script>")
            .expect("the block is closed");
    Some(serde_json::from_str(&html[start..end]).expect("the block is JSON"))
}

fn keys(data: &Value) -> Vec<&str> {
    data.as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect()
}

/// The preload link's `(imagesrcset, imagesizes)`, if the page has one.
fn image_preload(html: &str) -> Option<(String, String)> {
    let start = html.find(r#"<link rel="preload" as="image""#)?;
    let tag = &html[start..start + html[start..].find('>').unwrap()];
    let attribute = |name: &str| {
        let from = tag.find(&format!(r#"{name}=""#)).unwrap() + name.len() + 2;
        tag[from..from + tag[from..].find('"').unwrap()].replace("&amp;", "&")
    };
    assert!(tag.contains(r#"type="image/webp""#) && tag.contains(r#"fetchpriority="high""#));
    Some((attribute("imagesrcset"), attribute("imagesizes")))
}

const BACKGROUND_101: &str = "properties/101-farmhouse-barolo/background-barolo.jpg";

/// Only 101, the visible one, has its background picture stored (and recorded as stored).
fn three_properties() -> Spawn {
    let mut with_background = property("101", Visibility::Visible, 450_000, false);
    with_background.has_background = true;
    Spawn {
        properties: vec![
            with_background,
            property("102", Visibility::Hidden, 500_000, false),
            property("103", Visibility::Unlisted, 550_000, false),
        ],
        stored_images: vec![BACKGROUND_101.to_owned()],
        ..Spawn::site()
    }
}

#[tokio::test]
async fn the_property_list_carries_the_public_api_answer_for_its_page() {
    let site = spawn(three_properties()).await;
    let html = page(&site, "/piedmont-property-for-sale/1").await;
    let data = initial_data(&html).expect("initial data");
    let request = "/api/properties?skip=0&take=100";
    // The filter bar offers the towns.
    assert_eq!(keys(&data), vec![request, "/api/towns"]);
    assert_eq!(data[request], api_answer(&site, request).await);
    assert_eq!(data["/api/towns"], serde_json::json!([]));
    let refs: Vec<&str> = data[request]["properties"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["ref"].as_str().unwrap())
        .collect();
    assert_eq!(refs, vec!["101"], "only what the public list shows");
    assert!(
        html.contains(r#"<link rel="preload" as="image" type="image/webp" href="/images/properties/101-farmhouse-barolo/listing-barolo.webp?v=1714554000000" fetchpriority="high">"#),
        "the first card's picture is preloaded: {html}"
    );

    let second_page =
        initial_data(&page(&site, "/piedmont-property-for-sale?page=2").await).unwrap();
    assert_eq!(
        keys(&second_page),
        vec!["/api/properties?skip=1&take=100", "/api/towns"]
    );
}

#[tokio::test]
async fn a_filtered_list_carries_the_answer_to_the_request_the_front_end_will_make() {
    let site = spawn(three_properties()).await;
    // As a form without JavaScript sends it: empty fields, another order, a bad kind.
    let html = page(
        &site,
        "/piedmont-property-for-sale/1?min_price=400000&max_price=&town=&kind=castle&kind=farmhouse&min_bedrooms=&sort=price_asc",
    )
    .await;
    let data = initial_data(&html).expect("initial data");
    let request = "/api/properties?skip=0&take=100&min_price=400000&kind=farmhouse&sort=price_asc";
    assert_eq!(keys(&data), vec![request, "/api/towns"]);
    assert_eq!(data[request], api_answer(&site, request).await);
    assert_eq!(data[request]["properties"][0]["ref"], "101");

    let nothing = page(&site, "/piedmont-property-for-sale/1?min_price=900000").await;
    let data = initial_data(&nothing).expect("initial data");
    let request = "/api/properties?skip=0&take=100&min_price=900000";
    assert_eq!(data[request]["properties"], serde_json::json!([]));
}

#[tokio::test]
async fn a_visible_property_carries_its_detail_and_gallery_and_preloads_its_banner() {
    let site = spawn(three_properties()).await;
    let html = page(&site, "/property/for-sale/in-italy/101-farmhouse-barolo").await;
    let data = initial_data(&html).expect("initial data");
    assert_eq!(
        keys(&data),
        vec![
            "/api/properties/101",
            "/api/properties/101/costs?buyer=second_home&basis=price",
            "/api/properties/101/gallery",
            "/api/properties/101/media",
            "/api/properties/101/similar"
        ]
    );
    // Below the first screen but read on start: the floor plans and documents, and the
    // calculator's first estimate, as the API answers them.
    for request in [
        "/api/properties/101/media",
        "/api/properties/101/costs?buyer=second_home&basis=price",
    ] {
        assert_eq!(data[request], api_answer(&site, request).await, "{request}");
    }
    assert_eq!(
        data["/api/properties/101"],
        api_answer(&site, "/api/properties/101").await
    );
    assert_eq!(data["/api/properties/101/gallery"], serde_json::json!([]));
    assert_eq!(
        data["/api/properties/101/similar"],
        api_answer(&site, "/api/properties/101/similar").await
    );

    let (srcset, sizes) = image_preload(&html).expect("a preload");
    let banner = data["/api/properties/101"]["background_image_webp"]
        .as_str()
        .unwrap();
    assert_eq!(
        banner,
        "/images/properties/101-farmhouse-barolo/background-barolo.webp?v=1714554000000"
    );
    let narrower = |width: u32| banner.replace(".webp?", &format!("-{width}w.webp?"));
    assert_eq!(
        srcset,
        format!(
            "{} 600w, {} 900w, {banner} 1800w",
            narrower(600),
            narrower(900)
        )
    );
    assert_eq!(sizes, "100vw");
    let head_end = html.find("</head>").unwrap();
    assert!(html.find(r#"rel="preload""#).unwrap() < head_end, "{html}");
}

#[tokio::test]
async fn a_property_without_a_background_carries_its_data_but_preloads_no_missing_banner() {
    let site = spawn(Spawn {
        properties: vec![property("101", Visibility::Visible, 450_000, false)],
        ..Spawn::site()
    })
    .await;
    let html = page(&site, "/property/for-sale/in-italy/101-farmhouse-barolo").await;
    let data = initial_data(&html).expect("initial data");
    assert_eq!(
        data["/api/properties/101"],
        api_answer(&site, "/api/properties/101").await
    );
    assert!(
        data["/api/properties/101"]
            .get("background_image_webp")
            .is_none(),
        "{data}"
    );
    assert!(!html.contains(r#"rel="preload" as="image""#), "{html}");
    assert!(!html.contains("background-barolo"), "{html}");
}

#[tokio::test]
async fn hidden_and_unlisted_properties_carry_no_data() {
    let site = spawn(three_properties()).await;
    let unlisted = page(
        &site,
        &format!("/property/for-sale/in-italy/103?key={SHARE_KEY}"),
    )
    .await;
    assert!(
        unlisted.contains(r#"<meta name="robots" content="noindex">"#),
        "{unlisted}"
    );
    assert!(!unlisted.contains(r#"id="initial-data""#), "{unlisted}");
    assert!(!unlisted.contains(r#"rel="preload""#), "{unlisted}");

    let hidden = site
        .in_process
        .get("/property/for-sale/in-italy/102")
        .send()
        .await;
    hidden.assert_status(poem::http::StatusCode::NOT_FOUND);
    let hidden = body_text(hidden).await;
    assert!(
        !hidden.contains(r#"id="initial-data""#) && !hidden.contains("Farmhouse 102"),
        "{hidden}"
    );
}

#[tokio::test]
async fn article_pages_carry_their_answers_and_preload_the_first_picture() {
    let site = spawn(Spawn {
        articles: vec![article(1, "Truffles"), article(2, "Wine")],
        ..Spawn::site()
    })
    .await;
    let list = page(&site, "/piemonte-property-news/1").await;
    let data = initial_data(&list).expect("initial data");
    let request = "/api/articles?skip=0&take=10";
    assert_eq!(keys(&data), vec![request]);
    assert_eq!(data[request], api_answer(&site, request).await);
    let first = data[request]["articles"][0]["banner_image_webp"]
        .as_str()
        .unwrap()
        .to_owned();
    let (srcset, sizes) = image_preload(&list).expect("the first card is preloaded");
    assert!(srcset.ends_with(&format!("{first} 1800w")), "{srcset}");
    assert_eq!(
        sizes,
        "(min-width: 72rem) 46rem, (min-width: 60rem) calc(66vw - 3rem), calc(100vw - 2rem)"
    );

    let detail = page(
        &site,
        "/piemonte-property-news/langhe-property/truffle-season/2",
    )
    .await;
    let data = initial_data(&detail).expect("initial data");
    assert_eq!(keys(&data), vec!["/api/articles/2"]);
    assert_eq!(
        data["/api/articles/2"],
        api_answer(&site, "/api/articles/2").await
    );
    let (srcset, sizes) = image_preload(&detail).unwrap();
    assert!(
        srcset.starts_with("/images/articles/2/banner-600w.webp 600w,"),
        "{srcset}"
    );
    assert_eq!(sizes, "100vw");
}

#[tokio::test]
async fn text_in_the_data_cannot_end_the_block() {
    let mut hostile = article(1, "Hostile");
    hostile.text = "<p>a</p></script><script>alert(1)</script><!--".to_owned();
    let site = spawn(Spawn {
        articles: vec![hostile],
        ..Spawn::site()
    })
    .await;
    let html = page(&site, "/piemonte-property-news/langhe-property/x/1").await;
    assert!(!html.contains("<script>alert(1)"), "{html}");
    let data = initial_data(&html).expect("the block parses");
    let answer = api_answer(&site, "/api/articles/1").await;
    assert_eq!(data["/api/articles/1"], answer);
    assert!(
        answer["text"].as_str().unwrap().contains("<p>a</p>"),
        "{answer}"
    );
}

#[tokio::test]
async fn both_home_pages_carry_their_featured_homes() {
    let site = spawn(three_properties()).await;
    let featured = api_answer(&site, "/api/featured-properties").await;
    assert_eq!(featured["properties"][0]["ref"], "101", "{featured}");
    for path in ["/", "/it/index.html"] {
        let data = initial_data(&page(&site, path).await).expect("initial data");
        assert_eq!(keys(&data), vec!["/api/featured-properties"], "{path}");
        assert_eq!(data["/api/featured-properties"], featured, "{path}");
    }
}

#[tokio::test]
async fn pages_without_api_data_carry_no_block() {
    let site = spawn(three_properties()).await;
    for path in [
        "/contact-langhe-property",
        "/no-such-page",
        "/property/for-sale/in-italy/999",
    ] {
        let html = body_text(site.in_process.get(path).send().await).await;
        assert!(!html.contains(r#"id="initial-data""#), "{path}: {html}");
        let preloads = html.matches(r#"rel="preload" as="image""#).count();
        assert_eq!(preloads, 0, "{path}: {html}");
    }
    let home = page(&site, "/").await;
    assert_eq!(home.matches(r#"rel="preload" as="image""#).count(), 1);
    assert!(
        home.contains(r#"<link rel="preload" as="image" type="image/svg+xml" href="/content/life/01.svg" fetchpriority="high">"#),
        "the home page preloads its hero: {home}"
    );
}

#[tokio::test]
async fn list_pages_are_served_from_the_public_list_cache() {
    let site = spawn(three_properties()).await;
    let first = initial_data(&page(&site, "/piedmont-property-for-sale/1").await).unwrap();
    // Behind the cache's back: the repository the application wraps, not its wrapper.
    adapters::repositories::SqlPropertyRepository::new(site.connection.clone())
        .create(&property("104", Visibility::Visible, 600_000, false), None)
        .await
        .unwrap();
    let second = initial_data(&page(&site, "/piedmont-property-for-sale").await).unwrap();
    assert_eq!(first, second, "the second page came from the cache");
}

#[tokio::test]
async fn pages_name_their_screen_s_files_from_the_build_manifest() {
    let site = spawn(Spawn::site()).await;
    let home = page(&site, "/").await;
    let head = &home[..home.find("</head>").unwrap()];
    // Inline, with its link kept (disabled) for the module loader (inline_styles.rs).
    assert!(
        head.contains(
            r#"<link rel="stylesheet" crossorigin href="/assets/HomePage-2.css" disabled="">"#
        ),
        "{home}"
    );
    assert!(
        head.contains(r#"<link rel="modulepreload" crossorigin href="/assets/HomePage-2.js">"#),
        "{home}"
    );
    assert!(
        !head.contains("react-1.js"),
        "the main entry loads its own imports: {home}"
    );

    let missing = body_text(site.in_process.get("/no-such-page").send().await).await;
    assert!(
        missing.contains(r#"href="/assets/NotFoundPage-3.js""#),
        "{missing}"
    );
    assert!(!missing.contains("HomePage-2"), "{missing}");
}

/// The front end passes a share key from the page's address on to its property requests; the
/// data a page opened with one carries is keyed by those requests.
#[tokio::test]
async fn a_page_opened_with_a_share_key_keys_its_data_by_the_requests_that_carry_it() {
    let site = spawn(three_properties()).await;
    let html = page(
        &site,
        &format!("/property/for-sale/in-italy/101?key={SHARE_KEY}"),
    )
    .await;
    let data = initial_data(&html).expect("initial data");
    let detail = format!("/api/properties/101?key={SHARE_KEY}");
    let gallery = format!("/api/properties/101/gallery?key={SHARE_KEY}");
    let similar = format!("/api/properties/101/similar?key={SHARE_KEY}");
    let media = format!("/api/properties/101/media?key={SHARE_KEY}");
    let costs = format!("/api/properties/101/costs?buyer=second_home&basis=price&key={SHARE_KEY}");
    let mut requests = keys(&data);
    requests.sort_unstable();
    assert_eq!(
        requests,
        vec![
            costs.as_str(),
            gallery.as_str(),
            media.as_str(),
            similar.as_str(),
            detail.as_str()
        ]
    );
    assert_eq!(data[&costs], api_answer(&site, &costs).await);
    assert_eq!(data[&detail], api_answer(&site, &detail).await);
}
