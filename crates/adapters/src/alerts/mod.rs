//! Saved-search alerts over SeaORM: the alerts, and the listings waiting for their next mail
//! (recorded in the transaction of the property's save that made them news, and handed to
//! the enquiry outbox in the same transaction that marks them done).

pub mod entity;
pub mod match_entity;
mod news;
mod repository;
mod row;
pub mod stored_values;

pub(crate) use news::record_news_on;
pub use repository::SqlAlertRepository;
