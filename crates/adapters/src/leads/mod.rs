//! The desk's `LeadBook` over SeaORM: stages, follow-up dates and the leads' timelines
//! (`lead_events`), beside the outbox's rows that are the leads and their replies.

mod digest;
pub mod entity;
mod events;
mod repository;

pub use events::check;
pub(crate) use events::payload_without_text;
pub use repository::SqlLeadBook;
