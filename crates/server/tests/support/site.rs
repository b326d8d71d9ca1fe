//! A front end served from a tiny fake Vite build, by the application the composition root
//! builds over a fresh SQLite database and image folder.

use chrono::{TimeZone, Utc};
use domain::article::ArticleContent;
use domain::{
    Article, ArticleId, Coordinates, EnergyCertificate, PicturesVersion, Price, Property, Ref,
    Visibility,
};
use poem::endpoint::BoxEndpoint;
use poem::test::{TestClient, TestResponse};
use server::application::Application;
use server::config::Config;
use std::collections::HashMap;
use std::io::Read;
use test_services::TestDatabase;

pub use super::read_counts::ReadCounts;

pub const PUBLIC_URL: &str = "https://langhe.example";
/// The share key of every unlisted fixture property (`property`).
pub const SHARE_KEY: &str = "Unlisted_share-key0123";
pub const SPA_MARKER: &str = r#"<div id="root" data-marker="spa-shell"></div>"#;
pub const APP_SCRIPT: &str = "/assets/app-abc123.js";
pub const STYLESHEET: &str = "/assets/app-def456.css";
/// The home screen's stylesheet, small enough to go inline into the page.
pub const HOME_STYLESHEET: &str = "/assets/HomePage-2.css";
pub const HOME_CSS: &str = ".hero{color:#5a1f2d}";
/// What the build's compressed twins of `STYLESHEET` hold (not real streams: served as is).
pub const BROTLI_TWIN: &[u8] = b"brotli twin";
pub const GZIP_TWIN: &[u8] = b"gzip twin";

const INDEX_HTML: &str = r#"<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Build title</title>
    <script type="module" crossorigin src="/assets/app-abc123.js"></script>
  </head>
  <body><div id="root" data-marker="spa-shell"></div></body>
</html>"#;

/// Which files make up two screens of the fake build (Vite's `build.manifest`).
const VITE_MANIFEST: &str = r#"{
  "index.html": { "file": "assets/app-abc123.js", "isEntry": true, "imports": ["_react.js"] },
  "_react.js": { "file": "assets/react-1.js" },
  "src/features/home/HomePage.en.tsx": { "file": "assets/HomePage-2.js", "imports": ["_react.js"],
                                      "css": ["assets/HomePage-2.css"] },
  "src/features/not-found/NotFoundPage.tsx": { "file": "assets/NotFoundPage-3.js" }
}"#;

pub struct TestSite {
    pub client: TestClient<BoxEndpoint<'static>>,
    /// The application's own database connection.
    pub connection: sea_orm::DatabaseConnection,
    /// The reads its content repositories have answered.
    pub reads: ReadCounts,
    /// `dist/` (the front end), when a test gives one `dist-server/` (its server bundle), and
    /// the data directory.
    _build: tempfile::TempDir,
    _database: TestDatabase,
}

#[derive(Default)]
pub struct Content {
    /// Stored first, in order: each one's id is the one the database gives (1, 2, …), which
    /// the properties' `town_id` may name.
    pub towns: Vec<domain::town::NewTown>,
    pub properties: Vec<Property>,
    /// Stored in order: each one's id must be the one the database gives (1, 2, …).
    pub articles: Vec<Article>,
    /// Keys of the pictures the image store holds (e.g. a property's background).
    pub stored_images: Vec<String>,
    /// Extra environment (`LANGHE_IMAGE_BASE_URL`, `LANGHE_MAPBOX_TOKEN`, `LANGHE_PUBLIC_URL`).
    pub environment: Vec<(&'static str, &'static str)>,
    /// The build's server bundle (`dist-server/entry-server.js` beside `dist/`); none by default.
    pub server_bundle: Option<&'static str>,
}

pub async fn spawn_site(content: Content) -> TestSite {
    let build = fake_vite_build();
    if let Some(bundle) = content.server_bundle {
        let folder = build.path().join("dist-server");
        std::fs::create_dir(&folder).unwrap();
        std::fs::write(folder.join("entry-server.js"), bundle).unwrap();
    }
    let database = TestDatabase::sqlite().await;
    let mut environment: HashMap<&str, String> = HashMap::from([
        ("LANGHE_PUBLIC_URL", PUBLIC_URL.to_owned()),
        (
            "LANGHE_STATIC_DIR",
            build.path().join("dist").display().to_string(),
        ),
        (
            "LANGHE_DATA_DIR",
            build.path().join("data").display().to_string(),
        ),
        ("DATABASE_URL", database.url().to_owned()),
        ("LANGHE_DEMO_CONTENT", "false".to_owned()),
    ]);
    environment.extend(
        content
            .environment
            .iter()
            .map(|(k, v)| (*k, (*v).to_owned())),
    );
    let config =
        Config::from_lookup(|name| environment.get(name).cloned()).expect("test configuration");
    let reads = ReadCounts::default();
    let application = Application::build_with(config, |state| reads.wrap(state))
        .await
        .expect("the application");
    // The application has its own pool; the test database's only keeps a connection busy.
    database
        .conn()
        .close_by_ref()
        .await
        .expect("close the set-up pool");
    let state = application.state;
    for town in &content.towns {
        state.towns.create(town).await.expect("a town");
    }
    for property in &content.properties {
        state
            .properties
            .create(property, None)
            .await
            .expect("a property");
    }
    for article in &content.articles {
        let id = state
            .articles
            .create(&content_of(article), article.created_date)
            .await
            .expect("an article");
        assert_eq!(
            id, article.id,
            "fixture articles are numbered 1, 2, … in order"
        );
    }
    for key in &content.stored_images {
        state
            .images
            .put(key, b"jpeg bytes".to_vec())
            .await
            .expect("a picture");
    }
    TestSite {
        client: TestClient::new(application.endpoint),
        connection: application.database,
        reads,
        _build: build,
        _database: database,
    }
}

impl TestSite {
    /// From now on every query fails, as when the database is down.
    pub async fn take_the_database_down(&self) {
        self.connection
            .close_by_ref()
            .await
            .expect("close the pool");
    }
}

fn content_of(article: &Article) -> ArticleContent {
    ArticleContent {
        listing_description: article.listing_description.clone(),
        meta_description: article.meta_description.clone(),
        meta_title: article.meta_title.clone(),
        path: article.path.clone(),
        text: article.text.clone(),
        title: article.title.clone(),
        title2: article.title2.clone(),
    }
}

/// A build folder holding `dist/`.
fn fake_vite_build() -> tempfile::TempDir {
    let build = tempfile::tempdir().expect("build folder");
    let dist = build.path().join("dist");
    std::fs::create_dir(&dist).unwrap();
    write_dist(&dist);
    build
}

fn write_dist(dist: &std::path::Path) {
    std::fs::create_dir(dist.join("assets")).unwrap();
    std::fs::write(dist.join("index.html"), INDEX_HTML).unwrap();
    let script = "export function greet(name) { return `Hello ${name}`; }\n".repeat(50);
    std::fs::write(dist.join("assets/app-abc123.js"), script).unwrap();
    // A stylesheet the build precompressed (frontend/vite-precompress.ts): stand-in twins.
    std::fs::write(
        dist.join(STYLESHEET.trim_start_matches('/')),
        "body{margin:0}".repeat(100),
    )
    .unwrap();
    std::fs::write(
        dist.join(format!("{}.br", STYLESHEET.trim_start_matches('/'))),
        BROTLI_TWIN,
    )
    .unwrap();
    std::fs::write(
        dist.join(format!("{}.gz", STYLESHEET.trim_start_matches('/'))),
        GZIP_TWIN,
    )
    .unwrap();
    std::fs::write(dist.join(HOME_STYLESHEET.trim_start_matches('/')), HOME_CSS).unwrap();
    std::fs::create_dir(dist.join(".vite")).unwrap();
    std::fs::write(dist.join(".vite/manifest.json"), VITE_MANIFEST).unwrap();
    std::fs::write(dist.join("favicon.ico"), [0u8, 0, 1, 0, 1, 0]).unwrap();
    std::fs::write(
        dist.join("office.jpg"),
        [0xFFu8, 0xD8, 0xFF, 0xE0].repeat(200),
    )
    .unwrap();
}

pub async fn body_text(response: TestResponse) -> String {
    response
        .0
        .into_body()
        .into_string()
        .await
        .expect("a UTF-8 body")
}

pub async fn body_bytes(response: TestResponse) -> Vec<u8> {
    response.0.into_body().into_vec().await.expect("a body")
}

pub fn header(response: &TestResponse, name: &str) -> Option<String> {
    response
        .0
        .headers()
        .get(name)
        .map(|value| value.to_str().unwrap().to_owned())
}

pub fn gunzip(bytes: &[u8]) -> String {
    let mut text = String::new();
    flate2::read::GzDecoder::new(bytes)
        .read_to_string(&mut text)
        .expect("gzip");
    text
}

pub fn unbrotli(bytes: &[u8]) -> String {
    let mut text = String::new();
    brotli_decompressor::Decompressor::new(bytes, 4096)
        .read_to_string(&mut text)
        .expect("brotli");
    text
}

/// The JSON-LD block of `@type` `kind` in a page.
pub fn structured_data(html: &str, kind: &str) -> serde_json::Value {
    html.split(r#"<script type="application/ld+json">"#)
        .skip(1)
        .filter_map(|rest| rest.split("</script>").next())
        .map(|json| serde_json::from_str::<serde_json::Value>(json).expect("valid JSON-LD"))
        .find(|value| value["@type"] == kind)
        .unwrap_or_else(|| panic!("no {kind} JSON-LD in {html}"))
}

pub fn property(reference: &str, visibility: Visibility, price: u64, sold: bool) -> Property {
    Property {
        reference: Ref::parse(reference).unwrap(),
        title: "Stone farmhouse".to_owned(),
        title2: "with vineyard views".to_owned(),
        listing_title: format!("Farmhouse {reference}"),
        meta_title: format!("Farmhouse {reference} near Barolo"),
        meta_description: "Restored farmhouse with a vineyard".to_owned(),
        path: "-farmhouse-barolo".to_owned(),
        pictures_path: "-barolo".to_owned(),
        location: "Barolo".to_owned(),
        price: Price::euros(price),
        price_description: String::new(),
        sold,
        visibility,
        created_date: Utc.with_ymd_and_hms(2024, 5, 1, 9, 0, 0).unwrap(),
        pictures_version: PicturesVersion::from_stored(1_714_554_000_000),
        description: "<p>Lovely</p>".to_owned(),
        description_list: String::new(),
        features: "5 bedrooms; 250 sqm".to_owned(),
        coordinates: Some(Coordinates::new("44.61", "7.94").unwrap()),
        distances: vec![],
        town_id: None,
        counter_blocks: vec![],
        has_background: false,
        energy: EnergyCertificate::default(),
        facts: domain::property::FactsInput {
            kind: Some("farmhouse"),
            bedrooms: Some(5),
            bathrooms: Some(3),
            internal_area_m2: Some(250),
            land_area_m2: None,
        }
        .validate()
        .unwrap(),
        share_key: (visibility == Visibility::Unlisted)
            .then(|| domain::property::ShareKey::parse(SHARE_KEY).unwrap()),
    }
}

pub fn article(id: i64, meta_title: &str) -> Article {
    Article {
        id: ArticleId(id),
        listing_description: "Truffle season".to_owned(),
        meta_description: String::new(),
        meta_title: meta_title.to_owned(),
        path: "truffle-season".to_owned(),
        text: "<p>Truffles</p>".to_owned(),
        title: "The truffle season".to_owned(),
        title2: "in Alba".to_owned(),
        created_date: Utc.with_ymd_and_hms(2024, 10, 3, 8, 30, 0).unwrap(),
        // What the repository gives a new article: its creation.
        changed_date: Utc.with_ymd_and_hms(2024, 10, 3, 8, 30, 0).unwrap(),
    }
}

/// The JSON of the page's `<script id="site-config">` block.
pub fn site_config(html: &str) -> serde_json::Value {
    let start = html
        .find(r#"<script id="site-config" type="application/json">"#)
        .expect("config block");
    let json = &html[start..];
    let json = &json[json.find('>').unwrap() + 1..json.find("</script>").unwrap()];
    serde_json::from_str(json).unwrap_or_else(|e| panic!("{e}: {json}"))
}
