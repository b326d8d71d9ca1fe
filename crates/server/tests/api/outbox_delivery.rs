//! The outbox with a real SMTP server on loopback: nothing lost, nothing sent twice.

use super::enquiry_helpers::{contact_form, spawn_form_app};
use crate::support::smtp_sink::{free_port, SmtpSink};
use domain::ports::DeliveryStatus;
use reqwest::StatusCode;
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// How many times each visitor's message reached the mail server.
fn deliveries(accepted: &[String]) -> HashMap<String, usize> {
    let mut counts = HashMap::new();
    for data in accepted {
        let name = data
            .lines()
            .find_map(|line| line.strip_prefix("Name: "))
            .expect("a Name line")
            .to_owned();
        *counts.entry(name).or_insert(0) += 1;
    }
    counts
}

async fn wait_for(what: &str, timeout: Duration, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(start.elapsed() < timeout, "timed out waiting for {what}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn enquiries_sent_while_smtp_is_down_are_all_delivered_once_when_it_is_back() {
    let app = spawn_form_app(1_000).await;
    let smtp_port = free_port().await;
    let worker = app.start_worker(smtp_port, Duration::from_secs(10));

    for n in 0..100 {
        let (status, body) = app
            .post_json(
                "/api/email/send",
                &contact_form(&format!("Visitor {n}"), &app.quick_captcha_token()),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    // A pass that began once all were stored has tried some of them.
    worker.passes().whole_pass().await;
    let waiting = app.inbox().await;
    assert_eq!(waiting.len(), 100);
    assert!(waiting.iter().all(|e| e.status != DeliveryStatus::Sent));
    assert!(
        waiting.iter().any(|e| e.last_error.is_some()),
        "delivery was tried while SMTP was down"
    );

    let sink = SmtpSink::start(smtp_port, false).await;
    wait_for("100 deliveries", Duration::from_secs(60), || {
        sink.accepted().len() >= 100
    })
    .await;
    // The pass that handed over the last one has marked it sent: nothing is left to send.
    worker.passes().whole_pass().await;
    worker.abort();

    let counts = deliveries(&sink.stop().await);
    assert_eq!(counts.len(), 100, "every enquiry arrived");
    assert!(counts.values().all(|&n| n == 1), "none twice: {counts:?}");
    assert!(app
        .inbox()
        .await
        .iter()
        .all(|e| e.status == DeliveryStatus::Sent));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_worker_killed_mid_delivery_leaves_each_enquiry_to_be_delivered_once() {
    let app = spawn_form_app(1_000).await;
    let smtp_port = free_port().await;
    let stalling = SmtpSink::start(smtp_port, true).await;
    let lease = Duration::from_secs(1);
    let first_worker = app.start_worker(smtp_port, lease);
    for n in 0..10 {
        let (status, _) = app
            .post_json(
                "/api/email/send",
                &contact_form(&format!("Visitor {n}"), &app.quick_captcha_token()),
            )
            .await;
        assert_eq!(status, StatusCode::OK);
    }
    wait_for("a delivery in progress", Duration::from_secs(10), || {
        stalling.hung() >= 1
    })
    .await;
    first_worker.abort();
    assert!(
        stalling.stop().await.is_empty(),
        "the stalled message was never accepted"
    );
    assert!(app
        .inbox()
        .await
        .iter()
        .any(|e| e.status == DeliveryStatus::Sending));

    let sink = SmtpSink::start(smtp_port, false).await;
    let restarted = app.start_worker(smtp_port, lease);
    wait_for("10 deliveries", Duration::from_secs(30), || {
        sink.accepted().len() >= 10
    })
    .await;
    restarted.passes().whole_pass().await;
    restarted.abort();

    let counts = deliveries(&sink.stop().await);
    assert_eq!(counts.len(), 10);
    assert!(counts.values().all(|&n| n == 1), "none twice: {counts:?}");
    let inbox = app.inbox().await;
    assert!(inbox.iter().all(|e| e.status == DeliveryStatus::Sent));
    assert!(
        inbox.iter().any(|e| e.attempts >= 2),
        "the interrupted one was tried again"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_mail_goes_to_the_consultant_with_the_visitor_as_reply_to() {
    let app = spawn_form_app(100).await;
    let smtp_port = free_port().await;
    let sink = SmtpSink::start(smtp_port, false).await;
    let worker = app.start_worker(smtp_port, Duration::from_secs(10));
    let (status, _) = app
        .post_json(
            "/api/email/send",
            &contact_form("Anna Rossi", &app.captcha_token().await),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    wait_for("the delivery", Duration::from_secs(10), || {
        !sink.accepted().is_empty()
    })
    .await;
    worker.abort();
    let mail = sink.stop().await.remove(0);
    assert!(mail.contains("To: consultant@langhe.test"), "{mail}");
    assert!(mail.contains("Reply-To: anna@example.com"), "{mail}");
    assert!(mail.contains("Subject: Contact Page"), "{mail}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_confirmation_mail_goes_to_the_subscriber_with_one_click_unsubscribe() {
    let app = spawn_form_app(100).await;
    let smtp_port = free_port().await;
    let sink = SmtpSink::start(smtp_port, false).await;
    let worker = app.start_worker(smtp_port, Duration::from_secs(10));
    app.sign_up("bruno@example.com").await;
    wait_for("the confirmation mail", Duration::from_secs(30), || {
        !sink.accepted().is_empty()
    })
    .await;
    worker.abort();
    let mail = sink.stop().await.remove(0);
    assert!(mail.contains("To: bruno@example.com"), "{mail}");
    assert!(!mail.contains("consultant@langhe.test"), "{mail}");
    assert!(
        mail.contains("List-Unsubscribe: <https://langhe.test/api/newsletter/unsubscribe?token="),
        "{mail}"
    );
    assert!(
        mail.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"),
        "{mail}"
    );
    // The Italian half is not ASCII, so the body travels quoted-printable.
    let body = mail
        .replace("=\r\n", "")
        .replace("=\n", "")
        .replace("=3D", "=");
    assert!(
        body.contains("https://langhe.test/api/newsletter/confirm?token="),
        "{body}"
    );
    assert!(app.inbox().await.is_empty());
}
