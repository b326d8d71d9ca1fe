//! The staff check of the inbox and the subscriber export, answered in the forms' error shape:
//! 401 without a valid session, 403 when the role (read from the database now) lacks the right.

use super::auth::StaffSession;
use super::form_error::FormApiError;
use crate::state::AppState;
use app::staff::authorize;
use domain::Permission;

pub async fn require_staff(
    state: &AppState,
    session: &StaffSession,
    permission: Permission,
) -> Result<(), FormApiError> {
    let staff = &state.staff;
    authorize(
        staff.sessions.as_ref(),
        staff.users.as_ref(),
        Some(&session.0.token),
        permission,
    )
    .await?;
    Ok(())
}
