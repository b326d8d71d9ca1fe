//! Viewing trips (issue #27): the visitor's request (POST /api/viewings, public), the staff's
//! slots (add, confirm, change, cancel, outcome; admin and agent), the calendar files the
//! visitor is mailed (parsed with the `ical` crate, not our own code) and the reminder a day
//! ahead (an injected clock, a worker pass waited for).

use super::enquiry_helpers::TEST_POW_MAX_NUMBER;
use super::fixtures::property;
use super::staff_helpers::Caller;
use crate::support::app::{assert_error, spawn_app_with, TestApp};
use crate::support::test_clock::TestClock;
use chrono::{DateTime, Duration, Utc};
use domain::ports::{Addressee, Clock, EnquiryKind};
use domain::property::ShareKey;
use domain::rome_time::to_rome;
use domain::Visibility;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use viewing_trips::SlotForm;
use viewing_trips::ViewingId;

const VIEWINGS: &str = "/api/viewings";
/// The share key of the unlisted home 456: its page's link carries it, and so does the
/// viewing form on that page.
const UNLISTED_KEY: &str = "Unlisted456shareKey-_a";

async fn viewing_app(mail: bool) -> TestApp {
    viewing_app_limited(mail, 100).await
}

async fn viewing_app_limited(mail: bool, rate_per_minute: u32) -> TestApp {
    let mut environment = vec![
        ("LANGHE_SEND_RATE_PER_MINUTE", rate_per_minute.to_string()),
        (
            "LANGHE_CAPTCHA_POW_MAX_NUMBER",
            TEST_POW_MAX_NUMBER.to_owned(),
        ),
        ("LANGHE_PUBLIC_URL", "https://langhe.test".to_owned()),
        (
            "LANGHE_MAIL_TO",
            "Consultant <consultant@langhe.test>".to_owned(),
        ),
    ];
    if mail {
        environment.push(("LANGHE_MAIL", "eml".to_owned()));
    }
    let app = spawn_app_with(&environment).await;
    app.insert_property(&property("123", Visibility::Visible, 1))
        .await;
    let mut unlisted = property("456", Visibility::Unlisted, 2);
    unlisted.share_key = Some(ShareKey::parse(UNLISTED_KEY).unwrap());
    app.insert_property(&unlisted).await;
    app.insert_property(&property("789", Visibility::Hidden, 3))
        .await;
    app
}

/// A day `days` from today in Rome, as the form writes it.
fn day(days: i64) -> String {
    (to_rome(Utc::now()).date() + Duration::days(days)).to_string()
}

fn request_body(app: &TestApp, language: &str) -> Value {
    json!({
        "name": "Anna Rossi", "email": "anna@example.com", "phone": "+44 20 7946 0000",
        "from": day(30), "to": day(33), "half_days": ["morning", "afternoon"],
        "refs": ["123", "456"], "message": "We fly in for three days.",
        "captchaToken": app.quick_captcha_token(), "language": language,
        "shareKey": UNLISTED_KEY,
    })
}

/// Sends a request and answers its id, from the staff's list.
async fn requested(app: &TestApp, language: &str) -> i64 {
    let (status, body) = app.post_json(VIEWINGS, &request_body(app, language)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let token = app.token_for(Caller::Agent).await;
    let (_, list) = app.get_as(VIEWINGS, token.as_deref()).await;
    list["viewings"][0]["id"].as_i64().unwrap()
}

fn slot(reference: &str, start: &str) -> Value {
    json!({ "ref": reference, "start": start, "duration_minutes": 60,
            "meeting_point": "Piazza Italia, Neive; by the church" })
}

/// A Rome local start `days` from now at `hour`.
fn start(days: i64, hour: u32) -> String {
    format!("{}T{hour:02}:30", day(days))
}

#[tokio::test]
async fn a_request_for_two_homes_becomes_a_viewing_lead_and_a_request_staff_list() {
    let app = viewing_app(false).await;
    let (status, body) = app.post_json(VIEWINGS, &request_body(&app, "en")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body,
        json!({ "status": 200, "message": "Request received" })
    );

    let lead = &app.inbox().await[0];
    assert_eq!(lead.kind, EnquiryKind::Viewing);
    assert_eq!(lead.subject, "VIEWING REQUEST for 123, 456");
    assert!(lead.body.contains("Dates: "), "{}", lead.body);
    assert!(
        lead.body.contains(&format!(
            "Property page: https://langhe.test/property/for-sale/in-italy/456?key={UNLISTED_KEY}"
        )),
        "the unlisted home's link opens its page: {}",
        lead.body
    );

    let token = app.token_for(Caller::Agent).await;
    let (status, list) = app.get_as(VIEWINGS, token.as_deref()).await;
    assert_eq!(status, StatusCode::OK, "{list}");
    let viewing = &list["viewings"][0];
    assert_eq!(viewing["refs"], json!(["123", "456"]));
    assert_eq!(viewing["half_days"], json!(["morning", "afternoon"]));
    assert_eq!(viewing["from"], day(30));
    assert_eq!(viewing["language"], "en");
    assert_eq!(viewing["enquiry_id"], lead.id.0);

    let (_, by_ref) = app
        .get_as(&format!("{VIEWINGS}?ref=456"), token.as_deref())
        .await;
    assert_eq!(by_ref["viewings"].as_array().unwrap().len(), 1);
    let (_, other_ref) = app
        .get_as(&format!("{VIEWINGS}?ref=124"), token.as_deref())
        .await;
    assert_eq!(other_ref["viewings"], json!([]));
    let (_, later) = app
        .get_as(&format!("{VIEWINGS}?from={}", day(40)), token.as_deref())
        .await;
    assert_eq!(later["viewings"], json!([]));
    let (_, overlapping) = app
        .get_as(
            &format!("{VIEWINGS}?from={}&to={}", day(33), day(50)),
            token.as_deref(),
        )
        .await;
    assert_eq!(overlapping["viewings"].as_array().unwrap().len(), 1);
    let (status, body) = app
        .get_as(&format!("{VIEWINGS}?from=tomorrow"), token.as_deref())
        .await;
    assert_error(status, &body, 400, "'from' must be a date as YYYY-MM-DD");
}

#[tokio::test]
async fn a_refused_request_answers_the_first_failure_in_the_requests_language() {
    let app = viewing_app(false).await;
    let cases: Vec<(&str, Value, &str)> = vec![
        ("en", json!({ "name": " " }), "'Name' field missing"),
        ("it", json!({ "name": " " }), "Campo 'Nome' mancante"),
        (
            "en",
            json!({ "email": "anna" }),
            "Please enter a valid email address",
        ),
        (
            "it",
            json!({ "email": "anna" }),
            "Inserire un indirizzo email valido",
        ),
        (
            "en",
            json!({ "from": day(-1) }),
            "The dates may not be in the past",
        ),
        (
            "en",
            json!({ "to": day(120) }),
            "A viewing trip may be at most 60 days long",
        ),
        (
            "it",
            json!({ "half_days": [] }),
            "Campo 'Orari preferiti' mancante",
        ),
        (
            "en",
            json!({ "refs": ["123", "789"] }),
            "No home for sale has this reference number",
        ),
        (
            "it",
            json!({ "refs": ["999"] }),
            "Nessun immobile in vendita ha questo riferimento",
        ),
        ("en", json!({ "message": "" }), "'Message' field missing"),
        (
            "en",
            json!({ "captchaToken": null }),
            "Captcha token missing",
        ),
        ("fr", json!({}), "Language must be en or it"),
    ];
    for (language, change, expected) in cases {
        let mut body = request_body(&app, language);
        for (key, value) in change.as_object().unwrap() {
            body[key] = value.clone();
        }
        let (status, answer) = app.post_json(VIEWINGS, &body).await;
        assert_error(status, &answer, 400, expected);
    }
    assert!(app.inbox().await.is_empty(), "nothing refused is stored");
}

/// Issue 53: counting through the refs must not tell which unlisted homes exist. Without a
/// solved captcha every ref gets the captcha's refusal (the catalogue is not asked); with one,
/// a ref that does not exist, a hidden home and an unlisted one without its key (or with
/// another) get the same refusal, and the unlisted home is accepted with its key only. The
/// enquiry form, which takes refs too, answers every ref alike as well.
#[tokio::test]
async fn unknown_hidden_and_unlisted_homes_without_their_key_get_one_answer() {
    let app = viewing_app(false).await;
    let other_key = "Another22charKey-_0123";
    let probes: [(&str, Option<&str>); 5] = [
        ("999", None),
        ("789", None),
        ("456", None),
        ("456", Some(other_key)),
        ("123", None),
    ];
    for (reference, key) in probes {
        let mut body = request_body(&app, "en");
        body["refs"] = json!([reference]);
        body["shareKey"] = json!(key);
        body["captchaToken"] = Value::Null;
        let (status, answer) = app.post_json(VIEWINGS, &body).await;
        assert_error(status, &answer, 400, "Captcha token missing");
        let enquiry = json!({
            "subject": format!("ENQUIRY for {reference}"), "name": "Anna", "ref": reference,
            "email": "anna@example.com", "message": "Is it for sale?",
        });
        let (status, answer) = app.post_json("/api/email/send", &enquiry).await;
        assert_error(status, &answer, 400, "Captcha token missing");
    }
    for (reference, key) in &probes[..4] {
        let mut body = request_body(&app, "en");
        body["refs"] = json!([reference]);
        body["shareKey"] = json!(key);
        let (status, answer) = app.post_json(VIEWINGS, &body).await;
        assert_error(
            status,
            &answer,
            400,
            "No home for sale has this reference number",
        );
    }
    assert!(app.inbox().await.is_empty(), "nothing refused is stored");
    let mut body = request_body(&app, "en");
    body["refs"] = json!(["456"]);
    let (status, answer) = app.post_json(VIEWINGS, &body).await;
    assert_eq!(status, StatusCode::OK, "with its key: {answer}");
}

#[tokio::test]
async fn staff_operations_are_401_without_a_session_and_403_without_a_role() {
    let app = viewing_app(false).await;
    let id = requested(&app, "en").await;
    let operations: Vec<(Method, String, Value)> = vec![
        (Method::GET, VIEWINGS.to_owned(), Value::Null),
        (
            Method::POST,
            format!("{VIEWINGS}/{id}/slots"),
            slot("123", &start(30, 10)),
        ),
        (
            Method::POST,
            format!("{VIEWINGS}/{id}/confirm"),
            Value::Null,
        ),
        (
            Method::PATCH,
            "/api/slots/1".to_owned(),
            slot("123", &start(30, 10)),
        ),
        (Method::DELETE, "/api/slots/1".to_owned(), Value::Null),
        (
            Method::POST,
            "/api/slots/1/outcome".to_owned(),
            json!({ "attended": true, "interest": 3 }),
        ),
    ];
    for (caller, status, message) in [
        (Caller::Anonymous, 401, "Sign-in required"),
        (Caller::Expired, 401, "Sign-in required"),
        (Caller::NoRole, 403, "Your role does not allow this"),
    ] {
        let token = app.token_for(caller).await;
        for (method, path, body) in &operations {
            let (got, answer) = app
                .send_json(method.clone(), path, token.as_deref(), body)
                .await;
            assert_error(got, &answer, status, message);
        }
    }
    let token = app.token_for(Caller::Admin).await;
    let (status, body) = app.get_as(VIEWINGS, token.as_deref()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

#[tokio::test]
async fn requests_are_rate_limited_per_client_address_like_the_other_forms() {
    let app = viewing_app_limited(false, 2).await;
    for _ in 0..2 {
        let (status, body) = app.post_json(VIEWINGS, &request_body(&app, "en")).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let (status, body) = app.post_json(VIEWINGS, &request_body(&app, "en")).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
    // Staff reading the list are not the form.
    let token = app.token_for(Caller::Agent).await;
    let (status, _) = app.get_as(VIEWINGS, token.as_deref()).await;
    assert_eq!(status, StatusCode::OK);
}

/// The calendar parts of the mail files, decoded, in the order they were written.
fn calendars(mail: &str) -> Vec<String> {
    parts_of(mail, "Content-Type: text/calendar")
}

/// The parts of a mail file whose headers start with `content_type`, decoded.
fn parts_of(mail: &str, content_type: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (at, _) in mail.match_indices(content_type) {
        let part = &mail[at..];
        let (headers, body) = part.split_once("\r\n\r\n").unwrap();
        let body = body.find("\r\n--").map_or(body, |end| &body[..end]);
        let bytes = if headers.contains("Content-Transfer-Encoding: base64") {
            use base64::Engine;
            base64::engine::general_purpose::STANDARD
                .decode(body.replace("\r\n", ""))
                .unwrap()
        } else if headers.contains("quoted-printable") {
            quoted_printable::decode(body, quoted_printable::ParseMode::Robust).unwrap()
        } else {
            body.as_bytes().to_vec()
        };
        found.push(String::from_utf8(bytes).unwrap());
    }
    found
}

/// One calendar file read by the `ical` crate: its `METHOD` and its event's properties.
fn parsed(file: &str) -> (String, Vec<(String, String)>) {
    assert!(
        file.split("\r\n").all(|line| line.len() <= 75),
        "folded at 75 octets:\n{file}"
    );
    let mut reader = ical::IcalParser::new(file.as_bytes());
    let calendar = reader.next().expect("one calendar").expect("it parses");
    let method = calendar
        .properties
        .iter()
        .find(|p| p.name == "METHOD")
        .and_then(|p| p.value.clone())
        .unwrap();
    assert_eq!(calendar.timezones.len(), 1, "one VTIMEZONE");
    assert_eq!(calendar.events.len(), 1, "one event");
    let properties = calendar.events[0]
        .properties
        .iter()
        .map(|p| {
            let params = p
                .params
                .iter()
                .flatten()
                .map(|(name, values)| format!(";{name}={}", values.join(",")))
                .collect::<String>();
            (
                format!("{}{params}", p.name),
                p.value.clone().unwrap_or_default(),
            )
        })
        .collect();
    (method, properties)
}

fn property_of<'a>(properties: &'a [(String, String)], name: &str) -> &'a str {
    properties
        .iter()
        .find(|(key, _)| key == name || key.starts_with(&format!("{name};")))
        .map(|(_, value)| value.as_str())
        .unwrap_or_else(|| panic!("{name} in {properties:?}"))
}

#[tokio::test]
async fn confirmed_slots_reach_the_visitor_as_one_mail_with_a_calendar_file_each() {
    let app = viewing_app(true).await;
    let delivery = server::delivery_worker::start(&app.state.enquiries).expect("a mailer");
    let id = requested(&app, "it").await;
    let token = app.token_for(Caller::Agent).await;
    for (reference, at) in [("123", start(30, 10)), ("456", start(31, 15))] {
        let (status, body) = app
            .send_json(
                Method::POST,
                &format!("{VIEWINGS}/{id}/slots"),
                token.as_deref(),
                &slot(reference, &at),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let (status, viewing) = app
        .send_json(
            Method::POST,
            &format!("{VIEWINGS}/{id}/confirm"),
            token.as_deref(),
            &Value::Null,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{viewing}");
    let slots = viewing["slots"].as_array().unwrap();
    assert_eq!(slots.len(), 2);
    assert!(slots.iter().all(|s| s["confirmed"] == true));
    assert_eq!(slots[0]["start"], start(30, 10));

    // The lead to the consultant, then the visitor's confirmation.
    let mails = app.delivered_raw_mails(2).await;
    let confirmation = mails
        .iter()
        .find(|m| m.lines().any(|line| line == "To: anna@example.com"))
        .expect("the visitor's mail");
    let reply_to = confirmation
        .lines()
        .find(|line| line.starts_with("Reply-To: "))
        .expect("a Reply-To");
    assert!(reply_to.contains("consultant@langhe.test"), "{reply_to}");
    assert!(confirmation.contains("Subject: =?utf-8?") || confirmation.contains("confermate"));
    // What the visitor needs on the day, in Italian: each home by its name and its Italian
    // page, the day in words, the meeting point on a map, the consultant's phone.
    let text = parts_of(confirmation, "Content-Type: text/plain").concat();
    for expected in [
        "(rif. 123) (http",
        "/it/immobile/in-vendita/in-italia/123",
        ", ore 10:30 (",
        "Sulla mappa: https://www.openstreetmap.org/search?query=Piazza+Italia%2C+Neive",
        "+39 347 812 5530",
    ] {
        assert!(text.contains(expected), "{expected} in:\n{text}");
    }
    assert!(!text.contains("/property/for-sale/"), "{text}");
    // The unlisted home's page opens only with its key: the mail's link carries it.
    assert!(
        text.contains(&format!("/456-house-456?key={UNLISTED_KEY})")),
        "{text}"
    );
    let files = calendars(confirmation);
    assert_eq!(files.len(), 2, "{confirmation}");
    let mut uids = Vec::new();
    for (file, (reference, at)) in files
        .iter()
        .zip([("123", start(30, 10)), ("456", start(31, 15))])
    {
        let (method, event) = parsed(file);
        assert_eq!(method, "REQUEST");
        assert_eq!(property_of(&event, "SEQUENCE"), "0");
        let dtstart = event
            .iter()
            .find(|(key, _)| key.starts_with("DTSTART"))
            .unwrap();
        assert_eq!(dtstart.0, "DTSTART;TZID=Europe/Rome");
        assert_eq!(dtstart.1, at.replace(['-', ':'], "") + "00");
        assert!(property_of(&event, "DTSTAMP").ends_with('Z'));
        let summary = property_of(&event, "SUMMARY");
        assert!(
            summary.starts_with("Visita: ") && summary.ends_with(&format!("(rif. {reference})")),
            "{summary}"
        );
        assert_eq!(
            property_of(&event, "LOCATION"),
            "Piazza Italia\\, Neive\\; by the church",
            "escaped as the file has it"
        );
        assert_eq!(
            property_of(&event, "ORGANIZER"),
            "mailto:consultant@langhe.test"
        );
        assert_eq!(property_of(&event, "ATTENDEE"), "mailto:anna@example.com");
        let page = property_of(&event, "DESCRIPTION");
        assert_eq!(
            page.ends_with(&format!("?key={UNLISTED_KEY}")),
            reference == "456",
            "only the unlisted home's link carries a key: {page}"
        );
        uids.push(property_of(&event, "UID").to_owned());
    }
    assert_ne!(uids[0], uids[1]);
    assert!(uids[0].ends_with("@langhe.test"));

    // Nothing left to confirm.
    let (status, body) = app
        .send_json(
            Method::POST,
            &format!("{VIEWINGS}/{id}/confirm"),
            token.as_deref(),
            &Value::Null,
        )
        .await;
    assert_error(
        status,
        &body,
        409,
        "Every slot of this request is already confirmed",
    );

    // A change: the same UID, the next SEQUENCE.
    let first = slots[0]["id"].as_i64().unwrap();
    let (status, changed) = app
        .send_json(
            Method::PATCH,
            &format!("/api/slots/{first}"),
            token.as_deref(),
            &slot("123", &start(30, 11)),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{changed}");
    assert_eq!(changed["slots"][0]["sequence"], 1);
    let mails = app.delivered_raw_mails(3).await;
    let update = mails
        .iter()
        .find(|m| m.contains("cambiata"))
        .expect("the update");
    let files = calendars(update);
    assert_eq!(files.len(), 1);
    let (method, event) = parsed(&files[0]);
    assert_eq!(method, "REQUEST");
    assert_eq!(property_of(&event, "UID"), uids[0]);
    assert_eq!(property_of(&event, "SEQUENCE"), "1");

    // A cancellation: METHOD:CANCEL, the same UID, a higher SEQUENCE.
    let response = app
        .request(
            Method::DELETE,
            &format!("/api/slots/{first}"),
            token.as_deref(),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let mails = app.delivered_raw_mails(4).await;
    let cancel = mails
        .iter()
        .find(|m| m.contains("annullata"))
        .expect("the cancellation");
    let files = calendars(cancel);
    let (method, event) = parsed(&files[0]);
    assert_eq!(method, "CANCEL");
    assert_eq!(property_of(&event, "UID"), uids[0]);
    assert_eq!(property_of(&event, "SEQUENCE"), "2");
    assert_eq!(property_of(&event, "STATUS"), "CANCELLED");
    let (status, body) = app
        .send_json(
            Method::PATCH,
            &format!("/api/slots/{first}"),
            token.as_deref(),
            &slot("123", &start(30, 11)),
        )
        .await;
    assert_error(status, &body, 404, "Viewing slot not found");
    delivery.stop(std::time::Duration::from_secs(5)).await;
}

#[tokio::test]
async fn refused_slots_and_outcomes_say_why() {
    let app = viewing_app(false).await;
    let id = requested(&app, "en").await;
    let token = app.token_for(Caller::Admin).await;
    let add = |body: Value, path: String| {
        let token = token.clone();
        let app = &app;
        async move {
            app.send_json(Method::POST, &path, token.as_deref(), &body)
                .await
        }
    };
    let slots = format!("{VIEWINGS}/{id}/slots");
    let cases = [
        (
            json!({"ref": "12", "start": start(30, 10), "duration_minutes": 60, "meeting_point": "x"}),
            "Reference number not valid",
        ),
        (
            json!({"ref": "123", "start": "soon", "duration_minutes": 60, "meeting_point": "x"}),
            "The start must be a Rome date and time as YYYY-MM-DDTHH:MM",
        ),
        (
            json!({"ref": "123", "start": start(30, 10), "duration_minutes": 5, "meeting_point": "x"}),
            "The duration must be between 15 and 480 minutes",
        ),
        (
            json!({"ref": "123", "start": start(30, 10), "duration_minutes": 60, "meeting_point": " "}),
            "'Meeting point' field missing",
        ),
        (
            slot("123", &start(-1, 10)),
            "The start may not be in the past",
        ),
        (
            slot("999", &start(30, 10)),
            "No property has this reference number",
        ),
    ];
    for (body, expected) in cases {
        let (status, answer) = add(body, slots.clone()).await;
        assert_error(status, &answer, 400, expected);
    }
    let (status, answer) = add(slot("123", &start(30, 10)), format!("{VIEWINGS}/999/slots")).await;
    assert_error(status, &answer, 404, "Viewing request not found");
    let (status, answer) = add(slot("123", &start(30, 10)), format!("{VIEWINGS}/abc/slots")).await;
    assert_error(status, &answer, 404, "Viewing request not found");

    // A slot yet to come takes no outcome; one that has started does.
    let (_, future) = add(slot("123", &start(30, 10)), slots.clone()).await;
    let future_id = future["slots"][0]["id"].as_i64().unwrap();
    let outcome = |interest: i64| json!({ "attended": true, "feedback": "Loved the view", "interest": interest });
    let (status, answer) = add(outcome(4), format!("/api/slots/{future_id}/outcome")).await;
    assert_error(
        status,
        &answer,
        400,
        "The outcome can be recorded only once the viewing has started",
    );
    // A slot set while it was still to come, and its day has passed since.
    let past_id = app
        .state
        .viewings
        .add_slot(ViewingId(id), &slot_details("456", &start(-1, 10)))
        .await
        .unwrap()
        .0;
    assert_ne!(past_id, future_id);
    for interest in [0, 6] {
        let (status, answer) =
            add(outcome(interest), format!("/api/slots/{past_id}/outcome")).await;
        assert_error(
            status,
            &answer,
            400,
            "Interest must be a whole number from 1 to 5",
        );
    }
    let (status, answer) = add(outcome(4), format!("/api/slots/{past_id}/outcome")).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let recorded = &answer["slots"][0]["outcome"];
    assert_eq!(recorded["attended"], true);
    assert_eq!(recorded["interest"], 4);
    assert_eq!(recorded["feedback"], "Loved the view");
    let (status, answer) = add(outcome(4), "/api/slots/999/outcome".into()).await;
    assert_error(status, &answer, 404, "Viewing slot not found");
}

/// A slot as the form would have stored it, without the use case's clock.
fn slot_details(reference: &str, start: &str) -> viewing_trips::SlotDetails {
    SlotForm {
        reference: reference.into(),
        start: start.into(),
        duration_minutes: 60,
        meeting_point: "Piazza Italia, Neive".into(),
    }
    .validate()
    .unwrap()
}

#[tokio::test]
async fn a_slot_cannot_be_moved_into_the_past_nor_onto_a_home_not_stored() {
    let app = viewing_app(false).await;
    let id = requested(&app, "en").await;
    let token = app.token_for(Caller::Agent).await;
    let (status, viewing) = app
        .send_json(
            Method::POST,
            &format!("{VIEWINGS}/{id}/slots"),
            token.as_deref(),
            // A hidden home is stored: staff may show it.
            &slot("789", &start(30, 10)),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{viewing}");
    let slot_id = viewing["slots"][0]["id"].as_i64().unwrap();
    let path = format!("/api/slots/{slot_id}");
    for (body, expected) in [
        (
            slot("123", &start(-3, 10)),
            "The start may not be in the past",
        ),
        (
            slot("998", &start(30, 10)),
            "No property has this reference number",
        ),
    ] {
        let (status, answer) = app
            .send_json(Method::PATCH, &path, token.as_deref(), &body)
            .await;
        assert_error(status, &answer, 400, expected);
    }
    // The current minute is now, not the past.
    let this_minute = to_rome(Utc::now()).format("%Y-%m-%dT%H:%M").to_string();
    let (status, answer) = app
        .send_json(
            Method::PATCH,
            &path,
            token.as_deref(),
            &slot("123", &this_minute),
        )
        .await;
    // At a minute's turn the request may land in the next one: then it is refused as past.
    if status != StatusCode::OK {
        assert_error(status, &answer, 400, "The start may not be in the past");
        assert_ne!(
            to_rome(Utc::now()).format("%Y-%m-%dT%H:%M").to_string(),
            this_minute
        );
    }
}

#[tokio::test]
async fn a_viewing_request_keeps_where_the_visitor_came_from() {
    let app = viewing_app(false).await;
    let mut body = request_body(&app, "en");
    body["source"] =
        json!({"utm_source": "kyero", "utm_medium": "portal", "referrer_host": "WWW.Kyero.com"});
    let (status, answer) = app.post_json(VIEWINGS, &body).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let token = app.token_for(Caller::Agent).await;
    let (_, inbox) = app.get_as("/api/enquiries", token.as_deref()).await;
    assert_eq!(
        inbox["enquiries"][0]["source"],
        json!({"label": "kyero / portal", "referrer_host": "www.kyero.com",
               "utm_source": "kyero", "utm_medium": "portal"})
    );
    let (_, counts) = app.get_as("/api/enquiries/sources", token.as_deref()).await;
    assert_eq!(
        counts["sources"],
        json!([{"source": "kyero / portal", "leads": 1}])
    );

    body["captchaToken"] = json!(app.quick_captcha_token());
    body["source"] = json!({"utm_campaign": "c".repeat(201)});
    let (status, answer) = app.post_json(VIEWINGS, &body).await;
    assert_error(
        status,
        &answer,
        400,
        "'utm_campaign' may be at most 200 characters",
    );
}

#[tokio::test]
async fn each_confirmed_slot_is_reminded_once_a_day_ahead() {
    let app = viewing_app(false).await;
    let id = requested(&app, "en").await;
    let token = app.token_for(Caller::Agent).await;
    let (_, viewing) = app
        .send_json(
            Method::POST,
            &format!("{VIEWINGS}/{id}/slots"),
            token.as_deref(),
            &slot("123", &start(30, 10)),
        )
        .await;
    app.send_json(
        Method::POST,
        &format!("{VIEWINGS}/{id}/confirm"),
        token.as_deref(),
        &Value::Null,
    )
    .await;
    let starts_at: DateTime<Utc> = viewing["slots"][0]["starts_at"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    let clock = TestClock::at(starts_at - Duration::hours(24) - Duration::minutes(1));
    let mut state = app.state.clone();
    state.enquiries.clock = clock.clone();
    let reminders =
        server::reminder_worker::start_with(&state, std::time::Duration::from_millis(5));
    // The outbox is asked at the test clock's time: the reminders are stored at it.
    let reminder_mails = || async {
        app.claim_waiting_mails_at(clock.now())
            .await
            .into_iter()
            .filter(|mail| mail.subject == "Reminder: your viewing tomorrow")
            .collect::<Vec<_>>()
    };
    reminders.passes().whole_pass().await;
    assert!(reminder_mails().await.is_empty(), "25 hours ahead: not yet");

    clock.set(starts_at - Duration::hours(23));
    reminders.passes().whole_pass().await;
    reminders.passes().whole_pass().await;
    let sent = reminder_mails().await;
    assert_eq!(sent.len(), 1, "reminded once");
    assert_eq!(
        sent[0].addressee,
        Addressee::Visitor {
            address: "anna@example.com".into()
        }
    );
    assert!(sent[0].body.contains("Piazza Italia, Neive; by the church"));
    assert_eq!(sent[0].attachments.len(), 1);
    reminders.abort();
}
