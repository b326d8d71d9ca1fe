//! The front end as the application serves it (`support::site`): head tags, status codes,
//! caching, sitemap, structured data, security headers and compression.

mod caching;
mod captcha_pages;
mod compression;
mod first_screen;
mod news_feed;
mod page_reads;
mod pages;
mod privacy_policy;
mod property_pages;
mod security;
mod server_rendering;
mod sitemap;
mod staff_pages;
mod stray_paths;
mod structured_data;
