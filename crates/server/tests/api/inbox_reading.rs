//! Reading the inbox (issue 26, "The inbox shows the message"): each enquiry whole with its
//! property, a delivery column that says what is true, read and unread, and the search.

use super::enquiry_helpers::{contact_form, spawn_form_app, TEST_POW_MAX_NUMBER};
use super::fixtures::property;
use super::staff_helpers::Caller;
use crate::support::app::{assert_error, spawn_app_with, TestApp};
use chrono::{Duration, Utc};
use domain::Visibility;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

const INBOX: &str = "/api/enquiries";

async fn send(app: &TestApp, form: Value) {
    let (status, body) = app.post_json("/api/email/send", &form).await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

fn property_enquiry(app: &TestApp, name: &str, reference: &str, message: &str) -> Value {
    json!({
        "subject": format!("ENQUIRY for {reference}"), "name": name, "ref": reference,
        "email": "bruno@example.com", "message": message,
        "captchaToken": app.quick_captcha_token(),
    })
}

async fn admin(app: &TestApp) -> String {
    app.token_for(Caller::Admin).await.unwrap()
}

async fn list(app: &TestApp, query: &str, token: &str) -> Value {
    let (status, body) = app.get_as(&format!("{INBOX}{query}"), Some(token)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

fn names(listing: &Value) -> Vec<&str> {
    listing["enquiries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["name"].as_str().unwrap())
        .collect()
}

async fn patch(app: &TestApp, id: &Value, body: Value, token: Option<&str>) -> (StatusCode, Value) {
    app.send_json(Method::PATCH, &format!("{INBOX}/{id}"), token, &body)
        .await
}

#[tokio::test]
async fn marking_an_enquiry_read_is_401_without_a_session_and_403_without_a_role() {
    let app = spawn_form_app(100).await;
    send(&app, contact_form("Anna", &app.quick_captcha_token())).await;
    let id = app.inbox().await[0].id.0;
    let path = format!("{INBOX}/{id}");
    for caller in Caller::ALL.into_iter().filter(|c| c.has_no_session()) {
        let token = app.token_for(caller).await;
        let (status, body) = app
            .send_json(
                Method::PATCH,
                &path,
                token.as_deref(),
                &json!({ "read": true }),
            )
            .await;
        assert_error(status, &body, 401, "Sign-in required");
    }
    let token = app.token_for(Caller::NoRole).await;
    let (status, body) = app
        .send_json(
            Method::PATCH,
            &path,
            token.as_deref(),
            &json!({ "read": true }),
        )
        .await;
    assert_error(status, &body, 403, "Your role does not allow this");
    assert_eq!(app.inbox().await[0].read_at, None, "nothing changed");
}

#[tokio::test]
async fn with_mail_off_an_enquiry_shows_its_message_fields_and_property_and_says_so() {
    let app = spawn_form_app(100).await;
    app.insert_property(&property("123", Visibility::Hidden, 0))
        .await;
    send(
        &app,
        property_enquiry(
            &app,
            "Bruno",
            "123",
            "Can I visit on Saturday?\nI fly in on Friday.",
        ),
    )
    .await;

    let token = admin(&app).await;
    let listing = list(&app, "", &token).await;
    assert_eq!(listing["unread"], 1);
    let enquiry = &listing["enquiries"][0];
    assert_eq!(
        enquiry["message"],
        "Can I visit on Saturday?\nI fly in on Friday."
    );
    let fields: Vec<_> = enquiry["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| (f["label"].as_str().unwrap(), f["value"].as_str().unwrap()))
        .collect();
    assert_eq!(
        fields,
        [
            ("Name", "Bruno"),
            ("Email", "bruno@example.com"),
            ("Reference Number", "123"),
            ("Message", "Can I visit on Saturday?\nI fly in on Friday."),
        ]
    );
    assert_eq!(
        enquiry["property"],
        json!({
            "ref": "123",
            "title": "Title 123",
            "url": "https://langhe.test/property/for-sale/in-italy/123",
        }),
        "a hidden property is named too: staff read the inbox"
    );
    assert_eq!(enquiry["delivery"], json!({ "state": "mail_off" }));
    assert_eq!(
        enquiry["status"], "pending",
        "the outbox's own state is kept"
    );
    assert_eq!(enquiry["read"], false);
    assert_eq!(enquiry["read_at"], Value::Null);
}

#[tokio::test]
async fn an_enquiry_about_a_property_no_longer_stored_keeps_its_ref_without_a_property() {
    let app = spawn_form_app(100).await;
    send(
        &app,
        property_enquiry(&app, "Bruno", "456", "Still for sale?"),
    )
    .await;
    let token = admin(&app).await;
    let enquiry = list(&app, "", &token).await["enquiries"][0].clone();
    assert_eq!(enquiry["ref"], "456");
    assert_eq!(enquiry["property"], Value::Null);
}

#[tokio::test]
async fn opening_an_enquiry_marks_it_read_and_it_can_be_marked_unread_again() {
    let app = spawn_form_app(100).await;
    send(&app, contact_form("Older Anna", &app.quick_captcha_token())).await;
    send(&app, property_enquiry(&app, "Newer Bruno", "123", "Hello")).await;
    let token = app.token_for(Caller::Agent).await.unwrap();
    let listing = list(&app, "", &token).await;
    assert_eq!(listing["unread"], 2);
    let anna = listing["enquiries"][1]["id"].clone();

    let before = Utc::now() - Duration::seconds(1);
    let (status, read) = patch(&app, &anna, json!({ "read": true }), Some(&token)).await;
    assert_eq!(status, StatusCode::OK, "{read}");
    assert_eq!(read["name"], "Older Anna");
    assert_eq!(read["read"], true);
    let read_at: chrono::DateTime<Utc> = read["read_at"].as_str().unwrap().parse().unwrap();
    assert!(read_at >= before, "{read_at}");

    let listing = list(&app, "", &token).await;
    assert_eq!(listing["unread"], 1);
    assert_eq!(names(&listing), ["Newer Bruno", "Older Anna"]);
    let unread = list(&app, "?unread=true", &token).await;
    assert_eq!(names(&unread), ["Newer Bruno"]);
    assert_eq!(unread["pages"], 1);

    let (status, same) = patch(&app, &anna, json!({ "read": true }), Some(&token)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        same["read_at"], read["read_at"],
        "the first reading is kept"
    );
    let (status, untouched) = patch(&app, &anna, json!({}), Some(&token)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(untouched["read"], true, "a field left out stays as it is");

    let (status, again) = patch(&app, &anna, json!({ "read": false }), Some(&token)).await;
    assert_eq!(status, StatusCode::OK, "{again}");
    assert_eq!(again["read"], false);
    assert_eq!(list(&app, "?unread=true", &token).await["unread"], 2);
}

#[tokio::test]
async fn an_unknown_or_malformed_enquiry_id_is_404_and_a_bad_body_400() {
    let app = spawn_form_app(100).await;
    app.subscribe_confirmed("subscriber@example.com").await;
    let token = admin(&app).await;
    let confirmation_mail_id = json!(1);
    for id in [json!(9_999), json!("abc"), confirmation_mail_id] {
        let (status, body) = patch(&app, &id, json!({ "read": true }), Some(&token)).await;
        assert_error(status, &body, 404, "Enquiry not found");
    }
    send(&app, contact_form("Anna", &app.quick_captcha_token())).await;
    let id = json!(app.inbox().await[0].id.0);
    let (status, _) = patch(&app, &id, json!({ "read": "yes" }), Some(&token)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn the_search_finds_name_email_and_message_whatever_the_case() {
    let app = spawn_form_app(100).await;
    send(&app, contact_form("Anna Rossi", &app.quick_captcha_token())).await;
    send(
        &app,
        property_enquiry(&app, "Bruno", "123", "Una casa a NEIVE?"),
    )
    .await;
    let token = admin(&app).await;
    for (q, expected) in [
        ("rossi", vec!["Anna Rossi"]),
        ("BRUNO%40EXAMPLE.COM", vec!["Bruno"]),
        ("neive", vec!["Bruno"]),
        ("farmhouse%20in%20barolo", vec!["Anna Rossi"]),
        ("%20%20", vec!["Bruno", "Anna Rossi"]),
        ("%00", vec!["Bruno", "Anna Rossi"]),
        ("nobody", vec![]),
    ] {
        assert_eq!(
            names(&list(&app, &format!("?q={q}"), &token).await),
            expected,
            "q={q}"
        );
    }
    let both = list(&app, "?q=example.com&unread=true", &token).await;
    assert_eq!(names(&both), ["Bruno", "Anna Rossi"]);
    assert_eq!(both["unread"], 2);

    let long = "a".repeat(101);
    let (status, _) = app.get_as(&format!("{INBOX}?q={long}"), Some(&token)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let longest = "a".repeat(100);
    list(&app, &format!("?q={longest}"), &token).await;
}

/// With mail configured, the column follows the outbox: waiting, will retry (when, and why),
/// failed (why), sent. The test's application runs no delivery worker: the test moves the
/// enquiry through the outbox itself.
#[tokio::test]
async fn with_mail_on_the_delivery_column_follows_the_outbox() {
    let app = spawn_app_with(&[
        ("LANGHE_CAPTCHA_POW_MAX_NUMBER", TEST_POW_MAX_NUMBER.into()),
        ("LANGHE_PUBLIC_URL", "https://langhe.test".into()),
        ("LANGHE_MAIL", "eml".into()),
    ])
    .await;
    send(&app, contact_form("Anna", &app.quick_captcha_token())).await;
    let token = admin(&app).await;
    let delivery = || async { list(&app, "", &token).await["enquiries"][0]["delivery"].clone() };
    assert_eq!(delivery().await, json!({ "state": "waiting" }));

    let outbox = app.state.enquiries.outbox.clone();
    let now = Utc::now();
    let claimed = outbox
        .claim_due(now, now + Duration::minutes(5), 10)
        .await
        .unwrap();
    assert_eq!(delivery().await, json!({ "state": "sending" }));
    let retry_at = chrono::DateTime::from_timestamp(now.timestamp() + 600, 0).unwrap();
    outbox
        .reschedule(&claimed[0].claim, retry_at, "connection refused")
        .await
        .unwrap();
    let retrying = delivery().await;
    assert_eq!(retrying["state"], "will_retry");
    assert_eq!(retrying["failure"], "connection refused");
    let at: chrono::DateTime<Utc> = retrying["retry_at"].as_str().unwrap().parse().unwrap();
    assert_eq!(at, retry_at);

    let again = outbox
        .claim_due(retry_at, retry_at + Duration::minutes(5), 10)
        .await
        .unwrap();
    outbox
        .mark_failed(&again[0].claim, "550 mailbox unavailable")
        .await
        .unwrap();
    assert_eq!(
        delivery().await,
        json!({ "state": "failed", "failure": "550 mailbox unavailable" })
    );

    send(&app, contact_form("Bruno", &app.quick_captcha_token())).await;
    let now = Utc::now();
    let claimed = outbox
        .claim_due(now, now + Duration::minutes(5), 10)
        .await
        .unwrap();
    outbox.mark_sent(&claimed[0].claim, now).await.unwrap();
    let sent = delivery().await;
    assert_eq!(sent["state"], "sent");
    assert!(sent["sent_at"].is_string(), "{sent}");
}
