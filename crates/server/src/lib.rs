//! The `langhe` server: configuration, the composition root that turns it into the whole
//! application (adapters behind the API's and the site's ports), the edge every request
//! passes (client address, limits, rate limits, logs, metrics), the background workers,
//! shutdown, backups and the command line's jobs. The black-box tests build through it too.

pub mod alert_worker;
pub mod application;
pub mod backup;
pub mod backup_config;
pub mod backup_worker;
pub mod body_limit;
pub mod cli;
pub mod client_address;
pub mod config;
pub mod connections;
pub mod create_user;
pub mod delivery_worker;
pub mod desk_digest_worker;
pub mod enquiry_config;
pub mod fx_rates_worker;
pub mod generate;
pub mod log_format;
pub mod metrics;
pub mod new_marks_worker;
pub mod owner_reports_worker;
pub mod page_views;
pub mod periodic_worker;
pub mod pre_body_checks;
pub mod readiness_route;
pub mod reminder_worker;
pub mod request_id;
pub mod request_log;
pub mod retention_worker;
pub mod server;
pub mod serving_limits;
pub mod shared_content;
pub mod shutdown;
pub mod trusted_proxies;
pub mod version;
pub mod visit_counting;
pub mod visit_tidying_worker;
pub mod worker_passes;
