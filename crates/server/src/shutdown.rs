//! When to stop: Ctrl-C, or SIGTERM (what systemd, Docker and Kubernetes send first).

/// Resolves at the first Ctrl-C or SIGTERM. If the SIGTERM handler cannot be installed,
/// only Ctrl-C stops the server gracefully (SIGTERM then ends the process at once).
pub async fn requested() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    let sigterm = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signals) => {
                signals.recv().await;
            }
            Err(error) => {
                tracing::warn!(%error, "cannot listen for SIGTERM");
                std::future::pending::<()>().await;
            }
        }
    };
    tokio::select! {
        _ = ctrl_c => {}
        _ = sigterm => {}
    }
    tracing::info!("shutting down: no new connections, finishing the requests in flight");
}
