//! "Signed-in devices": the signed-in person's own sessions, each of which they can end.

use crate::auth::StaffSession;
use crate::dto::SignedInDeviceDto;
use crate::error::{operation_statuses, ApiError};
use crate::state::AppState;
use crate::tags::ApiTags;
use app::staff::{end_device, list_devices};
use poem::web::Data;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, OpenApi};

pub struct SessionsApi;

pub const DEVICE_NOT_FOUND: &str = "This device is not signed in";

operation_statuses! {
    ListSignedInDevices: Unauthorized, Internal;
    EndSignedInDevice: Unauthorized,
        NotFound = "The session is not one of the signed-in person's (ended, expired, or someone else's).",
        Internal;
}

#[derive(ApiResponse)]
enum DeviceEnded {
    /// The session has ended: that device is signed out at its next request.
    #[oai(status = 204)]
    Done,
}

#[OpenApi(tag = "ApiTags::Users")]
impl SessionsApi {
    /// The signed-in person's sessions that still hold, one per device, the most recently
    /// seen first; the one asking is marked `thisDevice`. 401 without a valid session.
    #[oai(
        path = "/users/sessions",
        method = "get",
        operation_id = "listSignedInDevices"
    )]
    async fn list(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
    ) -> Result<Json<Vec<SignedInDeviceDto>>, ApiError<ListSignedInDevices>> {
        let devices = list_devices(
            state.staff.session_ports(),
            &session.0.token,
            chrono::Utc::now(),
        )
        .await?;
        Ok(Json(devices.into_iter().map(Into::into).collect()))
    }

    /// Ends one of the signed-in person's sessions: only that device is signed out, at its
    /// next request (ending this device's own is signing out). 401 without a valid session,
    /// 404 when the session is not one of theirs (or the id is not a number).
    #[oai(
        path = "/users/sessions/:id",
        method = "delete",
        operation_id = "endSignedInDevice"
    )]
    async fn end(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        id: Path<String>,
    ) -> Result<DeviceEnded, ApiError<EndSignedInDevice>> {
        end_device(
            state.staff.session_ports(),
            &session.0.token,
            id.0.parse().ok(),
            chrono::Utc::now(),
        )
        .await?;
        Ok(DeviceEnded::Done)
    }
}
