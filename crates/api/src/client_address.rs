//! The client address the rate limits and the stored hash use. The server's edge resolves it
//! once per request (from the TCP peer and, behind trusted proxies, `X-Forwarded-For`) and
//! leaves it in the request's extensions; handlers read it here.

use poem::Request;
use std::net::{IpAddr, Ipv4Addr};

/// Set on every request by the server's edge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClientAddress(pub IpAddr);

/// The resolved client; the TCP peer for a request that did not pass the edge (only
/// in-process tests of single endpoints do that).
pub fn client_address(request: &Request) -> IpAddr {
    request
        .extensions()
        .get::<ClientAddress>()
        .map_or_else(|| peer(request), |client| client.0)
}

/// The TCP peer's address (unspecified when the connection has none, as in tests).
pub fn peer(request: &Request) -> IpAddr {
    request
        .remote_addr()
        .as_socket_addr()
        .map(|address| address.ip())
        .unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED))
}
