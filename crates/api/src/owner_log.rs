//! `GET /api/owner-log` (issue 53), admin only: who recorded, changed or removed a home's
//! owner, and who mailed its report, newest first. An agent may mail the report (a few a day
//! per home) but not change where it goes; the admin sees both here.

use crate::auth::{require, StaffSession};
use crate::error::{operation_statuses, ApiError};
use crate::params::optional_ref_filter;
use crate::state::AppState;
use crate::tags::ApiTags;
use ::audience::owner::{OwnerAction, OwnerLogEntry};
use chrono::{DateTime, Utc};
use domain::Permission;
use poem::web::Data;
use poem_openapi::param::Query;
use poem_openapi::payload::Json;
use poem_openapi::{Enum, Object, OpenApi};

/// The most entries one answer holds.
const LOG_LIMIT: u64 = 200;

/// What was done.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "OwnerLogAction", rename_all = "snake_case")]
pub enum OwnerLogActionDto {
    /// An owner recorded, or the recorded one changed.
    Recorded,
    Removed,
    /// "Send to owner", by staff.
    ReportSent,
    /// The monthly report, by the site.
    MonthlyReportSent,
}

/// One entry of the owner log.
#[derive(Debug, Object)]
#[oai(rename = "OwnerLogEntry")]
pub struct OwnerLogEntryDto {
    #[oai(rename = "ref")]
    pub reference: String,
    pub action: OwnerLogActionDto,
    /// The address concerned: the owner recorded, the one removed, or the one mailed
    /// (`(erased)` once the person's data was erased).
    pub email: String,
    /// The staff member's e-mail address, or `monthly report`.
    pub by: String,
    pub at: DateTime<Utc>,
}

#[derive(Debug, Object)]
#[oai(rename = "OwnerLog")]
pub struct OwnerLogDto {
    /// Newest first, at most 200.
    pub entries: Vec<OwnerLogEntryDto>,
}

fn action(action: OwnerAction) -> OwnerLogActionDto {
    match action {
        OwnerAction::Recorded => OwnerLogActionDto::Recorded,
        OwnerAction::Removed => OwnerLogActionDto::Removed,
        OwnerAction::ReportSent => OwnerLogActionDto::ReportSent,
        OwnerAction::MonthlyReportSent => OwnerLogActionDto::MonthlyReportSent,
    }
}

fn entry(entry: OwnerLogEntry) -> OwnerLogEntryDto {
    OwnerLogEntryDto {
        reference: entry.property.to_string(),
        action: action(entry.action),
        email: entry.email,
        by: entry.stamp.by,
        at: entry.stamp.at,
    }
}

pub struct OwnerLogApi;

operation_statuses! {
    ListOwnerLog: BadRequest = "The ref is not a reference.", Unauthorized, Forbidden, Internal;
}

#[OpenApi(tag = "ApiTags::Statistics")]
impl OwnerLogApi {
    /// The owner log, newest first (at most 200 entries): every change to a home's owner and
    /// every report mailed, with who did it and when; of one home with `ref`. Admin only.
    #[oai(path = "/owner-log", method = "get", operation_id = "listOwnerLog")]
    async fn list(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        /// Only this home's entries (three digits, or six for a generated ref).
        #[oai(name = "ref", validator(pattern = "^([0-9]{3}|[0-9]{6})$"))]
        reference: Query<Option<String>>,
    ) -> Result<Json<OwnerLogDto>, ApiError<ListOwnerLog>> {
        require(&state, &session, Permission::ManageOwners).await?;
        let reference = optional_ref_filter(reference.0)?;
        let entries = state
            .owners
            .owner_log(reference, LOG_LIMIT)
            .await
            .map_err(|error| ApiError::internal(anyhow::Error::new(error)))?;
        Ok(Json(OwnerLogDto {
            entries: entries.into_iter().map(entry).collect(),
        }))
    }
}
