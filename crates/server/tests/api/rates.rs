//! `GET /api/rates`: the ECB's rates as the daily fetch stored them, with a local file server
//! standing in for the ECB; none before the first fetch or once they are a week old, and the
//! last good ones after a failed fetch.

use crate::support::app::{spawn_app, TestApp};
use adapters::fx_rates::EcbRates;
use chrono::{DateTime, Duration, Utc};
use domain::ports::Clock;
use serde_json::{json, Value};
use server::fx_rates_worker::{RatesWorker, RunningRates};
use std::sync::{Arc, Mutex};
use test_services::fake_ecb::FakeEcb;

/// The worker's clock: now, moved on by the test so the next daily fetch is due at once.
#[derive(Default)]
struct LaterClock(Mutex<Duration>);

impl LaterClock {
    fn move_on(&self, by: Duration) {
        *self.0.lock().unwrap() += by;
    }
}

impl Clock for LaterClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now() + *self.0.lock().unwrap()
    }
}

fn fetching(app: &TestApp, ecb: &FakeEcb, clock: Arc<LaterClock>) -> RunningRates {
    RatesWorker {
        store: app.state.rates.clone(),
        source: Arc::new(EcbRates::new(ecb.url()).unwrap()),
        clock,
        poll: std::time::Duration::from_millis(5),
    }
    .spawn()
}

async fn rates(app: &TestApp) -> (String, Value) {
    let response = app.get("/api/rates").await;
    assert_eq!(response.status(), 200);
    let cache_control = response.headers()["cache-control"]
        .to_str()
        .unwrap()
        .to_owned();
    (cache_control, response.json().await.unwrap())
}

fn no_rates() -> Value {
    json!({ "base": "EUR", "date": null, "rates": [] })
}

/// Every field `answer` sends as null is one the spec's `schema` lets be null (schemathesis
/// holds answers to the spec).
fn assert_the_spec_allows_its_nulls(answer: &Value, schema: &str) {
    let spec: Value = serde_json::from_str(&api::service().spec()).unwrap();
    let properties = &spec["components"]["schemas"][schema]["properties"];
    for (name, value) in answer.as_object().unwrap() {
        if value.is_null() {
            assert_eq!(
                properties[name]["nullable"], true,
                "{schema}.{name} is answered null"
            );
        }
    }
}

#[tokio::test]
async fn rates_are_none_before_the_first_fetch_then_the_ecbs_and_the_last_good_after_a_failure() {
    let app = spawn_app().await;
    let before_any_fetch = rates(&app).await;
    assert_eq!(
        before_any_fetch,
        ("public, max-age=300".to_owned(), no_rates())
    );
    assert_the_spec_allows_its_nulls(&before_any_fetch.1, "Rates");

    let ecb = FakeEcb::start().await;
    let clock = Arc::new(LaterClock::default());
    let worker = fetching(&app, &ecb, clock.clone());
    worker.passes().whole_pass().await;
    let today = Utc::now().date_naive().format("%Y-%m-%d").to_string();
    let (cache_control, fetched) = rates(&app).await;
    assert_eq!(cache_control, "public, max-age=3600");
    assert_eq!(fetched["base"], "EUR");
    assert_eq!(fetched["date"], today);
    assert_eq!(
        fetched["rates"],
        json!([
            { "currency": "GBP", "symbol": "£", "per_euro": 0.8459 },
            { "currency": "USD", "symbol": "$", "per_euro": 1.0866 },
            { "currency": "CHF", "symbol": "CHF ", "per_euro": 0.9312 },
            { "currency": "SEK", "symbol": "SEK ", "per_euro": 11.2345 },
            { "currency": "NOK", "symbol": "NOK ", "per_euro": 11.7125 },
            { "currency": "DKK", "symbol": "DKK ", "per_euro": 7.4589 },
        ])
    );
    worker.passes().whole_pass().await;
    assert_eq!(ecb.fetches(), 1, "once a day");

    ecb.set_failing(true);
    clock.move_on(Duration::hours(25));
    worker.passes().whole_pass().await;
    assert_eq!(ecb.fetches(), 2, "the next day's fetch was tried");
    assert_eq!(rates(&app).await.1, fetched, "the last good rates stay");
    worker.abort();
}

#[tokio::test]
async fn rates_more_than_a_week_old_are_not_served() {
    let app = spawn_app().await;
    let ecb = FakeEcb::start().await;
    ecb.publish_for(Utc::now().date_naive() - Duration::days(8));
    let worker = fetching(&app, &ecb, Arc::new(LaterClock::default()));
    worker.passes().whole_pass().await;
    assert_eq!(ecb.fetches(), 1);
    assert_eq!(
        rates(&app).await,
        ("public, max-age=300".to_owned(), no_rates())
    );
    worker.abort();
}
