//! Rate limits behind a reverse proxy: `X-Forwarded-For` names the client only when the TCP
//! peer is a trusted proxy (`LANGHE_TRUSTED_PROXIES`).

use super::enquiry_helpers::{contact_form, TEST_POW_MAX_NUMBER};
use crate::support::app::{assert_error, spawn_app_with, TestApp};
use reqwest::StatusCode;
use serde_json::{json, Value};

const TOO_MANY: &str = "Too many messages from your address. Please wait a minute and try again.";

async fn app_trusting(proxies: &str) -> TestApp {
    spawn_app_with(&[
        ("LANGHE_CAPTCHA_POW_MAX_NUMBER", TEST_POW_MAX_NUMBER.into()),
        ("LANGHE_SEND_RATE_PER_MINUTE", "2".into()),
        ("LANGHE_TRUSTED_PROXIES", proxies.into()),
    ])
    .await
}

/// POSTs as if a proxy had forwarded the request for `forwarded_for`.
async fn post_from(
    app: &TestApp,
    path: &str,
    forwarded_for: &str,
    body: &Value,
) -> (StatusCode, Value) {
    app.post_json_with(path, body, &[("X-Forwarded-For", forwarded_for)])
        .await
}

async fn send_from(app: &TestApp, forwarded_for: &str) -> (StatusCode, Value) {
    post_from(
        app,
        "/api/email/send",
        forwarded_for,
        &contact_form("Anna", &app.quick_captcha_token()),
    )
    .await
}

#[tokio::test]
async fn two_clients_behind_a_trusted_proxy_have_separate_limits() {
    // The test talks to the app over loopback: 127.0.0.1 plays the proxy.
    let app = app_trusting("127.0.0.1").await;
    for _ in 0..2 {
        assert_eq!(send_from(&app, "198.51.100.1").await.0, StatusCode::OK);
    }
    let (status, body) = send_from(&app, "198.51.100.1").await;
    assert_error(status, &body, 429, TOO_MANY);

    // A second visitor, and a first one who made up an address left of the proxy's entry.
    assert_eq!(send_from(&app, "198.51.100.2").await.0, StatusCode::OK);
    assert_eq!(
        send_from(&app, "203.0.113.50, 198.51.100.2").await.0,
        StatusCode::OK
    );
    let (status, body) = send_from(&app, "203.0.113.51, 198.51.100.1").await;
    assert_error(status, &body, 429, TOO_MANY);

    // The newsletter shares the per-client allowance.
    let sign_up = |email: &str| json!({ "email": email, "consent": true, "captchaToken": app.quick_captcha_token() });
    let (status, body) = post_from(
        &app,
        "/api/newsletter/subscribe",
        "198.51.100.1",
        &sign_up("a@example.com"),
    )
    .await;
    assert_error(status, &body, 429, TOO_MANY);
    let (status, body) = post_from(
        &app,
        "/api/newsletter/subscribe",
        "198.51.100.3",
        &sign_up("c@example.com"),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(app.inbox().await.len(), 4);
}

#[tokio::test]
async fn an_untrusted_peer_cannot_spoof_its_address() {
    // Loopback is not among the trusted proxies, so the header is the visitor's own words.
    let app = app_trusting("10.0.0.0/8").await;
    assert_eq!(send_from(&app, "198.51.100.1").await.0, StatusCode::OK);
    assert_eq!(send_from(&app, "198.51.100.2").await.0, StatusCode::OK);
    let (status, body) = send_from(&app, "198.51.100.3").await;
    assert_error(status, &body, 429, TOO_MANY);
    assert_eq!(app.inbox().await.len(), 2);
}
