//! The consultant's desk (issue 27): stages, follow-up dates, notes, replies to the visitor
//! and the contact view, over HTTP, with every refusal.

use super::enquiry_helpers::{contact_form, spawn_form_app, TEST_POW_MAX_NUMBER};
use super::staff_helpers::Caller;
use crate::support::app::{assert_error, spawn_app_with, TestApp};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

const INBOX: &str = "/api/enquiries";

async fn send(app: &TestApp, form: Value) {
    let (status, body) = app.post_json("/api/email/send", &form).await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

fn about(app: &TestApp, name: &str, email: &str, reference: &str) -> Value {
    json!({
        "subject": format!("ENQUIRY for {reference}"), "name": name, "ref": reference,
        "email": email, "message": "Is it still for sale?",
        "captchaToken": app.quick_captcha_token(),
    })
}

async fn token(app: &TestApp, caller: Caller) -> String {
    app.token_for(caller).await.unwrap()
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

async fn first_id(app: &TestApp) -> i64 {
    app.inbox().await[0].id.0
}

async fn patch(app: &TestApp, id: i64, body: Value, token: &str) -> (StatusCode, Value) {
    app.send_json(Method::PATCH, &format!("{INBOX}/{id}"), Some(token), &body)
        .await
}

async fn post(app: &TestApp, path: &str, body: Value, token: Option<&str>) -> (StatusCode, Value) {
    app.send_json(Method::POST, path, token, &body).await
}

#[tokio::test]
async fn every_desk_operation_is_401_without_a_session_and_403_without_a_role() {
    let app = spawn_form_app(100).await;
    send(&app, contact_form("Anna", &app.quick_captcha_token())).await;
    let id = first_id(&app).await;
    let operations = [
        (
            Method::POST,
            format!("{INBOX}/{id}/notes"),
            json!({ "text": "Called" }),
        ),
        (
            Method::POST,
            format!("{INBOX}/{id}/reply"),
            json!({ "message": "Hello" }),
        ),
        (
            Method::GET,
            "/api/contacts/anna@example.com".to_owned(),
            json!(null),
        ),
        (
            Method::PATCH,
            format!("{INBOX}/{id}"),
            json!({ "stage": "won" }),
        ),
    ];
    for (method, path, body) in &operations {
        for caller in Caller::ALL.into_iter().filter(|c| c.has_no_session()) {
            let token = app.token_for(caller).await;
            let (status, answer) = app
                .send_json(method.clone(), path, token.as_deref(), body)
                .await;
            assert_error(status, &answer, 401, "Sign-in required");
        }
        let token = app.token_for(Caller::NoRole).await;
        let (status, answer) = app
            .send_json(method.clone(), path, token.as_deref(), body)
            .await;
        assert_error(status, &answer, 403, "Your role does not allow this");
    }
    let lead = &app.inbox().await[0];
    assert_eq!(
        lead.stage,
        domain::enquiry::lead::LeadStage::New,
        "nothing changed"
    );
    assert_eq!(lead.first_replied_at, None);
}

#[tokio::test]
async fn an_agent_moves_a_lead_sets_and_clears_its_follow_up_and_the_timeline_names_them() {
    let app = spawn_form_app(100).await;
    send(&app, contact_form("Anna", &app.quick_captcha_token())).await;
    let id = first_id(&app).await;
    let agent = token(&app, Caller::Agent).await;

    let (status, lead) = patch(
        &app,
        id,
        json!({ "stage": "viewing", "follow_up_on": "2026-12-03" }),
        &agent,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{lead}");
    assert_eq!(lead["stage"], "viewing");
    assert_eq!(lead["follow_up_on"], "2026-12-03");
    assert_eq!(lead["read"], false, "a field left out stays as it is");
    let event = &lead["timeline"][0];
    assert_eq!(event["kind"], "stage_changed");
    assert_eq!(event["from"], "new");
    assert_eq!(event["to"], "viewing");
    assert_eq!(event["author"], "agent@langhe.test");
    assert!(event["at"].is_string());

    let (status, lead) = patch(
        &app,
        id,
        json!({ "follow_up_on": null, "stage": null }),
        &agent,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{lead}");
    assert!(lead.get("follow_up_on").is_none(), "null clears it: {lead}");
    assert_eq!(lead["stage"], "viewing", "a null stage stays as it is");
    assert_eq!(lead["timeline"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn a_note_is_added_with_its_author_and_counted_in_the_inbox() {
    let app = spawn_form_app(100).await;
    send(&app, contact_form("Anna", &app.quick_captcha_token())).await;
    let id = first_id(&app).await;
    let admin = token(&app, Caller::Admin).await;
    let (status, note) = post(
        &app,
        &format!("{INBOX}/{id}/notes"),
        json!({ "text": "  Called her; back on Monday  " }),
        Some(&admin),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{note}");
    assert_eq!(note["kind"], "note");
    assert_eq!(note["text"], "Called her; back on Monday");
    assert_eq!(note["author"], "admin@langhe.test");

    let listing = list(&app, "", &admin).await;
    let lead = &listing["enquiries"][0];
    assert_eq!(lead["notes_count"], 1);
    assert_eq!(lead["timeline"][0]["text"], "Called her; back on Monday");
    assert_eq!(lead["stage"], "new");
}

#[tokio::test]
async fn bad_stages_dates_notes_and_replies_are_400_with_their_message() {
    let app = spawn_form_app(100).await;
    send(&app, contact_form("Anna", &app.quick_captcha_token())).await;
    let id = first_id(&app).await;
    let admin = token(&app, Caller::Admin).await;
    let (status, body) = patch(&app, id, json!({ "stage": "sold" }), &admin).await;
    assert_error(
        status,
        &body,
        400,
        "Unknown stage 'sold': the stage is one of new, contacted, viewing, offer, won, lost, spam",
    );
    for date in ["2026-02-30", "tomorrow", ""] {
        let (status, body) = patch(&app, id, json!({ "follow_up_on": date }), &admin).await;
        assert_error(
            status,
            &body,
            400,
            "The follow-up date must be a date written YYYY-MM-DD",
        );
    }
    let notes = format!("{INBOX}/{id}/notes");
    let (status, body) = post(&app, &notes, json!({ "text": " \n " }), Some(&admin)).await;
    assert_error(status, &body, 400, "The note is empty");
    for refused in [
        json!({ "text": "" }),
        json!({ "text": "a".repeat(5001) }),
        json!({}),
    ] {
        let (status, _) = post(&app, &notes, refused, Some(&admin)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
    }
    let reply = format!("{INBOX}/{id}/reply");
    let (status, body) = post(&app, &reply, json!({ "message": "  " }), Some(&admin)).await;
    assert_error(status, &body, 400, "The reply is empty");
    let (status, _) = post(&app, &reply, json!({ "message": "" }), Some(&admin)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, body) = app
        .get_as(&format!("{INBOX}?stage=sold"), Some(&admin))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    let (status, body) = app.get_as(&format!("{INBOX}?ref=12a"), Some(&admin)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");

    let lead = &app.inbox().await[0];
    assert_eq!(lead.stage, domain::enquiry::lead::LeadStage::New);
    assert_eq!(lead.follow_up_on, None);
    assert!(app
        .state
        .enquiries
        .leads
        .timelines(&[lead.id])
        .await
        .unwrap()
        .is_empty());
}

#[tokio::test]
async fn an_unknown_or_malformed_id_is_404_for_every_desk_write() {
    let app = spawn_form_app(100).await;
    let admin = token(&app, Caller::Admin).await;
    for id in ["9999", "abc"] {
        for (method, path, body) in [
            (
                Method::POST,
                format!("{INBOX}/{id}/notes"),
                json!({ "text": "x" }),
            ),
            (
                Method::POST,
                format!("{INBOX}/{id}/reply"),
                json!({ "message": "x" }),
            ),
            (
                Method::PATCH,
                format!("{INBOX}/{id}"),
                json!({ "stage": "won" }),
            ),
        ] {
            let (status, answer) = app.send_json(method, &path, Some(&admin), &body).await;
            assert_error(status, &answer, 404, "Enquiry not found");
        }
    }
}

#[tokio::test]
async fn the_inbox_filters_by_stage_property_and_due_follow_up_combined_with_unread() {
    let app = spawn_form_app(100).await;
    for (name, reference) in [("Anna", "123"), ("Bruno", "456"), ("Carla", "123")] {
        send(&app, about(&app, name, "x@example.com", reference)).await;
    }
    let admin = token(&app, Caller::Admin).await;
    let ids: Vec<(String, i64)> = app
        .inbox()
        .await
        .into_iter()
        .map(|e| (e.name.unwrap(), e.id.0))
        .collect();
    let id_of = |name: &str| ids.iter().find(|(n, _)| n == name).unwrap().1;
    patch(
        &app,
        id_of("Anna"),
        json!({ "stage": "offer", "follow_up_on": "2020-01-01" }),
        &admin,
    )
    .await;
    patch(
        &app,
        id_of("Bruno"),
        json!({ "stage": "offer", "follow_up_on": "2999-12-31" }),
        &admin,
    )
    .await;
    patch(&app, id_of("Carla"), json!({ "read": true }), &admin).await;

    assert_eq!(
        names(&list(&app, "?stage=offer", &admin).await),
        ["Bruno", "Anna"]
    );
    assert_eq!(
        names(&list(&app, "?ref=123", &admin).await),
        ["Carla", "Anna"]
    );
    assert_eq!(
        names(&list(&app, "?stage=offer&ref=123", &admin).await),
        ["Anna"]
    );
    assert_eq!(names(&list(&app, "?due=true", &admin).await), ["Anna"]);
    assert_eq!(names(&list(&app, "?due=false", &admin).await).len(), 3);
    assert_eq!(
        names(&list(&app, "?ref=123&unread=true", &admin).await),
        ["Anna"]
    );
    assert_eq!(
        names(&list(&app, "?stage=new&q=carla", &admin).await),
        ["Carla"]
    );
    let paged = list(&app, "?stage=offer&take=1", &admin).await;
    assert_eq!(paged["pages"], 2);
}

#[tokio::test]
async fn with_mail_off_a_reply_waits_pending_on_the_lead_moves_it_and_stays_out_of_the_inbox() {
    let app = spawn_form_app(100).await;
    send(&app, contact_form("Anna", &app.quick_captcha_token())).await;
    let id = first_id(&app).await;
    let agent = token(&app, Caller::Agent).await;
    let (status, stored) = post(
        &app,
        &format!("{INBOX}/{id}/reply"),
        json!({ "message": "Yes, it is. When would you like to visit?" }),
        Some(&agent),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{stored}");
    let lead = &stored["enquiry"];
    assert_eq!(lead["stage"], "contacted");
    assert!(lead["first_replied_at"].is_string(), "{lead}");
    let timeline = lead["timeline"].as_array().unwrap();
    assert_eq!(timeline[0]["kind"], "reply");
    assert_eq!(
        timeline[0]["text"],
        "Yes, it is. When would you like to visit?"
    );
    assert_eq!(timeline[0]["delivery"]["state"], "mail_off");
    assert_eq!(timeline[1]["kind"], "stage_changed");
    assert_eq!(timeline[1]["to"], "contacted");

    let listing = list(&app, "", &agent).await;
    assert_eq!(names(&listing), ["Anna"], "the reply is no lead");
    assert_eq!(listing["unread"], 1);
    // The reply is stored in the outbox before the answer, for the visitor.
    let reply_id = stored["reply_id"].as_i64().unwrap();
    let backlog = adapters::outbox_backlog::outbox_backlog(&app.connection)
        .await
        .unwrap();
    assert!(
        backlog
            .iter()
            .any(|kind| kind.kind == "reply" && kind.waiting == 1),
        "{backlog:?}"
    );
    assert_ne!(reply_id, id);
}

#[tokio::test]
async fn a_plain_message_without_an_address_cannot_be_answered() {
    let app = spawn_form_app(100).await;
    send(
        &app,
        json!({ "subject": "Contact Page", "message": "Call me", "captchaToken": app.quick_captcha_token() }),
    )
    .await;
    let id = first_id(&app).await;
    let admin = token(&app, Caller::Admin).await;
    let (status, body) = post(
        &app,
        &format!("{INBOX}/{id}/reply"),
        json!({ "message": "Hi" }),
        Some(&admin),
    )
    .await;
    assert_error(
        status,
        &body,
        409,
        "This enquiry has no e-mail address to reply to",
    );
}

#[tokio::test]
async fn a_reply_goes_to_the_visitor_threaded_on_the_enquiry_mail() {
    let app = spawn_app_with(&[
        ("LANGHE_CAPTCHA_POW_MAX_NUMBER", TEST_POW_MAX_NUMBER.into()),
        ("LANGHE_PUBLIC_URL", "https://langhe.test".into()),
        ("LANGHE_MAIL", "eml".into()),
        ("LANGHE_MAIL_TO", "consultant@langhe.test".into()),
    ])
    .await;
    let _delivery = server::delivery_worker::start(&app.state.enquiries).expect("a mailer");
    send(&app, contact_form("Anna", &app.quick_captcha_token())).await;
    let enquiry_mail = app.delivered_mails(1).await.remove(0);
    let message_id = header(&enquiry_mail, "Message-ID");
    let id = first_id(&app).await;
    let admin = token(&app, Caller::Admin).await;
    let (status, stored) = post(
        &app,
        &format!("{INBOX}/{id}/reply"),
        json!({ "message": "Yes, it is." }),
        Some(&admin),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{stored}");
    let mails = app.delivered_mails(2).await;
    let reply = mails
        .iter()
        .find(|mail| mail.contains("Re: Contact Page"))
        .expect("the reply went out");
    assert_eq!(header(reply, "To"), "anna@example.com");
    assert_eq!(header(reply, "Reply-To"), "consultant@langhe.test");
    assert_eq!(header(reply, "In-Reply-To"), message_id);
    assert_eq!(header(reply, "References"), message_id);
    assert!(reply.contains("Yes, it is."), "{reply}");
    assert!(
        reply.contains("> Is the farmhouse in Barolo still for sale?"),
        "{reply}"
    );

    let listing = list(&app, "", &admin).await;
    assert_eq!(
        listing["enquiries"][0]["timeline"][0]["delivery"]["state"],
        "sent"
    );
}

/// The value of header `name` (the first header included).
fn header(mail: &str, name: &str) -> String {
    let mail = format!("\r\n{mail}");
    let prefix = format!("\r\n{name}: ");
    let start = mail
        .find(&prefix)
        .unwrap_or_else(|| panic!("no {name} in {mail}"))
        + prefix.len();
    mail[start..].split("\r\n").next().unwrap().to_owned()
}

#[tokio::test]
async fn a_contact_gathers_every_enquiry_of_the_address_whatever_the_case() {
    let app = spawn_form_app(100).await;
    send(&app, about(&app, "Anna", "anna@example.com", "123")).await;
    send(&app, about(&app, "Anna R.", "ANNA@example.com", "456")).await;
    send(&app, about(&app, "Bruno", "bruno@example.com", "123")).await;
    let agent = token(&app, Caller::Agent).await;
    let id = app.inbox().await[2].id.0;
    post(
        &app,
        &format!("{INBOX}/{id}/notes"),
        json!({ "text": "First contact" }),
        Some(&agent),
    )
    .await;

    let (status, contact) = app
        .get_as("/api/contacts/Anna@Example.com", Some(&agent))
        .await;
    assert_eq!(status, StatusCode::OK, "{contact}");
    assert_eq!(contact["email"], "anna@example.com");
    assert_eq!(names(&contact), ["Anna R.", "Anna"]);
    assert_eq!(contact["enquiries"][1]["notes_count"], 1);
    let admin = token(&app, Caller::Admin).await;
    let (_, seen_by_admin) = app
        .get_as("/api/contacts/anna@example.com", Some(&admin))
        .await;
    assert_eq!(seen_by_admin["lists"], json!({ "alerts": [] }));

    for stranger in ["nobody@example.com", "not-an-address"] {
        let (status, body) = app
            .get_as(&format!("/api/contacts/{stranger}"), Some(&agent))
            .await;
        assert_error(status, &body, 404, "The site knows nothing of this address");
    }

    // Issue 53: the newsletter and the alerts are admin-only lists. An agent reading a
    // contact is told neither, not even by a 404 that differs for a subscriber.
    app.subscribe_confirmed("anna@example.com").await;
    app.sign_up("carla@example.com").await;
    let (_, seen_by_agent) = app
        .get_as("/api/contacts/anna@example.com", Some(&agent))
        .await;
    assert_eq!(seen_by_agent.get("lists"), None, "{seen_by_agent}");
    assert_eq!(seen_by_agent.get("newsletter"), None, "{seen_by_agent}");
    let (status, body) = app
        .get_as("/api/contacts/carla@example.com", Some(&agent))
        .await;
    assert_error(status, &body, 404, "The site knows nothing of this address");
    for (address, standing) in [
        ("anna@example.com", "subscribed"),
        ("carla@example.com", "unconfirmed"),
    ] {
        let (status, contact) = app
            .get_as(&format!("/api/contacts/{address}"), Some(&admin))
            .await;
        assert_eq!(status, StatusCode::OK, "{contact}");
        assert_eq!(contact["lists"]["newsletter"], standing, "{contact}");
    }
}
