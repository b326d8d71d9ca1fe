//! The client address the rate limits, the stored hash and the request log use: resolved once
//! per request from the TCP peer and, behind trusted proxies, `X-Forwarded-For`.

use crate::trusted_proxies::TrustedProxies;
pub use api::client_address::client_address;
use api::client_address::{peer, ClientAddress};
use poem::http::header::HeaderName;
use poem::{Endpoint, EndpointExt};
use std::sync::Arc;

const X_FORWARDED_FOR: HeaderName = HeaderName::from_static("x-forwarded-for");

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
