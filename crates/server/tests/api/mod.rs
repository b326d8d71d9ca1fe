//! The HTTP API: each test starts the whole application in-process on a free port with a
//! fresh database (`support::app`), and talks to it over HTTP.

mod alerts;
mod articles;
mod cache_coherence;
mod confirmation_mails;
mod email_send;
mod enquiry_helpers;
mod errors;
mod fixtures;
mod hosted_captcha;
mod image_privacy;
mod images;
mod inbox;
mod kyero_feed;
mod link_page_headers;
mod list_cache;
mod mail_files;
mod newsletter;
mod openapi;
mod outbox_delivery;
mod page_cache;
mod properties;
mod property_facts;
mod property_filters;
mod readiness;
mod rich_text;
mod share_links;
mod staff;
mod staff_helpers;
mod staff_images;
mod stray_characters;
mod system;
mod towns;
mod trusted_proxies;
