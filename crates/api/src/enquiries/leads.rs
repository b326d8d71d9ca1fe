//! The desk's operations on one lead (issue 27), admin and agent: `POST
//! /api/enquiries/{id}/notes`, `POST /api/enquiries/{id}/reply`, and `GET
//! /api/contacts/{email}`, everything the site keeps about one address.

use super::dto::EnquiryDto;
use super::lead_dto::{LeadEventDto, NoteBody, ReplyBody, StoredReplyDto};
use super::{author, desk, enquiry_dto, enquiry_id, mail_setting};
use crate::auth::{require, StaffSession};
use crate::error::{operation_statuses, ApiError};
use crate::state::AppState;
use crate::tags::ApiTags;
use chrono::{DateTime, Utc};
use desk::enquiries::{
    add_note, change_enquiry, contact_history, reply_to_lead, EnquiryChange, ListsShown,
};
use domain::ports::{ContactAlert, NewsletterStanding};
use domain::Permission;
use poem::web::Data;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::{Enum, Object, OpenApi};

pub struct LeadsApi;

operation_statuses! {
    AddEnquiryNote: BadRequest = "The body is not a `NewNote`: the text is blank or longer \
        than 5000 characters.",
        Unauthorized, Forbidden, NotFound = "No enquiry has this id.", PayloadTooLarge, Internal;
    ReplyToEnquiry: BadRequest = "The body is not a `NewReply`: the message is blank or \
        longer than 10000 characters.",
        Unauthorized, Forbidden, NotFound = "No enquiry has this id.",
        Conflict = "The enquiry has no e-mail address to reply to.", PayloadTooLarge, Internal;
    GetContact: Unauthorized, Forbidden,
        NotFound = "The site keeps nothing about this address.", Internal;
}

/// Where an address stands on the site's own newsletter list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "NewsletterStanding", rename_all = "snake_case")]
pub enum NewsletterStandingDto {
    /// Signed up, confirmation link not yet opened.
    Unconfirmed,
    Subscribed,
    Unsubscribed,
}

#[derive(Debug, Object)]
#[oai(rename = "ContactAlert")]
pub struct ContactAlertDto {
    pub created_at: DateTime<Utc>,
    pub confirmed: bool,
}

/// Where an address stands on the site's own lists: the newsletter and the alerts.
#[derive(Debug, Object)]
#[oai(rename = "ContactLists")]
pub struct ContactListsDto {
    /// Absent when the address never signed up to the site's own list.
    #[oai(skip_serializing_if_is_none)]
    pub newsletter: Option<NewsletterStandingDto>,
    /// Its saved-search alerts, confirmed or not.
    pub alerts: Vec<ContactAlertDto>,
}

/// Everything the site keeps about one address that the reader may see.
#[derive(Debug, Object)]
#[oai(rename = "Contact")]
pub struct ContactDto {
    pub email: String,
    /// Every enquiry of the address, newest first, with its timeline.
    pub enquiries: Vec<EnquiryDto>,
    /// The newsletter and the alerts: for an admin only (the lists are admin-only, like
    /// their exports); absent for an agent.
    #[oai(skip_serializing_if_is_none)]
    pub lists: Option<ContactListsDto>,
}

fn standing(standing: NewsletterStanding) -> NewsletterStandingDto {
    match standing {
        NewsletterStanding::Unconfirmed => NewsletterStandingDto::Unconfirmed,
        NewsletterStanding::Subscribed => NewsletterStandingDto::Subscribed,
        NewsletterStanding::Unsubscribed => NewsletterStandingDto::Unsubscribed,
    }
}

fn alert(alert: ContactAlert) -> ContactAlertDto {
    ContactAlertDto {
        created_at: alert.created_at,
        confirmed: alert.confirmed,
    }
}

#[OpenApi(tag = "ApiTags::Enquiries")]
impl LeadsApi {
    /// Adds a note to a lead's timeline (trimmed, 1 to 5000 characters), with its author
    /// and time; answers the note. Admin and agent.
    #[oai(
        path = "/enquiries/:id/notes",
        method = "post",
        operation_id = "addEnquiryNote"
    )]
    async fn add_note(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        /// The enquiry's id, from `listEnquiries`.
        id: Path<String>,
        body: Json<NoteBody>,
    ) -> Result<Json<LeadEventDto>, ApiError<AddEnquiryNote>> {
        let staff = require(&state, &session, Permission::WorkLeads).await?;
        let id = enquiry_id(&id.0)?;
        let now = state.enquiries.clock.now();
        let note = add_note(
            &desk(&state),
            id,
            body.0.text.into_inner().as_deref().unwrap_or_default(),
            &author(&staff),
            now,
        )
        .await?;
        Ok(Json(LeadEventDto::new(note, mail_setting(&state))))
    }

    /// Replies to the visitor who wrote the lead: a plain-text (and HTML) mail from the
    /// site's sender with the consultant as Reply-To, threaded on the enquiry's own mail
    /// (`In-Reply-To` and `References`). It is stored in the outbox before this answers
    /// (nothing lost, sent once; with mail off it waits there, pending on the lead), recorded
    /// in the timeline, sets the lead's first reply time and moves a `new` lead to
    /// `contacted`. Admin and agent.
    #[oai(
        path = "/enquiries/:id/reply",
        method = "post",
        operation_id = "replyToEnquiry"
    )]
    async fn reply(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        /// The enquiry's id, from `listEnquiries`.
        id: Path<String>,
        body: Json<ReplyBody>,
    ) -> Result<Json<StoredReplyDto>, ApiError<ReplyToEnquiry>> {
        let staff = require(&state, &session, Permission::WorkLeads).await?;
        let id = enquiry_id(&id.0)?;
        let now = state.enquiries.clock.now();
        let desk = desk(&state);
        let author = author(&staff);
        let reply = reply_to_lead(
            &desk,
            id,
            body.0.message.into_inner().as_deref().unwrap_or_default(),
            &author,
            now,
        )
        .await?;
        state.enquiries.outbox_stored.notify_one();
        let entry = change_enquiry(&desk, id, EnquiryChange::default(), &author, now).await?;
        Ok(Json(StoredReplyDto {
            reply_id: reply.0,
            enquiry: enquiry_dto(&state, entry),
        }))
    }

    /// Everything the site keeps about one e-mail address (whatever the letters' case):
    /// every enquiry with its notes, replies and stage changes and, for an admin, whether it
    /// is on the newsletter list and its saved-search alerts (`lists`). Admin and agent; to
    /// an agent an address with no enquiry is not found, whatever lists it is on.
    #[oai(path = "/contacts/:email", method = "get", operation_id = "getContact")]
    async fn contact(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        /// The address, as an enquiry gave it.
        email: Path<String>,
    ) -> Result<Json<ContactDto>, ApiError<GetContact>> {
        let staff = require(&state, &session, Permission::WorkLeads).await?;
        let lists = if staff.role.allows(Permission::ExportSubscribers) {
            ListsShown::Shown
        } else {
            ListsShown::Withheld
        };
        let contact = contact_history(&desk(&state), &email.0, lists).await?;
        Ok(Json(ContactDto {
            email: contact.email,
            enquiries: contact
                .leads
                .into_iter()
                .map(|entry| enquiry_dto(&state, entry))
                .collect(),
            lists: contact.lists.map(|lists| ContactListsDto {
                newsletter: lists.newsletter.map(standing),
                alerts: lists.alerts.into_iter().map(alert).collect(),
            }),
        }))
    }
}
