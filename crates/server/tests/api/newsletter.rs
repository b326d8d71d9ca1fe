//! Newsletter sign-up, repeat sign-up and the one-click unsubscribe link.

use super::enquiry_helpers::{spawn_form_app, spawn_mail_file_app};
use super::mail_files::token_links;
use crate::support::app::{assert_error, TestApp};
use domain::ports::Addressee;
use domain::Role;
use reqwest::{Method, StatusCode};
use serde_json::json;

#[tokio::test]
async fn a_sign_up_waits_for_the_mailed_link_and_is_stored_once() {
    let app = spawn_form_app(100).await;
    let directory = app.state.enquiries.subscribers.clone().unwrap().directory;
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
        .directory
        .current_subscribers()
        .await
        .unwrap()
        .is_empty());
}

#[tokio::test]
async fn the_unsubscribe_link_works_once() {
    let app = spawn_form_app(100).await;
    app.sign_up("anna@example.com").await;
    let (addressee, confirm) = app.mailed_confirmations().await.remove(0);
    assert_eq!(app.post_empty(&confirm).await.status(), StatusCode::OK);
    let directory = &app.state.enquiries.subscribers.as_ref().unwrap().directory;
    let Addressee::Subscriber {
        list_unsubscribe, ..
    } = addressee
    else {
        panic!("the subscriber is the addressee, not {addressee:?}");
    };

    // Opening the link (as a mail scanner would) only asks.
    let link = list_unsubscribe
        .trim_start_matches("https://langhe.test")
        .to_owned();
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
    let response = app.one_click_unsubscribe(&link).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert!(response
        .text()
        .await
        .unwrap()
        .contains("You have been unsubscribed. You will not receive the newsletter any more."));
    assert!(directory.current_subscribers().await.unwrap().is_empty());

    assert_used_up(&app, &link).await;
}

async fn assert_used_up(app: &TestApp, link: &str) {
    let (status, body) = app.post_empty_refused(link).await;
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
    let opt_ins = app.state.enquiries.subscribers.clone().unwrap().opt_ins;
    app.sign_up("anna@example.com").await;
    let (_, link) = app.mailed_confirmations().await.remove(0);
    let after_expiry = chrono::Utc::now() + chrono::Duration::hours(73);
    let token = link.split("token=").nth(1).unwrap();
    assert_eq!(
        opt_ins.confirm(token, after_expiry).await.unwrap(),
        domain::ports::ConfirmOutcome::UnknownOrExpired
    );
    assert_eq!(opt_ins.forget_expired(after_expiry).await.unwrap(), 1);
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

#[tokio::test]
async fn no_newsletter_link_is_stored_and_every_exported_link_unsubscribes() {
    let app = spawn_mail_file_app().await;
    let delivery = server::delivery_worker::start(&app.state.enquiries).expect("a mailer");
    let admin = app
        .staff_token("admin@langhe.test", Some(Role::Admin))
        .await;
    let people = ["anna@example.com", "bruno@example.com", "carla@example.com"];
    for email in people {
        app.sign_up(email).await;
    }
    let mails = app.delivered_mails(3).await;
    for confirm in token_links(&mails, "/api/newsletter/confirm") {
        assert_eq!(app.post_empty(&confirm).await.status(), StatusCode::OK);
    }
    let mut exports = Vec::new();
    for _ in 0..2 {
        let response = app
            .request(Method::GET, "/api/newsletter/subscribers.csv", Some(&admin))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        exports.push(response.text().await.unwrap());
    }

    let went_out: Vec<String> = mails.iter().chain(&exports).cloned().collect();
    let links = token_links(&went_out, "/api/newsletter/");
    let tokens = app.assert_no_secret_stored(&links).await;
    // Each person's confirmation and List-Unsubscribe links, and a link in each export.
    assert_eq!(tokens.len(), 12, "{links:#?}");

    // The first export's link, the second's, the confirmation mail's: each takes its person off.
    let row_of = |export: &str, email: &str| -> String {
        let row = export
            .lines()
            .find(|row| row.starts_with(&format!("\"{email}\"")))
            .unwrap();
        token_links(&[row.to_owned()], "/api/newsletter/unsubscribe")
            .pop_first()
            .unwrap()
    };
    let carla_mail = mails
        .iter()
        .find(|mail| mail.contains("To: carla@"))
        .unwrap();
    let carla = token_links(
        std::slice::from_ref(carla_mail),
        "/api/newsletter/unsubscribe",
    );
    let used = [
        row_of(&exports[0], people[0]),
        row_of(&exports[1], people[1]),
        carla.first().unwrap().clone(),
    ];
    for link in &used {
        let response = app.post_empty(link).await;
        assert_eq!(response.status(), StatusCode::OK, "{link}");
        assert!(response
            .text()
            .await
            .unwrap()
            .contains("You have been unsubscribed."));
    }
    let directory = &app.state.enquiries.subscribers.as_ref().unwrap().directory;
    assert!(directory.current_subscribers().await.unwrap().is_empty());
    for link in token_links(&went_out, "/api/newsletter/unsubscribe") {
        assert_used_up(&app, &link).await;
    }
    delivery.abort();
}
