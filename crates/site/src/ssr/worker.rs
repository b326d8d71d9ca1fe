//! A render thread: owns one engine, keeps it on the bundle's current build, and answers render
//! jobs one at a time.

use super::bundle::{Bundle, BundleIdentity};
use super::cookie_choice::CookieChoice;
use super::engine::{Engine, JS_STACK};
use super::settings::EngineLimits;
use std::path::PathBuf;
use std::sync::Arc;
use tokio::sync::oneshot;

/// Room for the engine's JavaScript stack and the C frames beneath it.
pub const THREAD_STACK: usize = JS_STACK + 8 * 1024 * 1024;

pub struct Job {
    pub url: String,
    pub initial_data_json: String,
    pub consent: CookieChoice,
    /// `None` when the page could not be rendered.
    pub reply: oneshot::Sender<Option<Rendered>>,
}

/// A page's root HTML and the build that rendered it.
pub struct Rendered {
    pub bundle: BundleIdentity,
    pub html: String,
}

enum Loaded {
    Nothing,
    Ready(BundleIdentity, Engine),
    /// This build failed to load (already logged): it is not tried again until it changes.
    Broken(BundleIdentity),
}

impl Loaded {
    fn identity(&self) -> Option<BundleIdentity> {
        match self {
            Self::Nothing => None,
            Self::Ready(identity, _) | Self::Broken(identity) => Some(*identity),
        }
    }
}

pub struct Worker {
    pub bundle: PathBuf,
    pub site_config_json: Arc<str>,
    pub limits: EngineLimits,
    loaded: Loaded,
}

impl Worker {
    pub fn new(bundle: PathBuf, site_config_json: Arc<str>, limits: EngineLimits) -> Self {
        Self {
            bundle,
            site_config_json,
            limits,
            loaded: Loaded::Nothing,
        }
    }

    /// Loads the bundle up front (when there is one), then serves jobs until the renderer is
    /// dropped.
    pub fn run(mut self, jobs: flume::Receiver<Job>) {
        self.refresh();
        while let Ok(job) = jobs.recv() {
            // No bundle (gone since the request looked): the page goes out without rendering.
            let rendered = self.refresh().and_then(|bundle| {
                let html = self.render(&job)?;
                Some(Rendered { bundle, html })
            });
            // The requester may have stopped waiting: nothing to do about it.
            drop(job.reply.send(rendered));
            if matches!(self.loaded, Loaded::Nothing) {
                self.refresh();
            }
        }
    }

    fn render(&mut self, job: &Job) -> Option<String> {
        let url = job.url.as_str();
        let Loaded::Ready(_, engine) = &self.loaded else {
            return None;
        };
        match engine.render(url, &job.initial_data_json, job.consent) {
            Ok(html) => Some(html),
            Err(failure) => {
                tracing::warn!(%failure, url, "server rendering failed: page served without it");
                if failure.spoils_engine() || engine.is_crowded() {
                    // Built again right after the reply, from the same bundle.
                    self.loaded = Loaded::Nothing;
                }
                None
            }
        }
    }

    /// Makes the engine run the bundle's current build; the build's identity, or `None` when
    /// there is no bundle to read.
    fn refresh(&mut self) -> Option<BundleIdentity> {
        let current = BundleIdentity::of(&self.bundle).ok()?;
        if self.loaded.identity() == Some(current) {
            return Some(current);
        }
        let bundle = match Bundle::read(&self.bundle) {
            Ok(bundle) => bundle,
            Err(error) => {
                tracing::debug!(%error, path = %self.bundle.display(), "server bundle unreadable");
                return None;
            }
        };
        self.loaded = match Engine::load(&bundle, &self.site_config_json, self.limits) {
            Ok(engine) => {
                tracing::debug!(path = %self.bundle.display(), "server bundle loaded");
                Loaded::Ready(bundle.identity, engine)
            }
            Err(error) => {
                tracing::error!(%error, path = %self.bundle.display(),
                    "server bundle failed to load: pages are served without server rendering");
                Loaded::Broken(bundle.identity)
            }
        };
        Some(bundle.identity)
    }
}
