//! Viewing trips (issue #27): a visitor asks to see one or more homes during the days they
//! are in Piedmont; staff turn the request into slots, each mailed to the visitor as a
//! calendar invitation, reminded a day ahead and given an outcome afterwards.

mod form;
pub mod ics;
pub mod rome_time;
mod slot;

pub use form::{
    HalfDay, ViewingError, ViewingForm, ViewingRequestForm, VisitorLanguage, MAX_PHONE_CHARS,
    MAX_TRIP_DAYS, MAX_VIEWING_MESSAGE_CHARS, MAX_VIEWING_REFS,
};
pub use slot::{
    Outcome, OutcomeError, SlotDetails, SlotError, SlotForm, MAX_FEEDBACK_CHARS,
    MAX_MEETING_POINT_CHARS, MAX_SLOT_MINUTES, MIN_SLOT_MINUTES,
};
