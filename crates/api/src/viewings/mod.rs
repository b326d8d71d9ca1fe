//! Viewing trips (issue #27): the visitor's request (public, captcha, rate-limited), and for
//! staff (admin and agent) the requests with their slots, each slot's add, confirm, change,
//! cancel and outcome.

mod dto;

use crate::auth::{require, StaffSession};
use crate::client_address::client_address;
use crate::error::{operation_statuses, ApiError, Documents, NotFound, Statuses};
use crate::params::optional_ref_filter;
use crate::state::AppState;
use crate::tags::ApiTags;
use app::addresses::share_link::parse_share_key;
use chrono::NaiveDate;
use desk::viewings::{
    add_slot, change_slot, confirm_slots, delete_slot, list_viewings, record_outcome,
    request_viewing, ViewingDesk, ViewingSubmission, SLOT_NOT_FOUND, VIEWING_NOT_FOUND,
};
use domain::Permission;
use dto::{
    OutcomeBody, SlotBody, ViewingDto, ViewingListDto, ViewingRequestBody, ViewingRequestedDto,
};
use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;
use viewing_trips::{SlotForm, ViewingForm, VisitorLanguage};
use viewing_trips::{SlotId, ViewingFilter, ViewingId};

/// What the visitor is told once the request is stored, in their language.
pub const VIEWING_RECEIVED: &str = "Request received";
pub const VIEWING_RECEIVED_IT: &str = "Richiesta ricevuta";
/// The most requests one listing answers.
const LIST_LIMIT: u64 = 200;

pub struct ViewingsApi;

operation_statuses! {
    RequestViewing: BadRequest = "A field, a reference or the captcha token was refused; the message says which, in the request's language.",
        PayloadTooLarge, TooManyRequests, Internal,
        Unavailable = "The captcha service could not be reached.";
    ListViewings: BadRequest = "A date is not `YYYY-MM-DD` or the ref is not a reference.",
        Unauthorized, Forbidden, Internal;
    AddViewingSlot: BadRequest = "A field of the slot was refused, the start is in the past or no property has the ref; the message says which.",
        Unauthorized, Forbidden, NotFound = "No viewing request has this id.", PayloadTooLarge, Internal;
    ConfirmViewing: Unauthorized, Forbidden, NotFound = "No viewing request has this id.",
        Conflict = "Every slot of the request is already confirmed.", Internal;
    ChangeViewingSlot: BadRequest = "A field of the slot was refused, the start is in the past or no property has the ref; the message says which.",
        Unauthorized, Forbidden, NotFound = "No slot has this id.", PayloadTooLarge, Internal;
    DeleteViewingSlot: Unauthorized, Forbidden, NotFound = "No slot has this id.", Internal;
    RecordViewingOutcome: BadRequest = "The interest is not 1 to 5, the feedback is too long, or the slot has not started yet.",
        Unauthorized, Forbidden, NotFound = "No slot has this id.", PayloadTooLarge, Internal;
}

fn desk(state: &AppState) -> ViewingDesk<'_> {
    ViewingDesk {
        viewings: state.viewings.as_ref(),
        properties: state.properties.as_ref(),
        clock: state.enquiries.clock.as_ref(),
        captcha: state.enquiries.captcha.as_ref(),
        public_url: &state.settings.public_url,
        consultant_address: &state.settings.consultant_address,
    }
}

/// A malformed id answers 404 like an unknown one: nothing can live at that address.
fn id<S: Statuses + Documents<NotFound>>(
    segment: &str,
    what: &'static str,
) -> Result<i64, ApiError<S>> {
    segment.parse().map_err(|_| ApiError::not_found(what))
}

fn date<S: Statuses + Documents<crate::error::BadRequest>>(
    name: &str,
    value: Option<String>,
) -> Result<Option<NaiveDate>, ApiError<S>> {
    value
        .filter(|text| !text.trim().is_empty())
        .map(|text| {
            NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d").map_err(|_| {
                ApiError::bad_request(format!("'{name}' must be a date as YYYY-MM-DD"))
            })
        })
        .transpose()
}

fn slot_form(body: SlotBody) -> SlotForm {
    SlotForm {
        reference: body.reference,
        start: body.start,
        duration_minutes: body.duration_minutes,
        meeting_point: body.meeting_point,
    }
}

#[OpenApi(tag = "ApiTags::Viewings")]
impl ViewingsApi {
    /// "Request a viewing": the days the visitor is in Piedmont, the half-days that suit
    /// them and the homes they want to see (visible ones, and an unlisted one with the
    /// `shareKey` its page carries). Rate-limited per client address; the form's rules in
    /// its order, then the captcha, then the homes: an unknown, a hidden and an unlisted home
    /// without its key get the same answer. The first failure is answered in the request's
    /// language. Stored as a lead of kind `viewing` (mailed to the
    /// consultant, shown in the staff inbox) with its request before the answer.
    #[oai(path = "/viewings", method = "post", operation_id = "requestViewing")]
    async fn request(
        &self,
        state: Data<&AppState>,
        request: &Request,
        body: Json<ViewingRequestBody>,
    ) -> Result<Json<ViewingRequestedDto>, ApiError<RequestViewing>> {
        let body = body.0;
        let language = match body.language.as_deref() {
            None => VisitorLanguage::English,
            Some(text) => VisitorLanguage::parse(text)
                .ok_or_else(|| ApiError::bad_request("Language must be en or it"))?,
        };
        let services = &state.enquiries;
        let address = client_address(request);
        let homes = body.refs.clone();
        let submission = ViewingSubmission {
            form: ViewingForm {
                name: body.name,
                email: body.email,
                phone: body.phone,
                from: body.from,
                to: body.to,
                half_days: body.half_days,
                refs: body.refs,
                message: body.message,
            },
            language,
            source: body.source.map(Into::into).unwrap_or_default(),
            captcha_token: body.captcha_token,
            share_key: parse_share_key(body.share_key.as_deref()),
            client_ip: Some(address.to_string()),
            client_hash: Some(services.client_hash(address)),
        };
        request_viewing(&desk(&state), submission).await?;
        services.outbox_stored.notify_one();
        crate::visits::count_accepted(
            &state,
            request,
            ::audience::HitKind::ViewingRequested,
            &homes,
        );
        Ok(Json(ViewingRequestedDto {
            status: 200,
            message: match language {
                VisitorLanguage::English => VIEWING_RECEIVED,
                VisitorLanguage::Italian => VIEWING_RECEIVED_IT,
            }
            .into(),
        }))
    }

    /// The viewing requests, newest first, each with its slots (soonest first): filtered to
    /// trips that overlap `from`..`to` and that name `ref` (asked for, or given a slot).
    /// Admin and agent.
    #[oai(path = "/viewings", method = "get", operation_id = "listViewings")]
    async fn list(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        /// Trips that end on or after this day, `YYYY-MM-DD`.
        from: Query<Option<String>>,
        /// Trips that start on or before this day, `YYYY-MM-DD`.
        to: Query<Option<String>>,
        /// Requests naming this home (three digits, or six for a generated ref).
        #[oai(name = "ref", validator(pattern = "^([0-9]{3}|[0-9]{6})$"))]
        reference: Query<Option<String>>,
    ) -> Result<Json<ViewingListDto>, ApiError<ListViewings>> {
        require(&state, &session, Permission::ReadEnquiries).await?;
        let reference = optional_ref_filter(reference.0)?;
        let filter = ViewingFilter {
            from: date("from", from.0)?,
            to: date("to", to.0)?,
            reference,
        };
        let viewings = list_viewings(&desk(&state), &filter, LIST_LIMIT).await?;
        Ok(Json(ViewingListDto {
            viewings: viewings.into_iter().map(ViewingDto::from).collect(),
        }))
    }

    /// Adds a slot to a request: a home, a Europe/Rome start, a duration and a meeting
    /// point. Nothing is mailed until `confirmViewing`. Answers the request as it now
    /// stands. Admin and agent.
    #[oai(
        path = "/viewings/:id/slots",
        method = "post",
        operation_id = "addViewingSlot"
    )]
    async fn add_slot(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        /// The request's id, from `listViewings`.
        id: Path<String>,
        body: Json<SlotBody>,
    ) -> Result<Json<ViewingDto>, ApiError<AddViewingSlot>> {
        require(&state, &session, Permission::ReadEnquiries).await?;
        let id = ViewingId(self::id(&id.0, VIEWING_NOT_FOUND)?);
        let request = add_slot(&desk(&state), id, slot_form(body.0)).await?;
        Ok(Json(request.into()))
    }

    /// Confirms the request's new slots to the visitor: one mail in their language with one
    /// calendar file (`.ics`, `METHOD:REQUEST`) per slot. Admin and agent.
    #[oai(
        path = "/viewings/:id/confirm",
        method = "post",
        operation_id = "confirmViewing"
    )]
    async fn confirm(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        /// The request's id, from `listViewings`.
        id: Path<String>,
    ) -> Result<Json<ViewingDto>, ApiError<ConfirmViewing>> {
        require(&state, &session, Permission::ReadEnquiries).await?;
        let id = ViewingId(self::id(&id.0, VIEWING_NOT_FOUND)?);
        let request = confirm_slots(&desk(&state), id).await?;
        state.enquiries.outbox_stored.notify_one();
        Ok(Json(request.into()))
    }

    /// Changes a slot. A confirmed slot is mailed again to the visitor as an update of the
    /// same calendar entry (same `UID`, higher `SEQUENCE`). Admin and agent.
    #[oai(
        path = "/slots/:id",
        method = "patch",
        operation_id = "changeViewingSlot"
    )]
    async fn change(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        /// The slot's id.
        id: Path<String>,
        body: Json<SlotBody>,
    ) -> Result<Json<ViewingDto>, ApiError<ChangeViewingSlot>> {
        require(&state, &session, Permission::ReadEnquiries).await?;
        let id = SlotId(self::id(&id.0, SLOT_NOT_FOUND)?);
        let request = change_slot(&desk(&state), id, slot_form(body.0)).await?;
        state.enquiries.outbox_stored.notify_one();
        Ok(Json(request.into()))
    }

    /// Cancels a slot. A confirmed slot is cancelled in the visitor's calendar
    /// (`METHOD:CANCEL`, same `UID`). Admin and agent.
    #[oai(
        path = "/slots/:id",
        method = "delete",
        operation_id = "deleteViewingSlot"
    )]
    async fn delete(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        /// The slot's id.
        id: Path<String>,
    ) -> Result<(), ApiError<DeleteViewingSlot>> {
        require(&state, &session, Permission::ReadEnquiries).await?;
        let id = SlotId(self::id(&id.0, SLOT_NOT_FOUND)?);
        delete_slot(&desk(&state), id).await?;
        state.enquiries.outbox_stored.notify_one();
        Ok(())
    }

    /// How the viewing went: attended or not, feedback, interest 1 to 5. Only once the slot
    /// has started. Admin and agent.
    #[oai(
        path = "/slots/:id/outcome",
        method = "post",
        operation_id = "recordViewingOutcome"
    )]
    async fn outcome(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        /// The slot's id.
        id: Path<String>,
        body: Json<OutcomeBody>,
    ) -> Result<Json<ViewingDto>, ApiError<RecordViewingOutcome>> {
        require(&state, &session, Permission::ReadEnquiries).await?;
        let id = SlotId(self::id(&id.0, SLOT_NOT_FOUND)?);
        let body = body.0;
        let request = record_outcome(
            &desk(&state),
            id,
            body.attended,
            body.feedback,
            body.interest,
        )
        .await?;
        Ok(Json(request.into()))
    }
}
