//! Newsletter sign-up, repeat sign-up and the one-click unsubscribe link.

use super::enquiry_helpers::spawn_form_app;
use super::helpers::assert_error;
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn signing_up_twice_is_not_an_error_and_not_a_duplicate() {
    let app = spawn_form_app(100).await;
    for _ in 0..2 {
        let form = json!({ "email": "Anna@Example.com", "consent": true, "captchaToken": app.quick_captcha_token() });
        let (status, body) = app.post_json("/api/newsletter/subscribe", &form).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(
            body["message"],
            "You have successfully joined our subscriber list."
        );
    }
    let directory = app.state.enquiries.subscribers.as_ref().unwrap();
    let subscribers = directory.current_subscribers().await.unwrap();
    assert_eq!(subscribers.len(), 1);
    assert_eq!(subscribers[0].email.as_str(), "anna@example.com");
}

#[tokio::test]
async fn a_sign_up_needs_a_valid_email_consent_and_a_captcha() {
    let app = spawn_form_app(100).await;
    let cases = [
        (
            json!({ "email": "", "consent": true }),
            "Email address missing",
        ),
        (
            json!({ "email": "anna", "consent": true }),
            "Please enter a valid email address",
        ),
        (
            json!({ "email": "anna@example.com" }),
            "Please tick the box to agree to receive the newsletter",
        ),
        (
            json!({ "email": "anna@example.com", "consent": true }),
            "Captcha token missing",
        ),
        (
            json!({ "email": "anna@example.com", "consent": true, "captchaToken": "x" }),
            "Captcha token invalid, expired or already used",
        ),
    ];
    for (form, expected) in cases {
        let (status, body) = app.post_json("/api/newsletter/subscribe", &form).await;
        assert_error(status, &body, 400, expected);
    }
    assert!(app
        .state
        .enquiries
        .subscribers
        .as_ref()
        .unwrap()
        .current_subscribers()
        .await
        .unwrap()
        .is_empty());
}

#[tokio::test]
async fn the_unsubscribe_link_works_once() {
    let app = spawn_form_app(100).await;
    let form = json!({ "email": "anna@example.com", "consent": true, "captchaToken": app.quick_captcha_token() });
    app.post_json("/api/newsletter/subscribe", &form).await;
    let directory = app.state.enquiries.subscribers.as_ref().unwrap();
    let token = directory
        .current_subscribers()
        .await
        .unwrap()
        .remove(0)
        .unsubscribe_token;

    // Opening the link (as a mail scanner would) only asks.
    let link = format!("/api/newsletter/unsubscribe?token={token}");
    let response = app.get(&link).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert!(response.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/html"));
    let page = response.text().await.unwrap();
    assert!(
        page.contains("Do you want to stop receiving the Langhe Property newsletter"),
        "{page}"
    );
    assert!(
        page.contains(&format!(r#"<form method="post" action="{link}">"#)),
        "{page}"
    );
    assert_eq!(directory.current_subscribers().await.unwrap().len(), 1);

    // RFC 8058: what a mail program's one-click unsubscribe sends.
    let response = app
        .client()
        .post(format!("{}{link}", app.address))
        .header("content-type", "application/x-www-form-urlencoded")
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert!(response
        .text()
        .await
        .unwrap()
        .contains("You have been unsubscribed. You will not receive the newsletter any more."));
    assert!(directory.current_subscribers().await.unwrap().is_empty());

    let response = app
        .client()
        .post(format!("{}{link}", app.address))
        .send()
        .await
        .unwrap();
    let status = response.status();
    let body = response.json().await.unwrap();
    assert_error(
        status,
        &body,
        404,
        "This unsubscribe link is not valid or was already used",
    );
}

#[tokio::test]
async fn an_unsubscribe_link_without_its_token_is_a_documented_400() {
    let app = spawn_form_app(100).await;
    for method in [reqwest::Method::GET, reqwest::Method::POST] {
        let response = app
            .client()
            .request(
                method.clone(),
                format!("{}/api/newsletter/unsubscribe", app.address),
            )
            .send()
            .await
            .unwrap();
        let status = response.status();
        let body: serde_json::Value = response.json().await.unwrap();
        assert_eq!(status, StatusCode::BAD_REQUEST, "{method}: {body}");
        let message = body["message"].as_str().unwrap();
        assert!(!message.contains("whole number"), "{method}: {message}");
    }
    let spec = api::api::spec_yaml();
    let get = spec
        .split("operationId: unsubscribeNewsletter\n")
        .next()
        .unwrap();
    assert!(get
        .rsplit("/newsletter/unsubscribe:")
        .next()
        .unwrap()
        .contains("'400':"));
}
