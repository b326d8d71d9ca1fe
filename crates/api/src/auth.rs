//! The staff session as poem-openapi sees it: a bearer token in `Authorization`. The token is
//! only a key; every request reads the user's role from the database (app::staff).

use crate::error::{ApiError, Documents, Forbidden, Internal, Statuses, Unauthorized};
use crate::state::AppState;
use app::properties::Audience;
use app::staff::{authorize, AuthorizeError, Staff};
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

/// The statuses of an operation behind a staff session: 401, 403 and 500 at least.
pub trait StaffOperation:
    Statuses + Documents<Unauthorized> + Documents<Forbidden> + Documents<Internal>
{
}

impl<S> StaffOperation for S where
    S: Statuses + Documents<Unauthorized> + Documents<Forbidden> + Documents<Internal>
{
}

async fn authorize_session(
    state: &AppState,
    session: &StaffSession,
    permission: Permission,
) -> Result<Staff, AuthorizeError> {
    authorize(
        state.staff.session_ports(),
        Some(&session.0.token),
        permission,
        chrono::Utc::now(),
    )
    .await
}

/// 401 without a valid session, 403 when the role lacks `permission`.
pub async fn require<S: StaffOperation>(
    state: &AppState,
    session: &StaffSession,
    permission: Permission,
) -> Result<Staff, ApiError<S>> {
    Ok(authorize_session(state, session, permission).await?)
}

/// Staff who may see unpublished properties get them; everyone else — no token, a bad token,
/// or a role without the right — is a visitor (a bad token on a public page is not an error).
pub async fn audience<S: Statuses + Documents<Internal>>(
    state: &AppState,
    session: &MaybeStaffSession,
) -> Result<Audience, ApiError<S>> {
    let MaybeStaffSession::Session(session) = session else {
        return Ok(Audience::Public);
    };
    match authorize_session(state, session, Permission::ViewUnpublished).await {
        Ok(_) => Ok(Audience::Staff),
        Err(AuthorizeError::Unexpected(error)) => Err(ApiError::internal(error)),
        Err(AuthorizeError::NoSession | AuthorizeError::Forbidden) => Ok(Audience::Public),
    }
}
