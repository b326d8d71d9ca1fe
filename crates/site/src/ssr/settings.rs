//! How server rendering runs: which bundle, how many engines, and each engine's limits.

use std::path::PathBuf;
use std::time::Duration;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SsrSettings {
    /// The server bundle; `None` turns server rendering off.
    pub bundle: Option<PathBuf>,
    /// Render threads, each with its own engine (at least 1).
    pub workers: usize,
    pub limits: EngineLimits,
}

impl SsrSettings {
    pub fn off() -> Self {
        Self {
            bundle: None,
            workers: 1,
            limits: EngineLimits::default(),
        }
    }
}

/// Guard rails for one engine: a bundle that loops or hoards memory costs a render, never a
/// worker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EngineLimits {
    /// A render still running after this is stopped and the page served without it.
    pub render_budget: Duration,
    /// The same for evaluating the bundle once, which does more work than a render.
    pub load_budget: Duration,
    /// Bytes the engine's heap may hold.
    pub memory_limit: usize,
}

impl Default for EngineLimits {
    fn default() -> Self {
        Self {
            render_budget: Duration::from_secs(2),
            load_budget: Duration::from_secs(10),
            memory_limit: 256 * 1024 * 1024,
        }
    }
}
