//! The exchange rates' store, and the daily refresh over it against a local stand-in for the
//! ECB: one turn at a time, rates replaced together, the last good ones kept when a fetch
//! fails, and rates older than seven days hidden.

use adapters::fx_rates::{EcbRates, SqlRatesStore};
use chrono::{DateTime, Duration, NaiveDate, Utc};
use currency::ports::RatesStore;
use currency::refresh::{refresh_when_due, shown_rates, RefreshDesk, RefreshPass};
use currency::{Currency, Rate, Rates};
use domain::ports::{Clock, RepositoryError};
use sea_orm::DatabaseConnection;
use std::collections::BTreeMap;
use std::sync::Mutex;
use test_services::fake_ecb::FakeEcb;

fn at(seconds: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(1_800_000_000 + seconds, 0).unwrap()
}

fn rates(day: &str, gbp: f64) -> Rates {
    Rates::new(
        day.parse().unwrap(),
        BTreeMap::from([
            (Currency::Gbp, Rate::new(gbp).unwrap()),
            (Currency::Usd, Rate::new(1.0866).unwrap()),
        ]),
    )
}

/// A clock the test moves.
struct TestClock(Mutex<DateTime<Utc>>);

impl TestClock {
    fn at(now: DateTime<Utc>) -> Self {
        Self(Mutex::new(now))
    }
    fn set(&self, now: DateTime<Utc>) {
        *self.0.lock().unwrap() = now;
    }
}

impl Clock for TestClock {
    fn now(&self) -> DateTime<Utc> {
        *self.0.lock().unwrap()
    }
}

pub async fn one_turn_at_a_time_and_the_next_is_due_when_the_last_said(conn: DatabaseConnection) {
    let store = SqlRatesStore::new(conn.clone());
    let other_server = SqlRatesStore::new(conn);
    assert_eq!(store.latest().await.unwrap(), None);
    let turn = store
        .take_turn(at(0), at(300))
        .await
        .unwrap()
        .expect("due: never fetched");
    assert_eq!(
        other_server.take_turn(at(1), at(301)).await.unwrap(),
        None,
        "held by the first"
    );
    store
        .end_turn(&turn, Some(rates("2026-11-26", 0.8459)), at(86_400))
        .await
        .unwrap();
    assert_eq!(
        other_server.latest().await.unwrap(),
        Some(rates("2026-11-26", 0.8459))
    );
    assert_eq!(
        other_server
            .take_turn(at(86_399), at(86_699))
            .await
            .unwrap(),
        None,
        "not due before the day is over"
    );
    let next = other_server
        .take_turn(at(86_400), at(86_700))
        .await
        .unwrap()
        .expect("due a day later");
    other_server
        .end_turn(&next, Some(rates("2026-11-27", 0.85)), at(2 * 86_400))
        .await
        .unwrap();
    assert_eq!(
        store.latest().await.unwrap(),
        Some(rates("2026-11-27", 0.85)),
        "the new day's rates replaced the old ones"
    );
}

pub async fn a_turn_that_ran_out_is_taken_over_and_its_holder_writes_nothing(
    conn: DatabaseConnection,
) {
    let store = SqlRatesStore::new(conn);
    let stuck = store.take_turn(at(0), at(300)).await.unwrap().unwrap();
    assert_eq!(store.take_turn(at(300), at(600)).await.unwrap(), None);
    let taken_over = store.take_turn(at(301), at(601)).await.unwrap().unwrap();
    assert!(matches!(
        store
            .end_turn(&stuck, Some(rates("2026-11-26", 0.9)), at(86_400))
            .await,
        Err(RepositoryError::NotFound)
    ));
    assert_eq!(store.latest().await.unwrap(), None, "nothing written");
    store.end_turn(&taken_over, None, at(3_600)).await.unwrap();
}

/// Against a local file server serving a copy of the ECB's document.
pub async fn the_refresh_keeps_the_last_good_rates_and_hides_stale_ones(conn: DatabaseConnection) {
    let ecb = FakeEcb::start().await;
    let published: NaiveDate = "2026-11-26".parse().unwrap();
    ecb.publish_for(published);
    let store = SqlRatesStore::new(conn);
    let source = EcbRates::new(ecb.url()).unwrap();
    let clock = TestClock::at("2026-11-26T15:30:00Z".parse().unwrap());
    let desk = RefreshDesk {
        store: &store,
        source: &source,
        clock: &clock,
    };

    assert_eq!(
        refresh_when_due(&desk).await.unwrap(),
        RefreshPass::Fetched(published)
    );
    let fetched = shown_rates(&store, &clock).await.unwrap().expect("shown");
    assert_eq!(fetched.date(), published);
    assert_eq!(
        fetched.rate(Currency::Gbp),
        Some(Rate::new(0.8459).unwrap())
    );
    assert_eq!(fetched.iter().count(), 6);
    assert_eq!(refresh_when_due(&desk).await.unwrap(), RefreshPass::NotDue);
    assert_eq!(ecb.fetches(), 1, "once a day");

    ecb.set_failing(true);
    clock.set("2026-11-27T15:31:00Z".parse().unwrap());
    assert!(matches!(
        refresh_when_due(&desk).await.unwrap(),
        RefreshPass::Failed(_)
    ));
    assert_eq!(
        shown_rates(&store, &clock).await.unwrap(),
        Some(fetched.clone()),
        "the last good rates stay"
    );
    clock.set("2026-11-27T16:00:00Z".parse().unwrap());
    assert_eq!(
        refresh_when_due(&desk).await.unwrap(),
        RefreshPass::NotDue,
        "tried again an hour after the failure, not sooner"
    );

    clock.set("2026-12-03T23:59:00Z".parse().unwrap());
    assert!(matches!(
        refresh_when_due(&desk).await.unwrap(),
        RefreshPass::Failed(_)
    ));
    assert_eq!(
        shown_rates(&store, &clock).await.unwrap(),
        Some(fetched.clone()),
        "seven days old: still shown"
    );
    clock.set(clock.now() + Duration::minutes(1));
    assert_eq!(
        shown_rates(&store, &clock).await.unwrap(),
        None,
        "more than seven days old: hidden"
    );
    assert_eq!(store.latest().await.unwrap(), Some(fetched), "but kept");

    ecb.set_failing(false);
    ecb.publish_for("2026-12-04".parse().unwrap());
    clock.set(clock.now() + Duration::hours(1));
    assert_eq!(
        refresh_when_due(&desk).await.unwrap(),
        RefreshPass::Fetched("2026-12-04".parse().unwrap())
    );
    assert!(shown_rates(&store, &clock).await.unwrap().is_some());
}
