//! The client address the rate limits, the stored hash and the request log use: resolved once
//! per request from the TCP peer and, behind trusted proxies, `X-Forwarded-For`.

use crate::trusted_proxies::TrustedProxies;
use poem::http::header::HeaderName;
use poem::{Endpoint, EndpointExt, Request};
use std::net::{IpAddr, Ipv4Addr};
use std::sync::Arc;

const X_FORWARDED_FOR: HeaderName = HeaderName::from_static("x-forwarded-for");

/// Set on every request by [`with_client_address`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct ClientAddress(IpAddr);

/// Wraps the whole application (outside the request log, which reports the address too).
pub fn with_client_address<E: Endpoint>(
    endpoint: E,
    trusted: TrustedProxies,
) -> impl Endpoint<Output = E::Output> {
    let trusted = Arc::new(trusted);
    endpoint.before(move |mut request| {
        let trusted = trusted.clone();
        async move {
            let forwarded_for = request
                .headers()
                .get_all(X_FORWARDED_FOR)
                .iter()
                .filter_map(|value| value.to_str().ok())
                .collect::<Vec<_>>();
            let address = trusted.client_address(peer(&request), forwarded_for);
            request.extensions_mut().insert(ClientAddress(address));
            Ok(request)
        }
    })
}

/// The resolved client; the TCP peer for a request that did not pass [`with_client_address`]
/// (only in-process tests of single endpoints do that).
pub fn client_address(request: &Request) -> IpAddr {
    request
        .extensions()
        .get::<ClientAddress>()
        .map_or_else(|| peer(request), |client| client.0)
}

fn peer(request: &Request) -> IpAddr {
    request
        .remote_addr()
        .as_socket_addr()
        .map(|address| address.ip())
        .unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED))
}
