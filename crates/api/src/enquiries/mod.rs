//! The staff inbox (admin and agent): `GET /api/enquiries`, newest first, filtered and
//! searched; `PATCH /api/enquiries/{id}` marks one read or unread, moves its stage and sets
//! its follow-up date. The desk's notes, replies and contacts are in `leads`.

mod dto;
mod leads;
mod reports;
mod source_dto;

pub use reports::LeadReportsApi;
mod lead_dto;
mod stage_text;

use dto::{EnquiryChangeBody, EnquiryDto, EnquiryListDto};
use lead_dto::LeadStageDto;
pub use leads::LeadsApi;

use crate::auth::{require, StaffSession};
use crate::error::{operation_statuses, ApiError, Documents, NotFound, Statuses};
use crate::error_mapping::ENQUIRY_NOT_FOUND;
use crate::params::{page_request, Skip, Take};
use crate::state::AppState;
use crate::tags::ApiTags;
use desk::enquiries::{change_enquiry, list_enquiries, EnquiryChange, InboxDesk};
use domain::enquiry::inbox::{InboxQuery, InboxSearch, MailSetting, MAX_SEARCH_CHARS};
use domain::enquiry::lead::{rome_today, FollowUpDate, LeadAuthor, LeadStage};
use domain::Ref;
use poem_openapi::types::MaybeUndefined;

// The validator on `q` states the domain's limit in the spec.
const _: () = assert!(MAX_SEARCH_CHARS == 100);
use domain::ports::EnquiryId;
use domain::Permission;
use poem::web::Data;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;

pub struct EnquiriesApi;

operation_statuses! {
    ListEnquiries: BadRequest = "A negative, non-numeric or out-of-range `skip` or `take`, \
        a search longer than 100 characters, an unknown `stage` or a `ref` that is no ref.",
        Unauthorized, Forbidden, Internal;
    UpdateEnquiry: BadRequest = "The body is not an `EnquiryChange`: an unknown stage, or a \
        follow-up date that is not a day written YYYY-MM-DD.",
        Unauthorized, Forbidden, NotFound = "No enquiry has this id.", PayloadTooLarge, Internal;
}

/// Whether this installation sends mail at all (the delivery worker runs only with a mailer).
fn mail_setting(state: &AppState) -> MailSetting {
    match state.enquiries.mailer {
        Some(_) => MailSetting::On,
        None => MailSetting::Off,
    }
}

/// The inbox's ports, and whether this installation sends mail at all.
fn desk(state: &AppState) -> InboxDesk<'_> {
    InboxDesk {
        inbox: state.enquiries.inbox.as_ref(),
        leads: state.enquiries.leads.as_ref(),
        mail: mail_setting(state),
    }
}

/// The staff member a timeline names.
fn author(staff: &app::staff::Staff) -> LeadAuthor {
    LeadAuthor {
        user_id: staff.user.id,
        email: staff.user.email.as_str().to_owned(),
    }
}

/// The answer for one lead.
fn enquiry_dto(state: &AppState, entry: desk::enquiries::InboxEntry) -> EnquiryDto {
    EnquiryDto::new(entry, &state.settings.public_url, mail_setting(state))
}

/// A malformed id answers 404 like an unknown one: no enquiry can live at that address.
fn enquiry_id<S: Statuses + Documents<NotFound>>(segment: &str) -> Result<EnquiryId, ApiError<S>> {
    segment
        .parse()
        .map(EnquiryId)
        .map_err(|_| ApiError::not_found(ENQUIRY_NOT_FOUND))
}

#[OpenApi(tag = "ApiTags::Enquiries")]
impl EnquiriesApi {
    /// The staff inbox, newest first: each enquiry whole (the visitor's message, every
    /// field, the property it names), whether staff have read it and what its delivery
    /// truthfully stands at, with the count of unread enquiries. Admin and agent.
    #[oai(path = "/enquiries", method = "get", operation_id = "listEnquiries")]
    // Each query parameter is an argument: that is how poem-openapi publishes them.
    #[allow(clippy::too_many_arguments)]
    async fn list(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        /// Zero-based page index.
        #[oai(default = "Skip::first_page")]
        skip: Query<Skip>,
        /// Page size.
        #[oai(default = "page_size")]
        take: Query<Take>,
        /// Only enquiries no one has read (or that were marked unread again).
        unread: Query<Option<bool>>,
        /// Text to find in the name, e-mail address or anything the visitor typed, whatever
        /// the letters' case; blank finds everything.
        #[oai(validator(max_length = 100))]
        q: Query<Option<String>>,
        /// Only leads at this stage.
        stage: Query<Option<LeadStageDto>>,
        /// Only leads about the property with this ref (three digits, or six for a generated
        /// one).
        #[oai(name = "ref", validator(pattern = "^([0-9]{3}|[0-9]{6})$"))]
        reference: Query<Option<String>>,
        /// Only leads whose follow-up date has come (today or earlier in Europe/Rome).
        due: Query<Option<bool>>,
    ) -> Result<Json<EnquiryListDto>, ApiError<ListEnquiries>> {
        require(&state, &session, Permission::ReadEnquiries).await?;
        let page = page_request(skip.0, take.0)?;
        let search = InboxSearch::parse(q.0.as_deref().unwrap_or_default())
            .map_err(|error| ApiError::bad_request(error.to_string()))?;
        let stage = stage.0.map(LeadStage::from);
        let reference = reference
            .0
            .as_deref()
            .map(Ref::parse_stored)
            .transpose()
            .map_err(|error| ApiError::bad_request(error.to_string()))?;
        let now = state.enquiries.clock.now();
        let query = InboxQuery {
            unread_only: unread.0.unwrap_or(false),
            search,
            stage,
            reference,
            due_by: due
                .0
                .unwrap_or(false)
                .then(|| FollowUpDate::new(rome_today(now))),
        };
        let listing = list_enquiries(&desk(&state), &query, page).await?;
        Ok(Json(EnquiryListDto {
            enquiries: listing
                .entries
                .into_iter()
                .map(|entry| enquiry_dto(&state, entry))
                .collect(),
            pages: listing.pages,
            unread: listing.unread,
        }))
    }

    /// Changes what staff keep about one enquiry: `read: true` marks it read (the inbox
    /// does so when it is opened; the first reading time is kept), `read: false` unread
    /// again; `stage` moves the lead (recorded in its timeline with who and when);
    /// `follow_up_on` sets the day to come back to it, null clears it. A field left out stays
    /// as it is. Answers the enquiry as it now stands. Admin and agent.
    #[oai(
        path = "/enquiries/:id",
        method = "patch",
        operation_id = "updateEnquiry"
    )]
    async fn update(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        /// The enquiry's id, from `listEnquiries`.
        id: Path<String>,
        body: Json<EnquiryChangeBody>,
    ) -> Result<Json<EnquiryDto>, ApiError<UpdateEnquiry>> {
        let staff = require(&state, &session, Permission::ReadEnquiries).await?;
        let body = body.0;
        let stage = body.stage.into_inner();
        if stage.is_some() || !body.follow_up_on.is_undefined() {
            require(&state, &session, Permission::WorkLeads).await?;
        }
        let id = enquiry_id(&id.0)?;
        let bad = |error: &dyn std::fmt::Display| ApiError::bad_request(error.to_string());
        let stage = stage
            .as_deref()
            .map(LeadStage::parse)
            .transpose()
            .map_err(|e| bad(&e))?;
        let follow_up = match body.follow_up_on {
            MaybeUndefined::Undefined => None,
            MaybeUndefined::Null => Some(None),
            MaybeUndefined::Value(text) => {
                Some(Some(FollowUpDate::parse(&text).map_err(|e| bad(&e))?))
            }
        };
        let change = EnquiryChange {
            read: body.read.into_inner(),
            stage,
            follow_up,
        };
        let now = state.enquiries.clock.now();
        let entry = change_enquiry(&desk(&state), id, change, &author(&staff), now).await?;
        Ok(Json(enquiry_dto(&state, entry)))
    }
}

fn page_size() -> Take {
    Take::of(50)
}
