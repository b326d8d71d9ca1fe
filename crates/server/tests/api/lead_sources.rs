//! Where leads came from (issue 27): the forms carry the source, the inbox shows it and
//! counts leads by it (GET /api/enquiries/sources: admin and agent), and the admin exports
//! every lead as CSV (GET /api/enquiries.csv).

use super::enquiry_helpers::{contact_form, spawn_form_app};
use super::staff_helpers::Caller;
use crate::support::app::{assert_error, TestApp};
use domain::enquiry::LeadSource;
use domain::ports::{EnquiryKind, NewEnquiry};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

const INBOX: &str = "/api/enquiries";
const SOURCES: &str = "/api/enquiries/sources";
const EXPORT: &str = "/api/enquiries.csv";

/// A contact form sent from a landing that `source` describes.
async fn send_with_source(app: &TestApp, name: &str, source: Value) -> (StatusCode, Value) {
    let mut form = contact_form(name, &app.quick_captcha_token());
    form["source"] = source;
    app.post_json("/api/email/send", &form).await
}

#[tokio::test]
async fn the_counts_and_the_export_are_401_without_a_session_and_403_without_the_right() {
    let app = spawn_form_app(100).await;
    for caller in Caller::ALL.into_iter().filter(|c| c.has_no_session()) {
        let token = app.token_for(caller).await;
        for path in [SOURCES, EXPORT] {
            let (status, body) = app.get_as(path, token.as_deref()).await;
            assert_error(status, &body, 401, "Sign-in required");
        }
    }
    let no_role = app.token_for(Caller::NoRole).await;
    for path in [SOURCES, EXPORT] {
        let (status, body) = app.get_as(path, no_role.as_deref()).await;
        assert_error(status, &body, 403, "Your role does not allow this");
    }
    let agent = app.token_for(Caller::Agent).await;
    let (status, body) = app.get_as(SOURCES, agent.as_deref()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = app.get_as(EXPORT, agent.as_deref()).await;
    assert_error(status, &body, 403, "Your role does not allow this");
}

#[tokio::test]
async fn the_inbox_shows_each_leads_source_and_counts_leads_by_it() {
    let app = spawn_form_app(100).await;
    let kyero =
        json!({"utm_source": " kyero ", "utm_medium": "portal", "referrer_host": "www.kyero.com"});
    for (name, source) in [
        ("Anna", kyero.clone()),
        ("Bruno", kyero),
        (
            "Carla",
            json!({"referrer_host": "WWW.Google.com", "utm_campaign": null}),
        ),
        ("Dario", Value::Null),
    ] {
        let (status, body) = send_with_source(&app, name, source).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let (status, _) = app
        .post_json(
            "/api/email/send",
            &contact_form("Elena", &app.quick_captcha_token()),
        )
        .await;
    assert_eq!(status, StatusCode::OK);

    let token = app.token_for(Caller::Agent).await;
    let (_, body) = app.get_as(INBOX, token.as_deref()).await;
    let sources: Vec<(&str, &Value)> = body["enquiries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["name"].as_str().unwrap(), &e["source"]))
        .collect();
    assert_eq!(
        sources,
        [
            ("Elena", &Value::Null),
            ("Dario", &Value::Null),
            (
                "Carla",
                &json!({"label": "google.com", "referrer_host": "www.google.com"})
            ),
            (
                "Bruno",
                &json!({"label": "kyero / portal", "referrer_host": "www.kyero.com",
                        "utm_source": "kyero", "utm_medium": "portal"})
            ),
            (
                "Anna",
                &json!({"label": "kyero / portal", "referrer_host": "www.kyero.com",
                        "utm_source": "kyero", "utm_medium": "portal"})
            ),
        ]
    );

    let (status, body) = app.get_as(SOURCES, token.as_deref()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body,
        json!({
            "sources": [
                {"leads": 2},
                {"source": "kyero / portal", "leads": 2},
                {"source": "google.com", "leads": 1},
            ],
            "total": 5,
        })
    );
    // The days counted are Rome's.
    let today = domain::enquiry::lead::rome_today(chrono::Utc::now());
    let (status, body) = app
        .get_as(
            &format!("{SOURCES}?from={today}&to={today}"),
            token.as_deref(),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["total"], 5, "both days are included");
    let tomorrow = today.succ_opt().unwrap();
    let (_, body) = app
        .get_as(&format!("{SOURCES}?from={tomorrow}"), token.as_deref())
        .await;
    assert_eq!(body, json!({"sources": [], "total": 0}));
}

#[tokio::test]
async fn a_source_value_too_long_is_400_and_nothing_is_stored() {
    let app = spawn_form_app(100).await;
    for (source, message) in [
        (
            json!({"utm_source": "k".repeat(201)}),
            "'utm_source' may be at most 200 characters",
        ),
        (
            json!({"referrer_host": "h".repeat(254)}),
            "'referrer_host' may be at most 253 characters",
        ),
        (
            json!({"utm_campaign": "c".repeat(201)}),
            "'utm_campaign' may be at most 200 characters",
        ),
    ] {
        let (status, body) = send_with_source(&app, "Anna", source).await;
        assert_error(status, &body, 400, message);
    }
    let (status, body) = send_with_source(&app, "Anna", json!({"utm_medium": 7})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(app.inbox().await.is_empty());
}

/// A lead from `source` received at `at`, stored as the form stores it.
fn lead_at(at: chrono::DateTime<chrono::Utc>, source: &str) -> NewEnquiry {
    NewEnquiry {
        source: LeadSource {
            utm_source: Some(source.into()),
            ..LeadSource::default()
        },
        kind: EnquiryKind::Contact,
        subject: "Contact Page".into(),
        name: Some("Anna".into()),
        email: Some(domain::Email::parse("anna@example.com").unwrap()),
        reference: None,
        property_ref: None,
        fields: vec![("Message".into(), "Hello".into())],
        body: "Hello".into(),
        client_hash: None,
        received_at: at,
        body_html: None,
        list_unsubscribe: None,
        attachments: Vec::new(),
    }
}

#[tokio::test]
async fn the_counts_run_over_rome_days_not_utc_days() {
    let app = spawn_form_app(100).await;
    let utc = |text: &str| chrono::DateTime::parse_from_rfc3339(text).unwrap().to_utc();
    // 23:30 UTC is already the next day in Rome, winter (UTC+1) and summer (UTC+2) alike.
    for (at, source) in [
        ("2027-01-14T23:30:00Z", "winter-late"),
        ("2027-01-14T22:30:00Z", "winter-evening"),
        ("2027-07-14T23:30:00Z", "summer-late"),
        ("2027-07-14T21:30:00Z", "summer-evening"),
    ] {
        app.state
            .enquiries
            .outbox
            .enqueue(&lead_at(utc(at), source))
            .await
            .unwrap();
    }
    let token = app.token_for(Caller::Agent).await;
    let counted = |from: &'static str, to: &'static str| {
        let token = token.clone();
        let app = &app;
        async move {
            let (status, body) = app
                .get_as(&format!("{SOURCES}?from={from}&to={to}"), token.as_deref())
                .await;
            assert_eq!(status, StatusCode::OK, "{body}");
            body["sources"]
                .as_array()
                .unwrap()
                .iter()
                .map(|count| count["source"].as_str().unwrap().to_owned())
                .collect::<std::collections::BTreeSet<_>>()
        }
    };
    let labels = |names: &[&str]| names.iter().map(|n| n.to_string()).collect();
    assert_eq!(
        counted("2027-01-14", "2027-01-14").await,
        labels(&["winter-evening"])
    );
    assert_eq!(
        counted("2027-01-15", "2027-01-15").await,
        labels(&["winter-late"])
    );
    assert_eq!(
        counted("2027-07-14", "2027-07-14").await,
        labels(&["summer-evening"])
    );
    assert_eq!(
        counted("2027-07-15", "2027-07-15").await,
        labels(&["summer-late"])
    );
}

#[tokio::test]
async fn a_period_that_is_not_dates_or_runs_backwards_is_400() {
    let app = spawn_form_app(100).await;
    let token = app.token_for(Caller::Admin).await;
    let (status, body) = app
        .get_as(
            &format!("{SOURCES}?from=2027-03-02&to=2027-03-01"),
            token.as_deref(),
        )
        .await;
    assert_error(status, &body, 400, "'from' may not be after 'to'");
    for query in ["from=yesterday", "to=2027-02-30"] {
        let (status, body) = app
            .get_as(&format!("{SOURCES}?{query}"), token.as_deref())
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{query}: {body}");
    }
}

#[tokio::test]
async fn an_admin_downloads_every_lead_as_a_formula_safe_csv_attachment() {
    let app = spawn_form_app(100).await;
    let mut form = contact_form(
        "=HYPERLINK(\"https://evil.example\")",
        &app.quick_captcha_token(),
    );
    // Excel in an Italian locale splits at `;`, any spreadsheet may at a line break.
    form["message"] = json!("+SUM(A1:A9), please call;=HYPERLINK(\"https://evil.example\")\n-2+3");
    form["source"] = json!({"utm_source": "@kyero", "utm_medium": "-portal"});
    let (status, body) = app.post_json("/api/email/send", &form).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let token = app.token_for(Caller::Admin).await;
    let response = app
        .request(Method::GET, EXPORT, token.as_deref())
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let header = |name: &str| response.headers()[name].to_str().unwrap().to_owned();
    assert!(header("content-type").starts_with("text/csv"));
    assert_eq!(
        header("content-disposition"),
        "attachment; filename=\"enquiries.csv\""
    );
    let csv = response.text().await.unwrap();
    let mut lines = csv.split("\r\n");
    assert!(lines
        .next()
        .unwrap()
        .starts_with("id,received_at,kind,subject,name,email,ref,message,fields,status"));
    let row = lines.next().unwrap();
    for defused in [
        "\"'=HYPERLINK(\"\"https://evil.example\"\")\"",
        "\"'+SUM(A1:A9), please call;'=HYPERLINK(\"\"https://evil.example\"\")\n'-2+3\"",
        ",\"'@kyero / -portal\",",
        ",\"'@kyero\",\"'-portal\",",
    ] {
        assert!(row.contains(defused), "{defused} in {row}");
    }
    // Every cell quoted, wherever a spreadsheet of any locale splits it.
    for cell in row.split([',', ';', '\n']) {
        let cell = cell.trim_start_matches([' ', '"']);
        assert!(
            !cell.starts_with(['=', '+', '-', '@']),
            "a cell a spreadsheet would run: {cell} in {row}"
        );
    }
}
