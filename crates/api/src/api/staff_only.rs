//! `StaffOnly`: the guard of staff endpoints (the enquiry inbox, the subscriber export).
//!
//! A valid staff session whose role, read from the database now, may read enquiries (admin,
//! agent); anything else answers 401.

use crate::state::AppState;
use app::staff::authorize;
use domain::Permission;
use poem::Request;
use poem_openapi::auth::Bearer;
use poem_openapi::SecurityScheme;

/// A signed-in admin or agent.
#[derive(SecurityScheme)]
#[oai(ty = "bearer", checker = "staff_who_read_enquiries")]
pub struct StaffOnly(#[allow(dead_code)] StaffMember);

pub struct StaffMember;

async fn staff_who_read_enquiries(request: &Request, bearer: Bearer) -> Option<StaffMember> {
    let staff = &request.data::<AppState>()?.staff;
    authorize(staff.sessions.as_ref(), staff.users.as_ref(), Some(&bearer.token), Permission::ReadEnquiries)
        .await
        .ok()
        .map(|_| StaffMember)
}
