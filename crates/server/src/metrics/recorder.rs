//! The one Prometheus recorder of the process: `metrics::counter!` and friends anywhere in the
//! code land in it, and `/metrics` renders it.

use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};
use std::sync::OnceLock;

/// Upper bounds, in seconds, of every histogram's buckets: a fast API answer to a slow page.
const SECONDS_BUCKETS: &[f64] = &[
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

/// Installs the recorder on first use (metrics recorded before that are not kept) and
/// answers its handle. One per process: several apps in one test process share it.
pub fn prometheus() -> &'static PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE.get_or_init(|| {
        PrometheusBuilder::new()
            .set_buckets(SECONDS_BUCKETS)
            .expect("the bucket list is not empty")
            .install_recorder()
            .expect("no other metrics recorder is installed")
    })
}
