//! The desk's rules for a lead (issue 27): where it stands (its stage), what staff wrote
//! about it (notes), when to come back to it (the follow-up date) and what the site answered
//! (replies). An enquiry of a lead kind (`EnquiryKind::is_lead`) is a lead.

mod event;
mod follow_up;
mod note;
mod reply;
mod staff_text;
mod stage;

pub use crate::rome_time::rome_today;
pub use event::{LeadAuthor, LeadEvent, LeadEventKind};
pub use follow_up::{FollowUpDate, FollowUpDateError};
pub use note::{NoteText, NoteTextError, MAX_NOTE_CHARS};
pub use reply::{reply_subject, ReplyMessage, ReplyMessageError, MAX_REPLY_CHARS};
pub use stage::{LeadStage, UnknownStage};
