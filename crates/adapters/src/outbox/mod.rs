//! The enquiry outbox over SeaORM: accepted enquiries wait here until the delivery worker
//! has handed them to the mail server.

mod attachments;
pub mod entity;
mod inbox;
mod repository;
mod row;
pub(crate) mod stored_values;

pub(crate) use inbox::{enquiries as leads_only, one as one_lead};
pub use repository::SqlEnquiryOutbox;
pub(crate) use repository::{enqueue_on, new_row};
