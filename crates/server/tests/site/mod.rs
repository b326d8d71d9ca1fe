//! The front end as the application serves it over the harness's fake build
//! (`Spawn::site()`, asked in-process; `support::pages` reads the answers): head tags,
//! status codes, caching, sitemap, structured data, security headers and compression.

mod caching;
mod captcha_pages;
mod compression;
mod draft_articles;
mod first_screen;
mod italian_pages;
mod news_feed;
mod page_reads;
mod pages;
mod photo_captions;
mod privacy_policy;
mod property_pages;
mod security;
mod server_rendering;
mod shortlist_pages;
mod sitemap;
mod staff_pages;
mod stray_paths;
mod structured_data;
mod tour_frames;
