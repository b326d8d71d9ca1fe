//! The one harness of the in-process tests. [`spawn`] builds the application the composition
//! root builds, from one test configuration, over a fresh database and data folder (and, for
//! the site's tests, a fake Vite build), with its content repositories' reads counted; stores
//! the fixture content; and serves it on a free port of 127.0.0.1. A test asks it over the
//! wire (`get`, `client()` against `address`) or in-process (`in_process`, poem's
//! `TestClient` over the very endpoint the port serves).

use super::fake_build::fake_vite_build;
use super::read_counts::ReadCounts;
use api::state::AppState;
use domain::article::ArticleContent;
use domain::ports::ContentChange;
use domain::town::NewTown;
use domain::{Article, ArticleId, Property, TownId};
use poem::endpoint::BoxEndpoint;
use poem::test::TestClient;
use poem::EndpointExt;
use reqwest::StatusCode;
use sea_orm::DatabaseConnection;
use serde_json::Value;
use server::application::Application;
use server::config::Config;
use server::shared_content::LocalCaches;
use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;
use test_services::TestDatabase;

/// Where the API's tests see pictures served from: a CDN's base, so links name it.
pub const IMAGE_BASE_URL: &str = "https://cdn.test/images";
/// Where the site's tests see it published (`Spawn::site`).
pub const PUBLIC_URL: &str = "https://langhe.example";
/// Signs the test app's session tokens, so tests can forge expired or foreign ones.
pub const TEST_SESSION_SECRET: &str = "test-session-secret-0123456789abcdef";

/// What a test's application is made of. `Spawn::default()` is the API's: no front end,
/// pictures on `IMAGE_BASE_URL`; `Spawn::site()` the site's: over the fake Vite build,
/// published at `PUBLIC_URL`, pictures from its own `/images`.
#[derive(Default)]
pub struct Spawn {
    /// Stored first, in order: each one's id is the one the database gives (1, 2, …), which
    /// the properties' `town_id` may name.
    pub towns: Vec<NewTown>,
    pub properties: Vec<Property>,
    /// Stored in order: each one's id must be the one the database gives (1, 2, …).
    pub articles: Vec<Article>,
    /// Keys of the pictures the image store holds (e.g. a property's background).
    pub stored_images: Vec<String>,
    /// Extra environment (mail, captcha, rate limits, `LANGHE_IMAGE_BASE_URL`, …); it wins
    /// over the test configuration's own.
    pub environment: Vec<(&'static str, String)>,
    /// Serve the front end from a fake Vite build (`support::fake_build`).
    pub fake_build: bool,
    /// The build's server bundle (`dist-server/entry-server.js` beside `dist/`); none by
    /// default. Needs `fake_build`.
    pub server_bundle: Option<&'static str>,
}

impl Spawn {
    /// The site as the public reaches it, with no content yet.
    pub fn site() -> Self {
        Self {
            fake_build: true,
            ..Self::default()
        }
    }

    /// The one test configuration: the variables every test application has, those of its
    /// kind (site or API), then the test's own.
    fn configuration(
        &self,
        database: &TestDatabase,
        data_dir: &Path,
        build: Option<&Path>,
    ) -> Config {
        let mut environment: HashMap<&str, String> = HashMap::from([
            ("LANGHE_LISTEN", "127.0.0.1:0".to_owned()),
            ("DATABASE_URL", database.url().to_owned()),
            ("LANGHE_DATA_DIR", data_dir.display().to_string()),
            ("LANGHE_DEMO_CONTENT", "false".to_owned()),
            ("LANGHE_SESSION_SECRET", TEST_SESSION_SECRET.to_owned()),
        ]);
        match build {
            Some(build) => environment.extend([
                (
                    "LANGHE_STATIC_DIR",
                    build.join("dist").display().to_string(),
                ),
                ("LANGHE_PUBLIC_URL", PUBLIC_URL.to_owned()),
            ]),
            None => environment.extend([("LANGHE_IMAGE_BASE_URL", IMAGE_BASE_URL.to_owned())]),
        }
        environment.extend(self.environment.iter().cloned());
        Config::from_lookup(|name| environment.get(name).cloned()).expect("test configuration")
    }
}

/// A running application and what it stands on.
pub struct TestApp {
    /// `http://127.0.0.1:PORT`, where it is served.
    pub address: String,
    /// The same endpoint asked in-process, without a connection.
    pub in_process: TestClient<Arc<BoxEndpoint<'static>>>,
    /// The built application's state: its repositories are the tests' way to fixtures.
    pub state: AppState,
    /// The application's own database connection.
    pub connection: DatabaseConnection,
    /// Its content caches, to count how often a write clears them.
    pub caches: Arc<LocalCaches>,
    /// The reads its content repositories have answered.
    pub reads: ReadCounts,
    client: reqwest::Client,
    /// The data directory; the image store is its `images` folder.
    pub data_dir: tempfile::TempDir,
    /// The fake Vite build, when it serves one.
    _build: Option<tempfile::TempDir>,
    /// The visit counter's writer: counting stops when it goes.
    _counting: Option<server::visit_counting::VisitCounting>,
    /// Owns the database (a temporary file, or a PostgreSQL database dropped afterwards).
    _database: TestDatabase,
}

/// The application `spawn` describes, on a fresh SQLite database.
pub async fn spawn(spawn: Spawn) -> TestApp {
    spawn_on(TestDatabase::sqlite().await, spawn).await
}

/// The API's application with no content.
pub async fn spawn_app() -> TestApp {
    spawn(Spawn::default()).await
}

/// Like `spawn_app`, with extra environment (mail, captcha, rate limit settings).
pub async fn spawn_app_with(environment: &[(&'static str, String)]) -> TestApp {
    spawn(Spawn {
        environment: environment.to_vec(),
        ..Spawn::default()
    })
    .await
}

/// One application on SQLite, and one on PostgreSQL when `TEST_DATABASE_URL` names a server.
pub async fn spawn_apps_on_both_databases() -> Vec<TestApp> {
    let mut apps = vec![spawn_app().await];
    if let Some(database) = TestDatabase::postgres().await {
        apps.push(spawn_on(database, Spawn::default()).await);
    }
    apps
}

async fn spawn_on(database: TestDatabase, spawn: Spawn) -> TestApp {
    assert!(
        spawn.fake_build || spawn.server_bundle.is_none(),
        "a server bundle lies beside a fake build"
    );
    let data_dir = tempfile::tempdir().expect("data folder");
    let build = spawn
        .fake_build
        .then(|| fake_vite_build(spawn.server_bundle));
    let config = spawn.configuration(&database, data_dir.path(), build.as_ref().map(|b| b.path()));
    let (acceptor, address) = server::server::bind(&config.listen).await.expect("bind");
    let reads = ReadCounts::default();
    let application = Application::build_with(config.with_bound_address(address), |state| {
        reads.wrap(state)
    })
    .await
    .expect("the application");
    // The application has its own pool; the test database's only keeps a connection busy.
    database
        .conn()
        .close_by_ref()
        .await
        .expect("close the set-up pool");
    let Application {
        state,
        config,
        database: connection,
        endpoint,
        caches,
        counting,
    } = application;
    let endpoint = Arc::new(endpoint);
    tokio::spawn(server::server::serve(
        acceptor,
        endpoint.clone().boxed(),
        config.serving,
        config.shutdown_grace,
    ));
    let app = TestApp {
        address: format!("http://{address}"),
        in_process: TestClient::new(endpoint),
        state,
        connection,
        caches,
        reads,
        client: reqwest::Client::new(),
        data_dir,
        _build: build,
        _counting: counting,
        _database: database,
    };
    app.store(&spawn).await;
    app
}

impl TestApp {
    /// Stores the fixture content, announced as one change of everything (an application
    /// without any announces nothing, so that it starts with no content event at all).
    async fn store(&self, content: &Spawn) {
        if content.towns.is_empty()
            && content.properties.is_empty()
            && content.articles.is_empty()
            && content.stored_images.is_empty()
        {
            return;
        }
        for town in &content.towns {
            self.store_town(town).await;
        }
        for property in &content.properties {
            self.store_property(property).await;
        }
        for article in &content.articles {
            let id = self
                .store_article(&content_of(article), article.created_date)
                .await;
            assert_eq!(
                id, article.id,
                "fixture articles are numbered 1, 2, … in order"
            );
        }
        for key in &content.stored_images {
            self.put_image(key).await;
        }
        self.announce_fixture().await;
    }

    /// The local image store's folder.
    pub fn images_dir(&self) -> std::path::PathBuf {
        self.data_dir.path().join("images")
    }

    pub fn client(&self) -> &reqwest::Client {
        &self.client
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client
            .get(format!("{}{path}", self.address))
            .send()
            .await
            .expect("request")
    }

    /// GETs `path` and returns the status and the JSON body.
    pub async fn get_json(&self, path: &str) -> (StatusCode, Value) {
        let response = self.get(path).await;
        let status = response.status();
        let body = response.json().await.expect("a JSON body");
        (status, body)
    }

    /// From now on every query fails, as when the database is down.
    pub async fn take_the_database_down(&self) {
        self.connection
            .close_by_ref()
            .await
            .expect("close the pool");
    }

    pub async fn insert_property(&self, property: &Property) {
        self.store_property(property).await;
        self.announce_fixture().await;
    }

    pub async fn insert_town(&self, town: &NewTown) -> TownId {
        let id = self.store_town(town).await;
        self.announce_fixture().await;
        id
    }

    pub async fn insert_article(&self, content: &ArticleContent, days_ago: i64) -> ArticleId {
        let created = chrono::Utc::now() - chrono::Duration::days(days_ago);
        let id = self.store_article(content, created).await;
        self.announce_fixture().await;
        id
    }

    pub async fn put_image(&self, key: &str) {
        self.state
            .images
            .put(key, b"jpeg bytes".to_vec())
            .await
            .expect("put image");
    }

    /// The share key an unlisted property was stored with (the one its share link carries).
    pub async fn share_key(&self, reference: &str) -> String {
        let reference = domain::Ref::parse(reference).expect("a ref");
        let property = self.state.properties.find_by_ref(&reference).await;
        let property = property.expect("read").expect("the property exists");
        property
            .share_key
            .expect("an unlisted property has a key")
            .to_string()
    }

    async fn store_property(&self, property: &Property) {
        self.state
            .properties
            .create(property, None)
            .await
            .expect("insert property");
    }

    async fn store_town(&self, town: &NewTown) -> TownId {
        self.state.towns.create(town).await.expect("insert town")
    }

    async fn store_article(
        &self,
        content: &ArticleContent,
        created: chrono::DateTime<chrono::Utc>,
    ) -> ArticleId {
        self.state
            .articles
            .create(content, created)
            .await
            .expect("insert article")
    }

    /// Fixtures are written beside the use cases, so they announce themselves as the
    /// command-line tools do: as a change of everything.
    async fn announce_fixture(&self) {
        self.state
            .content_events
            .publish(&[ContentChange::Everything])
            .await;
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
        published: article.published,
        italian: Some(article.italian.clone()),
    }
}

/// Asserts the API's one error shape.
pub fn assert_error(
    status: StatusCode,
    body: &Value,
    expected_status: u16,
    expected_message: &str,
) {
    assert_eq!(status.as_u16(), expected_status, "status; body {body}");
    assert_eq!(body["status"], expected_status, "status field; body {body}");
    assert_eq!(body["message"], expected_message, "message; body {body}");
}

/// Runs `xmllint --noout ARGS` (libxml2-utils, installed by scripts/ensure-test-tools.sh) over
/// `xml`, failing with xmllint's own messages and the start of the document.
pub fn assert_xmllint_accepts(xml: &str, args: &[&str]) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("document.xml");
    std::fs::write(&file, xml).unwrap();
    let output = std::process::Command::new("xmllint")
        .arg("--noout")
        .args(args)
        .arg(&file)
        .output()
        .expect("xmllint runs (scripts/ensure-test-tools.sh installs libxml2-utils)");
    assert!(
        output.status.success(),
        "{}\n{}",
        String::from_utf8_lossy(&output.stderr),
        &xml[..xml.len().min(4000)]
    );
}
