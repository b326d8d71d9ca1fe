//! `GET /metrics`: the recorder in the Prometheus text format, for whom `LANGHE_METRICS` allows.

use poem::http::{header, StatusCode};
use poem::web::{Data, RemoteAddr};
use poem::{handler, IntoResponse, Request, Response};

/// 404 when metrics are off, 403 when this client may not read them.
#[handler]
pub fn metrics(
    request: &Request,
    remote: &RemoteAddr,
    access: Data<&super::MetricsAccess>,
) -> Response {
    let access = access.0;
    if matches!(access, super::MetricsAccess::Off) {
        return StatusCode::NOT_FOUND.into_response();
    }
    let peer = remote.as_socket_addr().map(|address| address.ip());
    let authorization = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|value| value.to_str().ok());
    if !access.allows(peer, authorization) {
        return StatusCode::FORBIDDEN.into_response();
    }
    let prometheus = super::prometheus();
    prometheus.run_upkeep();
    prometheus
        .render()
        .with_content_type("text/plain; version=0.0.4; charset=utf-8")
        .into_response()
}
