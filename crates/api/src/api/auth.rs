//! The staff session as poem-openapi sees it: a bearer token in `Authorization`. The token is
//! only a key; every request reads the user's role from the database (app::staff).

use super::error::ApiError;
use crate::state::AppState;
use app::properties::Audience;
use app::staff::{authorize, Staff};
use domain::Permission;
use poem_openapi::auth::Bearer;
use poem_openapi::SecurityScheme;

/// Our session token (from POST /users/google or /users/one-time-link).
#[derive(SecurityScheme)]
#[oai(ty = "bearer", bearer_format = "JWT")]
pub struct StaffSession(pub Bearer);

/// Operations open to everyone that show more to staff.
#[derive(SecurityScheme)]
pub enum MaybeStaffSession {
    Session(StaffSession),
    #[oai(fallback)]
    Anonymous,
}

/// 401 without a valid session, 403 when the role lacks `permission`.
pub async fn require(
    state: &AppState,
    session: &StaffSession,
    permission: Permission,
) -> Result<Staff, ApiError> {
    let staff = &state.staff;
    Ok(authorize(
        staff.sessions.as_ref(),
        staff.users.as_ref(),
        Some(&session.0.token),
        permission,
    )
    .await?)
}

/// Staff who may see unpublished properties get them; everyone else — no token, a bad token,
/// or a role without the right — is a visitor (a bad token on a public page is not an error).
pub async fn audience(state: &AppState, session: &MaybeStaffSession) -> Result<Audience, ApiError> {
    let MaybeStaffSession::Session(session) = session else {
        return Ok(Audience::Public);
    };
    match require(state, session, Permission::ViewUnpublished).await {
        Ok(_) => Ok(Audience::Staff),
        Err(ApiError::Internal(body)) => Err(ApiError::Internal(body)),
        Err(_) => Ok(Audience::Public),
    }
}
