//! The route tree: the JSON API behind its public list cache, liveness, readiness, metrics,
//! images, and the site with its server renderer's threads.

use super::site_settings::{security_policy, site_settings};
use crate::body_limit::with_body_limits;
use crate::client_address::with_client_address;
use crate::config::Config;
use crate::page_views::with_page_views;
use crate::pre_body_checks::with_pre_body_checks;
use crate::readiness_route;
use crate::request_log::log_requests;
use api::images_route;
use api::public_list_cache::{with_list_hits_first, PublicListCache};
use api::state::AppState;
use app::site::SiteReads;
use poem::endpoint::BoxEndpoint;
use poem::{get, handler, EndpointExt, Route};
use site::PageCache;
use std::sync::Arc;

/// Every route of the site: the JSON API, liveness, readiness, metrics, images, then the front
/// end for every other path; each body bounded, and the checks that need no body made before
/// it is read; security headers and compression on every response; one log line each, naming
/// the client as resolved through trusted proxies; each counted and timed by route template.
pub(super) fn every_route(
    state: &AppState,
    config: &Config,
    pages: Arc<PageCache>,
    list_cache: Arc<PublicListCache>,
) -> BoxEndpoint<'static> {
    let policy = security_policy(config);
    let trusted_proxies = config.trusted_proxies.clone();
    // One API instance (one public list cache) for browsers and for pages' initial data.
    let api: site::ApiEndpoint = Arc::new(
        api::routes(state.clone(), list_cache.clone())
            .map_to_response()
            .boxed(),
    );
    // The site asks it by whole paths (`/api/properties/123`), as a browser would.
    let api_for_pages: site::ApiEndpoint =
        Arc::new(Route::new().nest(api::API_PREFIX, api.clone()).boxed());
    let site = site_settings(config);
    let renderer = site::Renderer::start(&site.ssr, site.site_config().to_json());
    let reads = SiteReads::new(
        state.properties.clone(),
        state.articles.clone(),
        state.towns.clone(),
        state.images.clone(),
        state.photo_captions.clone(),
    )
    .with_property_media(state.property_media.clone())
    .with_agency_fee(state.settings.agency_fee);
    crate::metrics::prometheus();
    let app = Route::new()
        .nest("/api", api.clone())
        .at("/healthz", get(healthz))
        .at(
            "/metrics",
            get(crate::metrics::metrics).data(config.metrics.clone()),
        )
        .at("/readyz", get(readiness_route::readyz).data(state.clone()))
        .nest("/images", images_route::routes().data(state.clone()))
        .nest(
            desk::owner_reports::REPORT_PATH,
            with_report_style(api::owner_report_page::routes(state.clone())),
        )
        .nest(
            "/",
            with_page_views(
                site::routes(reads, pages, api_for_pages, site, renderer),
                state.counter.clone(),
                state.enquiries.clock.clone(),
            ),
        );
    // A fresh public list skips the routing; it is still counted, logged and given the
    // edge's headers like every answer.
    let app = with_list_hits_first(app, list_cache);
    let app = crate::metrics::record_request_metrics(app);
    let app = api::with_json_errors_under_api(app);
    let bounded = with_pre_body_checks(with_body_limits(app), state.clone());
    with_client_address(
        log_requests(site::with_response_middlewares(bounded, &policy)),
        trusted_proxies,
    )
    .map_to_response()
    .boxed()
}

/// The owner's report carries its stylesheet inline: its hash goes to the security headers.
fn with_report_style(endpoint: impl poem::Endpoint + 'static) -> impl poem::Endpoint {
    let hashes = site::StyleHashes::of(api::owner_report_page::REPORT_STYLE);
    endpoint.map_to_response().after(move |answer| {
        let hashes = hashes.clone();
        async move {
            let mut response = answer?;
            response.extensions_mut().insert(hashes);
            Ok(response)
        }
    })
}

/// Liveness only: the process is up and serving.
#[handler]
fn healthz() -> &'static str {
    "ok"
}
