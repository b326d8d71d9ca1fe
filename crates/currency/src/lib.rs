//! Prices in the buyer's currency (issue 28). The site's prices are euros; a visitor may ask
//! to see them "≈ £612,000" as well, converted with the European Central Bank's daily
//! reference rates. Here: the currencies offered ([`Currency`]), the rates of one day
//! ([`Rates`], hidden once older than [`MAX_AGE_DAYS`]), the conversion rounded to three
//! significant figures ([`approximate`]), the ports that fetch and keep the rates
//! ([`ports`]) and the daily refresh one server makes for all ([`refresh`]).
//!
//! The front end converts on its own (the server-rendered first screen stays in euro, so the
//! page cache is untouched); `frontend/src/features/currency/lib/convert.ts` copies
//! [`approximate`]'s rule and its tests' table.

mod code;
mod conversion;
pub mod ports;
mod rates;
pub mod refresh;

pub use code::{Currency, UnknownCurrency};
pub use conversion::{approximate, approximate_text};
pub use rates::{Rate, RateError, Rates, MAX_AGE_DAYS};
