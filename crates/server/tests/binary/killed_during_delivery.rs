//! The real `langhe` binary stopped while a mail is in flight. SIGKILLed, then started again on
//! the same data: every enquiry reaches the mail server exactly once, and the inbox shows each
//! one delivered. SIGTERMed: the mail worker finishes its pass before the process exits 0, so
//! nothing is left waiting for a lease. On SQLite, and on PostgreSQL when `TEST_DATABASE_URL`
//! is set.

use super::worker_signals::{counter, passes_series, MAIL_DELIVERY};
use crate::support::langhe_process::LangheProcess;
use crate::support::smtp_sink::{free_port, SmtpSink};
use adapters::captcha::solve_served_challenge;
use adapters::outbox::SqlEnquiryOutbox;
use domain::enquiry::inbox::InboxQuery;
use domain::ports::{DeliveryStatus, EnquiryInbox, StoredEnquiry};
use domain::PageRequest;
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};
use test_services::TestDatabase;

const ENQUIRIES: usize = 12;
/// The mail server answers this many, then stalls in DATA: the next one is in flight.
const DELIVERED_BEFORE_THE_KILL: usize = 5;
/// Short, so that the restarted server retries what the killed one held without a long wait;
/// longer than the SMTP timeout, as start-up demands.
const LEASE_SECONDS: &str = "3";
/// When the server is stopped gracefully the lease plays no part, so it outlasts a whole pass
/// of slow answers: one pass may claim all three enquiries, and a claim that ran out before
/// its mail's turn would be left behind (the next pass would send it, but there is none).
const GRACEFUL_LEASE_SECONDS: &str = "30";
/// Above `SLOW_ANSWER`, which must be an answer and not a failure.
const SMTP_TIMEOUT_SECONDS: &str = "2";

struct Server {
    process: LangheProcess,
}

impl Server {
    /// Starts the binary and waits for the "running at http://…" line it prints once it serves.
    fn start(database_url: &str, data_dir: &Path, smtp_port: u16, lease_seconds: &str) -> Self {
        let mut command = Command::new(env!("CARGO_BIN_EXE_langhe"));
        command
            .env("LANGHE_SHUTDOWN_GRACE_SECONDS", "30")
            .env("LANGHE_LISTEN", "127.0.0.1:0")
            .env("LANGHE_DATA_DIR", data_dir)
            .env("DATABASE_URL", database_url)
            .env("LANGHE_DEMO_CONTENT", "false")
            .env("LANGHE_STATIC_DIR", data_dir.join("no-front-end"))
            .env("LANGHE_SMTP_HOST", "127.0.0.1")
            .env("LANGHE_SMTP_PORT", smtp_port.to_string())
            .env("LANGHE_SMTP_TLS", "none")
            .env("LANGHE_MAIL_FROM", "site@langhe.test")
            .env("LANGHE_MAIL_TO", "consultant@langhe.test")
            .env("LANGHE_MAIL_LEASE_SECONDS", lease_seconds)
            .env("LANGHE_SMTP_TIMEOUT_SECONDS", SMTP_TIMEOUT_SECONDS)
            .env("LANGHE_CAPTCHA_POW_MAX_NUMBER", "500")
            .env("LANGHE_SEND_RATE_PER_MINUTE", "1000")
            // These tests count the mails delivered after a kill or a stop: the desk's daily
            // digest (the enquiries are new leads, and the test may run past its hour) would
            // be one more. The digest proves itself in tests/api/desk_digest.rs.
            .env("LANGHE_DESK_DIGEST_HOUR", "off")
            .env("LANGHE_FX_RATES_URL", "off")
            .env("RUST_LOG", "warn");
        Self {
            process: LangheProcess::spawn(command, Duration::from_secs(60)),
        }
    }

    fn url(&self) -> &str {
        self.process.url()
    }

    /// SIGTERM, what a service manager sends first; waits for the process to end.
    fn terminate(mut self) -> std::process::ExitStatus {
        self.process.terminate();
        self.process.wait()
    }

    /// SIGKILL: no shutdown code runs, whatever was in flight is cut off.
    fn kill(mut self) {
        self.process.kill();
    }
}

async fn captcha_token(client: &reqwest::Client, server: &Server) -> String {
    let challenge: Value = client
        .get(format!("{}/api/captcha/challenge", server.url()))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    solve_served_challenge(&challenge).expect("solvable")
}

async fn wait_for(what: &str, timeout: Duration, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(start.elapsed() < timeout, "timed out waiting for {what}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn header<'a>(mail: &'a str, name: &str) -> &'a str {
    mail.lines()
        .find_map(|line| {
            line.strip_prefix(name)
                .and_then(|rest| rest.strip_prefix(": "))
        })
        .unwrap_or_else(|| panic!("no {name} in {mail}"))
}

/// How many times the mail server accepted each Message-ID.
fn deliveries_by_message_id(accepted: &[String]) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    for mail in accepted {
        *counts
            .entry(header(mail, "Message-ID").to_owned())
            .or_insert(0) += 1;
    }
    counts
}

async fn inbox(database: &TestDatabase) -> Vec<StoredEnquiry> {
    let outbox = SqlEnquiryOutbox::new(database.conn());
    outbox
        .list(&InboxQuery::default(), PageRequest::parse(0, 100).unwrap())
        .await
        .unwrap()
        .items
}

/// `GET /metrics` of `server`.
async fn metrics(client: &reqwest::Client, server: &Server) -> String {
    client
        .get(format!("{}/metrics", server.url()))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

/// Waits (up to 30 s) until the outbox marks every enquiry sent.
async fn wait_until_the_inbox_shows_every_enquiry_sent(database: &TestDatabase) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let stored = inbox(database).await;
        if stored.iter().all(|e| e.status == DeliveryStatus::Sent) {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "not every enquiry is marked sent: {:?}",
            stored.iter().map(|e| e.status).collect::<Vec<_>>()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn send_enquiries(client: &reqwest::Client, server: &Server, count: usize) {
    for n in 0..count {
        let body = json!({
            "subject": "Contact Page",
            "name": format!("Visitor {n}"),
            "email": "visitor@example.com",
            "message": "Is the farmhouse in Barolo still for sale?",
            "captchaToken": captcha_token(client, server).await,
        });
        let response = client
            .post(format!("{}/api/email/send", server.url()))
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(
            response.status(),
            reqwest::StatusCode::OK,
            "{}",
            response.text().await.unwrap()
        );
    }
}

async fn killed_mid_delivery_and_restarted(database: &TestDatabase) {
    let data_dir = tempfile::tempdir().unwrap();
    let smtp_port = free_port().await;
    let sink = SmtpSink::start_stalling_after(smtp_port, DELIVERED_BEFORE_THE_KILL).await;
    let client = reqwest::Client::new();

    let first = Server::start(database.url(), data_dir.path(), smtp_port, LEASE_SECONDS);
    send_enquiries(&client, &first, ENQUIRIES).await;
    wait_for("a delivery in flight", Duration::from_secs(30), || {
        sink.hung() >= 1
    })
    .await;
    first.kill();
    assert_eq!(
        sink.accepted().len(),
        DELIVERED_BEFORE_THE_KILL,
        "the stalled message was never accepted"
    );
    let interrupted = inbox(database).await;
    assert_eq!(
        interrupted.len(),
        ENQUIRIES,
        "every enquiry was stored before its 200"
    );
    assert!(
        interrupted
            .iter()
            .any(|e| e.status == DeliveryStatus::Sending),
        "one was in flight when killed"
    );

    sink.recover();
    let second = Server::start(database.url(), data_dir.path(), smtp_port, LEASE_SECONDS);
    wait_for("every enquiry delivered", Duration::from_secs(60), || {
        deliveries_by_message_id(&sink.accepted()).len() >= ENQUIRIES
    })
    .await;
    wait_until_the_inbox_shows_every_enquiry_sent(database).await;
    // Nothing is left to claim: a mail pass that began after this sends nothing again.
    let passes = passes_series(MAIL_DELIVERY);
    let from = counter(&metrics(&client, &second).await, &passes);
    let deadline = Instant::now() + Duration::from_secs(30);
    while counter(&metrics(&client, &second).await, &passes) < from + 2 {
        assert!(Instant::now() < deadline, "no mail pass for 30 s");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let delivered = inbox(database).await;
    let metrics = metrics(&client, &second).await;
    second.kill();
    assert!(
        metrics.contains(&format!(
            "mail_deliveries_total{{outcome=\"sent\"}} {}",
            ENQUIRIES - DELIVERED_BEFORE_THE_KILL
        )),
        "the restarted server counts what it delivered: {metrics}"
    );

    let accepted = sink.stop().await;
    let counts = deliveries_by_message_id(&accepted);
    assert!(
        counts.values().all(|&n| n == 1),
        "each message once: {counts:?}"
    );
    let names: BTreeSet<&str> = accepted.iter().map(|mail| header(mail, "Name")).collect();
    assert_eq!(
        names.len(),
        ENQUIRIES,
        "every visitor's enquiry arrived: {names:?}"
    );
    let expected_ids: BTreeSet<String> = delivered
        .iter()
        .map(|e| {
            format!(
                "<enquiry.{}.{}@langhe.test>",
                e.id.0,
                e.received_at.timestamp_millis()
            )
        })
        .collect();
    assert_eq!(
        counts.keys().cloned().collect::<BTreeSet<_>>(),
        expected_ids,
        "ids come from the outbox"
    );
    assert!(
        delivered.iter().all(|e| e.status == DeliveryStatus::Sent),
        "the inbox shows them delivered"
    );
    assert!(
        delivered.iter().any(|e| e.attempts == 2),
        "the interrupted one was tried again"
    );
}

/// How long the slow mail server takes to answer each message.
const SLOW_ANSWER: Duration = Duration::from_millis(1500);

async fn terminated_mid_delivery(database: &TestDatabase) {
    let data_dir = tempfile::tempdir().unwrap();
    let smtp_port = free_port().await;
    let sink = SmtpSink::start_slow(smtp_port, SLOW_ANSWER).await;
    let client = reqwest::Client::new();
    let server = Server::start(
        database.url(),
        data_dir.path(),
        smtp_port,
        GRACEFUL_LEASE_SECONDS,
    );
    send_enquiries(&client, &server, 3).await;
    wait_for("a delivery in flight", Duration::from_secs(30), || {
        sink.waiting() >= 1
    })
    .await;
    let exit = server.terminate();
    assert!(exit.success(), "exits 0 after SIGTERM: {exit:?}");

    let accepted = sink.stop().await;
    assert!(!accepted.is_empty(), "the mail in flight was finished");
    let counts = deliveries_by_message_id(&accepted);
    assert!(
        counts.values().all(|&n| n == 1),
        "each message once: {counts:?}"
    );
    let stored = inbox(database).await;
    assert_eq!(stored.len(), 3, "every enquiry was stored before its 200");
    assert!(
        stored.iter().all(|e| e.status != DeliveryStatus::Sending),
        "nothing left claimed for a lease to free: {:?}",
        stored.iter().map(|e| e.status).collect::<Vec<_>>()
    );
    let sent = stored
        .iter()
        .filter(|e| e.status == DeliveryStatus::Sent)
        .count();
    assert_eq!(
        sent,
        accepted.len(),
        "the inbox shows what the mail server took"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn terminated_during_delivery_on_sqlite_finishes_the_pass_and_exits_zero() {
    let database = TestDatabase::sqlite().await;
    terminated_mid_delivery(&database).await;
    database.cleanup().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn terminated_during_delivery_on_postgres_finishes_the_pass_and_exits_zero() {
    let Some(database) = TestDatabase::postgres().await else {
        eprintln!("TEST_DATABASE_URL is not set: the PostgreSQL run is left out");
        return;
    };
    terminated_mid_delivery(&database).await;
    database.cleanup().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_during_delivery_on_sqlite_then_restarted_delivers_everything_once() {
    let database = TestDatabase::sqlite().await;
    killed_mid_delivery_and_restarted(&database).await;
    database.cleanup().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_during_delivery_on_postgres_then_restarted_delivers_everything_once() {
    let Some(database) = TestDatabase::postgres().await else {
        eprintln!("TEST_DATABASE_URL is not set: the PostgreSQL run is left out");
        return;
    };
    killed_mid_delivery_and_restarted(&database).await;
    database.cleanup().await;
}
