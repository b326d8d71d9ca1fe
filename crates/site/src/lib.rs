//! The public site: the built front end served with server-rendered head tags and first
//! screens, the page and feed caches, the sitemap, the news and portal feeds, the site
//! knowledge the front end is generated from, and the security headers its pages need.
//!
//! Mount [`routes`] at "/" after /api, /healthz and /images, and wrap the whole application in
//! [`with_response_middlewares`] so every response gets the security headers and compression.
//! The site reads content through `app` and asks the JSON API, which the server hands it as
//! an endpoint ([`ApiEndpoint`]), for its pages' initial data; it knows neither the adapters
//! nor the API crate.

mod build_watch;
mod buying_cost_rules;
mod captcha_widget;
mod compression;
mod cookie_choice_form;
mod deferred_start;
mod feed_cache;
mod first_screen;
mod head_tags;
mod image_preload;
mod index_document;
mod initial_data;
mod initial_data_keys;
mod inline_styles;
mod kyero_feed;
mod kyero_listing;
mod language;
mod list_filters;
mod news_feed;
mod page_address;
mod page_cache;
mod page_heads;
mod page_item;
mod page_photos;
mod plain_text;
mod portal_feed;
mod precompressed;
mod privacy_facts;
mod route_table;
mod screens;
mod security_headers;
mod site;
mod site_api;
pub mod site_knowledge;
pub mod site_route;
mod sitemap;
mod ssr;
mod static_pages;
mod stray_paths;
mod structured_data;
mod vite_manifest;
mod xml_text;

pub use captcha_widget::{CaptchaSetup, CaptchaSiteConfig, CaptchaSources};
pub use compression::TextCompression;
pub use inline_styles::StyleHashes;
pub use page_cache::{PageCache, PageCacheLimits};
pub use privacy_facts::{ConfiguredServices, PrivacyFacts, Processor};
pub use route_table::routes_knowledge;
pub use security_headers::{SecurityHeaders, SecurityPolicy};
pub use site::{Site, SiteSettings};
pub use site_api::ApiEndpoint;
pub use sitemap::SitemapLimits;
pub use ssr::{EngineLimits, Renderer, SsrSettings};
pub use static_pages::page_heads;

use app::addresses::SiteUrls;
use app::site::SiteReads;
use poem::endpoint::make;
use poem::{get, Endpoint, EndpointExt, Response, Route};
use std::sync::Arc;

/// The front end, /sitemap.xml, /robots.txt and the portal feed, drawn from what `reads`
/// answers. `api` is the JSON API mounted at /api: pages ask it for their first screen's
/// data; `renderer` draws their first screen when server rendering is on; `pages` keeps
/// finished pages and says when content changed.
pub fn routes(
    reads: SiteReads,
    pages: Arc<PageCache>,
    api: ApiEndpoint,
    settings: SiteSettings,
    renderer: Option<Renderer>,
) -> Route {
    let feed = Arc::new(portal_feed::PortalFeed {
        reads: reads.clone(),
        urls: SiteUrls::new(&settings.public_url, &settings.image_base_url),
        cache: feed_cache::FeedCache::new(
            settings.feed_dir.clone(),
            pages.clone(),
            site::PUBLIC_PAGE,
        ),
    });
    site_routes(reads, api, settings, renderer, pages).at(
        kyero_feed::KYERO_FEED_PATH,
        get(make(move |req| {
            let feed = feed.clone();
            async move { feed.answer(&req).await }
        })),
    )
}

/// The front end, /sitemap.xml and /robots.txt.
fn site_routes(
    reads: SiteReads,
    api: ApiEndpoint,
    settings: SiteSettings,
    renderer: Option<Renderer>,
    pages: Arc<PageCache>,
) -> Route {
    let public_url = settings.public_url.clone();
    let site = Arc::new(Site::new(reads, api, settings, renderer, pages));
    let for_assets = site.clone();
    let for_pages = site.clone();
    let for_sitemap = site.clone();
    let for_sitemap_parts = site.clone();
    let for_news_feed = site.clone();
    let for_robots = site;
    let page_endpoint = Arc::new(make(move |req| {
        let site = for_pages.clone();
        async move { site.page(req).await }
    }));
    Route::new()
        .nest(
            "/assets",
            get(make(move |req| {
                let site = for_assets.clone();
                async move { site.asset(req).await }
            })),
        )
        .at(
            sitemap::SITEMAP_PATH,
            get(make(move |_| {
                let site = for_sitemap.clone();
                async move { site.sitemap().await }
            })),
        )
        .at(
            format!("{}/:file", sitemap::SITEMAP_PARTS),
            get(make(move |req| {
                let site = for_sitemap_parts.clone();
                async move {
                    let file = req
                        .uri()
                        .path()
                        .rsplit('/')
                        .next()
                        .unwrap_or_default()
                        .to_owned();
                    site.sitemap_part(&file).await
                }
            })),
        )
        .at(
            news_feed::NEWS_FEED_PATH,
            get(make(move |_| {
                let site = for_news_feed.clone();
                async move { site.news_feed().await }
            })),
        )
        .at(
            "/robots.txt",
            get(make(move |_| {
                let site = for_robots.clone();
                async move { Ok::<_, poem::Error>(site.robots()) }
            })),
        )
        .at(
            cookie_choice_form::COOKIE_CHOICE_PATH,
            poem::post(make(move |mut req: poem::Request| {
                let public_url = public_url.clone();
                async move {
                    // A banner's form is a few dozen bytes.
                    let bytes = req.take_body().into_bytes_limit(2048).await.map_err(|_| {
                        poem::Error::from_status(poem::http::StatusCode::PAYLOAD_TOO_LARGE)
                    })?;
                    Ok::<_, poem::Error>(cookie_choice_form::answer(&req, &bytes, &public_url))
                }
            })),
        )
        .at("/", get(page_endpoint.clone()))
        .at("/*", get(page_endpoint))
}

/// Security headers outermost, so that compressed and error responses carry them too.
pub fn with_response_middlewares<E: Endpoint>(
    endpoint: E,
    policy: &SecurityPolicy,
) -> impl Endpoint<Output = Response> {
    endpoint
        .with(TextCompression)
        .with(SecurityHeaders::new(policy))
}
