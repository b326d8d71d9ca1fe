//! What `/metrics` shows and who may read it: the process-wide Prometheus recorder, the
//! per-request counters, and the access rule.

mod access;
mod backups;
mod delivery;
mod outbox;
mod passes;
mod pool;
mod recorder;
mod requests;
mod route;
mod series;

pub use access::MetricsAccess;
pub use backups::{record_backup_failure, record_backup_state, BackupFailureKind};
pub use delivery::{record_delivery_pass, record_delivery_pass_error};
pub use outbox::sample_outbox_backlog;
pub use passes::{
    record_alert_digests, record_fx_rate_fetch, record_leads_anonymised, record_visits,
    record_worker_pass, ALERT_DIGESTS, DESK_DIGEST, EXCHANGE_RATES, LEAD_RETENTION, MAIL_DELIVERY,
    NEW_MARKS, OWNER_REPORTS, VIEWING_REMINDERS, VISIT_TIDYING,
};
pub use pool::sample_pool_use;
pub use recorder::prometheus;
pub use requests::{record_refusal, record_request_metrics, REFUSED_BEFORE_ROUTING};
pub use route::metrics;
