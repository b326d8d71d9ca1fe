//! Running the application the composition root (`crate::application`) builds.

use crate::application::Application;
use crate::config::Config;
use anyhow::Context;
use api::state::AppState;
use poem::listener::{Acceptor, Listener, TcpAcceptor, TcpListener};
use std::net::SocketAddr;
use std::sync::Arc;

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
                    .publish(&[domain::ports::ContentChange::Everything])
                    .await;
            }
            Err(error) => tracing::error!(
                error = format!("{error:#}"),
                "the one-time image store scan failed; it runs again at the next start"
            ),
        }
    });
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

/// Serves `endpoint` on an already bound acceptor within `limits` until Ctrl-C or SIGTERM:
/// then it stops accepting (new connections are refused), lets the requests in flight (and
/// those whose head is arriving) finish for up to `grace`, and returns.
pub async fn serve(
    acceptor: TcpAcceptor,
    endpoint: poem::endpoint::BoxEndpoint<'static>,
    limits: crate::serving_limits::ServingLimits,
    grace: std::time::Duration,
) -> anyhow::Result<()> {
    crate::connections::serve(
        acceptor,
        endpoint,
        limits,
        grace,
        crate::shutdown::requested(),
    )
    .await
}

/// Builds the application `config` describes on its bound address, starts its background
/// jobs (scheduled backups, mail delivery, the periodic workers, the exchange rates' daily
/// fetch, pool and outbox sampling, the one-time image scan)
/// and serves.
pub async fn run(config: Config) -> anyhow::Result<()> {
    // Before anything records a metric: what is recorded earlier is lost.
    crate::metrics::prometheus();
    let (acceptor, address) = bind(&config.listen).await?;
    let Application {
        state,
        config,
        database: conn,
        endpoint,
        counting,
        ..
    } = Application::build(config.with_bound_address(address)).await?;
    let backups =
        crate::application::scheduled_backups(&config, conn.clone(), state.images.clone())
            .await
            .context("setting up the scheduled backups")?
            .map(crate::backup_worker::BackupWorker::spawn);
    let delivery = crate::delivery_worker::start(&state.enquiries);
    let digests = crate::alert_worker::start(&state);
    let reminders = crate::reminder_worker::start(&state);
    let new_marks = crate::new_marks_worker::start(&state);
    let owner_reports = crate::owner_reports_worker::start(&state);
    let desk_digest = crate::desk_digest_worker::start(&state, config.enquiries.desk_digest_hour);
    let retention = crate::retention_worker::start(
        Arc::new(adapters::contact_erasure::SqlLeadRetention::new(
            conn.clone(),
        )),
        state.enquiries.clock.clone(),
        config.enquiries.lead_retention,
    );
    let rates = match &config.fx_rates_url {
        Some(url) => Some(
            crate::fx_rates_worker::RatesWorker::for_url(
                state.rates.clone(),
                state.enquiries.clock.clone(),
                url,
            )
            .context("setting up the exchange rates' fetch")?
            .spawn(),
        ),
        None => None,
    };
    let tidying = crate::visit_tidying_worker::start(crate::visit_tidying_worker::VisitTidying {
        hits: state.hits.clone(),
        salts: Arc::new(adapters::audience::SqlSaltStore::new(conn.clone())),
        clock: state.enquiries.clock.clone(),
    });
    crate::metrics::sample_pool_use(conn.clone());
    crate::metrics::sample_outbox_backlog(conn.clone());
    scan_image_store_once_in_background(conn, &state);
    println!("Langhe Property is running at http://{address}");
    if let Some(hint) =
        crate::create_user::first_admin_hint(state.staff.users.as_ref(), &config.public_url).await?
    {
        println!("{hint}");
    }
    tracing::info!(%address, public_url = %config.public_url, "listening");
    let grace = config.shutdown_grace;
    let served = serve(acceptor, endpoint, config.serving, grace).await;
    // Safe at any point: each digest goes to the outbox, each retention batch is stored, the
    // day's rates are written, each in one transaction.
    for worker in [
        Some(digests),
        Some(reminders),
        desk_digest,
        Some(retention),
        Some(new_marks),
        Some(tidying),
        Some(owner_reports),
        rates,
    ]
    .iter()
    .flatten()
    {
        worker.abort();
    }
    if let Some(backups) = backups {
        backups.stop(grace).await;
    }
    if let Some(worker) = delivery {
        worker.stop(grace).await;
    }
    // Last: the page views of the requests that just finished are written too.
    if let Some(counting) = counting {
        counting.stop(grace).await;
    }
    served
}
