//! What `/metrics` shows and who may read it: the process-wide Prometheus recorder, the
//! per-request counters, and the access rule.

mod access;
mod pool;
mod recorder;
mod requests;
mod route;

pub use access::MetricsAccess;
pub use pool::sample_pool_use;
pub use recorder::prometheus;
pub use requests::record_request_metrics;
pub use route::metrics;
