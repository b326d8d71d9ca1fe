//! Outbound adapters: each implements a domain port over a real technology.
//!
//! The SeaORM entity modules (and the few row rules beside them) are public for one reader
//! outside: the whole-site backup (`backup-adapters`), which copies every column of every
//! table, as no domain type carries them all. Everything else uses the ports.

pub mod alerts;
pub mod audience;
pub mod captcha;
pub mod confirmation_mails;
pub mod contact_erasure;
pub mod content_events;
pub mod database;
pub mod fx_rates;
pub mod identity;
pub mod leads;
pub mod link_tokens;
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
pub mod secret_hash;
mod stored_enum;
pub mod system_clock;
pub mod viewings;
