//! Outbound adapters: each implements a domain port over a real technology.

pub mod alerts;
pub mod backup;
pub mod backup_schedule;
pub mod backup_targets;
pub mod captcha;
pub mod confirmation_mails;
pub mod content_events;
pub mod database;
pub mod identity;
pub mod images;
mod link_tokens;
pub mod mail;
pub mod maintenance;
pub mod newsletter;
mod opt_in;
pub mod outbox;
pub mod outbox_backlog;
pub mod private_files;
pub mod readiness;
pub mod repositories;
pub mod s3_bucket;
mod secret_hash;
mod stored_enum;
pub mod system_clock;
