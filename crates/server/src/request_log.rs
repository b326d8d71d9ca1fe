//! One log line per request: method, path, client address, status and latency; every line
//! logged while the request runs carries its id (the `request` span), which the answer
//! repeats in `X-Request-Id` so a report from a client can be matched to the log.

use poem::http::header::{HeaderName, HeaderValue};
use poem::{Endpoint, EndpointExt};
use std::time::Instant;
use tracing::Instrument;

const X_REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

pub fn log_requests<E: Endpoint + 'static>(endpoint: E) -> impl Endpoint {
    endpoint.around(|inner, request| async move {
        let request_id = crate::request_id::next();
        let span = tracing::info_span!("request", request_id = %request_id);
        async move {
            let started = Instant::now();
            // What the line names is only gathered when the line will be written (RUST_LOG).
            let logged = tracing::enabled!(tracing::Level::INFO).then(|| {
                (
                    request.method().clone(),
                    request.uri().path().to_owned(),
                    crate::client_address::client_address(&request),
                )
            });
            let mut response = inner.get_response(request).await;
            if let Some((method, path, client)) = logged {
                tracing::info!(
                    %method,
                    %path,
                    %client,
                    status = response.status().as_u16(),
                    latency_ms = started.elapsed().as_secs_f64() * 1000.0,
                    "request"
                );
            }
            // The id's own buffer becomes the header's bytes: no copy.
            if let Ok(id) = HeaderValue::try_from(request_id) {
                response.headers_mut().insert(X_REQUEST_ID, id);
            }
            Ok(response)
        }
        .instrument(span)
        .await
    })
}
