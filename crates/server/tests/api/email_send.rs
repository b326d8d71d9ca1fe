//! POST /api/email/send: subject, field rules, captcha, rate limit, and the outbox.

use super::enquiry_helpers::{contact_form, spawn_form_app};
use crate::support::app::assert_error;
use domain::ports::{DeliveryStatus, EnquiryKind};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn an_accepted_contact_message_is_in_the_outbox_before_the_answer() {
    let app = spawn_form_app(100).await;
    let token = app.captcha_token().await;
    let (status, body) = app
        .post_json("/api/email/send", &contact_form("Anna Rossi", &token))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let inbox = app.inbox().await;
    assert_eq!(inbox.len(), 1);
    let stored = &inbox[0];
    assert_eq!(stored.kind, EnquiryKind::Contact);
    assert_eq!(stored.subject, "Contact Page");
    assert_eq!(stored.status, DeliveryStatus::Pending);
    assert_eq!(stored.email.as_deref(), Some("anna@example.com"));
    assert!(
        stored
            .body
            .starts_with("Name: Anna Rossi\nEmail: anna@example.com\nMessage: Is the farmhouse"),
        "{}",
        stored.body
    );
    assert!(
        stored
            .body
            .contains("Sent from the English contact page of https://langhe.test."),
        "{}",
        stored.body
    );
}

#[tokio::test]
async fn a_property_enquiry_links_to_its_property() {
    let app = spawn_form_app(100).await;
    let token = app.captcha_token().await;
    let form = json!({
        "subject": "ENQUIRY for 123",
        "name": "Anna", "ref": "123", "email": "anna@example.com",
        "message": "When can I visit?", "captchaToken": token,
    });
    let (status, body) = app.post_json("/api/email/send", &form).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let stored = &app.inbox().await[0];
    assert_eq!(stored.kind, EnquiryKind::PropertyEnquiry);
    assert!(
        stored
            .body
            .ends_with("Property page: https://langhe.test/property/for-sale/in-italy/123"),
        "{}",
        stored.body
    );
}

#[tokio::test]
async fn a_shortlist_enquiry_names_every_home_and_links_to_each() {
    let app = spawn_form_app(100).await;
    let token = app.captcha_token().await;
    let form = json!({
        "subject": "ENQUIRY for 101, 102, 230145",
        "name": "Anna", "refs": ["101", "102", "230145", "101"], "email": "anna@example.com",
        "message": "Could I see all three in May?", "captchaToken": token,
    });
    let (status, body) = app.post_json("/api/email/send", &form).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let stored = &app.inbox().await[0];
    assert_eq!(stored.kind, EnquiryKind::PropertyEnquiry);
    assert_eq!(stored.subject, "ENQUIRY for 101, 102, 230145");
    assert_eq!(stored.reference.as_deref(), Some("101, 102, 230145"));
    assert!(
        stored.body.contains("Reference Number: 101, 102, 230145\n"),
        "{}",
        stored.body
    );
    for reference in ["101", "102", "230145"] {
        let link =
            format!("Property page: https://langhe.test/property/for-sale/in-italy/{reference}");
        assert!(stored.body.contains(&link), "{}", stored.body);
    }
}

#[tokio::test]
async fn a_shortlist_enquiry_with_a_malformed_or_a_21st_ref_is_400() {
    let app = spawn_form_app(100).await;
    let enquiry = |refs: Vec<String>| {
        json!({
            "subject": "ENQUIRY for 101, 102", "name": "Anna", "refs": refs,
            "email": "anna@example.com", "message": "Hello", "captchaToken": app.quick_captcha_token(),
        })
    };
    let (status, body) = app
        .post_json(
            "/api/email/send",
            &enquiry(vec!["101".into(), "1.5".into()]),
        )
        .await;
    assert_error(status, &body, 400, "Reference number not valid");
    let too_many = (100..121).map(|n| n.to_string()).collect();
    let (status, body) = app.post_json("/api/email/send", &enquiry(too_many)).await;
    assert_error(status, &body, 400, "An enquiry may name at most 20 homes");
    assert!(app.inbox().await.is_empty());
}

#[tokio::test]
async fn a_caller_with_only_the_specs_body_still_works() {
    let app = spawn_form_app(100).await;
    let token = app.captcha_token().await;
    let form = json!({ "subject": "Consultancy Request", "message": "Name: Anna\nDream: a vineyard", "captchaToken": token });
    let (status, body) = app.post_json("/api/email/send", &form).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(app.inbox().await[0].kind, EnquiryKind::Message);
}

#[tokio::test]
async fn an_unknown_subject_is_400_and_nothing_is_stored() {
    let app = spawn_form_app(100).await;
    for subject in ["Hello", "contact page", "ENQUIRY for "] {
        let mut form = contact_form("Anna", &app.quick_captcha_token());
        form["subject"] = json!(subject);
        let (status, body) = app.post_json("/api/email/send", &form).await;
        assert_error(
            status,
            &body,
            400,
            "Subject must be 'ENQUIRY for {ref}', 'Contact Page', 'Italian Contact Page' or 'Consultancy Request'",
        );
    }
    assert!(app.inbox().await.is_empty());
}

#[tokio::test]
async fn validation_messages_come_in_the_spec_order_for_each_form() {
    let app = spawn_form_app(1_000).await;
    let cases = [
        (
            json!({"subject": "ENQUIRY for 123", "name": "", "email": ""}),
            vec![
                ("name", json!("Anna"), "'Name' field missing"),
                ("ref", json!("123"), "'Reference Number' field missing"),
                ("email", json!("anna"), "'Email' field missing"),
                (
                    "email",
                    json!("anna@example.com"),
                    "Please enter a valid email address",
                ),
                ("message", json!("Hello"), "'Message' field missing"),
            ],
        ),
        (
            json!({"subject": "Contact Page", "name": "", "email": ""}),
            vec![
                ("name", json!("Anna"), "'Name' field missing"),
                ("email", json!("anna"), "Email address missing"),
                (
                    "email",
                    json!("anna@example.com"),
                    "Please insert a valid email address",
                ),
                ("message", json!("Hello"), "'Message' field missing"),
            ],
        ),
        (
            json!({"subject": "Italian Contact Page", "name": "", "email": ""}),
            vec![
                ("name", json!("Anna"), "Campo 'Nome' mancante"),
                ("email", json!("anna"), "Campo 'Email' mancante"),
                (
                    "email",
                    json!("anna@example.com"),
                    "Inserire un indirizzo email valido",
                ),
                ("message", json!("Ciao"), "Campo 'Messaggio' mancante"),
            ],
        ),
        (
            json!({"subject": "Consultancy Request", "name": "", "email": ""}),
            vec![
                ("name", json!("Anna"), "'Name' field missing"),
                ("email", json!("anna"), "'Email' field missing"),
                (
                    "email",
                    json!("anna@example.com"),
                    "Please enter a valid email address",
                ),
                ("date", json!("2027-05-01"), "'Date' field missing"),
                ("time", json!("10:00"), "'Time' field missing"),
                ("dream", json!("A farmhouse"), "Field/s missing"),
                ("timelineBudget", json!("Next spring"), "Field/s missing"),
                ("other", json!("Video call"), "Field/s missing"),
            ],
        ),
    ];
    for (mut form, steps) in cases {
        for (field, value, expected) in steps {
            form["captchaToken"] = json!(app.quick_captcha_token());
            let (status, body) = app.post_json("/api/email/send", &form).await;
            assert_error(status, &body, 400, expected);
            form[field] = value;
        }
        form["captchaToken"] = json!(app.quick_captcha_token());
        let (status, body) = app.post_json("/api/email/send", &form).await;
        assert_eq!(status, StatusCode::OK, "{form} → {body}");
    }
    assert_eq!(app.inbox().await.len(), 4);
}

#[tokio::test]
async fn the_enquiry_message_is_capped_at_500_characters() {
    let app = spawn_form_app(100).await;
    let form = json!({
        "subject": "ENQUIRY for 123", "name": "Anna", "ref": "123", "email": "anna@example.com",
        "message": "m".repeat(501), "captchaToken": app.quick_captcha_token(),
    });
    let (status, body) = app.post_json("/api/email/send", &form).await;
    assert_error(status, &body, 400, "Message must be at most 500 characters");
}

#[tokio::test]
async fn a_missing_invalid_or_replayed_captcha_is_400_and_nothing_is_stored() {
    let app = spawn_form_app(100).await;
    let mut missing = contact_form("Anna", "");
    missing.as_object_mut().unwrap().remove("captchaToken");
    let (status, body) = app.post_json("/api/email/send", &missing).await;
    assert_error(status, &body, 400, "Captcha token missing");

    let (status, body) = app
        .post_json("/api/email/send", &contact_form("Anna", "forged"))
        .await;
    assert_error(
        status,
        &body,
        400,
        "Captcha token invalid, expired or already used",
    );

    let token = app.captcha_token().await;
    let (status, _) = app
        .post_json("/api/email/send", &contact_form("Anna", &token))
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, body) = app
        .post_json("/api/email/send", &contact_form("Anna again", &token))
        .await;
    assert_error(
        status,
        &body,
        400,
        "Captcha token invalid, expired or already used",
    );

    assert_eq!(
        app.inbox().await.len(),
        1,
        "only the first, valid submission is stored"
    );
}

#[tokio::test]
async fn an_expired_captcha_is_400() {
    let app = crate::support::app::spawn_app_with(&[
        ("LANGHE_CAPTCHA_POW_MAX_NUMBER", "500".into()),
        (
            "LANGHE_CAPTCHA_HMAC_KEY",
            "a-key-the-test-signs-with".into(),
        ),
    ])
    .await;
    // A puzzle signed with the installation's key whose expiry has passed.
    let expired = adapters::captcha::AltchaCaptcha::new(
        adapters::captcha::AltchaSettings {
            hmac_key: "a-key-the-test-signs-with".into(),
            max_number: 500,
            lifetime: std::time::Duration::from_secs(1),
        },
        adapters::captcha::SqlSpentCaptchas::new(sea_orm::DatabaseConnection::default()),
    );
    let challenge = domain::ports::CaptchaChallenger::new_challenge(&expired).unwrap();
    let token = adapters::captcha::solve_pow_challenge(&challenge).unwrap();
    tokio::time::sleep(std::time::Duration::from_millis(2_100)).await;

    let (status, body) = app
        .post_json("/api/email/send", &contact_form("Anna", &token))
        .await;
    assert_error(
        status,
        &body,
        400,
        "Captcha token invalid, expired or already used",
    );
    assert!(app.inbox().await.is_empty());
}

#[tokio::test]
async fn too_many_submissions_from_one_address_are_429() {
    let app = spawn_form_app(3).await;
    for _ in 0..3 {
        let (status, _) = app
            .post_json(
                "/api/email/send",
                &contact_form("Anna", &app.quick_captcha_token()),
            )
            .await;
        assert_eq!(status, StatusCode::OK);
    }
    let (status, body) = app
        .post_json(
            "/api/email/send",
            &contact_form("Anna", &app.quick_captcha_token()),
        )
        .await;
    assert_error(
        status,
        &body,
        429,
        "Too many messages from your address. Please wait a minute and try again.",
    );
    assert_eq!(app.inbox().await.len(), 3);
}
