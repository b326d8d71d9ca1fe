//! The hosted captcha adapter against a fake `siteverify` endpoint on loopback.

use super::enquiry_helpers::contact_form;
use crate::support::app::{assert_error, spawn_app_with};
use poem::listener::{Acceptor, Listener, TcpListener};
use poem::web::{Data, Form};
use poem::{handler, post, EndpointExt, Route, Server};
use reqwest::StatusCode;
use serde::Deserialize;
use serde_json::{json, Value};
use std::collections::HashSet;
use std::sync::{Arc, Mutex};

#[derive(Deserialize)]
struct Verification {
    secret: String,
    response: String,
}

/// Accepts 'good-token' once, for the right secret, like the real services.
#[handler]
fn siteverify(
    form: Form<Verification>,
    used: Data<&Arc<Mutex<HashSet<String>>>>,
) -> poem::web::Json<Value> {
    let fresh = used.lock().unwrap().insert(form.response.clone());
    let success = form.secret == "test-secret" && form.response == "good-token" && fresh;
    poem::web::Json(
        json!({ "success": success, "error-codes": if success { json!([]) } else { json!(["invalid-input-response"]) } }),
    )
}

async fn fake_siteverify() -> String {
    let acceptor = TcpListener::bind("127.0.0.1:0")
        .into_acceptor()
        .await
        .unwrap();
    let address = acceptor.local_addr()[0].as_socket_addr().copied().unwrap();
    let used: Arc<Mutex<HashSet<String>>> = Arc::default();
    tokio::spawn(
        Server::new_with_acceptor(acceptor)
            .run(Route::new().at("/siteverify", post(siteverify)).data(used)),
    );
    format!("http://{address}/siteverify")
}

#[tokio::test]
async fn a_hosted_captcha_is_verified_server_side_once() {
    let verify_url = fake_siteverify().await;
    let app = spawn_app_with(&[
        ("LANGHE_CAPTCHA", "turnstile".into()),
        ("LANGHE_CAPTCHA_SITE_KEY", "site-key".into()),
        ("LANGHE_CAPTCHA_SECRET", "test-secret".into()),
        ("LANGHE_CAPTCHA_VERIFY_URL", verify_url),
    ])
    .await;

    let (status, config) = app.get_json("/api/captcha/config").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        config,
        json!({ "provider": "turnstile", "siteKey": "site-key", "challengeUrl": null })
    );
    let (status, _) = app.get_json("/api/captcha/challenge").await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    let (status, body) = app
        .post_json("/api/email/send", &contact_form("Anna", "bad-token"))
        .await;
    assert_error(
        status,
        &body,
        400,
        "Captcha token invalid, expired or already used",
    );
    let (status, body) = app
        .post_json("/api/email/send", &contact_form("Anna", "good-token"))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = app
        .post_json("/api/email/send", &contact_form("Anna", "good-token"))
        .await;
    assert_error(
        status,
        &body,
        400,
        "Captcha token invalid, expired or already used",
    );
    assert_eq!(app.inbox().await.len(), 1);
}

#[tokio::test]
async fn an_unreachable_captcha_service_is_503_and_nothing_is_stored() {
    let port = crate::support::smtp_sink::free_port().await;
    let app = spawn_app_with(&[
        ("LANGHE_CAPTCHA", "hcaptcha".into()),
        ("LANGHE_CAPTCHA_SITE_KEY", "site-key".into()),
        ("LANGHE_CAPTCHA_SECRET", "test-secret".into()),
        (
            "LANGHE_CAPTCHA_VERIFY_URL",
            format!("http://127.0.0.1:{port}/siteverify"),
        ),
    ])
    .await;
    let (status, body) = app
        .post_json("/api/email/send", &contact_form("Anna", "good-token"))
        .await;
    assert_error(status, &body, 503, "Captcha service unavailable");
    assert!(app.inbox().await.is_empty());
}
