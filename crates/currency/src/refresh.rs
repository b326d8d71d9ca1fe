//! The daily refresh: one server at a time (the store decides whose turn it is) fetches the
//! rates; on failure the last good ones stay and the fetch is tried again within the hour.
//! And what is shown: the stored rates while they are fresh enough, otherwise none.

use crate::ports::{RatesSource, RatesStore};
use crate::Rates;
use chrono::{Duration, NaiveDate};
use domain::ports::{Clock, RepositoryError};

/// The ECB publishes once a working day (around 16:00 CET).
pub const FETCH_EVERY: Duration = Duration::hours(24);
/// After a failed fetch: soon enough that an outage of the ECB's site costs hours, not a day.
pub const RETRY_AFTER: Duration = Duration::hours(1);
/// How long a server's turn holds: far longer than a fetch may take (its timeout is 30 s), so
/// a server that died mid-fetch delays the next by minutes only.
pub const TURN_HOLD: Duration = Duration::minutes(5);

pub struct RefreshDesk<'a> {
    pub store: &'a dyn RatesStore,
    pub source: &'a dyn RatesSource,
    pub clock: &'a dyn Clock,
}

/// What one look did.
#[derive(Debug, PartialEq)]
pub enum RefreshPass {
    /// Not due, or another server is fetching.
    NotDue,
    /// New rates stored, for this day.
    Fetched(NaiveDate),
    /// The fetch failed (why, for the log); the last good rates stay.
    Failed(String),
}

/// Fetches and stores the rates when a fetch is due and it is this server's turn.
///
/// # Errors
/// The store's failures; a failed fetch is a [`RefreshPass::Failed`], not an error.
pub async fn refresh_when_due(desk: &RefreshDesk<'_>) -> Result<RefreshPass, RepositoryError> {
    let now = desk.clock.now();
    let Some(turn) = desk.store.take_turn(now, now + TURN_HOLD).await? else {
        return Ok(RefreshPass::NotDue);
    };
    match desk.source.fetch().await {
        Ok(rates) => {
            let ended = desk.clock.now();
            let date = rates.date();
            desk.store
                .end_turn(&turn, Some(rates), ended + FETCH_EVERY)
                .await?;
            Ok(RefreshPass::Fetched(date))
        }
        Err(error) => {
            let ended = desk.clock.now();
            desk.store
                .end_turn(&turn, None, ended + RETRY_AFTER)
                .await?;
            Ok(RefreshPass::Failed(error.to_string()))
        }
    }
}

/// The rates the site shows today: the stored ones unless older than
/// [`crate::MAX_AGE_DAYS`]; `None` shows prices in euro only.
///
/// # Errors
/// The store's failures.
pub async fn shown_rates(
    store: &dyn RatesStore,
    clock: &dyn Clock,
) -> Result<Option<Rates>, RepositoryError> {
    let today = clock.now().date_naive();
    Ok(store
        .latest()
        .await?
        .filter(|rates| rates.are_shown_on(today) && !rates.is_empty()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ports::{FetchTurn, MockRatesSource, MockRatesStore, RatesFetchError};
    use crate::{Currency, Rate};
    use chrono::{DateTime, Utc};
    use domain::ports::MockClock;
    use mockall::predicate::eq;
    use std::collections::BTreeMap;

    fn at(text: &str) -> DateTime<Utc> {
        text.parse().unwrap()
    }

    fn clock(now: &str) -> MockClock {
        let now = at(now);
        let mut clock = MockClock::new();
        clock.expect_now().return_const(now);
        clock
    }

    fn rates(date: &str) -> Rates {
        Rates::new(
            date.parse().unwrap(),
            BTreeMap::from([(Currency::Gbp, Rate::new(0.8459).unwrap())]),
        )
    }

    fn turn() -> FetchTurn {
        FetchTurn { token: "t".into() }
    }

    #[tokio::test]
    async fn a_due_fetch_stores_the_rates_and_is_next_due_a_day_later() {
        let clock = clock("2026-11-27T15:00:00Z");
        let mut store = MockRatesStore::new();
        store
            .expect_take_turn()
            .with(
                eq(at("2026-11-27T15:00:00Z")),
                eq(at("2026-11-27T15:05:00Z")),
            )
            .returning(|_, _| Ok(Some(turn())));
        store
            .expect_end_turn()
            .withf(|turn, fetched, next| {
                turn.token == "t"
                    && fetched == &Some(rates("2026-11-27"))
                    && *next == at("2026-11-28T15:00:00Z")
            })
            .times(1)
            .returning(|_, _, _| Ok(()));
        let mut source = MockRatesSource::new();
        source
            .expect_fetch()
            .times(1)
            .returning(|| Ok(rates("2026-11-27")));
        let desk = RefreshDesk {
            store: &store,
            source: &source,
            clock: &clock,
        };
        assert_eq!(
            refresh_when_due(&desk).await.unwrap(),
            RefreshPass::Fetched("2026-11-27".parse().unwrap())
        );
    }

    #[tokio::test]
    async fn a_failed_fetch_keeps_the_last_good_rates_and_is_tried_again_within_the_hour() {
        let clock = clock("2026-11-27T15:00:00Z");
        let mut store = MockRatesStore::new();
        store.expect_take_turn().returning(|_, _| Ok(Some(turn())));
        store
            .expect_end_turn()
            .withf(|_, fetched, next| fetched.is_none() && *next == at("2026-11-27T16:00:00Z"))
            .times(1)
            .returning(|_, _, _| Ok(()));
        let mut source = MockRatesSource::new();
        source
            .expect_fetch()
            .returning(|| Err(RatesFetchError::Unreachable("connection refused".into())));
        let desk = RefreshDesk {
            store: &store,
            source: &source,
            clock: &clock,
        };
        assert!(matches!(
            refresh_when_due(&desk).await.unwrap(),
            RefreshPass::Failed(why) if why.contains("connection refused")
        ));
    }

    #[tokio::test]
    async fn without_the_turn_nothing_is_fetched() {
        let clock = clock("2026-11-27T15:00:00Z");
        let mut store = MockRatesStore::new();
        store.expect_take_turn().returning(|_, _| Ok(None));
        let mut source = MockRatesSource::new();
        source.expect_fetch().never();
        let desk = RefreshDesk {
            store: &store,
            source: &source,
            clock: &clock,
        };
        assert_eq!(refresh_when_due(&desk).await.unwrap(), RefreshPass::NotDue);
    }

    #[tokio::test]
    async fn rates_more_than_seven_days_old_are_not_shown() {
        let mut store = MockRatesStore::new();
        store
            .expect_latest()
            .returning(|| Ok(Some(rates("2026-11-20"))));
        let shown = shown_rates(&store, &clock("2026-11-27T23:59:00Z")).await;
        assert_eq!(shown.unwrap(), Some(rates("2026-11-20")));
        let hidden = shown_rates(&store, &clock("2026-11-28T00:00:00Z")).await;
        assert_eq!(hidden.unwrap(), None);
    }

    #[tokio::test]
    async fn before_the_first_fetch_none_are_shown() {
        let mut store = MockRatesStore::new();
        store.expect_latest().returning(|| Ok(None));
        let shown = shown_rates(&store, &clock("2026-11-27T12:00:00Z")).await;
        assert_eq!(shown.unwrap(), None);
    }
}
