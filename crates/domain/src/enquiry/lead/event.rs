//! A lead's timeline: every stage change, note and reply, with who made it and when.

use super::LeadStage;
use crate::ports::{EnquiryId, MailState};
use chrono::{DateTime, Utc};

/// The staff member who did it: their user id, and their address as it was then (so the
/// timeline still names them after their account is gone).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeadAuthor {
    pub user_id: i64,
    pub email: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LeadEventKind {
    StageChanged {
        from: LeadStage,
        to: LeadStage,
    },
    Note {
        text: String,
    },
    /// A reply mailed through the outbox as its own row (`reply`); `delivery` is that row's
    /// state when it is still stored.
    Reply {
        reply: EnquiryId,
        message: String,
        delivery: Option<MailState>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeadEvent {
    pub id: i64,
    pub enquiry: EnquiryId,
    pub author: Option<LeadAuthor>,
    pub at: DateTime<Utc>,
    pub kind: LeadEventKind,
}
