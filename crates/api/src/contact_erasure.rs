//! `POST /api/contacts/erase` (admin only): the right to erasure, in one operation.

use crate::auth::{require, StaffSession};
use crate::error::{operation_statuses, ApiError};
use crate::state::AppState;
use crate::tags::ApiTags;
use desk::contacts::erase_contact;
use domain::ports::ErasedRecords;
use domain::Permission;
use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};

pub struct ContactErasureApi;

operation_statuses! {
    EraseContact: BadRequest = "The body is not an `EraseContactBody`, or its address is not a valid e-mail address.",
        Unauthorized, Forbidden, PayloadTooLarge, Internal;
}

#[derive(Debug, Object)]
pub struct EraseContactBody {
    /// The person's e-mail address, in any case.
    pub email: String,
}

/// What was removed: counts only, never the address or a text.
#[derive(Debug, Object)]
#[oai(rename = "ErasedRecords")]
pub struct ErasedRecordsDto {
    /// Enquiries and leads from the address (with their notes, history and replies) and the
    /// outbox's mails to it.
    pub messages: u64,
    /// Newsletter sign-ups.
    pub newsletter: u64,
    /// Saved-search alerts.
    pub alerts: u64,
    /// Viewing requests, with their slots and outcomes.
    pub viewings: u64,
    /// Homes the address was recorded as the owner of (details and report links).
    pub owners: u64,
}

impl From<ErasedRecords> for ErasedRecordsDto {
    fn from(erased: ErasedRecords) -> Self {
        Self {
            messages: erased.messages,
            newsletter: erased.newsletter,
            alerts: erased.alerts,
            viewings: erased.viewings,
            owners: erased.owners,
        }
    }
}

#[OpenApi(tag = "ApiTags::Enquiries")]
impl ContactErasureApi {
    /// Erases a person's data everywhere the site stores it: their enquiries and leads with
    /// notes, history and replies, every mail of the outbox to or from them, their viewing
    /// requests, newsletter sign-up and alerts, and the homes they are recorded as the owner of
    /// (details and report links). On SQLite the deleted bytes are overwritten
    /// in the file and its write-ahead log; on PostgreSQL the tables are vacuumed at once.
    /// Idempotent: an address with nothing stored (or erased before) answers 200 with zero
    /// counts, so the answer never tells whether the site knew the address. Admin only.
    #[oai(
        path = "/contacts/erase",
        method = "post",
        operation_id = "eraseContact"
    )]
    async fn erase(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        body: Json<EraseContactBody>,
    ) -> Result<Json<ErasedRecordsDto>, ApiError<EraseContact>> {
        require(&state, &session, Permission::EraseContacts).await?;
        let erased = erase_contact(state.enquiries.erasure.as_ref(), &body.0.email).await?;
        Ok(Json(erased.into()))
    }
}
