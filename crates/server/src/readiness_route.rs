//! `/readyz`: may a load balancer send this instance traffic? (`/healthz` is liveness only.)

use api::state::AppState;
use poem::http::StatusCode;
use poem::web::{Data, Json};
use poem::{handler, IntoResponse, Response};
use serde_json::json;
use std::time::Duration;

/// Longest a single dependency may take before it counts as not ready; well inside the
/// usual probe timeouts of load balancers and orchestrators.
const CHECK_TIMEOUT: Duration = Duration::from_secs(2);

/// 200 `{"ready":true}` when every dependency answers; otherwise 503 naming the ones that
/// did not (`{"ready":false,"unready":["database"]}`). Reasons go to the log, not to
/// whoever can reach the port.
#[handler]
pub async fn readyz(state: Data<&AppState>) -> Response {
    let unready = app::readiness::unready_dependencies(&state.readiness, CHECK_TIMEOUT).await;
    if unready.is_empty() {
        return Json(json!({ "ready": true })).into_response();
    }
    for dependency in &unready {
        tracing::warn!(
            dependency = dependency.name,
            reason = %dependency.reason,
            "not ready"
        );
    }
    let names: Vec<&str> = unready.iter().map(|dependency| dependency.name).collect();
    Json(json!({ "ready": false, "unready": names }))
        .with_status(StatusCode::SERVICE_UNAVAILABLE)
        .into_response()
}
