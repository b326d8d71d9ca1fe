//! Two real `langhe` binaries on one PostgreSQL database behind nginx, configured by
//! `deploy/nginx.conf` (the file docs/deploy.md shows). A write through one server shows
//! through the other's API, public list cache and page cache within a second; a solved
//! captcha is spent on every server at once; and 100 enquiries sent through both, delivered
//! by both mail workers to a slow mail server under a lease shorter than a batch, each arrive
//! exactly once. Skipped without `TEST_DATABASE_URL` (on SQLite one server is the supported
//! shape); fails when nginx is missing (scripts/ensure-test-tools.sh installs it).

use crate::support::langhe_process::{sign_in_link_token, LangheProcess};
use crate::support::smtp_sink::{free_port, SmtpSink};
use adapters::captcha::solve_served_challenge;
use adapters::outbox::SqlEnquiryOutbox;
use domain::enquiry::inbox::InboxQuery;
use domain::ports::{DeliveryStatus, EnquiryInbox};
use domain::PageRequest;
use reqwest::StatusCode;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use test_services::TestDatabase;

/// Every server of one site shares these, so that a session or a captcha puzzle from one is
/// good on the others (docs/deploy.md).
const SESSION_SECRET: &str = "several-servers-session-secret-0123456789";
const CAPTCHA_HMAC_KEY: &str = "several-servers-captcha-key-0123456789ab";
const INDEX_HTML: &str = r#"<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Build</title></head>
<body><div id="root"></div></body></html>"#;
const PROPERTY_PAGE: &str = "/property/for-sale/in-italy/123";
const COHERENT_WITHIN: Duration = Duration::from_secs(1);

struct Langhe {
    process: LangheProcess,
    url: String,
    data_dir: tempfile::TempDir,
}

fn langhe_command(database_url: &str, data_dir: &Path, smtp_port: u16) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_langhe"));
    command
        .env_clear()
        .env("LANGHE_LISTEN", "127.0.0.1:0")
        .env("LANGHE_DATA_DIR", data_dir.join("data"))
        .env("DATABASE_URL", database_url)
        .env("LANGHE_DEMO_CONTENT", "false")
        .env("LANGHE_STATIC_DIR", data_dir.join("build"))
        .env("LANGHE_SSR", "off")
        .env("LANGHE_SESSION_SECRET", SESSION_SECRET)
        .env("LANGHE_CAPTCHA_HMAC_KEY", CAPTCHA_HMAC_KEY)
        .env("LANGHE_CAPTCHA_POW_MAX_NUMBER", "500")
        .env("LANGHE_SEND_RATE_PER_MINUTE", "1000")
        .env("LANGHE_TRUSTED_PROXIES", "127.0.0.1")
        .env("LANGHE_SMTP_HOST", "127.0.0.1")
        .env("LANGHE_SMTP_PORT", smtp_port.to_string())
        .env("LANGHE_SMTP_TLS", "none")
        .env("LANGHE_SMTP_TIMEOUT_SECONDS", "1")
        .env("LANGHE_MAIL_FROM", "site@langhe.test")
        .env("LANGHE_MAIL_TO", "consultant@langhe.test")
        // The test counts one mail per enquiry: the desk's daily digest (the enquiries are new
        // leads) would be one more past its hour. tests/api/desk_digest.rs proves it is sent
        // once whatever the number of servers.
        .env("LANGHE_DESK_DIGEST_HOUR", "off")
        .env("LANGHE_FX_RATES_URL", "off")
        .env("RUST_LOG", "warn");
    command
}

impl Langhe {
    /// Starts the binary on its own data directory and front-end build, and waits for the
    /// "running at http://…" line it prints once it serves.
    fn start(database_url: &str, smtp_port: u16, lease_seconds: u32) -> Self {
        let data_dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(data_dir.path().join("build")).unwrap();
        std::fs::write(data_dir.path().join("build/index.html"), INDEX_HTML).unwrap();
        let mut command = langhe_command(database_url, data_dir.path(), smtp_port);
        command.env("LANGHE_MAIL_LEASE_SECONDS", lease_seconds.to_string());
        let process = LangheProcess::spawn(command, Duration::from_secs(60));
        Self {
            url: process.url().to_owned(),
            process,
            data_dir,
        }
    }

    fn address(&self) -> &str {
        self.process.address()
    }

    /// A session token of a fresh admin: `langhe create-user` against the shared database,
    /// then the printed one-time link redeemed on this server.
    async fn admin_session(&self, database_url: &str) -> String {
        let output = langhe_command(database_url, self.data_dir.path(), 25)
            .args(["create-user", "admin@langhe.test", "--role", "admin"])
            .output()
            .expect("create-user runs");
        let link_token = sign_in_link_token(&output.stdout);
        let session: Value = reqwest::Client::new()
            .post(format!("{}/api/users/one-time-link", self.url))
            .json(&json!({ "token": link_token }))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        session["token"]
            .as_str()
            .expect("a session token")
            .to_owned()
    }

    /// Mails this server's worker handed to the mail server, from its own `/metrics`.
    async fn mails_sent(&self) -> u64 {
        let metrics = reqwest::get(format!("{}/metrics", self.url))
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        metrics
            .lines()
            .find(|line| line.starts_with("mail_deliveries_total{outcome=\"sent\"}"))
            .and_then(|line| line.split_whitespace().last())
            .map_or(0, |count| count.parse().unwrap())
    }
}

/// nginx running `deploy/nginx.conf` unprivileged, in the foreground, from a folder of its own.
struct Nginx {
    child: Child,
    url: String,
    _run_dir: tempfile::TempDir,
}

fn nginx_binary() -> PathBuf {
    ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"]
        .into_iter()
        .map(PathBuf::from)
        .find(|path| path.exists())
        .expect("nginx is installed (Debian's nginx-light; scripts/ensure-test-tools.sh)")
}

impl Nginx {
    async fn start(servers: &[&Langhe]) -> Self {
        let run_dir = tempfile::tempdir().unwrap();
        let port = free_port().await;
        let template = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../deploy/nginx.conf"
        ))
        .expect("deploy/nginx.conf");
        let upstreams: Vec<String> = servers
            .iter()
            .map(|server| format!("server {} max_fails=3 fail_timeout=10s;", server.address()))
            .collect();
        let config = template
            .replace("{{run_dir}}", &run_dir.path().display().to_string())
            .replace("{{servers}}", &upstreams.join("\n        "))
            .replace("{{listen}}", &format!("127.0.0.1:{port}"));
        assert!(!config.contains("{{"), "a field left unfilled:\n{config}");
        let config_file = run_dir.path().join("nginx.conf");
        std::fs::write(&config_file, config).unwrap();
        let child = Command::new(nginx_binary())
            .arg("-c")
            .arg(&config_file)
            .arg("-p")
            .arg(run_dir.path())
            .arg("-e")
            .arg(run_dir.path().join("error.log"))
            .args(["-g", "daemon off;"])
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("nginx starts");
        let address = format!("127.0.0.1:{port}");
        let started = Instant::now();
        while std::net::TcpStream::connect(&address).is_err() {
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "nginx listens within 10 s: {}",
                std::fs::read_to_string(run_dir.path().join("error.log")).unwrap_or_default()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        Self {
            child,
            url: format!("http://{address}"),
            _run_dir: run_dir,
        }
    }
}

impl Drop for Nginx {
    /// SIGTERM: nginx's fast shutdown, which also ends its workers.
    fn drop(&mut self) {
        let _ = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status();
        let _ = self.child.wait();
    }
}

async fn captcha_token(client: &reqwest::Client, base_url: &str) -> String {
    let challenge: Value = client
        .get(format!("{base_url}/api/captcha/challenge"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    solve_served_challenge(&challenge).expect("solvable")
}

async fn send_enquiry(
    client: &reqwest::Client,
    base_url: &str,
    n: usize,
    captcha: &str,
) -> (StatusCode, String) {
    let response = client
        .post(format!("{base_url}/api/email/send"))
        .json(&json!({
            "subject": "Contact Page",
            "name": format!("Visitor {n}"),
            "email": "visitor@example.com",
            "message": "Is the farmhouse in Barolo still for sale?",
            "captchaToken": captcha,
        }))
        .send()
        .await
        .unwrap();
    (response.status(), response.text().await.unwrap())
}

fn property(reference: &str, title: &str) -> Value {
    json!({
        "ref": reference, "listing_title": title, "location": "Barolo",
        "meta_title": format!("{title} (meta)"), "path": "-x", "pictures_path": "-x",
        "title": title, "title2": "Among vines", "visibility": "visible",
    })
}

async fn save(
    client: &reqwest::Client,
    server: &Langhe,
    token: &str,
    method: reqwest::Method,
    body: &Value,
) {
    let response = client
        .request(method, format!("{}/api/properties", server.url))
        .bearer_auth(token)
        .json(body)
        .send()
        .await
        .unwrap();
    let status = response.status();
    assert!(
        status.is_success(),
        "{status} {}",
        response.text().await.unwrap()
    );
}

async fn text(client: &reqwest::Client, url: &str) -> String {
    let response = client.get(url).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK, "{url}");
    response.text().await.unwrap()
}

async fn page_cache_hits(client: &reqwest::Client, server: &Langhe, token: &str) -> u64 {
    let report: Value = client
        .get(format!("{}/api/system/page-cache", server.url))
        .bearer_auth(token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    report["hits"].as_u64().expect("hits")
}

/// Asks `url` until its answer contains `expected`; how long that took.
async fn time_until_shown(client: &reqwest::Client, url: &str, expected: &str) -> Duration {
    let started = Instant::now();
    loop {
        if text(client, url).await.contains(expected) {
            return started.elapsed();
        }
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "{url} never showed {expected}"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_write_through_one_server_shows_through_the_other_within_a_second() {
    let Some(database) = TestDatabase::postgres().await else {
        eprintln!("skipped: TEST_DATABASE_URL not set");
        return;
    };
    let smtp_port = free_port().await;
    let sink = SmtpSink::start(smtp_port, false).await;
    let one = Langhe::start(database.url(), smtp_port, 120);
    let other = Langhe::start(database.url(), smtp_port, 120);
    let nginx = Nginx::start(&[&one, &other]).await;
    let client = reqwest::Client::new();
    let token = one.admin_session(database.url()).await;

    save(
        &client,
        &one,
        &token,
        reqwest::Method::POST,
        &property("123", "Old mill"),
    )
    .await;
    let list_url = format!("{}/api/properties", other.url);
    let page_url = format!("{}{PROPERTY_PAGE}", other.url);
    // Both caches of the other server hold the property as it is now.
    assert!(text(&client, &list_url).await.contains("Old mill"));
    assert!(text(&client, &page_url).await.contains("Old mill (meta)"));
    let hits = page_cache_hits(&client, &other, &token).await;
    assert!(text(&client, &page_url).await.contains("Old mill (meta)"));
    assert_eq!(
        page_cache_hits(&client, &other, &token).await,
        hits + 1,
        "the page is cached"
    );

    save(
        &client,
        &one,
        &token,
        reqwest::Method::PUT,
        &property("123", "Restored mill"),
    )
    .await;
    let list_delay = time_until_shown(&client, &list_url, "Restored mill").await;
    let page_delay = time_until_shown(&client, &page_url, "Restored mill (meta)").await;
    assert!(
        list_delay < COHERENT_WITHIN,
        "the other server's list took {list_delay:?}"
    );
    assert!(
        page_delay < COHERENT_WITHIN,
        "the other server's page took {page_delay:?}"
    );
    // A new listing changes which properties the list holds (its order in memory too).
    save(
        &client,
        &one,
        &token,
        reqwest::Method::POST,
        &property("124", "New barn"),
    )
    .await;
    let new_listing_delay = time_until_shown(&client, &list_url, "New barn").await;
    assert!(
        new_listing_delay < COHERENT_WITHIN,
        "the other server's list took {new_listing_delay:?} to show a new listing"
    );
    // Through the load balancer, whichever server answers.
    for _ in 0..4 {
        let page = text(&client, &format!("{}{PROPERTY_PAGE}", nginx.url)).await;
        assert!(page.contains("Restored mill (meta)"), "{page}");
        let list = text(&client, &format!("{}/api/properties", nginx.url)).await;
        assert!(
            list.contains("Restored mill") && list.contains("New barn"),
            "{list}"
        );
        assert!(!list.contains("Old mill"), "{list}");
    }

    // A puzzle solved once is spent on every server.
    let captcha = captcha_token(&client, &one.url).await;
    let (status, answer) = send_enquiry(&client, &one.url, 0, &captcha).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let (status, answer) = send_enquiry(&client, &other.url, 1, &captcha).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
    assert!(
        answer.contains("Captcha token invalid, expired or already used"),
        "{answer}"
    );

    drop(nginx);
    drop((one, other));
    sink.stop().await;
    database.cleanup().await;
}

const ENQUIRIES: usize = 100;
/// Shorter than a batch takes to deliver (20 mails × `MAIL_SERVER_DELAY`): a claim that were
/// not renewed before each mail would be taken over by the other server mid-batch. Longer
/// than the SMTP timeout (`langhe_command`), as start-up demands.
const LEASE_SECONDS: u32 = 2;
const MAIL_SERVER_DELAY: Duration = Duration::from_millis(150);

fn message_id(mail: &str) -> String {
    mail.lines()
        .find_map(|line| line.strip_prefix("Message-ID: "))
        .unwrap_or_else(|| panic!("no Message-ID in {mail}"))
        .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_enquiry_sent_through_either_server_is_delivered_exactly_once() {
    let Some(database) = TestDatabase::postgres().await else {
        eprintln!("skipped: TEST_DATABASE_URL not set");
        return;
    };
    let smtp_port = free_port().await;
    let sink = SmtpSink::start_slow(smtp_port, MAIL_SERVER_DELAY).await;
    let one = Langhe::start(database.url(), smtp_port, LEASE_SECONDS);
    let other = Langhe::start(database.url(), smtp_port, LEASE_SECONDS);
    let nginx = Nginx::start(&[&one, &other]).await;
    let client = reqwest::Client::new();

    for n in 0..ENQUIRIES {
        // The puzzle and the form may reach different servers: both know the key.
        let captcha = captcha_token(&client, &nginx.url).await;
        let (status, answer) = send_enquiry(&client, &nginx.url, n, &captcha).await;
        assert_eq!(status, StatusCode::OK, "{answer}");
    }
    let outbox = SqlEnquiryOutbox::new(database.conn());
    let started = Instant::now();
    loop {
        let inbox = outbox
            .list(&InboxQuery::default(), PageRequest::parse(0, 100).unwrap())
            .await
            .unwrap();
        assert_eq!(inbox.items.len(), ENQUIRIES);
        if inbox.items.iter().all(|e| e.status == DeliveryStatus::Sent) {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "not every enquiry was delivered within 60 s"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // A copy sent under a lost claim would still arrive after its twin was marked sent.
    tokio::time::sleep(Duration::from_secs(u64::from(LEASE_SECONDS) + 1)).await;

    let sent_by = (one.mails_sent().await, other.mails_sent().await);
    let accepted = sink.stop().await;
    let mut deliveries: BTreeMap<String, usize> = BTreeMap::new();
    for mail in &accepted {
        *deliveries.entry(message_id(mail)).or_default() += 1;
    }
    let repeated: Vec<_> = deliveries.iter().filter(|(_, n)| **n > 1).collect();
    assert!(
        repeated.is_empty(),
        "delivered more than once: {repeated:?}"
    );
    assert_eq!(deliveries.len(), ENQUIRIES, "one mail per enquiry");
    assert_eq!(accepted.len(), ENQUIRIES);
    assert!(
        sent_by.0 > 0 && sent_by.1 > 0 && sent_by.0 + sent_by.1 == ENQUIRIES as u64,
        "both servers delivered, {sent_by:?}"
    );

    drop(nginx);
    drop((one, other));
    database.cleanup().await;
}

#[test]
fn the_deployment_guide_shows_the_nginx_configuration_the_test_runs() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let guide = std::fs::read_to_string(format!("{root}/docs/deploy.md")).unwrap();
    let tested = std::fs::read_to_string(format!("{root}/deploy/nginx.conf")).unwrap();
    let shown = guide
        .split_once("```nginx\n")
        .and_then(|(_, rest)| rest.split_once("```"))
        .map(|(block, _)| block)
        .expect("an nginx block in docs/deploy.md");
    assert_eq!(
        shown, tested,
        "docs/deploy.md shows deploy/nginx.conf as it is"
    );
}
