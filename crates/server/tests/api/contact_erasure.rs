//! POST /api/contacts/erase (issue 27): admin only; a malformed address is 400; the person's
//! enquiries, sign-ups and alerts are gone from every table; a repeat answers 200 with zero
//! counts (idempotent: the answer never tells whether the site knew the address).

use super::enquiry_helpers::{contact_form, spawn_form_app};
use super::staff_helpers::Caller;
use crate::support::app::assert_error;
use reqwest::{Method, StatusCode};
use serde_json::json;
use test_services::every_stored_row;

const ERASE: &str = "/api/contacts/erase";

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
    for _ in 0..2 {
        let (status, _) = app
            .post_json(
                "/api/email/send",
                &contact_form("Anna Erasmus", &app.quick_captcha_token()),
            )
            .await;
        assert_eq!(status, StatusCode::OK);
    }
    app.sign_up("anna@example.com").await;
    let kept = json!({
        "subject": "Contact Page", "name": "Bruno", "email": "bruno@example.com",
        "message": "A rustico near Alba?", "captchaToken": app.quick_captcha_token(),
    });
    assert_eq!(
        app.post_json("/api/email/send", &kept).await.0,
        StatusCode::OK
    );

    let token = app.token_for(Caller::Admin).await;
    let (status, answer) = app
        .send_json(
            Method::POST,
            ERASE,
            token.as_deref(),
            &json!({"email": "ANNA@example.com"}),
        )
        .await;
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

    let (status, answer) = app
        .send_json(
            Method::POST,
            ERASE,
            token.as_deref(),
            &json!({"email": "anna@example.com"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(
        answer,
        json!({"messages": 0, "newsletter": 0, "alerts": 0, "viewings": 0, "owners": 0})
    );
}
