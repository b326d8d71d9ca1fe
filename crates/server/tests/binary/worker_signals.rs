//! The workers' signals on `/metrics`: each finished pass bumps
//! `worker_passes_total{worker=…}`, so a test proves that nothing was sent by waiting for
//! passes that began after the last expected mail, never for a fixed time.

use super::server::request;
use std::time::{Duration, Instant};

pub const MAIL_DELIVERY: &str = "mail_delivery";
pub const ALERT_DIGESTS: &str = "alert_digests";

/// The value of the counter sample named exactly `series` (labels included) in a `/metrics`
/// answer; 0 before its first increment.
pub fn counter(metrics: &str, series: &str) -> u64 {
    metrics
        .lines()
        .find_map(|line| line.strip_prefix(series)?.strip_prefix(' '))
        .map_or(0, |value| value.trim().parse().expect("a counter's value"))
}

/// The sample of `worker`'s finished passes.
pub fn passes_series(worker: &str) -> String {
    format!("worker_passes_total{{worker=\"{worker}\"}}")
}

/// `GET /metrics` of the server at `address` (`127.0.0.1:PORT`).
pub fn metrics(address: &str) -> String {
    let answer = request(address, "GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    answer
}

/// Waits (up to 30 s) until `worker` has finished two passes more than it had when called:
/// the second of them began after this call, so it saw everything done before it.
pub fn wait_for_a_whole_pass(address: &str, worker: &str) {
    let series = passes_series(worker);
    let from = counter(&metrics(address), &series);
    let deadline = Instant::now() + Duration::from_secs(30);
    while counter(&metrics(address), &series) < from + 2 {
        assert!(Instant::now() < deadline, "no {worker} pass for 30 s");
        std::thread::sleep(Duration::from_millis(50));
    }
}
