//! The buyer's-currency rates (issue 28): the ECB's daily document read over HTTP
//! ([`EcbRates`]) and the rates every server shows, with whose turn it is to fetch them, in
//! the shared database ([`SqlRatesStore`]).

mod ecb;
pub mod entity;
mod store;
mod turn_entity;

pub use ecb::{parse_ecb_document, EcbRates, ECB_DAILY_URL};
pub use store::SqlRatesStore;
