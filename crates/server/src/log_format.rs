//! `LANGHE_LOG_FORMAT`: human-readable lines (`text`, the default) or one JSON object per
//! line (`json`) for log collectors, each carrying the request id of the request it belongs to;
//! `RUST_LOG` filters them.

use crate::config::error::ConfigError;
use crate::config::reader::{Choice, Reader};
use crate::config::variables::{LOG_FORMAT, RUST_LOG};
use tracing_subscriber::EnvFilter;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogFormat {
    Text,
    Json,
}

impl Choice for LogFormat {
    const ALL: &'static [Self] = &[Self::Text, Self::Json];
    fn name(self) -> &'static str {
        match self {
            Self::Text => "text",
            Self::Json => "json",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogSettings {
    pub format: LogFormat,
    /// `RUST_LOG`'s directives; unset (or unparsable): `info`.
    pub filter: Option<String>,
}

impl LogSettings {
    pub fn read(read: &Reader) -> Result<Self, ConfigError> {
        Ok(Self {
            format: read.choice(&LOG_FORMAT)?.unwrap_or(LogFormat::Text),
            filter: read.text(&RUST_LOG),
        })
    }
}

/// Installs the global log subscriber.
pub fn init_logging(settings: &LogSettings) {
    let filter = settings
        .filter
        .as_deref()
        .and_then(|directives| EnvFilter::try_new(directives).ok())
        .unwrap_or_else(|| EnvFilter::new("info"));
    let logs = tracing_subscriber::fmt().with_env_filter(filter);
    match settings.format {
        LogFormat::Text => logs.init(),
        // The current span (`request`, with `request_id`) on every line; the span list would
        // repeat it.
        LogFormat::Json => logs
            .json()
            .with_current_span(true)
            .with_span_list(false)
            .init(),
    }
}
