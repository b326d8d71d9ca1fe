//! POST /api/contacts/erase (issue 27): admin only; a malformed address is 400; the person's
//! enquiries, sign-ups and alerts are gone from every table; a repeat answers 200 with zero
//! counts (idempotent: the answer never tells whether the site knew the address).

use super::enquiry_helpers::{contact_form, spawn_form_app, spawn_mail_file_app};
use super::staff_helpers::Caller;
use crate::support::app::{assert_error, TestApp};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use test_services::every_stored_row;

const ERASE: &str = "/api/contacts/erase";

/// Anna (`anna@example.com`) sends `enquiries` enquiries and signs up for the newsletter;
/// Bruno, who is to be kept, sends one.
async fn anna_and_bruno_write(app: &TestApp, enquiries: usize) {
    for _ in 0..enquiries {
        let anna = contact_form("Anna Erasmus", &app.quick_captcha_token());
        let (status, _) = app.post_json("/api/email/send", &anna).await;
        assert_eq!(status, StatusCode::OK);
    }
    app.sign_up("anna@example.com").await;
    let bruno = json!({
        "subject": "Contact Page", "name": "Bruno", "email": "bruno@example.com",
        "message": "A rustico near Alba?", "captchaToken": app.quick_captcha_token(),
    });
    assert_eq!(
        app.post_json("/api/email/send", &bruno).await.0,
        StatusCode::OK
    );
}

/// The admin erases `email`.
async fn erase(app: &TestApp, email: &str) -> (StatusCode, Value) {
    let token = app.token_for(Caller::Admin).await;
    app.send_json(
        Method::POST,
        ERASE,
        token.as_deref(),
        &json!({ "email": email }),
    )
    .await
}

#[tokio::test]
async fn erasing_a_contact_is_401_without_a_session_and_403_for_an_agent_or_no_role() {
    let app = spawn_form_app(100).await;
    let body = json!({"email": "anna@example.com"});
    for caller in Caller::ALL.into_iter().filter(|c| c.has_no_session()) {
        let token = app.token_for(caller).await;
        let (status, answer) = app
            .send_json(Method::POST, ERASE, token.as_deref(), &body)
            .await;
        assert_error(status, &answer, 401, "Sign-in required");
    }
    for caller in [Caller::Agent, Caller::NoRole] {
        let token = app.token_for(caller).await;
        let (status, answer) = app
            .send_json(Method::POST, ERASE, token.as_deref(), &body)
            .await;
        assert_error(status, &answer, 403, "Your role does not allow this");
    }
}

#[tokio::test]
async fn erasing_a_malformed_address_is_400() {
    let app = spawn_form_app(100).await;
    let token = app.token_for(Caller::Admin).await;
    for email in ["", "anna", "anna@example", "Anna <anna@example.com>"] {
        let (status, answer) = app
            .send_json(
                Method::POST,
                ERASE,
                token.as_deref(),
                &json!({"email": email}),
            )
            .await;
        assert_error(status, &answer, 400, "Please enter a valid email address");
    }
    let (status, _) = app
        .send_json(Method::POST, ERASE, token.as_deref(), &json!({}))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn the_admin_erases_a_visitors_enquiries_and_sign_up_and_a_repeat_finds_nothing() {
    let app = spawn_form_app(100).await;
    anna_and_bruno_write(&app, 2).await;

    let (status, answer) = erase(&app, "ANNA@example.com").await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    // Two enquiries and the sign-up's confirmation mail; the sign-up itself.
    assert_eq!(
        answer,
        json!({"messages": 3, "newsletter": 1, "alerts": 0, "viewings": 0, "owners": 0})
    );

    let stored = every_stored_row(&app.connection).await.unwrap();
    for erased in ["anna@example.com", "Anna Erasmus", "farmhouse in Barolo"] {
        assert!(
            !stored.contains(erased),
            "{erased} is still stored:\n{stored}"
        );
    }
    assert!(stored.contains("bruno@example.com"));
    let names: Vec<_> = app
        .inbox()
        .await
        .into_iter()
        .filter_map(|e| e.name)
        .collect();
    assert_eq!(names, ["Bruno"]);

    let (status, answer) = erase(&app, "anna@example.com").await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(
        answer,
        json!({"messages": 0, "newsletter": 0, "alerts": 0, "viewings": 0, "owners": 0})
    );
}

/// With `LANGHE_MAIL=eml` every mail also stays on disk: the erased person's mails (her
/// enquiry to the consultant, her newsletter confirmation) go with her rows; another
/// visitor's stay.
#[tokio::test]
async fn an_erasure_deletes_the_persons_mail_files_too() {
    let app = spawn_mail_file_app().await;
    let delivery = server::delivery_worker::start(&app.state.enquiries).expect("a mailer");
    anna_and_bruno_write(&app, 1).await;
    let mails = app.delivered_mails(3).await;
    assert_eq!(
        mails
            .iter()
            .filter(|mail| mail.contains("anna@example.com"))
            .count(),
        2,
        "{mails:#?}"
    );

    let (status, answer) = erase(&app, "Anna@Example.com").await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let kept = app.delivered_mails(1).await;
    assert!(kept[0].contains("bruno@example.com"), "{kept:#?}");
    delivery.abort();
}
