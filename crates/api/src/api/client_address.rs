//! The client address the rate limit and the stored hash use.

use poem::Request;
use std::net::{IpAddr, Ipv4Addr};

/// The TCP peer. Behind a reverse proxy every visitor shares the proxy's address; trusting
/// `X-Forwarded-For` needs a configured proxy list, which this site does not have yet.
pub fn client_address(request: &Request) -> IpAddr {
    request
        .remote_addr()
        .as_socket_addr()
        .map(|address| address.ip())
        .unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED))
}
