//! The desk's answer types: a lead's stage and timeline (stage changes, notes, replies with
//! their own delivery), and the bodies of its writes.

use super::dto::DeliveryDto;
use crate::dto::rule_text::{LeadNote, LeadReply, RuleText};
use chrono::{DateTime, Utc};
use domain::enquiry::inbox::{Delivery, MailSetting};
use domain::enquiry::lead::{LeadEvent, LeadEventKind, LeadStage};
use poem_openapi::{Enum, Object};

/// Where a lead stands on the desk.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "LeadStage", rename_all = "snake_case")]
pub enum LeadStageDto {
    New,
    Contacted,
    Viewing,
    Offer,
    Won,
    Lost,
    Spam,
}

impl From<LeadStageDto> for LeadStage {
    fn from(stage: LeadStageDto) -> Self {
        match stage {
            LeadStageDto::New => Self::New,
            LeadStageDto::Contacted => Self::Contacted,
            LeadStageDto::Viewing => Self::Viewing,
            LeadStageDto::Offer => Self::Offer,
            LeadStageDto::Won => Self::Won,
            LeadStageDto::Lost => Self::Lost,
            LeadStageDto::Spam => Self::Spam,
        }
    }
}

impl From<LeadStage> for LeadStageDto {
    fn from(stage: LeadStage) -> Self {
        match stage {
            LeadStage::New => Self::New,
            LeadStage::Contacted => Self::Contacted,
            LeadStage::Viewing => Self::Viewing,
            LeadStage::Offer => Self::Offer,
            LeadStage::Won => Self::Won,
            LeadStage::Lost => Self::Lost,
            LeadStage::Spam => Self::Spam,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "LeadEventKind", rename_all = "snake_case")]
pub enum LeadEventKindDto {
    StageChanged,
    Note,
    Reply,
}

/// One entry of a lead's timeline.
#[derive(Debug, Object)]
#[oai(rename = "LeadEvent")]
pub struct LeadEventDto {
    pub id: i64,
    pub kind: LeadEventKindDto,
    pub at: DateTime<Utc>,
    /// The staff member's address, as it was then.
    #[oai(skip_serializing_if_is_none)]
    pub author: Option<String>,
    /// With `stage_changed`.
    #[oai(skip_serializing_if_is_none)]
    pub from: Option<LeadStageDto>,
    /// With `stage_changed`.
    #[oai(skip_serializing_if_is_none)]
    pub to: Option<LeadStageDto>,
    /// The note's text, or the reply's message as staff wrote it.
    #[oai(skip_serializing_if_is_none)]
    pub text: Option<String>,
    /// With `reply`: where its mail to the visitor stands (pending while mail is off).
    #[oai(skip_serializing_if_is_none)]
    pub delivery: Option<DeliveryDto>,
}

impl LeadEventDto {
    pub fn new(event: LeadEvent, mail: MailSetting) -> Self {
        let only = |kind| Self {
            id: event.id,
            kind,
            at: event.at,
            author: event.author.as_ref().map(|a| a.email.clone()),
            from: None,
            to: None,
            text: None,
            delivery: None,
        };
        match event.kind {
            LeadEventKind::StageChanged { from, to } => Self {
                from: Some(from.into()),
                to: Some(to.into()),
                ..only(LeadEventKindDto::StageChanged)
            },
            LeadEventKind::Note { ref text } => Self {
                text: Some(text.clone()),
                ..only(LeadEventKindDto::Note)
            },
            LeadEventKind::Reply {
                ref message,
                ref delivery,
                ..
            } => Self {
                text: Some(message.clone()),
                delivery: delivery
                    .as_ref()
                    .map(|state| Delivery::of_mail(state, mail).into()),
                ..only(LeadEventKindDto::Reply)
            },
        }
    }
}

/// `addEnquiryNote`'s body.
#[derive(Debug, Object)]
#[oai(rename = "NewNote")]
pub struct NoteBody {
    /// Trimmed; blank (only white space or control characters) is refused.
    pub text: RuleText<LeadNote>,
}

/// `replyToEnquiry`'s body.
#[derive(Debug, Object)]
#[oai(rename = "NewReply")]
pub struct ReplyBody {
    /// The plain text mailed to the visitor (an HTML copy goes with it); trimmed, blank is
    /// refused.
    pub message: RuleText<LeadReply>,
}

/// What `replyToEnquiry` stored.
#[derive(Debug, Object)]
#[oai(rename = "StoredReply")]
pub struct StoredReplyDto {
    /// The reply's own outbox id.
    pub reply_id: i64,
    /// The lead as it now stands (its timeline holds the reply).
    pub enquiry: super::dto::EnquiryDto,
}
