//! The desk's `LeadBook` over SeaORM: stages, follow-up dates and the leads' timelines
//! (`lead_events`), beside the outbox's rows that are the leads and their replies.

mod digest;
pub(crate) mod entity;
mod events;
mod repository;

pub(crate) use events::{check, payload_without_text};
pub use repository::SqlLeadBook;
