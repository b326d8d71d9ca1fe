//! Viewing trips, pure rules: a visitor asks to see one or more homes during the days they
//! are in Piedmont; staff turn the request into slots, each mailed to the visitor as a
//! calendar invitation (RFC 5545), reminded a day ahead and given an outcome afterwards.
//!
//! Its own crate beside `domain` (which it builds on: names, e-mail addresses, refs) so the
//! domain stays one job; like the domain it has no I/O, and the port the use cases store
//! trips through (`ViewingRepository`) is declared here.

mod form;
pub mod ics;
mod repository;
mod slot;

pub use repository::*;

pub use form::{
    HalfDay, ViewingError, ViewingForm, ViewingRequestForm, VisitorLanguage, MAX_PHONE_CHARS,
    MAX_TRIP_DAYS, MAX_VIEWING_MESSAGE_CHARS, MAX_VIEWING_REFS,
};
pub use slot::{
    Outcome, OutcomeError, SlotDetails, SlotError, SlotForm, MAX_FEEDBACK_CHARS,
    MAX_MEETING_POINT_CHARS, MAX_SLOT_MINUTES, MIN_SLOT_MINUTES,
};
