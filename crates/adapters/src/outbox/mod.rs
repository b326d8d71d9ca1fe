//! The enquiry outbox over SeaORM: accepted enquiries wait here until the delivery worker
//! has handed them to the mail server.

pub(crate) mod entity;
mod repository;
mod row;
pub(crate) mod stored_values;

pub(crate) use repository::enqueue_on;
pub use repository::SqlEnquiryOutbox;
