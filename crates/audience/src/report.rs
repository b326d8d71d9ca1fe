//! The consultant's statistics: a property's views, visitors and events over 7, 30 or 90
//! days, and the site's top pages, referrers, campaigns and empty searches. Also the daily
//! tidying that keeps hits and salts two days.

use crate::hit::{dimension, HitKind, Origin};
use crate::ports::{HitStore, Keys, Tally, TallyQuery};
use crate::salt::{first_kept_day, SaltStore};
use crate::RAW_DAYS_KEPT;
use chrono::{DateTime, Days, NaiveDate, Utc};
use domain::ports::RepositoryError;
use domain::rome_time::rome_today;
use domain::Ref;
use std::collections::BTreeMap;

/// The periods the statistics screen offers (any from 1 to [`MAX_DAYS`] may be asked).
pub const PERIODS: [u32; 3] = [7, 30, 90];
/// The longest period asked for: a year.
pub const MAX_DAYS: u32 = 365;
/// How many entries a site-wide list shows.
pub const TOP: usize = 10;

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("days must be a whole number from 1 to 365")]
pub struct PeriodError;

/// The last `days` days up to today (Rome's calendar), today included.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    pub from: NaiveDate,
    pub to: NaiveDate,
}

impl Period {
    pub fn last(days: u32, now: DateTime<Utc>) -> Result<Self, PeriodError> {
        if !(1..=MAX_DAYS).contains(&days) {
            return Err(PeriodError);
        }
        let to = rome_today(now);
        Ok(Self {
            from: to - Days::new(u64::from(days) - 1),
            to,
        })
    }

    fn days(self) -> impl Iterator<Item = NaiveDate> {
        self.from.iter_days().take_while(move |day| *day <= self.to)
    }

    fn query(self, dimension: &'static str, keys: Keys, by_day: bool) -> TallyQuery {
        TallyQuery {
            dimension,
            keys,
            from: self.from,
            to: self.to,
            by_day,
        }
    }
}

/// Views and visitors of one day.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DayCount {
    pub day: NaiveDate,
    pub views: u64,
    pub visitors: u64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PropertyStatistics {
    pub period: Period,
    /// Every day of the period, in order, zero where nobody came.
    pub days: Vec<DayCount>,
    pub views: u64,
    pub visitors: u64,
    pub brochure_prints: u64,
    pub enquiries: u64,
    pub viewing_requests: u64,
    pub alert_clicks: u64,
    /// Views per origin, most first; origins with none left out.
    pub origins: Vec<(Origin, u64)>,
}

/// A key with its hits and visitors over the period.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ranked {
    pub key: String,
    pub hits: u64,
    pub visitors: u64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SiteStatistics {
    pub period: Period,
    pub days: Vec<DayCount>,
    pub views: u64,
    pub visitors: u64,
    pub top_pages: Vec<Ranked>,
    pub top_entries: Vec<Ranked>,
    /// Where visitors' days on the site ended (the last page each saw that day).
    pub top_exits: Vec<Ranked>,
    pub top_referrers: Vec<Ranked>,
    pub top_campaigns: Vec<Ranked>,
    pub origins: Vec<(Origin, u64)>,
    /// What buyers searched for and did not find, most asked first.
    pub empty_searches: Vec<Ranked>,
    pub events: BTreeMap<&'static str, u64>,
}

fn day_counts(period: Period, tallies: &[Tally]) -> Vec<DayCount> {
    let mut by_day: BTreeMap<NaiveDate, (u64, u64)> = BTreeMap::new();
    for tally in tallies {
        if let Some(day) = tally.day {
            let entry = by_day.entry(day).or_default();
            entry.0 += tally.hits;
            entry.1 += tally.visitors;
        }
    }
    period
        .days()
        .map(|day| {
            let (views, visitors) = by_day.get(&day).copied().unwrap_or_default();
            DayCount {
                day,
                views,
                visitors,
            }
        })
        .collect()
}

fn ranked(tallies: Vec<Tally>, strip: &str) -> Vec<Ranked> {
    tallies
        .into_iter()
        .take(TOP)
        .map(|tally| Ranked {
            key: tally
                .key
                .strip_prefix(strip)
                .unwrap_or(&tally.key)
                .to_owned(),
            hits: tally.hits,
            visitors: tally.visitors,
        })
        .collect()
}

fn origins(tallies: &[Tally], strip: &str) -> Vec<(Origin, u64)> {
    tallies
        .iter()
        .filter_map(|tally| {
            let origin = Origin::parse(tally.key.strip_prefix(strip).unwrap_or(&tally.key))?;
            Some((origin, tally.hits))
        })
        .filter(|(_, hits)| *hits > 0)
        .collect()
}

/// A property's statistics over `period`.
pub async fn property_statistics(
    store: &dyn HitStore,
    reference: &Ref,
    period: Period,
) -> Result<PropertyStatistics, RepositoryError> {
    let key = reference.to_string();
    let prefix = format!("{key}|");
    let daily = store
        .tallies(&period.query(dimension::PROPERTY, Keys::Exactly(key.clone()), true))
        .await?;
    let days = day_counts(period, &daily);
    let events = store
        .tallies(&period.query(
            dimension::PROPERTY_EVENT,
            Keys::StartingWith(prefix.clone()),
            false,
        ))
        .await?;
    let event = |name: &str| {
        events
            .iter()
            .find(|tally| tally.key.strip_prefix(&prefix) == Some(name))
            .map_or(0, |tally| tally.hits)
    };
    let origin_tallies = store
        .tallies(&period.query(
            dimension::PROPERTY_ORIGIN,
            Keys::StartingWith(prefix.clone()),
            false,
        ))
        .await?;
    Ok(PropertyStatistics {
        period,
        views: days.iter().map(|day| day.views).sum(),
        visitors: days.iter().map(|day| day.visitors).sum(),
        days,
        brochure_prints: event(HitKind::BrochurePrint.name()),
        enquiries: event(HitKind::EnquirySent.name()),
        viewing_requests: event(HitKind::ViewingRequested.name()),
        alert_clicks: event(dimension::ALERT_CLICK),
        origins: origins(&origin_tallies, &prefix),
    })
}

/// The site's statistics over `period`.
pub async fn site_statistics(
    store: &dyn HitStore,
    period: Period,
) -> Result<SiteStatistics, RepositoryError> {
    let all = |dimension| period.query(dimension, Keys::All, false);
    let daily = store
        .tallies(&period.query(dimension::SITE, Keys::All, true))
        .await?;
    let days = day_counts(period, &daily);
    let events = store.tallies(&all(dimension::EVENT)).await?;
    let origin_tallies = store.tallies(&all(dimension::ORIGIN)).await?;
    Ok(SiteStatistics {
        period,
        views: days.iter().map(|day| day.views).sum(),
        visitors: days.iter().map(|day| day.visitors).sum(),
        days,
        top_pages: ranked(store.tallies(&all(dimension::PAGE)).await?, ""),
        top_entries: ranked(store.tallies(&all(dimension::ENTRY)).await?, ""),
        top_exits: ranked(store.tallies(&all(dimension::EXIT)).await?, ""),
        top_referrers: ranked(store.tallies(&all(dimension::REFERRER)).await?, ""),
        top_campaigns: ranked(store.tallies(&all(dimension::CAMPAIGN)).await?, ""),
        origins: origins(&origin_tallies, ""),
        empty_searches: ranked(store.tallies(&all(dimension::EMPTY_SEARCH)).await?, ""),
        events: [
            HitKind::BrochurePrint.name(),
            HitKind::EnquirySent.name(),
            HitKind::ViewingRequested.name(),
            HitKind::EmptySearch.name(),
            dimension::ALERT_CLICK,
        ]
        .into_iter()
        .map(|name| {
            let hits = events
                .iter()
                .find(|tally| tally.key == name)
                .map_or(0, |tally| tally.hits);
            (name, hits)
        })
        .collect(),
    })
}

/// What a day's tidying did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tidied {
    pub folded: u64,
    pub salts_forgotten: u64,
}

/// Folds hits older than [`RAW_DAYS_KEPT`] days into daily totals and deletes the salts of
/// the day before yesterday and earlier. Safe to run often and on several servers at once
/// (each step is one transaction over whole days).
pub async fn tidy(
    hits: &dyn HitStore,
    salts: &dyn SaltStore,
    now: DateTime<Utc>,
) -> Result<Tidied, RepositoryError> {
    let first_raw_day = rome_today(now) - Days::new(RAW_DAYS_KEPT as u64 - 1);
    Ok(Tidied {
        folded: hits.fold_before(first_raw_day).await?,
        salts_forgotten: salts.forget_before(first_kept_day(now)).await?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ports::MockHitStore;
    use crate::salt::MockSaltStore;
    use mockall::predicate::eq;

    fn at(text: &str) -> DateTime<Utc> {
        text.parse().unwrap()
    }

    fn day(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    #[test]
    fn a_period_is_one_day_to_a_year() {
        let period = Period::last(7, at("2026-11-27T10:00:00Z")).unwrap();
        assert_eq!(
            (period.from, period.to),
            (day("2026-11-21"), day("2026-11-27"))
        );
        assert_eq!(period.days().count(), 7);
        assert_eq!(
            Period::last(366, at("2026-11-27T10:00:00Z")),
            Err(PeriodError)
        );
        assert_eq!(
            Period::last(0, at("2026-11-27T10:00:00Z")),
            Err(PeriodError)
        );
        let one = Period::last(1, at("2026-11-27T10:00:00Z")).unwrap();
        assert_eq!(one.days().count(), 1);
    }

    #[tokio::test]
    async fn a_propertys_statistics_fill_every_day_and_name_its_events() {
        let mut store = MockHitStore::new();
        store.expect_tallies().returning(|query| {
            Ok(match query.dimension {
                dimension::PROPERTY => {
                    assert_eq!(query.keys, Keys::Exactly("123".into()));
                    vec![
                        Tally {
                            day: Some(day("2026-11-25")),
                            key: "123".into(),
                            hits: 5,
                            visitors: 3,
                        },
                        Tally {
                            day: Some(day("2026-11-27")),
                            key: "123".into(),
                            hits: 2,
                            visitors: 2,
                        },
                    ]
                }
                dimension::PROPERTY_EVENT => vec![
                    Tally {
                        day: None,
                        key: "123|enquiry".into(),
                        hits: 2,
                        visitors: 2,
                    },
                    Tally {
                        day: None,
                        key: "123|alert_click".into(),
                        hits: 1,
                        visitors: 1,
                    },
                ],
                dimension::PROPERTY_ORIGIN => vec![
                    Tally {
                        day: None,
                        key: "123|search".into(),
                        hits: 4,
                        visitors: 3,
                    },
                    Tally {
                        day: None,
                        key: "123|site".into(),
                        hits: 3,
                        visitors: 2,
                    },
                ],
                other => panic!("unexpected {other}"),
            })
        });
        let period = Period::last(7, at("2026-11-27T10:00:00Z")).unwrap();
        let statistics = property_statistics(&store, &Ref::parse("123").unwrap(), period)
            .await
            .unwrap();
        assert_eq!(statistics.days.len(), 7);
        assert_eq!(
            statistics.days[4],
            DayCount {
                day: day("2026-11-25"),
                views: 5,
                visitors: 3
            }
        );
        assert_eq!(statistics.days[5].views, 0);
        assert_eq!((statistics.views, statistics.visitors), (7, 5));
        assert_eq!(
            (
                statistics.enquiries,
                statistics.alert_clicks,
                statistics.viewing_requests
            ),
            (2, 1, 0)
        );
        assert_eq!(
            statistics.origins,
            vec![(Origin::Search, 4), (Origin::Site, 3)]
        );
    }

    #[tokio::test]
    async fn tidying_keeps_two_days_of_hits_and_of_salts() {
        let mut hits = MockHitStore::new();
        hits.expect_fold_before()
            .with(eq(day("2026-11-26")))
            .times(1)
            .returning(|_| Ok(12));
        let mut salts = MockSaltStore::new();
        salts
            .expect_forget_before()
            .with(eq(day("2026-11-26")))
            .times(1)
            .returning(|_| Ok(1));
        let tidied = tidy(&hits, &salts, at("2026-11-27T10:00:00Z"))
            .await
            .unwrap();
        assert_eq!(
            tidied,
            Tidied {
                folded: 12,
                salts_forgotten: 1
            }
        );
    }
}
