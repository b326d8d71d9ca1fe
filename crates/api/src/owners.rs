//! A home's owner and their report (issue 29), staff only: the owner's name, e-mail and
//! language, which no public answer, feed or page carries (admin and agent read them; only an
//! admin changes them, issue 53); the report link mailed to them ("Send to owner", admin and
//! agent, a few a day per home) and its revocation. The owner log is `owner_log`.

use crate::auth::{require, StaffSession};
use crate::error::{operation_statuses, ApiError};
use crate::state::AppState;
use crate::tags::ApiTags;
use ::audience::owner::{Owner, OwnerStamp};
use chrono::{DateTime, Utc};
use desk::owner_reports::{
    revoke_reports, send_report, OwnerReportDesk, OwnerReportError, ReportSender,
};
use domain::{Permission, Ref};
use poem::web::Data;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};
use sha2::{Digest, Sha256};

const PROPERTY_NOT_FOUND: &str = crate::error_mapping::PROPERTY_NOT_FOUND;

/// The owner as staff keep them.
#[derive(Debug, Clone, Object)]
#[oai(rename = "PropertyOwner")]
pub struct OwnerDto {
    /// Some text (not only spaces), at most 200 characters.
    #[oai(validator(pattern = r"\S", max_length = 200))]
    pub name: String,
    pub email: String,
    /// `en` or `it`: the report's and its mail's language.
    #[oai(validator(pattern = "^(en|it)$"))]
    pub language: String,
    /// The owner agreed to get the report every month (sent on the 1st).
    pub monthly_reports: bool,
}

/// What staff recorded of the home's owner: `owner` is null until someone is recorded.
#[derive(Debug, Clone, Object)]
#[oai(rename = "PropertyOwnerRecord")]
pub struct OwnerRecordDto {
    #[oai(nullable)]
    pub owner: Option<OwnerDto>,
}

/// A report link just mailed to the owner.
#[derive(Debug, Clone, Object)]
#[oai(rename = "OwnerReportLink")]
pub struct ReportLinkDto {
    /// The report page: unguessable, valid 30 days.
    pub url: String,
    pub expires_at: DateTime<Utc>,
}

/// How many report links were closed.
#[derive(Debug, Clone, Object)]
#[oai(rename = "OwnerReportsRevoked")]
pub struct RevokedDto {
    pub revoked: u64,
}

#[derive(ApiResponse)]
pub enum Removed {
    #[oai(status = 204)]
    Done,
}

#[derive(ApiResponse)]
pub enum Sent {
    #[oai(status = 201)]
    Created(Json<ReportLinkDto>),
}

pub struct OwnersApi;

operation_statuses! {
    GetPropertyOwner: Unauthorized, Forbidden, NotFound = "No property has this ref.", Internal;
    SetPropertyOwner: BadRequest = "A field was refused; the message says which.",
        Unauthorized, Forbidden, NotFound = "No property has this ref.", PayloadTooLarge, Internal;
    RemovePropertyOwner: Unauthorized, Forbidden, NotFound = "No property has this ref.", Internal;
    SendOwnerReport: Unauthorized, Forbidden, NotFound = "No property has this ref.",
        Conflict = "No owner is recorded to send it to.",
        TooManyRequests = "The day's report mails for this home are all sent (3 a day, Rome's calendar); the message says when the next can go.",
        Internal;
    RevokeOwnerReports: Unauthorized, Forbidden, NotFound = "No property has this ref.", Internal;
}

fn dto(owner: &Owner) -> OwnerDto {
    OwnerDto {
        name: owner.name.clone(),
        email: owner.email.to_string(),
        language: owner.language.code().to_owned(),
        monthly_reports: owner.monthly_reports,
    }
}

fn parse_ref<S>(text: &str) -> Result<Ref, ApiError<S>>
where
    S: crate::error::Statuses + crate::error::Documents<crate::error::NotFound>,
{
    Ref::parse_stored(text).map_err(|_| ApiError::not_found(PROPERTY_NOT_FOUND))
}

async fn existing<S>(state: &AppState, text: &str) -> Result<Ref, ApiError<S>>
where
    S: crate::error::Statuses
        + crate::error::Documents<crate::error::NotFound>
        + crate::error::Documents<crate::error::Internal>,
{
    let reference = parse_ref(text)?;
    state
        .properties
        .find_by_ref(&reference)
        .await
        .map_err(|error| ApiError::internal(anyhow::Error::new(error)))?
        .ok_or_else(|| ApiError::not_found(PROPERTY_NOT_FOUND))?;
    Ok(reference)
}

/// Who changes an owner, and when: what the owner log keeps of it.
fn stamp(state: &AppState, staff: &app::staff::Staff) -> OwnerStamp {
    OwnerStamp {
        by: staff.user.email.as_str().to_owned(),
        at: state.enquiries.clock.now(),
    }
}

/// 32 random bytes, URL-safe: the report link's secret.
fn new_token() -> String {
    use base64::Engine;
    let bytes: [u8; 32] = rand::random();
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// What the database keeps of a token: its SHA-256 as hex.
pub(crate) fn token_hash(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect()
}

/// The report desk over the state's ports.
pub fn report_desk(state: &AppState) -> OwnerReportDesk<'_> {
    OwnerReportDesk {
        owners: state.owners.as_ref(),
        properties: state.properties.as_ref(),
        hits: state.hits.as_ref(),
        viewings: state.viewings.as_ref(),
        alerts: state.enquiries.alerts.as_ref(),
        outbox: state.enquiries.outbox.as_ref(),
        clock: state.enquiries.clock.as_ref(),
        public_url: &state.settings.public_url,
        new_token: &new_token,
        hash: &token_hash,
    }
}

#[OpenApi(tag = "ApiTags::Statistics")]
impl OwnersApi {
    /// The home's owner, as staff recorded them (`owner` null when none is).
    #[oai(
        path = "/properties/:ref/owner",
        method = "get",
        operation_id = "getPropertyOwner"
    )]
    async fn get(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        #[oai(name = "ref")] reference: Path<String>,
    ) -> Result<Json<OwnerRecordDto>, ApiError<GetPropertyOwner>> {
        require(&state, &session, Permission::EditProperty).await?;
        let reference = existing(&state, &reference.0).await?;
        let owner = state
            .owners
            .owner(&reference)
            .await
            .map_err(|error| ApiError::internal(anyhow::Error::new(error)))?;
        Ok(Json(OwnerRecordDto {
            owner: owner.as_ref().map(dto),
        }))
    }

    /// Records (or replaces) the home's owner: name, e-mail, language (`en`, `it`) and
    /// whether they agreed to a monthly report. Checked in that order. Admin only; the
    /// change is written to the owner log with who made it.
    #[oai(
        path = "/properties/:ref/owner",
        method = "put",
        operation_id = "setPropertyOwner"
    )]
    async fn set(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        #[oai(name = "ref")] reference: Path<String>,
        body: Json<OwnerDto>,
    ) -> Result<Json<OwnerDto>, ApiError<SetPropertyOwner>> {
        let staff = require(&state, &session, Permission::ManageOwners).await?;
        let reference = existing(&state, &reference.0).await?;
        let body = body.0;
        let owner = Owner::parse(
            &body.name,
            &body.email,
            &body.language,
            body.monthly_reports,
        )
        .map_err(|error| ApiError::bad_request(error.to_string()))?;
        state
            .owners
            .set_owner(&reference, Some(owner.clone()), &stamp(&state, &staff))
            .await
            .map_err(|error| ApiError::internal(anyhow::Error::new(error)))?;
        Ok(Json(dto(&owner)))
    }

    /// Forgets the home's owner; the report links sent to them stop opening (404). Admin
    /// only; written to the owner log.
    #[oai(
        path = "/properties/:ref/owner",
        method = "delete",
        operation_id = "removePropertyOwner"
    )]
    async fn remove(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        #[oai(name = "ref")] reference: Path<String>,
    ) -> Result<Removed, ApiError<RemovePropertyOwner>> {
        let staff = require(&state, &session, Permission::ManageOwners).await?;
        let reference = existing(&state, &reference.0).await?;
        state
            .owners
            .set_owner(&reference, None, &stamp(&state, &staff))
            .await
            .map_err(|error| ApiError::internal(anyhow::Error::new(error)))?;
        Ok(Removed::Done)
    }

    /// "Send to owner": mails the owner, in their language, a new link to the home's report
    /// (views and visitors by week, where they came from, enquiries, viewings, price changes,
    /// alert mails; no buyer's personal data). The link is unguessable and opens the report
    /// for 30 days; answers it. At most 3 a day for one home (Rome's calendar), then 429;
    /// each is written to the owner log with who sent it.
    #[oai(
        path = "/properties/:ref/owner-report",
        method = "post",
        operation_id = "sendOwnerReport"
    )]
    async fn send(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        #[oai(name = "ref")] reference: Path<String>,
    ) -> Result<Sent, ApiError<SendOwnerReport>> {
        let staff = require(&state, &session, Permission::EditProperty).await?;
        let reference = parse_ref(&reference.0)?;
        let sender = ReportSender::Staff(staff.user.email.as_str());
        let sent = send_report(&report_desk(&state), &reference, sender).await?;
        state.enquiries.outbox_stored.notify_one();
        Ok(Sent::Created(Json(ReportLinkDto {
            url: sent.url,
            expires_at: sent.expires_at,
        })))
    }

    /// Closes every link to the home's report: each then answers 404.
    #[oai(
        path = "/properties/:ref/owner-report",
        method = "delete",
        operation_id = "revokeOwnerReports"
    )]
    async fn revoke(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        #[oai(name = "ref")] reference: Path<String>,
    ) -> Result<Json<RevokedDto>, ApiError<RevokeOwnerReports>> {
        require(&state, &session, Permission::EditProperty).await?;
        let reference = parse_ref(&reference.0)?;
        let revoked = match revoke_reports(&report_desk(&state), &reference).await {
            Ok(revoked) => revoked,
            Err(OwnerReportError::Unexpected(error)) => return Err(ApiError::internal(error)),
            Err(_) => return Err(ApiError::not_found(PROPERTY_NOT_FOUND)),
        };
        Ok(Json(RevokedDto { revoked }))
    }
}
