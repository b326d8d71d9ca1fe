//! Where hits are kept and summed (the adapters' `SqlHitStore`; the binary wires it), and the
//! edge's way to hand over what it saw without waiting ([`Counter`]).

use crate::{Hit, Sighting};
use async_trait::async_trait;
use chrono::NaiveDate;
use domain::ports::RepositoryError;

/// Which keys of a dimension a query sums.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Keys {
    All,
    Exactly(String),
    /// Keys that start with this text (`"123|"`: every origin or event of property 123).
    StartingWith(String),
}

/// A sum over the days `from..=to` (Rome's calendar) of one dimension.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TallyQuery {
    pub dimension: &'static str,
    pub keys: Keys,
    pub from: NaiveDate,
    pub to: NaiveDate,
    /// One sum per day and key, rather than per key.
    pub by_day: bool,
}

/// Hits and distinct visitors of a key (on a day, when asked by day). Distinct visitors of
/// several days are the days' sum: a visitor's key changes every day by design.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tally {
    pub day: Option<NaiveDate>,
    pub key: String,
    pub hits: u64,
    pub visitors: u64,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait HitStore: Send + Sync {
    /// Keeps the hits (in one transaction: all or none), within the bounds of
    /// [`crate::bounds`]: a visitor counts at most once a day per key of a home's figures
    /// (whether seen before in this call or in an earlier one), and a key new on its day once
    /// its dimension has [`crate::bounds::keys_per_day`] keys that day is kept as
    /// [`crate::bounds::OTHER_KEY`].
    async fn record(&self, hits: &[Hit]) -> Result<(), RepositoryError>;

    /// Folds the hits of the days before `day` into daily totals per key (hits and distinct
    /// visitors) and deletes them, in one transaction; answers how many rows were folded.
    async fn fold_before(&self, day: NaiveDate) -> Result<u64, RepositoryError>;

    /// The query's sums, kept hits and folded totals together, most hits first (ties by key,
    /// then day).
    async fn tallies(&self, query: &TallyQuery) -> Result<Vec<Tally>, RepositoryError>;
}

/// The edge's hand-over: takes a sighting without waiting (the page is not slowed by
/// counting); the binary's counter batches them and writes once a second. A full queue drops
/// the sighting and says so on `/metrics`, so memory stays bounded.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait Counter: Send + Sync {
    fn count(&self, sighting: Sighting);
}
