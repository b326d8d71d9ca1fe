use crate::auth::{require, StaffSession};
use crate::dto::{PageCacheReportDto, VersionDto};
use crate::error::{operation_statuses, ApiError};
use crate::state::AppState;
use crate::tags::ApiTags;
use domain::Permission;
use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;

pub struct SystemApi;

operation_statuses! {
    GetPageCacheReport: Unauthorized, Forbidden, Internal;
}

#[OpenApi(tag = "ApiTags::System")]
impl SystemApi {
    /// The version served: crate version, commit and a fingerprint of the front end. It
    /// changes with every deployment of new code, and the site reloads itself when it sees a
    /// new one.
    #[oai(path = "/version", method = "get", operation_id = "getVersion")]
    async fn version(&self, state: Data<&AppState>) -> Json<VersionDto> {
        Json(VersionDto {
            version: state.settings.version.clone(),
        })
    }

    /// What the full-page cache of this server holds (entries, bytes, its bounds) and has
    /// done (hits, misses, evictions, invalidations) since it started. Admin only: how much
    /// of the site is read, and how, is the operator's business.
    #[oai(
        path = "/system/page-cache",
        method = "get",
        operation_id = "getPageCacheReport"
    )]
    async fn page_cache(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
    ) -> Result<Json<PageCacheReportDto>, ApiError<GetPageCacheReport>> {
        require(&state, &session, Permission::ReadServerReports).await?;
        Ok(Json(state.page_cache.report().into()))
    }
}
