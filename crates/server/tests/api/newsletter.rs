//! Newsletter sign-up, repeat sign-up and the one-click unsubscribe link.

use super::enquiry_helpers::spawn_form_app;
use crate::support::app::assert_error;
use domain::ports::Addressee;
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn a_sign_up_waits_for_the_mailed_link_and_is_stored_once() {
    let app = spawn_form_app(100).await;
    let directory = app.state.enquiries.subscribers.clone().unwrap();
    for _ in 0..2 {
        let body = app.sign_up("Anna@Example.com").await;
        assert_eq!(
            body["message"],
            "You have successfully joined our subscriber list."
        );
        assert_eq!(
            body["confirmation"],
            "Please check your inbox: open the link we have sent you to confirm your subscription."
        );
    }
    assert!(
        directory.current_subscribers().await.unwrap().is_empty(),
        "not on the list before the link is opened"
    );
    let mails = app.mailed_confirmations().await;
    assert_eq!(
        mails.len(),
        1,
        "a pending address is not mailed again the same day"
    );
    let (addressee, link) = &mails[0];
    match addressee {
        Addressee::Subscriber {
            address,
            list_unsubscribe,
        } => {
            assert_eq!(address, "anna@example.com");
            assert!(
                list_unsubscribe
                    .starts_with("https://langhe.test/api/newsletter/unsubscribe?token="),
                "{list_unsubscribe}"
            );
        }
        other => panic!("the subscriber is the addressee, not {other:?}"),
    }
    assert!(
        app.inbox().await.is_empty(),
        "confirmation mails are not enquiries"
    );

    // Opening the link (as a mail scanner would) only asks.
    let response = app.get(link).await;
    assert_eq!(response.status(), StatusCode::OK);
    let page = response.text().await.unwrap();
    assert!(
        page.contains("Do you want to receive the Langhe Property newsletter at this address?"),
        "{page}"
    );
    assert!(
        page.contains(&format!(r#"<form method="post" action="{link}">"#)),
        "{page}"
    );
    assert!(directory.current_subscribers().await.unwrap().is_empty());

    let unknown = app
        .post_empty("/api/newsletter/confirm?token=unknown")
        .await;
    let status = unknown.status();
    let body = unknown.json().await.unwrap();
    assert_error(
        status,
        &body,
        404,
        "This confirmation link is not valid or has expired",
    );

    for _ in 0..2 {
        let response = app.post_empty(link).await;
        assert_eq!(response.status(), StatusCode::OK);
        let page = response.text().await.unwrap();
        assert!(
            page.contains("Thank you! You have successfully joined our subscriber list."),
            "{page}"
        );
    }
    let subscribers = directory.current_subscribers().await.unwrap();
    assert_eq!(subscribers.len(), 1);
    assert_eq!(subscribers[0].email.as_str(), "anna@example.com");

    let again = app.sign_up("anna@example.com").await;
    assert!(
        again.get("confirmation").is_some(),
        "answered like any address, so the answer tells nothing: {again}"
    );
    assert!(app.mailed_confirmations().await.is_empty());
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
    app.subscribe_confirmed("anna@example.com").await;
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

    let response = app.post_empty(&link).await;
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
async fn an_expired_sign_up_cannot_be_confirmed_and_is_forgotten() {
    let app = spawn_form_app(100).await;
    let directory = app.state.enquiries.subscribers.clone().unwrap();
    app.sign_up("anna@example.com").await;
    let (_, link) = app.mailed_confirmations().await.remove(0);
    let after_expiry = chrono::Utc::now() + chrono::Duration::hours(73);
    let token = link.split("token=").nth(1).unwrap();
    assert_eq!(
        directory.confirm(token, after_expiry).await.unwrap(),
        domain::ports::ConfirmOutcome::UnknownOrExpired
    );
    assert_eq!(directory.forget_expired(after_expiry).await.unwrap(), 1);
    let response = app.post_empty(&link).await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_mailed_link_without_its_token_is_a_documented_400() {
    let app = spawn_form_app(100).await;
    for (method, path) in [
        (reqwest::Method::GET, "/api/newsletter/unsubscribe"),
        (reqwest::Method::POST, "/api/newsletter/unsubscribe"),
        (reqwest::Method::GET, "/api/newsletter/confirm"),
        (reqwest::Method::POST, "/api/newsletter/confirm"),
    ] {
        let response = app
            .client()
            .request(method.clone(), format!("{}{path}", app.address))
            .send()
            .await
            .unwrap();
        let status = response.status();
        let body: serde_json::Value = response.json().await.unwrap();
        assert_eq!(status, StatusCode::BAD_REQUEST, "{method}: {body}");
        let message = body["message"].as_str().unwrap();
        assert!(!message.contains("whole number"), "{method}: {message}");
    }
    let spec = api::spec_yaml();
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
