//! Where the rates come from and where every server finds them. The adapters implement both
//! (`adapters::fx_rates`); the binary wires them.

use crate::Rates;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ports::RepositoryError;

/// Why a fetch brought no rates; the detail is for the log.
#[derive(Debug, thiserror::Error)]
pub enum RatesFetchError {
    /// The source could not be reached or answered with an error status.
    #[error("the rates source could not be read: {0}")]
    Unreachable(String),
    /// It answered, but not with reference rates the site can use.
    #[error("the rates source answered something else than rates: {0}")]
    NotRates(String),
}

/// The publisher of the reference rates (the ECB's daily document).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait RatesSource: Send + Sync {
    /// The newest rates published.
    ///
    /// # Errors
    /// MUST return `Unreachable` when the source does not answer or answers an error status,
    /// and `NotRates` when the answer holds no date or no rate of a currency the site shows.
    async fn fetch(&self) -> Result<Rates, RatesFetchError>;
}

/// One server's turn to fetch for all; names the holder so only it can end the turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FetchTurn {
    pub token: String,
}

/// The rates every server shows, and whose turn it is to fetch them: kept in the database
/// they share, so several servers fetch once a day between them.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait RatesStore: Send + Sync {
    /// The last rates fetched successfully, however old; `None` before the first.
    async fn latest(&self) -> Result<Option<Rates>, RepositoryError>;

    /// Takes the turn to fetch when a fetch is due at `now` and no other server holds the
    /// turn (or its hold ran out before `now`); held until `hold_until`.
    ///
    /// # Errors
    /// MUST answer `Ok(None)`, not an error, when a fetch is not due or the turn is held.
    async fn take_turn(
        &self,
        now: DateTime<Utc>,
        hold_until: DateTime<Utc>,
    ) -> Result<Option<FetchTurn>, RepositoryError>;

    /// Ends `turn`: with `fetched`, those rates replace the stored ones (in one step, so a
    /// reader sees the old set or the new one); without, the stored ones stay. The next fetch
    /// is due at `next_fetch_at`.
    ///
    /// # Errors
    /// MUST return `NotFound` when `turn` is no longer held (another server took it over).
    async fn end_turn(
        &self,
        turn: &FetchTurn,
        fetched: Option<Rates>,
        next_fetch_at: DateTime<Utc>,
    ) -> Result<(), RepositoryError>;
}
