//! One log line per request: method, path, client address, status and latency; every line
//! logged while the request runs carries its id (the `request` span), which the answer
//! repeats in `X-Request-Id` so a report from a client can be matched to the log.

use poem::{Endpoint, EndpointExt, IntoResponse};
use std::time::Instant;
use tracing::Instrument;

pub fn log_requests<E: Endpoint + 'static>(endpoint: E) -> impl Endpoint {
    endpoint.around(|inner, request| async move {
        let request_id = crate::request_id::next();
        let span = tracing::info_span!("request", request_id = %request_id);
        async move {
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
            Ok(response
                .with_header("X-Request-Id", request_id.as_str())
                .into_response())
        }
        .instrument(span)
        .await
    })
}
