//! The renderer pool the pages use: render threads behind a bounded queue, and a cache in
//! front of them. Handlers await a reply and never block a runtime thread.

use super::bundle::BundleIdentity;
use super::cache::{CacheKey, RenderCache, CAPACITY};
use super::cookie_choice::CookieChoice;
use super::settings::SsrSettings;
use super::worker::{Job, Worker, THREAD_STACK};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::oneshot;

/// Jobs waiting per worker; beyond that a page goes out without rendering rather than queue.
const QUEUE_PER_WORKER: usize = 16;

/// What a page gets from the renderer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RenderOutcome {
    /// The page's first screen.
    Rendered(Arc<str>),
    /// Server rendering is off, or there is no bundle to render with: the page is whole
    /// without a first screen, as every page is until a bundle appears (a new build, which
    /// empties the page cache).
    Off,
    /// The renderers were all busy, or the render failed or ran out of time: this visitor
    /// gets the page without its first screen; the next one should get it.
    Missed,
}

impl RenderOutcome {
    pub fn root(&self) -> Option<&str> {
        match self {
            Self::Rendered(html) => Some(html),
            Self::Off | Self::Missed => None,
        }
    }
}

#[derive(Clone)]
pub struct Renderer {
    shared: Arc<Shared>,
}

struct Shared {
    bundle: PathBuf,
    jobs: flume::Sender<Job>,
    cache: RenderCache,
    /// How long a page waits for its render, queueing included.
    wait: Duration,
}

impl Renderer {
    /// Starts the render threads; `None` when server rendering is off or no thread starts. A
    /// missing bundle is reported here once: pages pick it up whenever it appears.
    pub fn start(settings: &SsrSettings, site_config_json: String) -> Option<Self> {
        let bundle = settings.bundle.clone()?;
        if bundle.is_file() {
            tracing::info!(path = %bundle.display(), workers = settings.workers, "server rendering on");
        } else {
            tracing::warn!(path = %bundle.display(),
                "no server bundle: pages are served without server rendering until one appears");
        }
        let workers = settings.workers.max(1);
        let (jobs, queue) = flume::bounded(workers * QUEUE_PER_WORKER);
        let site_config_json: Arc<str> = site_config_json.into();
        let started = (0..workers)
            .filter(|index| {
                let (bundle, site_config_json) = (bundle.clone(), site_config_json.clone());
                let (limits, queue) = (settings.limits, queue.clone());
                // The engine never leaves its thread: it is made there.
                std::thread::Builder::new()
                    .name(format!("ssr-{index}"))
                    .stack_size(THREAD_STACK)
                    .spawn(move || Worker::new(bundle, site_config_json, limits).run(queue))
                    .inspect_err(
                        |error| tracing::error!(%error, "a server rendering thread did not start"),
                    )
                    .is_ok()
            })
            .count();
        (started > 0).then(|| Self {
            shared: Arc::new(Shared {
                bundle,
                jobs,
                cache: RenderCache::new(CAPACITY),
                wait: settings.limits.render_budget * 2,
            }),
        })
    }

    /// The root HTML for `url` with the page's initial data and the visitor's cookie choice,
    /// or why the page goes out without it.
    pub async fn render(
        &self,
        url: &str,
        initial_data_json: &str,
        consent: CookieChoice,
    ) -> RenderOutcome {
        let shared = &self.shared;
        // No bundle (reported at start-up): nothing to render with.
        let Ok(bundle) = BundleIdentity::of_async(&shared.bundle).await else {
            return RenderOutcome::Off;
        };
        if let Some(html) =
            shared
                .cache
                .get(&CacheKey::new(bundle, url, initial_data_json, consent))
        {
            return RenderOutcome::Rendered(html);
        }
        let (reply, answer) = oneshot::channel();
        let job = Job {
            url: url.to_owned(),
            initial_data_json: initial_data_json.to_owned(),
            consent,
            reply,
        };
        match shared.jobs.try_send(job) {
            Ok(()) => {}
            Err(flume::TrySendError::Full(_)) => {
                tracing::warn!(
                    url,
                    "server renderers are all busy: page served without rendering"
                );
                return RenderOutcome::Missed;
            }
            // Every thread is gone (each logged why): the pages still go out.
            Err(flume::TrySendError::Disconnected(_)) => return RenderOutcome::Missed,
        }
        let Ok(reply) = tokio::time::timeout(shared.wait, answer).await else {
            tracing::warn!(
                url,
                "server rendering took too long: page served without it"
            );
            return RenderOutcome::Missed;
        };
        // A dropped sender means the thread is gone (it logged why); `None`, that the render
        // failed (logged too).
        let Ok(Some(rendered)) = reply else {
            return RenderOutcome::Missed;
        };
        let html: Arc<str> = rendered.html.into();
        shared.cache.insert(
            CacheKey::new(rendered.bundle, url, initial_data_json, consent),
            html.clone(),
        );
        RenderOutcome::Rendered(html)
    }
}
