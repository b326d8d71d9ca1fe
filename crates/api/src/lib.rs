//! HTTP layer of Langhe Property: the JSON API, image serving, configuration, and the
//! assembly of the whole application for the `langhe` binary and the black-box tests.

pub mod alert_worker;
pub mod api;
pub mod application;
pub mod backup;
pub mod backup_config;
pub mod body_limit;
pub mod cli;
pub mod client_address;
pub mod config;
pub mod connections;
pub mod create_user;
pub mod delivery_worker;
pub mod enquiry_config;
pub mod enquiry_state;
pub mod generate;
pub mod images_route;
pub mod log_format;
pub mod metrics;
pub mod picture_access;
pub mod pre_body_checks;
pub mod rate_limit;
pub mod readiness_route;
pub mod request_id;
pub mod request_log;
pub mod server;
pub mod serving_limits;
pub mod share_link;
pub mod shared_content;
pub mod shutdown;
pub mod site_knowledge;
pub mod staff_state;
pub mod state;
pub mod trusted_proxies;
pub mod version;
pub mod web;
