//! Outbound adapters: each implements a domain port over a real technology.

pub mod alerts;
pub mod backup;
pub mod backup_schedule;
pub mod backup_targets;
pub mod captcha;
pub mod confirmation_mails;
pub mod contact_erasure;
pub mod content_events;
pub mod database;
pub mod fx_rates;
pub mod identity;
pub mod leads;
mod link_tokens;
pub mod mail;
pub mod maintenance;
pub mod newsletter;
mod opt_in;
pub mod outbox;
pub mod outbox_backlog;
pub mod private_files;
pub mod property_media;
pub mod readiness;
pub mod repositories;
mod secret_hash;
mod stored_enum;
pub mod system_clock;
pub mod viewings;
