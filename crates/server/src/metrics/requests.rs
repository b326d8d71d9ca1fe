//! Every request counted and timed by route template (`/api/properties/:ref`, never the raw
//! path, so the number of series stays bounded), method and status; those refused before the
//! router saw them (a declared body too large, a rate limit, an upload without a staff session)
//! are counted by the check that refused them.

use poem::http::{Method, StatusCode};
use poem::PathPattern;
use poem::{Endpoint, EndpointExt, IntoResponse};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

/// The route label of a request no route matched.
const UNMATCHED: &str = "unmatched";

fn unmatched() -> &'static Arc<str> {
    static UNMATCHED_ROUTE: OnceLock<Arc<str>> = OnceLock::new();
    UNMATCHED_ROUTE.get_or_init(|| Arc::from(UNMATCHED))
}

/// Wrap the router itself: the route template is only known on what it answers.
pub fn record_request_metrics<E: Endpoint + 'static>(endpoint: E) -> impl Endpoint {
    endpoint.around(|inner, request| async move {
        let started = Instant::now();
        let method = request.method().clone();
        let answer = inner.call(request).await.map(IntoResponse::into_response);
        let (status, pattern) = match &answer {
            Ok(response) => (response.status(), response.data::<PathPattern>()),
            Err(error) => (error.status(), error.data::<PathPattern>()),
        };
        let route = pattern.map_or_else(|| unmatched().clone(), |pattern| pattern.0.clone());
        super::series::record(&method, &route, status, started.elapsed());
        answer
    })
}

/// The route label of a request refused for its declared length before any route was chosen.
pub const REFUSED_BEFORE_ROUTING: &str = "refused_before_routing";

/// A request answered by a check in front of the router: `route` is the template of the
/// route it was meant for, or [`REFUSED_BEFORE_ROUTING`].
pub fn record_refusal(method: &Method, route: &str, status: StatusCode, took: Duration) {
    super::series::record(method, &Arc::from(route), status, took);
}
