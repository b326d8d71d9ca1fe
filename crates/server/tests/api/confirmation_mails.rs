//! Confirmation mails cannot bomb an address: one per address while its link is fresh (24 h),
//! three a week, a pending alert reused rather than stored again, and an hourly maximum for
//! the whole site that shows on `/metrics`. The visitor's answer is the same throughout, and
//! the newsletter's answer does not tell a confirmed subscriber from a new address.

use super::enquiry_helpers::{spawn_form_app, TEST_POW_MAX_NUMBER};
use crate::support::app::{spawn_app_with, TestApp};
use reqwest::StatusCode;
use sea_orm::{ConnectionTrait, Statement};
use serde_json::{json, Value};

impl TestApp {
    fn alert_sign_up_form(&self, email: &str, min_price: u64) -> Value {
        json!({
            "email": email, "consent": true, "captchaToken": self.quick_captcha_token(),
            "filters": { "min_price": min_price }, "language": "en",
        })
    }

    async fn ask_alert(&self, email: &str, min_price: u64) -> Value {
        let form = self.alert_sign_up_form(email, min_price);
        let (status, body) = self.post_json("/api/alerts", &form).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body
    }

    async fn count(&self, sql: &str) -> i64 {
        let backend = self.connection.get_database_backend();
        let row = self
            .connection
            .query_one_raw(Statement::from_string(backend, sql))
            .await
            .unwrap()
            .unwrap();
        row.try_get_by_index::<i64>(0).unwrap()
    }

    /// Moves every recorded confirmation mail `hours` into the past.
    async fn backdate_confirmations(&self, hours: i64) {
        let backend = self.connection.get_database_backend();
        let sql = format!(
            "UPDATE confirmation_mails SET sent_at = sent_at - {}",
            hours * 3_600_000
        );
        self.connection
            .execute_raw(Statement::from_string(backend, sql))
            .await
            .unwrap();
    }
}

#[tokio::test]
async fn twenty_sign_ups_for_one_address_send_one_confirmation() {
    let app = spawn_form_app(100).await;
    let before = app.mailed_confirmations().await.len();
    let mut answers = Vec::new();
    for round in 0..10 {
        answers.push(app.sign_up("victim@example.com").await);
        answers.push(
            app.ask_alert("Victim@Example.com", 500_000 + round % 2)
                .await,
        );
    }
    let mails = app.mailed_confirmations().await;
    eprintln!(
        "confirmation mails to one address after 20 sign-ups: {} before, {} after",
        before,
        mails.len()
    );
    assert_eq!(mails.len(), 1, "{mails:?}");
    let newsletter_answers: Vec<&Value> = answers.iter().step_by(2).collect();
    assert!(newsletter_answers
        .iter()
        .all(|a| *a == newsletter_answers[0]));
    let alert_answers: Vec<&Value> = answers.iter().skip(1).step_by(2).collect();
    assert!(alert_answers.iter().all(|a| *a == alert_answers[0]));

    // The one link mailed still works: held sign-ups changed nothing.
    let (_, link) = &mails[0];
    assert_eq!(app.post_empty(link).await.status(), StatusCode::OK);
}

#[tokio::test]
async fn an_address_gets_a_new_link_after_a_day_and_at_most_three_a_week() {
    let app = spawn_form_app(100).await;
    let mut mailed = Vec::new();
    for day in 0..5 {
        app.sign_up("anna@example.com").await;
        mailed.push(app.mailed_confirmations().await.len());
        app.sign_up("anna@example.com").await;
        mailed.push(app.mailed_confirmations().await.len());
        if day < 4 {
            app.backdate_confirmations(25).await;
        }
    }
    // Days 1-3 each mail once; days 4 and 5 are within a week of the first three.
    assert_eq!(mailed, [1, 0, 1, 0, 1, 0, 0, 0, 0, 0]);
    // A week after the first, one more is owed.
    app.backdate_confirmations(24 * 3).await;
    app.sign_up("anna@example.com").await;
    assert_eq!(app.mailed_confirmations().await.len(), 1);
}

#[tokio::test]
async fn a_pending_alert_is_reused_for_the_same_address_and_filter() {
    let app = spawn_form_app(100).await;
    let pending = "SELECT COUNT(*) FROM alerts WHERE confirmed_at IS NULL";
    app.ask_alert("anna@example.com", 500_000).await;
    app.ask_alert("anna@example.com", 500_000).await;
    assert_eq!(app.count(pending).await, 1);
    assert_eq!(app.mailed_confirmations().await.len(), 1);

    // A day later the same sign-up mails a fresh link for the same alert.
    app.backdate_confirmations(25).await;
    app.ask_alert("anna@example.com", 500_000).await;
    assert_eq!(app.count(pending).await, 1);
    let mut mails = app.mailed_confirmations().await;
    assert_eq!(mails.len(), 1);
    let (_, link) = mails.remove(0);
    assert_eq!(app.post_empty(&link).await.status(), StatusCode::OK);
    assert_eq!(app.count(pending).await, 0);

    // Another filter is another alert (mailed once the address is owed a mail again).
    app.backdate_confirmations(25).await;
    app.ask_alert("anna@example.com", 700_000).await;
    assert_eq!(app.count("SELECT COUNT(*) FROM alerts").await, 2);
}

fn held_at_site_cap(metrics: &str) -> f64 {
    metrics
        .lines()
        .filter(|line| {
            line.starts_with("confirmation_mails_held_total{") && line.contains("site_cap")
        })
        .filter_map(|line| line.rsplit(' ').next()?.parse::<f64>().ok())
        .sum()
}

#[tokio::test]
async fn the_site_wide_hourly_cap_holds_mails_logs_and_counts() {
    let app = spawn_app_with(&[
        ("LANGHE_CAPTCHA_POW_MAX_NUMBER", TEST_POW_MAX_NUMBER.into()),
        ("LANGHE_SEND_RATE_PER_MINUTE", "100".into()),
        ("LANGHE_PUBLIC_URL", "https://langhe.test".into()),
        ("LANGHE_CONFIRMATION_MAILS_PER_HOUR", "2".into()),
    ])
    .await;
    let metrics = || async { app.get("/metrics").await.text().await.unwrap() };
    let before = held_at_site_cap(&metrics().await);
    let first = app.sign_up("one@example.com").await;
    app.ask_alert("two@example.com", 500_000).await;
    let held = app.sign_up("three@example.com").await;
    app.ask_alert("four@example.com", 500_000).await;
    assert_eq!(first, held, "the visitor is answered the same");
    assert_eq!(app.mailed_confirmations().await.len(), 2);
    assert_eq!(
        app.count("SELECT COUNT(*) FROM newsletter_subscribers")
            .await,
        1,
        "a held sign-up is not stored"
    );
    let after = held_at_site_cap(&metrics().await);
    assert!(after >= before + 2.0, "{before} -> {after}");

    // An hour later the site mails again.
    app.backdate_confirmations(1).await;
    app.sign_up("three@example.com").await;
    assert_eq!(app.mailed_confirmations().await.len(), 1);
}

#[tokio::test]
async fn the_newsletter_answers_a_new_a_pending_and_a_confirmed_address_alike() {
    let app = spawn_form_app(100).await;
    app.subscribe_confirmed("confirmed@example.com").await;
    app.sign_up("pending@example.com").await;
    let mut answers = Vec::new();
    let mut timings = Vec::new();
    for email in [
        "new@example.com",
        "pending@example.com",
        "confirmed@example.com",
    ] {
        let form =
            json!({ "email": email, "consent": true, "captchaToken": app.quick_captcha_token() });
        let started = std::time::Instant::now();
        let response = app
            .client()
            .post(format!("{}/api/newsletter/subscribe", app.address))
            .json(&form)
            .send()
            .await
            .unwrap();
        timings.push((email, started.elapsed()));
        let status = response.status();
        let body = response.text().await.unwrap();
        answers.push((status, body));
    }
    eprintln!("newsletter answer times: {timings:?}");
    assert_eq!(answers[0].0, StatusCode::OK);
    assert_eq!(answers[0], answers[1], "new and pending");
    assert_eq!(answers[0], answers[2], "new and confirmed");
    assert!(
        answers[2].1.contains("Please check your inbox"),
        "{}",
        answers[2].1
    );
}
