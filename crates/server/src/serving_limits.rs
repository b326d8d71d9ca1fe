//! What one server lets its clients hold: how long a request head may take to arrive, how long
//! a connection may sit idle, how many connections are open at once, and how many uploaded
//! photos are decoded and resized at once. The binary sits behind a reverse proxy
//! (docs/deploy.md); these bound what reaches it anyway, from a client or a proxy gone wrong.

use crate::config::error::ConfigError;
use crate::config::reader::Reader;
use crate::config::variables::{
    HEADER_READ_TIMEOUT_SECONDS, IDLE_TIMEOUT_SECONDS, MAX_CONNECTIONS, UPLOAD_DECODES,
};
use std::time::Duration;

/// A client has this long from the first byte of a request head (from opening the connection,
/// for a new one) to send the whole head: the proxy in front sends one in microseconds, a
/// client that drips it byte by byte is holding a connection hostage.
const DEFAULT_HEADER_READ_TIMEOUT_SECONDS: u64 = 10;
/// A connection on which nothing moves either way for this long is closed, a kept-alive one
/// waiting for its next request included. Above the 60 s after which nginx (and most load
/// balancers) drop an idle upstream connection, so that the proxy closes it first and never
/// sends a request down a connection the server is closing.
const DEFAULT_IDLE_TIMEOUT_SECONDS: u64 = 75;
/// Open connections beyond it are closed at once. Far above what a proxy's keep-alive pool
/// and its bursts need (deploy/nginx.conf keeps 32), far below the process's file limit.
const DEFAULT_MAX_CONNECTIONS: usize = 1024;
/// Decoding a photo costs three bytes per pixel of the original (up to ~150 MB for the largest
/// accepted one): two at a time keep a burst of uploads within a few hundred megabytes.
const DEFAULT_UPLOAD_DECODES: usize = 2;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ServingLimits {
    pub header_read_timeout: Duration,
    pub idle_timeout: Duration,
    pub max_connections: usize,
    /// Uploaded photos decoded and resized at once; more wait their turn.
    pub upload_decodes: usize,
}

impl Default for ServingLimits {
    fn default() -> Self {
        Self {
            header_read_timeout: Duration::from_secs(DEFAULT_HEADER_READ_TIMEOUT_SECONDS),
            idle_timeout: Duration::from_secs(DEFAULT_IDLE_TIMEOUT_SECONDS),
            max_connections: DEFAULT_MAX_CONNECTIONS,
            upload_decodes: DEFAULT_UPLOAD_DECODES,
        }
    }
}

impl ServingLimits {
    pub fn read(read: &Reader) -> Result<Self, ConfigError> {
        let seconds = |variable, default| {
            read.number_from(variable, 1)
                .map(|seconds| Duration::from_secs(seconds.unwrap_or(default)))
        };
        let positive = |variable, default| {
            read.number_from(variable, 1)
                .map(|count| count.unwrap_or(default))
        };
        Ok(Self {
            header_read_timeout: seconds(
                &HEADER_READ_TIMEOUT_SECONDS,
                DEFAULT_HEADER_READ_TIMEOUT_SECONDS,
            )?,
            idle_timeout: seconds(&IDLE_TIMEOUT_SECONDS, DEFAULT_IDLE_TIMEOUT_SECONDS)?,
            max_connections: positive(&MAX_CONNECTIONS, DEFAULT_MAX_CONNECTIONS)?,
            upload_decodes: positive(&UPLOAD_DECODES, DEFAULT_UPLOAD_DECODES)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn from(pairs: &[(&str, &str)]) -> Result<ServingLimits, ConfigError> {
        let lookup = |name: &str| {
            pairs
                .iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| (*value).to_owned())
        };
        ServingLimits::read(&Reader::new(&lookup))
    }

    #[test]
    fn each_limit_has_a_default_and_takes_a_positive_whole_number() {
        assert_eq!(from(&[]), Ok(ServingLimits::default()));
        let configured = from(&[
            ("LANGHE_HEADER_READ_TIMEOUT_SECONDS", "2"),
            ("LANGHE_IDLE_TIMEOUT_SECONDS", "30"),
            ("LANGHE_MAX_CONNECTIONS", "8"),
            ("LANGHE_UPLOAD_DECODES", "1"),
        ])
        .unwrap();
        assert_eq!(configured.header_read_timeout, Duration::from_secs(2));
        assert_eq!(configured.idle_timeout, Duration::from_secs(30));
        assert_eq!(configured.max_connections, 8);
        assert_eq!(configured.upload_decodes, 1);
        for bad in ["0", "-1", "ten"] {
            assert_eq!(
                from(&[("LANGHE_MAX_CONNECTIONS", bad)]),
                Err(ConfigError::OutOfRange {
                    variable: "LANGHE_MAX_CONNECTIONS",
                    range: "from 1 up".to_owned(),
                    value: bad.to_owned()
                })
            );
        }
    }
}
