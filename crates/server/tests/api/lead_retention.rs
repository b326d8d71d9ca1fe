//! Lead retention (issue 27) through the running worker and the staff API: a lead the desk
//! marked lost is whole until the configured months have passed since its last activity,
//! then the inbox shows it anonymised (stage kept) while a lead still worked stays whole.
//! The clock is injected and moved; the test waits for the worker's passes, never sleeps.

use super::enquiry_helpers::{contact_form, spawn_form_app};
use super::staff_helpers::Caller;
use crate::support::test_clock::TestClock;
use adapters::contact_erasure::SqlLeadRetention;
use chrono::{Months, Utc};
use domain::enquiry::retention::RetentionPeriod;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use std::sync::Arc;

const POLL: std::time::Duration = std::time::Duration::from_millis(5);

/// The inbox's one lead at `stage`.
fn lead_at<'a>(listing: &'a Value, stage: &str) -> &'a Value {
    listing["enquiries"]
        .as_array()
        .unwrap()
        .iter()
        .find(|lead| lead["stage"] == stage)
        .unwrap_or_else(|| panic!("no lead at {stage} in {listing}"))
}

#[tokio::test]
async fn a_lost_lead_is_anonymised_once_its_months_have_passed_and_a_worked_one_is_kept() {
    let app = spawn_form_app(100).await;
    let mut anna = contact_form("Anna Perduta", &app.quick_captcha_token());
    anna["email"] = json!("anna.perduta@example.com");
    anna["message"] = json!("Cerco una cascina con vigna");
    let mut bruno = contact_form("Bruno Attivo", &app.quick_captcha_token());
    bruno["email"] = json!("bruno.attivo@example.com");
    for form in [&anna, &bruno] {
        let (status, body) = app.post_json("/api/email/send", form).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let admin = app.token_for(Caller::Admin).await.unwrap();
    let leads = app.inbox().await;
    let lead_of = |email: &str| {
        leads
            .iter()
            .find(|lead| lead.email.as_deref() == Some(email))
            .unwrap()
            .id
            .0
    };
    for (id, stage) in [
        (lead_of("anna.perduta@example.com"), "lost"),
        (lead_of("bruno.attivo@example.com"), "offer"),
    ] {
        let (status, body) = app
            .send_json(
                Method::PATCH,
                &format!("/api/enquiries/{id}"),
                Some(&admin),
                &json!({ "stage": stage }),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }

    // 23 months on: still within the period.
    let clock = TestClock::at(Utc::now().checked_add_months(Months::new(23)).unwrap());
    let worker = server::retention_worker::start_with(
        Arc::new(SqlLeadRetention::new(app.connection.clone())),
        clock.clone(),
        RetentionPeriod::DEFAULT,
        POLL,
    );
    worker.passes().whole_pass().await;
    let (status, listing) = app.get_as("/api/enquiries", Some(&admin)).await;
    assert_eq!(status, StatusCode::OK, "{listing}");
    let whole = lead_at(&listing, "lost");
    assert_eq!(whole["name"], "Anna Perduta");

    // 25 months on: Anna's lost lead is anonymised, Bruno's offer kept.
    clock.set(Utc::now().checked_add_months(Months::new(25)).unwrap());
    worker.passes().whole_pass().await;
    let (status, listing) = app.get_as("/api/enquiries", Some(&admin)).await;
    assert_eq!(status, StatusCode::OK, "{listing}");
    let anonymised = lead_at(&listing, "lost");
    assert_eq!(anonymised["name"], Value::Null, "{anonymised}");
    assert_eq!(anonymised["email"], Value::Null, "{anonymised}");
    assert_eq!(anonymised["message"], Value::Null, "{anonymised}");
    assert_eq!(anonymised["kind"], "contact");
    let text = listing.to_string();
    assert!(
        !text.contains("Perduta") && !text.contains("cascina con vigna"),
        "{text}"
    );
    let kept = lead_at(&listing, "offer");
    assert_eq!(kept["name"], "Bruno Attivo");
    worker.abort();
}
