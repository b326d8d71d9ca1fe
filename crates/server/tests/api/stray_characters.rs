//! Text that would fool a reader or break a format: controls in saved content never reach the
//! portal and news feeds; addresses that smuggle a query or a text-direction override, and
//! names with bidi controls, are refused; a NUL in a message is not stored.

use super::enquiry_helpers::{contact_form, spawn_form_app};
use super::fixtures::{article, property};
use crate::support::app::assert_error;
use crate::support::app::{assert_xmllint_accepts, spawn_app_with, TestApp};
use domain::{Role, Visibility};
use reqwest::{Method, StatusCode};
use serde_json::json;

/// Well-formed XML by libxml2's own reader.
fn assert_well_formed(xml: &str) {
    assert_xmllint_accepts(xml, &[]);
}

async fn text_of(app: &TestApp, path: &str) -> String {
    let response = app.get(path).await;
    assert_eq!(response.status(), StatusCode::OK, "{path}");
    response.text().await.unwrap()
}

#[tokio::test]
async fn controls_saved_by_staff_are_stripped_and_the_portal_feed_stays_valid() {
    let app = spawn_app_with(&[("LANGHE_PUBLIC_URL", "https://langhe.example".to_owned())]).await;
    let token = app.staff_token("boss@langhe.test", Some(Role::Admin)).await;
    let body = json!({
        "ref": "321", "listing_title": "Villa\u{0} in Barolo", "location": "Barolo\u{1b}",
        "meta_title": "Villa", "path": "villa-barolo", "pictures_path": "villa",
        "title": "A\u{c} villa", "title2": "Among\tvines", "visibility": "visible",
        "description": "<p>Stone\u{8} and brick\nand a pool</p>", "features": "Pool\u{7f};Cellar",
    });
    let (status, saved) = app
        .send_json(Method::POST, "/api/properties", Some(&token), &body)
        .await;
    assert_eq!(status, StatusCode::CREATED, "{saved}");

    let (_, detail) = app.get_json("/api/properties/321").await;
    assert_eq!(detail["listing_title"], "Villa in Barolo");
    assert_eq!(detail["location"], "Barolo");
    assert_eq!(detail["title"], "A villa");
    assert_eq!(detail["title2"], "Among\tvines", "TAB, CR and LF are text");
    assert_eq!(detail["description"], "<p>Stone and brick\nand a pool</p>");
    assert_eq!(detail["features"], "Pool;Cellar");
    assert_well_formed(&text_of(&app, "/feeds/kyero.xml").await);
}

#[tokio::test]
async fn a_stored_control_character_never_makes_a_feed_or_the_sitemap_invalid() {
    let app = spawn_app_with(&[("LANGHE_PUBLIC_URL", "https://langhe.example".to_owned())]).await;
    // Written straight through the repository, as a row from before the rule or an import would.
    let mut listing = property("123", Visibility::Visible, 1);
    listing.listing_title = "Casa\u{0} nelle Langhe".into();
    listing.description = "<p>Vista\u{c} sulle colline\u{1}</p>".into();
    listing.features = "Piscina\u{b};Cantina".into();
    app.insert_property(&listing).await;
    // Its cover, without which the portal feed leaves it out.
    app.put_image("properties/123-house-123/listing-pic-123.jpg")
        .await;
    let mut news = article("Vendemmia\u{0} 2026");
    news.listing_description = "Uve\u{8} e colline".into();
    app.insert_article(&news, 1).await;

    let kyero = text_of(&app, "/feeds/kyero.xml").await;
    assert_well_formed(&kyero);
    assert!(kyero.contains("Piscina") && !kyero.contains('\u{b}'));
    let atom = text_of(&app, "/feeds/news.atom").await;
    assert_well_formed(&atom);
    assert!(atom.contains("<title>Vendemmia 2026</title>"), "{atom}");
    assert_well_formed(&text_of(&app, "/sitemap.xml").await);
}

#[tokio::test]
async fn an_address_smuggling_a_query_or_a_direction_override_is_refused() {
    let app = spawn_form_app(100).await;
    for address in [
        "a@b.c?cc=attacker%40evil.example&body=Hello",
        "anna@example.com?bcc=attacker@evil.example",
        "anna\u{202e}moc.elpmaxe@evil.example",
        "\"anna rossi\"@example.com",
    ] {
        let mut form = contact_form("Anna Rossi", &app.quick_captcha_token());
        form["email"] = json!(address);
        let (status, body) = app.post_json("/api/email/send", &form).await;
        assert_error(status, &body, 400, "Please insert a valid email address");
    }
    assert!(app.inbox().await.is_empty(), "nothing stored");
}

#[tokio::test]
async fn a_name_with_a_direction_override_is_refused_in_every_form() {
    let app = spawn_form_app(100).await;
    let name = "Anna \u{202e}issoR";
    let mut contact = contact_form(name, &app.quick_captcha_token());
    let (status, body) = app.post_json("/api/email/send", &contact).await;
    assert_error(
        status,
        &body,
        400,
        "Name may not contain control or text-direction characters",
    );

    contact["subject"] = json!("Italian Contact Page");
    contact["captchaToken"] = json!(app.quick_captcha_token());
    let (status, body) = app.post_json("/api/email/send", &contact).await;
    assert_error(
        status,
        &body,
        400,
        "Il campo 'Nome' non può contenere caratteri di controllo o di direzione del testo",
    );

    let enquiry = json!({
        "subject": "ENQUIRY for 123", "name": name, "ref": "123",
        "email": "anna@example.com", "message": "When can I visit?",
        "captchaToken": app.quick_captcha_token(),
    });
    let (status, body) = app.post_json("/api/email/send", &enquiry).await;
    assert_error(
        status,
        &body,
        400,
        "Name may not contain control or text-direction characters",
    );
    assert!(app.inbox().await.is_empty(), "nothing stored");
}

#[tokio::test]
async fn a_nul_in_a_message_is_not_stored() {
    let app = spawn_form_app(100).await;
    let mut form = contact_form("Anna Rossi", &app.quick_captcha_token());
    form["message"] = json!("Is the farmhouse\u{0} still for sale?\u{c}\nThanks");
    let (status, body) = app.post_json("/api/email/send", &form).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let stored = &app.inbox().await[0];
    assert!(!stored.body.contains('\u{0}') && !stored.body.contains('\u{c}'));
    assert!(
        stored
            .body
            .contains("Is the farmhouse still for sale?\nThanks"),
        "{}",
        stored.body
    );
}
