//! `LANGHE_LOG_FORMAT`: human-readable lines (`text`, the default) or one JSON object per
//! line (`json`) for log collectors, each carrying the request id of the request it belongs to.

use tracing_subscriber::EnvFilter;

/// Installs the global log subscriber; an unknown format is refused rather than guessed.
pub fn init_logging(format: Option<&str>) -> anyhow::Result<()> {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let logs = tracing_subscriber::fmt().with_env_filter(filter);
    match format.unwrap_or("text") {
        "text" => logs.init(),
        // The current span (`request`, with `request_id`) on every line; the span list would
        // repeat it.
        "json" => logs
            .json()
            .with_current_span(true)
            .with_span_list(false)
            .init(),
        other => anyhow::bail!("LANGHE_LOG_FORMAT must be text or json, got {other:?}"),
    }
    Ok(())
}
