//! The staff inbox (GET /api/enquiries: admin and agent) and the subscriber export
//! (GET /api/newsletter/subscribers.csv: admin only).

use super::enquiry_helpers::{contact_form, spawn_form_app};
use super::staff_helpers::Caller;
use crate::support::app::assert_error;
use reqwest::{Method, StatusCode};
use serde_json::json;

const INBOX: &str = "/api/enquiries";
const SUBSCRIBERS_CSV: &str = "/api/newsletter/subscribers.csv";

#[tokio::test]
async fn the_inbox_and_the_export_are_401_for_every_caller_without_a_valid_session() {
    let app = spawn_form_app(100).await;
    for caller in Caller::ALL.into_iter().filter(|c| c.has_no_session()) {
        let token = app.token_for(caller).await;
        for path in [INBOX, SUBSCRIBERS_CSV] {
            let (status, body) = app.get_as(path, token.as_deref()).await;
            assert_eq!(status, StatusCode::UNAUTHORIZED, "{caller:?} {path}");
            assert_error(status, &body, 401, "Sign-in required");
        }
    }
}

#[tokio::test]
async fn a_signed_in_user_without_a_role_is_403_for_the_inbox_and_the_export() {
    let app = spawn_form_app(100).await;
    let token = app.token_for(Caller::NoRole).await;
    for path in [INBOX, SUBSCRIBERS_CSV] {
        let (status, body) = app.get_as(path, token.as_deref()).await;
        assert_error(status, &body, 403, "Your role does not allow this");
    }
}

#[tokio::test]
async fn an_agent_reads_the_inbox_but_may_not_export_subscribers() {
    let app = spawn_form_app(100).await;
    let token = app.token_for(Caller::Agent).await;
    let (status, body) = app.get_as(INBOX, token.as_deref()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = app.get_as(SUBSCRIBERS_CSV, token.as_deref()).await;
    assert_error(status, &body, 403, "Your role does not allow this");
}

#[tokio::test]
async fn the_inbox_lists_enquiries_newest_first_with_status_and_property_link() {
    let app = spawn_form_app(100).await;
    let (status, _) = app
        .post_json(
            "/api/email/send",
            &contact_form("Older Anna", &app.quick_captcha_token()),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let enquiry = json!({
        "subject": "ENQUIRY for 123", "name": "Newer Bruno", "ref": "123", "email": "bruno@example.com",
        "message": "When can I visit?", "captchaToken": app.quick_captcha_token(),
    });
    let (status, _) = app.post_json("/api/email/send", &enquiry).await;
    assert_eq!(status, StatusCode::OK);

    let token = app.token_for(Caller::Admin).await;
    let (status, body) = app.get_as(INBOX, token.as_deref()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let enquiries = body["enquiries"].as_array().unwrap();
    let names: Vec<_> = enquiries
        .iter()
        .map(|e| e["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Newer Bruno", "Older Anna"]);
    assert_eq!(body["pages"], 1);

    let newest = &enquiries[0];
    assert_eq!(newest["kind"], "property_enquiry");
    assert_eq!(newest["subject"], "ENQUIRY for 123");
    assert_eq!(newest["ref"], "123");
    assert_eq!(
        newest["property_url"],
        "https://langhe.test/property/for-sale/in-italy/123"
    );
    assert_eq!(newest["status"], "pending");
    assert_eq!(newest["attempts"], 0);
    assert_eq!(enquiries[1]["property_url"], serde_json::Value::Null);
}

#[tokio::test]
async fn the_inbox_pages_with_skip_and_take() {
    let app = spawn_form_app(100).await;
    for name in ["First", "Second", "Third"] {
        let (status, _) = app
            .post_json(
                "/api/email/send",
                &contact_form(name, &app.quick_captcha_token()),
            )
            .await;
        assert_eq!(status, StatusCode::OK);
    }
    let token = app.token_for(Caller::Agent).await;
    let (status, body) = app
        .get_as(&format!("{INBOX}?skip=1&take=2"), token.as_deref())
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["pages"], 2);
    let names: Vec<_> = body["enquiries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["First"]);
}

#[tokio::test]
async fn an_admin_downloads_the_subscribers_as_csv() {
    let app = spawn_form_app(100).await;
    app.subscribe_confirmed("anna@example.com").await;
    app.sign_up("bruno@example.com").await;

    let token = app.token_for(Caller::Admin).await;
    let response = app
        .request(Method::GET, SUBSCRIBERS_CSV, token.as_deref())
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let content_type = response.headers()["content-type"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(content_type.starts_with("text/csv"), "{content_type}");
    let csv = response.text().await.unwrap();
    assert!(csv.contains("anna@example.com"), "{csv}");
    assert!(
        !csv.contains("bruno@example.com"),
        "a pending sign-up is not on the list: {csv}"
    );
    assert!(
        csv.contains("https://langhe.test/api/newsletter/unsubscribe?token="),
        "{csv}"
    );
}
