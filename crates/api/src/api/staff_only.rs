//! `StaffOnly`: the guard of staff endpoints (the enquiry inbox, the subscriber export).
//!
//! Staff sign-in arrives with issue 4. Until it does, this guard REJECTS EVERY REQUEST with
//! 401: it never opens. Issue 4 replaces `no_staff_sessions_yet` with a real session check
//! for the admin and agent roles.

use poem::Request;
use poem_openapi::auth::Bearer;
use poem_openapi::SecurityScheme;

/// A signed-in admin or agent.
#[derive(SecurityScheme)]
#[oai(ty = "bearer", checker = "no_staff_sessions_yet")]
pub struct StaffOnly(#[allow(dead_code)] StaffMember);

pub struct StaffMember;

/// Always `None`: there are no staff sessions yet, so no token can be valid.
async fn no_staff_sessions_yet(_request: &Request, _bearer: Bearer) -> Option<StaffMember> {
    None
}
