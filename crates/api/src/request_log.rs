//! One log line per request: method, path, client address, status and latency.

use poem::{Endpoint, EndpointExt, IntoResponse};
use std::time::Instant;

pub fn log_requests<E: Endpoint + 'static>(endpoint: E) -> impl Endpoint {
    endpoint.around(|inner, request| async move {
        let started = Instant::now();
        let method = request.method().clone();
        let path = request.uri().path().to_owned();
        let client = crate::client_address::client_address(&request);
        let response = inner.get_response(request).await;
        tracing::info!(
            %method,
            %path,
            %client,
            status = response.status().as_u16(),
            latency_ms = started.elapsed().as_secs_f64() * 1000.0,
            "request"
        );
        Ok(response.into_response())
    })
}
