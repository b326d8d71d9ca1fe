//! The desk's daily digest (issue 27): with an injected clock, nothing before the Rome hour,
//! one mail to the consultant naming the new lead at it, still one after more passes and a
//! second server's (the database claims the day), and none on a day with nothing to say.
//! The tests wait for the workers' passes, never sleep.

use super::enquiry_helpers::{contact_form, spawn_form_app};
use super::staff_helpers::Caller;
use crate::support::app::TestApp;
use crate::support::test_clock::TestClock;
use api::state::AppState;
use domain::ports::{Addressee, ClaimedEnquiry, Clock, EnquiryId, EnquiryKind};
use reqwest::{Method, StatusCode};
use serde_json::json;
use std::sync::Arc;

const POLL: std::time::Duration = std::time::Duration::from_millis(5);

/// The application's state on a test clock showing `instant`.
fn on_clock(app: &TestApp, instant: &str) -> (Arc<TestClock>, AppState) {
    let clock = TestClock::at(instant.parse().unwrap());
    let mut state = app.state.clone();
    state.enquiries.clock = clock.clone();
    (clock, state)
}

/// The digests waiting in the outbox at the clock's time.
async fn digests_waiting(app: &TestApp, clock: &TestClock) -> Vec<ClaimedEnquiry> {
    app.claim_waiting_mails_at(clock.now())
        .await
        .into_iter()
        .filter(|mail| mail.subject.starts_with("Desk digest"))
        .collect()
}

/// Anna's contact form, stored as a new lead.
async fn a_new_lead(app: &TestApp) -> EnquiryId {
    let token = app.quick_captcha_token();
    let (status, body) = app
        .post_json("/api/email/send", &contact_form("Anna", &token))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    app.inbox().await[0].id
}

#[tokio::test]
async fn nothing_is_sent_on_a_day_with_no_new_lead_and_no_follow_up_due() {
    let app = spawn_form_app(100).await;
    // 10:00 in Rome (winter, UTC+1), past the hour.
    let (clock, state) = on_clock(&app, "2026-11-20T09:00:00Z");
    let worker = server::desk_digest_worker::start_with(&state, 8, POLL);
    worker.passes().whole_pass().await;
    assert!(
        digests_waiting(&app, &clock).await.is_empty(),
        "no lead at all"
    );

    // A lead already contacted, its follow-up weeks away: nothing to say either. It is new
    // for a moment: the clock stays before the next day's hour until it is contacted.
    clock.set("2026-11-21T06:00:00Z".parse().unwrap());
    let lead = a_new_lead(&app).await;
    let admin = app.token_for(Caller::Admin).await.unwrap();
    let (status, body) = app
        .send_json(
            Method::PATCH,
            &format!("/api/enquiries/{}", lead.0),
            Some(&admin),
            &json!({ "stage": "contacted", "follow_up_on": "2027-01-10" }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    clock.set("2026-11-21T09:00:00Z".parse().unwrap());
    worker.passes().whole_pass().await;
    worker.passes().whole_pass().await;
    assert!(
        digests_waiting(&app, &clock).await.is_empty(),
        "nothing new, nothing due"
    );
    worker.abort();
}

#[tokio::test]
async fn one_digest_a_rome_day_from_its_hour_even_from_two_servers() {
    let app = spawn_form_app(100).await;
    let (clock, state) = on_clock(&app, "2026-11-21T06:00:00Z");
    let first = server::desk_digest_worker::start_with(&state, 8, POLL);
    let lead = a_new_lead(&app).await;

    clock.set("2026-11-21T06:59:00Z".parse().unwrap()); // 07:59 in Rome
    first.passes().whole_pass().await;
    assert!(
        digests_waiting(&app, &clock).await.is_empty(),
        "before the hour"
    );

    clock.set("2026-11-21T07:00:00Z".parse().unwrap()); // 08:00 in Rome
    first.passes().whole_pass().await;
    first.passes().whole_pass().await;
    let second_server = server::desk_digest_worker::start_with(&state, 8, POLL);
    second_server.passes().whole_pass().await;
    let sent = digests_waiting(&app, &clock).await;
    assert_eq!(sent.len(), 1, "once a day, whatever the passes and servers");
    let digest = &sent[0];
    assert_eq!(digest.subject, "Desk digest for Saturday 21 November 2026");
    assert_eq!(digest.addressee, Addressee::Consultant { reply_to: None });
    assert!(
        digest.body.contains("New leads not yet contacted: 1"),
        "{}",
        digest.body
    );
    assert!(
        digest.body.contains(&format!("- #{} contact,", lead.0)),
        "{}",
        digest.body
    );
    assert!(!digest.body.contains("Anna"), "no visitor's data");
    let listed = app.inbox().await;
    assert!(
        listed
            .iter()
            .all(|enquiry| enquiry.kind != EnquiryKind::DeskDigest),
        "the digest is no lead"
    );
    first.abort();
    second_server.abort();
}
