//! The consultant's desk, as use cases over the domain's ports: the enquiries visitors send
//! (stored in the outbox, mailed once), the inbox where each becomes a lead with a stage,
//! notes, a follow-up date and replies, the contact view of one address, the daily digest,
//! and viewing trips from the visitor's request to the outcome of each slot.
//!
//! Its own crate above `app` (whose captcha step and CSV rules its forms and exports share):
//! the work after the first enquiry grows here without growing the catalogue's use cases.

pub mod contacts;
pub mod enquiries;
pub mod owner_reports;
pub mod viewings;
