//! Saved-search alerts: sign-up with double opt-in, the listings that reach a confirmed alert
//! (and those that do not), the digest mail, the pages behind its links (GET asks, POST acts)
//! and what staff see.

use super::enquiry_helpers::TEST_POW_MAX_NUMBER;
use super::mail_files::token_links;
use crate::support::app::{assert_error, spawn_app_with, TestApp};
use domain::ports::{Addressee, ClaimedEnquiry};
use domain::Role;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use std::time::Duration;

async fn spawn_alert_app(rate_per_minute: u32) -> TestApp {
    spawn_app_with(&alert_settings(rate_per_minute)).await
}

/// How soon an alert may get its next digest here.
const ALERT_INTERVAL: Duration = Duration::from_secs(1);

fn alert_settings(rate_per_minute: u32) -> Vec<(&'static str, String)> {
    vec![
        ("LANGHE_CAPTCHA_POW_MAX_NUMBER", TEST_POW_MAX_NUMBER.into()),
        ("LANGHE_SEND_RATE_PER_MINUTE", rate_per_minute.to_string()),
        ("LANGHE_PUBLIC_URL", "https://langhe.test".into()),
        (
            "LANGHE_ALERT_INTERVAL_SECONDS",
            ALERT_INTERVAL.as_secs().to_string(),
        ),
    ]
}

fn property_body(reference: &str, kind: &str, price: u64, visibility: &str) -> Value {
    json!({
        "ref": reference, "listing_title": format!("Home {reference}"), "location": "Barolo",
        "meta_title": "Home", "path": format!("home-{reference}"), "pictures_path": "home",
        "title": "A home", "title2": "Among vines", "description": "<p>Stone</p>",
        "price": price, "kind": kind, "visibility": visibility, "bedrooms": 4, "bathrooms": 2,
    })
}

impl TestApp {
    async fn save_property(&self, admin: &str, method: Method, body: Value) {
        let (status, answer) = self
            .send_json(method, "/api/properties", Some(admin), &body)
            .await;
        assert!(status.is_success(), "{status} {answer}");
    }

    async fn ask_for_alert(&self, form: Value) -> (StatusCode, Value) {
        self.post_json("/api/alerts", &form).await
    }

    fn alert_form(&self, email: &str, language: &str) -> Value {
        json!({
            "email": email, "consent": true, "captchaToken": self.quick_captcha_token(),
            "filters": { "min_price": 500000, "kind": ["villa"], "sort": "price_asc" },
            "language": language,
        })
    }

    /// The mails to subscribers waiting in the outbox, taken out as the delivery worker would.
    async fn subscriber_mails(&self) -> Vec<ClaimedEnquiry> {
        self.claim_waiting_mails()
            .await
            .into_iter()
            .filter(|mail| matches!(mail.addressee, Addressee::Subscriber { .. }))
            .collect()
    }

    /// Waits (the digest worker runs every second here) for the next digest mail.
    async fn next_digest(&self) -> ClaimedEnquiry {
        for _ in 0..100 {
            let mut mails = self.subscriber_mails().await;
            if let Some(found) = mails.pop() {
                assert!(mails.is_empty(), "one digest at a time");
                return found;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("no digest within 10 s");
    }

    async fn active_alerts(&self, token: &str) -> u64 {
        let (status, body) = self.get_as("/api/alerts/count", Some(token)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body["active"].as_u64().unwrap()
    }
}

/// The path of the first link in `body` that starts with `prefix`.
fn link(body: &str, prefix: &str) -> String {
    body.split_whitespace()
        .find(|word| word.starts_with(&format!("https://langhe.test{prefix}?token=")))
        .unwrap_or_else(|| panic!("no {prefix} link in {body}"))
        .trim_start_matches("https://langhe.test")
        .to_owned()
}

#[tokio::test]
async fn a_confirmed_alert_gets_matching_new_and_cheaper_listings_and_nothing_else() {
    let app = spawn_alert_app(100).await;
    let admin = app
        .staff_token("admin@langhe.test", Some(Role::Admin))
        .await;
    let (status, body) = app
        .ask_for_alert(app.alert_form("Anna@Example.com", "en"))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body["message"],
        "Please check your inbox: open the link we have sent you to confirm your alert."
    );
    let mut mails = app.subscriber_mails().await;
    assert_eq!(mails.len(), 1, "the confirmation mail");
    let confirmation = mails.remove(0);
    assert_eq!(
        confirmation.subject,
        "Please confirm your home alert - Langhe Property"
    );
    assert!(
        confirmation
            .body
            .contains("Price from €500,000; kind: villa"),
        "{}",
        confirmation.body
    );
    let Addressee::Subscriber {
        address,
        list_unsubscribe,
    } = &confirmation.addressee
    else {
        unreachable!()
    };
    assert_eq!(address, "anna@example.com");
    assert!(list_unsubscribe.starts_with("https://langhe.test/api/alerts/unsubscribe?token="));
    let confirm = link(&confirmation.body, "/api/alerts/confirm");
    assert!(
        app.inbox().await.is_empty(),
        "alert mails are not enquiries"
    );

    let digests = server::alert_worker::start(&app.state);
    // While the alert waits for its link, a matching listing reaches nobody.
    app.save_property(
        &admin,
        Method::POST,
        property_body("201", "villa", 650_000, "visible"),
    )
    .await;

    let page = app.get(&confirm).await.text().await.unwrap();
    assert!(
        page.contains(
            "Do you want Langhe Property to e-mail you new homes like the ones you chose?"
        ),
        "{page}"
    );
    assert_eq!(
        app.active_alerts(&admin).await,
        0,
        "opening the link changes nothing"
    );
    let response = app.post_empty(&confirm).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert!(response
        .text()
        .await
        .unwrap()
        .contains("Your alert is confirmed"));
    assert_eq!(app.active_alerts(&admin).await, 1);

    for (reference, kind, price, visibility) in [
        ("202", "farmhouse", 650_000, "visible"),
        ("203", "villa", 300_000, "visible"),
        ("204", "villa", 700_000, "hidden"),
        ("205", "villa", 800_000, "visible"),
    ] {
        app.save_property(
            &admin,
            Method::POST,
            property_body(reference, kind, price, visibility),
        )
        .await;
    }
    // Hidden, then made public: news.
    app.save_property(
        &admin,
        Method::PUT,
        property_body("204", "villa", 700_000, "visible"),
    )
    .await;

    let digest = app.next_digest().await;
    let body = &digest.body;
    assert_eq!(
        digest.subject,
        "2 new homes like the ones you asked for - Langhe Property"
    );
    for shown in [
        "Home 204",
        "Home 205",
        "€800,000",
        "https://langhe.test/property/for-sale/in-italy/205",
    ] {
        assert!(body.contains(shown), "{shown} in {body}");
    }
    assert!(
        body.contains("Picture: https://cdn.test/images/properties/205"),
        "{body}"
    );
    for left_out in ["Home 201", "Home 202", "Home 203"] {
        assert!(!body.contains(left_out), "{left_out} in {body}");
    }
    let Addressee::Subscriber {
        list_unsubscribe, ..
    } = &digest.addressee
    else {
        unreachable!()
    };
    assert!(list_unsubscribe.starts_with("https://langhe.test/api/alerts/unsubscribe?token="));
    assert!(
        body.contains("Change or delete this alert: https://langhe.test/api/alerts/manage?token=")
    );

    // A price drop is news again; a rise or an unchanged save is not.
    app.save_property(
        &admin,
        Method::PUT,
        property_body("205", "villa", 750_000, "visible"),
    )
    .await;
    app.save_property(
        &admin,
        Method::PUT,
        property_body("204", "villa", 720_000, "visible"),
    )
    .await;
    let digest = app.next_digest().await;
    assert!(
        digest.body.contains("Home 205\n€750,000 (price reduced)"),
        "{}",
        digest.body
    );
    assert!(!digest.body.contains("Home 204"), "{}", digest.body);
    // Once the alert could be due again, a whole digest pass hands nothing more over.
    tokio::time::sleep(ALERT_INTERVAL).await;
    digests.passes().whole_pass().await;
    assert!(
        app.subscriber_mails().await.is_empty(),
        "each listing goes once"
    );
    digests.abort();
}

#[tokio::test]
async fn an_alert_changes_and_ends_only_by_post_and_its_links_open_pages() {
    let app = spawn_alert_app(100).await;
    let admin = app
        .staff_token("admin@langhe.test", Some(Role::Admin))
        .await;
    let (status, body) = app
        .ask_for_alert(app.alert_form("anna@example.com", "it"))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let confirmation = app.subscriber_mails().await.remove(0);
    assert!(confirmation.subject.starts_with("Conferma il suo avviso"));
    assert!(confirmation
        .body
        .contains("Prezzo da 500.000 €; tipo: villa"));
    assert_eq!(
        app.post_empty(&link(&confirmation.body, "/api/alerts/confirm"))
            .await
            .status(),
        StatusCode::OK
    );
    let Addressee::Subscriber {
        list_unsubscribe, ..
    } = &confirmation.addressee
    else {
        unreachable!()
    };
    let unsubscribe = list_unsubscribe
        .trim_start_matches("https://langhe.test")
        .to_owned();
    let manage = unsubscribe.replace("/unsubscribe?", "/manage?");

    // The manage page speaks the alert's language and shows its filter; opening it changes
    // nothing.
    let response = app.get(&manage).await;
    assert_eq!(response.status(), StatusCode::OK);
    let page = response.text().await.unwrap();
    assert!(page.contains("Prezzo da 500.000 €; tipo: villa"), "{page}");
    assert!(
        page.contains(r#"name="kind_villa" value="on" checked"#),
        "{page}"
    );
    assert!(
        page.contains(&format!(r#"action="{unsubscribe}""#)),
        "{page}"
    );

    let change = |form: &'static str| {
        app.client()
            .post(format!("{}{manage}", app.address))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(form)
            .send()
    };
    let response = change("min_price=&max_price=900000&town=&min_bedrooms=3&kind_farmhouse=on")
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let page = response.text().await.unwrap();
    assert!(page.contains("Il suo avviso è stato modificato."), "{page}");
    assert!(
        page.contains("Prezzo fino a 900.000 €; tipo: farmhouse; almeno 3 camere da letto"),
        "{page}"
    );
    let response = change("min_price=abc").await.unwrap();
    let status = response.status();
    let body = response.json().await.unwrap();
    assert_error(
        status,
        &body,
        400,
        "min_price must be a whole number of euros, 0 or more",
    );
    let response = change("min_price=").await.unwrap();
    let status = response.status();
    let body = response.json().await.unwrap();
    assert_error(
        status,
        &body,
        400,
        "Choose at least one filter (price, town, kind or bedrooms) for the alert",
    );

    // The List-Unsubscribe link only asks when opened.
    let response = app.get(&unsubscribe).await;
    assert_eq!(response.status(), StatusCode::OK);
    let page = response.text().await.unwrap();
    assert!(page.contains("Do you want to delete this alert"), "{page}");
    assert!(
        page.contains(&format!(r#"<form method="post" action="{unsubscribe}">"#)),
        "{page}"
    );
    assert_eq!(app.active_alerts(&admin).await, 1, "a GET changes nothing");

    // RFC 8058: what a mail program's one-click unsubscribe sends.
    let response = app.one_click_unsubscribe(&unsubscribe).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert!(response
        .text()
        .await
        .unwrap()
        .contains("Your alert has been deleted."));
    assert_eq!(app.active_alerts(&admin).await, 0);

    let (status, body) = app.post_empty_refused(&unsubscribe).await;
    assert_error(
        status,
        &body,
        404,
        "This alert link is not valid or the alert was deleted",
    );
    let (status, body) = app.get_json(&manage).await;
    assert_error(
        status,
        &body,
        404,
        "This alert link is not valid or the alert was deleted",
    );
    // A link that names no alert is refused as such, whatever the form holds.
    let response = change("min_price=").await.unwrap();
    let status = response.status();
    let body = response.json().await.unwrap();
    assert_error(
        status,
        &body,
        404,
        "This alert link is not valid or the alert was deleted",
    );
}

#[tokio::test]
async fn a_sign_up_is_checked_field_by_field_with_clear_messages() {
    let app = spawn_alert_app(100).await;
    let filters = json!({ "min_price": 500000 });
    let cases = [
        (
            json!({ "email": "", "consent": true, "filters": filters }),
            "Email address missing",
        ),
        (
            json!({ "email": "anna", "consent": true, "filters": filters }),
            "Please enter a valid email address",
        ),
        (
            json!({ "email": "anna@example.com", "filters": filters }),
            "Please tick the box to agree to receive e-mails about new homes",
        ),
        (
            json!({ "email": "anna@example.com", "consent": true, "filters": { "kind": ["castle"] } }),
            "kind must be one of villa, farmhouse, house, apartment, land, commercial",
        ),
        (
            json!({ "email": "anna@example.com", "consent": true, "filters": { "min_price": 9, "max_price": 1 } }),
            "min_price must not be above max_price",
        ),
        (
            json!({ "email": "anna@example.com", "consent": true, "filters": { "sort": "newest" } }),
            "Choose at least one filter (price, town, kind or bedrooms) for the alert",
        ),
        (
            json!({ "email": "anna@example.com", "consent": true }),
            "Choose at least one filter (price, town, kind or bedrooms) for the alert",
        ),
        (
            json!({ "email": "anna@example.com", "consent": true, "filters": filters, "language": "de" }),
            "language must be one of en, it",
        ),
        (
            json!({ "email": "anna@example.com", "consent": true, "filters": { "town": 99 } }),
            "town must be a town id (a whole number, 0 or more)",
        ),
        (
            json!({ "email": "anna@example.com", "consent": true, "filters": filters }),
            "Captcha token missing",
        ),
        (
            json!({ "email": "anna@example.com", "consent": true, "filters": filters, "captchaToken": "x" }),
            "Captcha token invalid, expired or already used",
        ),
    ];
    for (form, message) in cases {
        let (status, body) = app.ask_for_alert(form).await;
        assert_error(status, &body, 400, message);
    }
    assert!(
        app.subscriber_mails().await.is_empty(),
        "nothing stored or mailed"
    );
}

#[tokio::test]
async fn the_form_is_rate_limited_like_the_others() {
    let app = spawn_alert_app(1).await;
    let first = app
        .ask_for_alert(app.alert_form("anna@example.com", "en"))
        .await;
    assert_eq!(first.0, StatusCode::OK, "{}", first.1);
    let (status, body) = app
        .ask_for_alert(app.alert_form("anna@example.com", "en"))
        .await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
}

#[tokio::test]
async fn staff_see_the_count_and_only_an_admin_exports_formula_safe_csv() {
    let app = spawn_alert_app(100).await;
    for email in ["anna@example.com", "=cmd@evil.example"] {
        app.ask_for_alert(app.alert_form(email, "en")).await;
    }
    for mail in app.subscriber_mails().await {
        app.post_empty(&link(&mail.body, "/api/alerts/confirm"))
            .await;
    }
    app.ask_for_alert(app.alert_form("pending@example.com", "en"))
        .await;
    let agent = app
        .staff_token("agent@langhe.test", Some(Role::Agent))
        .await;
    let admin = app
        .staff_token("admin@langhe.test", Some(Role::Admin))
        .await;
    let nobody = app.staff_token("visitor@langhe.test", None).await;
    assert_eq!(
        app.active_alerts(&agent).await,
        2,
        "pending alerts are not active"
    );
    assert_eq!(
        app.get_as("/api/alerts/count", None).await.0,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.get_as("/api/alerts/count", Some(&nobody)).await.0,
        StatusCode::FORBIDDEN
    );

    let export = |token: &str| {
        app.request(Method::GET, "/api/alerts/export.csv", Some(token))
            .send()
    };
    assert_eq!(
        export(&agent).await.unwrap().status(),
        StatusCode::FORBIDDEN
    );
    let response = export(&admin).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert!(response.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/csv"));
    let csv = response.text().await.unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "email,filters,language,consent_at,confirmed_at,last_mailed_at,manage_url"
    );
    assert_eq!(lines.len(), 3, "{csv}");
    assert!(
        lines[1].starts_with("\"anna@example.com\",\"min_price=500000&kind=villa\",\"en\","),
        "{csv}"
    );
    assert!(lines[2].starts_with("\"'=cmd@evil.example\","), "{csv}");
    assert!(
        lines[2].contains(",\"https://langhe.test/api/alerts/manage?token="),
        "{csv}"
    );
}

#[tokio::test]
async fn every_alert_link_that_went_out_works_and_none_is_stored() {
    let mut settings = alert_settings(100);
    settings.push(("LANGHE_MAIL", "eml".into()));
    let app = spawn_app_with(&settings).await;
    let delivery = server::delivery_worker::start(&app.state.enquiries).expect("a mailer");
    let digests = server::alert_worker::start(&app.state);
    let admin = app
        .staff_token("admin@langhe.test", Some(Role::Admin))
        .await;
    let (status, body) = app
        .ask_for_alert(app.alert_form("anna@example.com", "en"))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let confirmation = app.delivered_mails(1).await;
    let confirm = link(&confirmation[0], "/api/alerts/confirm");
    assert_eq!(app.post_empty(&confirm).await.status(), StatusCode::OK);

    // Two digests, each written with its own links, then the admin's export.
    for (reference, mails) in [("201", 2), ("202", 3)] {
        app.save_property(
            &admin,
            Method::POST,
            property_body(reference, "villa", 650_000, "visible"),
        )
        .await;
        app.delivered_mails(mails).await;
    }
    let response = app
        .request(Method::GET, "/api/alerts/export.csv", Some(&admin))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let mut went_out = app.delivered_mails(3).await;
    went_out.push(response.text().await.unwrap());

    let links = token_links(&went_out, "/api/alerts/");
    let tokens = app.assert_no_secret_stored(&links).await;
    // Confirmation; the sign-up's manage link; one for each digest and one for the export.
    assert_eq!(tokens.len(), 5, "{links:#?}");

    for link in &links {
        let (path, token) = link.split_once("?token=").unwrap();
        let manage = format!("/api/alerts/manage?token={token}");
        match path {
            "/api/alerts/confirm" => {
                let response = app.post_empty(link).await;
                assert_eq!(response.status(), StatusCode::OK, "{link}");
                let page = response.text().await.unwrap();
                assert!(page.contains("Your alert is confirmed"), "{page}");
            }
            // The unsubscribe link carries the manage link's secret: it opens the same alert.
            "/api/alerts/manage" | "/api/alerts/unsubscribe" => {
                let response = app.get(&manage).await;
                assert_eq!(response.status(), StatusCode::OK, "{link}");
                let page = response.text().await.unwrap();
                assert!(page.contains("Price from €500,000; kind: villa"), "{page}");
            }
            other => panic!("an unexpected link {other}"),
        }
    }
    // The oldest mail's one-click unsubscribe still ends the alert.
    let oldest = token_links(&confirmation, "/api/alerts/unsubscribe");
    let oldest = oldest.first().expect("List-Unsubscribe");
    let response = app.one_click_unsubscribe(oldest).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(app.active_alerts(&admin).await, 0);
    digests.abort();
    delivery.abort();
}
