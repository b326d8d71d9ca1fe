use api::state::AppState;
use domain::article::ArticleContent;
use domain::ports::ContentChange;
use domain::town::NewTown;
use domain::{ArticleId, Property, TownId};
use reqwest::StatusCode;
use sea_orm::DatabaseConnection;
use serde_json::Value;
use server::application::Application;
use server::config::Config;
use server::shared_content::LocalCaches;
use std::sync::Arc;
use test_services::TestDatabase;

pub const IMAGE_BASE_URL: &str = "https://cdn.test/images";
/// Signs the test app's session tokens, so tests can forge expired or foreign ones.
pub const TEST_SESSION_SECRET: &str = "test-session-secret-0123456789abcdef";

/// A running application and what it stands on.
pub struct TestApp {
    pub address: String,
    /// The built application's state: its repositories are the tests' way to fixtures.
    pub state: AppState,
    /// The application's own database connection.
    pub connection: DatabaseConnection,
    /// Its content caches, to count how often a write clears them.
    pub caches: Arc<LocalCaches>,
    client: reqwest::Client,
    /// Owns the database (a temporary file, or a PostgreSQL database dropped afterwards).
    _database: TestDatabase,
    /// The data directory; the image store is its `images` folder.
    pub data_dir: tempfile::TempDir,
}

/// Starts the application on 127.0.0.1:0 with a fresh database and image folder.
pub async fn spawn_app() -> TestApp {
    spawn_app_with(&[]).await
}

/// Like `spawn_app`, with extra environment (mail, captcha, rate limit settings).
pub async fn spawn_app_with(environment: &[(&str, String)]) -> TestApp {
    spawn_app_on(TestDatabase::sqlite().await, environment).await
}

/// One application on SQLite, and one on PostgreSQL when `TEST_DATABASE_URL` names a server.
pub async fn spawn_apps_on_both_databases() -> Vec<TestApp> {
    let mut apps = vec![spawn_app().await];
    if let Some(database) = TestDatabase::postgres().await {
        apps.push(spawn_app_on(database, &[]).await);
    }
    apps
}

async fn spawn_app_on(database: TestDatabase, environment: &[(&str, String)]) -> TestApp {
    let data_dir = tempfile::tempdir().expect("data folder");
    let data_dir_path = data_dir.path().display().to_string();
    let config = Config::from_lookup(|name| match name {
        "LANGHE_LISTEN" => Some("127.0.0.1:0".into()),
        "LANGHE_IMAGE_BASE_URL" => Some(IMAGE_BASE_URL.into()),
        "LANGHE_DEMO_CONTENT" => Some("false".into()),
        "DATABASE_URL" => Some(database.url().to_owned()),
        "LANGHE_DATA_DIR" => Some(data_dir_path.clone()),
        _ => environment
            .iter()
            .find(|(key, _)| *key == name)
            .map(|(_, value)| value.clone())
            .or_else(|| (name == "LANGHE_SESSION_SECRET").then(|| TEST_SESSION_SECRET.to_owned())),
    })
    .expect("test configuration");
    let (acceptor, address) = server::server::bind(&config.listen).await.expect("bind");
    let application = Application::build(config.with_bound_address(address))
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
    } = application;
    tokio::spawn(server::server::serve(
        acceptor,
        endpoint,
        config.serving,
        config.shutdown_grace,
    ));
    TestApp {
        address: format!("http://{address}"),
        state,
        connection,
        caches,
        client: reqwest::Client::new(),
        _database: database,
        data_dir,
    }
}

impl TestApp {
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

    pub async fn insert_property(&self, property: &Property) {
        self.state
            .properties
            .create(property, None)
            .await
            .expect("insert property");
        self.announce_fixture().await;
    }

    /// Fixtures are written beside the use cases, so they announce themselves as the
    /// command-line tools do: as a change of everything.
    async fn announce_fixture(&self) {
        self.state
            .content_events
            .publish(&[ContentChange::Everything])
            .await;
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

    pub async fn insert_town(&self, town: &NewTown) -> TownId {
        let id = self.state.towns.create(town).await.expect("insert town");
        self.announce_fixture().await;
        id
    }

    pub async fn insert_article(&self, content: &ArticleContent, days_ago: i64) -> ArticleId {
        let created = chrono::Utc::now() - chrono::Duration::days(days_ago);
        let id = self
            .state
            .articles
            .create(content, created)
            .await
            .expect("insert article");
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
