//! Saved-search alerts over SeaORM: the alerts, and the listings waiting for their next mail
//! (handed to the enquiry outbox in the same transaction that marks them done).

pub(crate) mod entity;
pub(crate) mod match_entity;
mod repository;
mod row;

pub use repository::SqlAlertRepository;
