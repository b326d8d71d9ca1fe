//! Every request counted and timed by route template (`/api/properties/:ref`, never the raw
//! path, so the number of series stays bounded), method and status.

use poem::PathPattern;
use poem::{Endpoint, EndpointExt, IntoResponse};
use std::time::Instant;

/// The route label of a request no route matched.
const UNMATCHED: &str = "unmatched";

/// Wrap the router itself: the route template is only known on what it answers.
pub fn record_request_metrics<E: Endpoint + 'static>(endpoint: E) -> impl Endpoint {
    endpoint.around(|inner, request| async move {
        let started = Instant::now();
        let method = request.method().to_string();
        let answer = inner.call(request).await.map(IntoResponse::into_response);
        let (status, pattern) = match &answer {
            Ok(response) => (response.status(), response.data::<PathPattern>()),
            Err(error) => (error.status(), error.data::<PathPattern>()),
        };
        let route = pattern.map_or_else(|| UNMATCHED.to_owned(), |pattern| pattern.0.to_string());
        let labels = [
            ("method", method),
            ("route", route),
            ("status", status.as_u16().to_string()),
        ];
        metrics::counter!("http_requests_total", &labels).increment(1);
        metrics::histogram!("http_request_duration_seconds", &labels)
            .record(started.elapsed().as_secs_f64());
        answer
    })
}
