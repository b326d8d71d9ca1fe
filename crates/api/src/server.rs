//! Assembling and running the whole application.

use crate::api;
use crate::body_limit::with_body_limits;
use crate::client_address::with_client_address;
use crate::config::Config;
use crate::images_route;
use crate::pre_body_checks::with_pre_body_checks;
use crate::readiness_route;
use crate::request_log::log_requests;
use crate::state::AppState;
use crate::web;
use anyhow::Context;
use poem::listener::{Acceptor, Listener, TcpAcceptor, TcpListener};
use poem::{get, handler, Endpoint, EndpointExt, Route, Server};
use std::net::SocketAddr;
use std::sync::Arc;

/// Every route of the site: the JSON API, liveness, readiness, metrics, images, then the front end for every
/// other path; each body bounded, and the checks that need no body made before it is read;
/// security headers and compression on every response; one log line each, naming
/// the client as resolved through trusted proxies; each counted and timed by route template.
pub fn build_app(state: AppState) -> impl Endpoint {
    let policy = web::security_policy(&state.config);
    let trusted_proxies = state.config.trusted_proxies.clone();
    // One API instance (one public list cache) for browsers and for pages' initial data.
    let api: web::ApiEndpoint = Arc::new(api::routes(state.clone()).map_to_response().boxed());
    crate::metrics::prometheus();
    let app = Route::new()
        .nest("/api", api.clone())
        .at("/healthz", get(healthz))
        .at("/metrics", get(crate::metrics::metrics).data(state.clone()))
        .at("/readyz", get(readiness_route::readyz).data(state.clone()))
        .nest("/images", images_route::routes().data(state.clone()))
        .nest("/", web::routes(state.clone(), api));
    let app = crate::metrics::record_request_metrics(app);
    let app = api::with_json_errors_under_api(app);
    let bounded = with_pre_body_checks(with_body_limits(app), state);
    with_client_address(
        log_requests(web::with_response_middlewares(bounded, &policy)),
        trusted_proxies,
    )
}

/// The image store's one-time scan (narrower banner widths, background flags), in the
/// background when this database has not had it yet; otherwise a single query.
fn scan_image_store_once_in_background(conn: sea_orm::DatabaseConnection, state: &AppState) {
    let properties = state.properties.clone();
    let images = state.images.clone();
    let events = state.content_events.clone();
    tokio::spawn(async move {
        let scan = adapters::maintenance::scan_image_store_once(
            &conn,
            properties.as_ref(),
            images.as_ref(),
        )
        .await;
        match scan {
            Ok(None) => {}
            Ok(Some(report)) => {
                tracing::info!(?report, "image store scanned once");
                events
                    .publish(domain::ports::ContentChange::Everything)
                    .await;
            }
            Err(error) => tracing::error!(
                error = format!("{error:#}"),
                "the one-time image store scan failed; it runs again at the next start"
            ),
        }
    });
}

/// Liveness only: the process is up and serving.
#[handler]
fn healthz() -> &'static str {
    "ok"
}

/// Binds `listen` (port 0 picks a free port) and reports the address actually bound.
pub async fn bind(listen: &str) -> anyhow::Result<(TcpAcceptor, SocketAddr)> {
    let acceptor = TcpListener::bind(listen.to_owned())
        .into_acceptor()
        .await
        .with_context(|| format!("binding {listen}"))?;
    let address = acceptor
        .local_addr()
        .into_iter()
        .find_map(|addr| addr.as_socket_addr().copied())
        .context("the listener has no socket address")?;
    Ok((acceptor, address))
}

/// Serves `state` on an already bound acceptor until Ctrl-C or SIGTERM: then it stops
/// accepting (new connections are refused), lets the requests in flight finish for up to
/// the configured grace period, and returns.
pub async fn serve(acceptor: TcpAcceptor, state: AppState) -> anyhow::Result<()> {
    let grace = state.config.shutdown_grace;
    Server::new_with_acceptor(acceptor)
        .run_with_graceful_shutdown(build_app(state), crate::shutdown::requested(), Some(grace))
        .await
        .context("serving HTTP")
}

/// The composition root: picks the adapters for `config`, prepares the database and serves.
pub async fn run(config: Config) -> anyhow::Result<()> {
    // Before anything records a metric: what is recorded earlier is lost.
    crate::metrics::prometheus();
    let (acceptor, address) = bind(&config.listen).await?;
    let config = config.with_bound_address(address);
    let (state, conn) = crate::wiring::build_state(Arc::new(config)).await?;
    let delivery = crate::delivery_worker::start(&state.enquiries);
    let digests = crate::alert_worker::start(&state);
    crate::metrics::sample_pool_use(conn.clone());
    crate::metrics::sample_outbox_backlog(conn.clone());
    scan_image_store_once_in_background(conn, &state);
    println!("Langhe Property is running at http://{address}");
    if let Some(hint) = crate::create_user::first_admin_hint(state.staff.users.as_ref()).await? {
        println!("{hint}");
    }
    tracing::info!(%address, public_url = %state.config.public_url, "listening");
    let grace = state.config.shutdown_grace;
    let served = serve(acceptor, state).await;
    // Safe at any point: each digest goes to the outbox in one transaction.
    digests.abort();
    if let Some(worker) = delivery {
        worker.stop(grace).await;
    }
    served
}
