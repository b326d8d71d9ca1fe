//! The counter behind `audience::ports::Counter`: the edge hands it sightings without
//! waiting (a bounded queue; a full one drops the sighting and counts the drop on
//! `/metrics`), and one task writes them in batches — once a second, or sooner when a batch
//! fills — turning each into a hit with its day's salt on the way. So counting adds a queue
//! push to a page, never a database write, and memory stays bounded by the queue. Each client
//! address has an allowance of sightings a minute and a day, what a person's browser sends: a
//! script repeating a page or a beacon from one address is answered as usual, and counted only
//! up to it. A view is counted only of a page of the site (a plain path of a public route,
//! issue 53): a made-up address is not kept.

use api::rate_limit::ClientRateLimiter;
use audience::page_path::is_plain_path;
use audience::ports::{Counter, HitStore};
use audience::salt::{salt_day, Salt, SaltStore};
use audience::{HitKind, Sighting, SightingFacts};
use chrono::NaiveDate;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};
use tokio::task::JoinHandle;

/// Sightings waiting at most: about 15 MB at the worst (paths and referrers are short).
pub const QUEUE: usize = 50_000;
/// The most written in one go.
pub const BATCH: usize = 5_000;
/// The longest a sighting waits to be written.
pub const FLUSH_EVERY: Duration = Duration::from_secs(1);

/// What the counter counts: each client address's allowance, and what a page is.
pub struct CountingRules {
    /// Sightings counted per client address a minute (all may come at once).
    pub per_minute: u32,
    /// Sightings counted per client address a day (all may come at once).
    pub per_day: u32,
    /// Whether a path is a public page of the site (`site::site_route::is_public_page`).
    pub is_page: fn(&str) -> bool,
}

/// The edge's end: cheap to clone, never waits.
#[derive(Clone)]
pub struct QueuedCounter {
    sender: mpsc::Sender<Sighting>,
    /// Sightings counted per client address (the server's own count, as the forms' limit):
    /// a minute's, then a day's.
    allowances: Arc<[ClientRateLimiter; 2]>,
    is_page: fn(&str) -> bool,
}

impl QueuedCounter {
    /// A view of anything but a plain path of a public page is not kept.
    fn is_kept(&self, sighting: &Sighting) -> bool {
        sighting.kind != HitKind::View
            || (is_plain_path(&sighting.path) && (self.is_page)(&sighting.path))
    }
}

impl Counter for QueuedCounter {
    fn count(&self, sighting: Sighting) {
        if !self.is_kept(&sighting) {
            crate::metrics::record_visits("not_a_page", 1);
        } else if !self
            .allowances
            .iter()
            .all(|allowance| allowance.allow(sighting.address))
        {
            crate::metrics::record_visits("limited", 1);
        } else if self.sender.try_send(sighting).is_err() {
            crate::metrics::record_visits("dropped", 1);
        }
    }
}

/// The writing task, running.
pub struct VisitCounting {
    stop: Option<oneshot::Sender<()>>,
    task: JoinHandle<()>,
}

/// Off (`LANGHE_COUNT_VISITS=false`): sightings go nowhere.
pub struct NoCounting;

impl Counter for NoCounting {
    fn count(&self, _: Sighting) {}
}

struct Writer {
    hits: Arc<dyn HitStore>,
    salts: Arc<dyn SaltStore>,
    facts: SightingFacts,
    /// The salts of the days seen lately (today, and yesterday's around midnight).
    known: HashMap<NaiveDate, Salt>,
}

impl Writer {
    async fn salt(&mut self, day: NaiveDate) -> Result<Salt, domain::ports::RepositoryError> {
        if let Some(salt) = self.known.get(&day) {
            return Ok(salt.clone());
        }
        let salt = self.salts.salt_of(day, Salt::new(rand::random())).await?;
        self.known
            .retain(|known, _| *known >= day - chrono::Days::new(1));
        self.known.insert(day, salt.clone());
        Ok(salt)
    }

    async fn write(&mut self, sightings: Vec<Sighting>) {
        let count = sightings.len() as u64;
        let mut hits = Vec::with_capacity(sightings.len());
        for sighting in sightings {
            match self.salt(salt_day(sighting.at)).await {
                Ok(salt) => hits.push(sighting.into_hit(&salt, &self.facts)),
                Err(error) => {
                    tracing::error!(error = format!("{error:#}"), "visit counting: no salt");
                    crate::metrics::record_visits("failed", count);
                    return;
                }
            }
        }
        match self.hits.record(&hits).await {
            Ok(()) => crate::metrics::record_visits("kept", count),
            Err(error) => {
                tracing::error!(
                    error = format!("{error:#}"),
                    hits = count,
                    "visit counting: write failed"
                );
                crate::metrics::record_visits("failed", count);
            }
        }
    }
}

impl VisitCounting {
    /// Starts the writer; answers the edge's counter with it, which counts by `rules`.
    pub fn start(
        hits: Arc<dyn HitStore>,
        salts: Arc<dyn SaltStore>,
        facts: SightingFacts,
        rules: CountingRules,
    ) -> (Self, QueuedCounter) {
        let (sender, mut receiver) = mpsc::channel::<Sighting>(QUEUE);
        let (stop, mut stopped) = oneshot::channel::<()>();
        let mut writer = Writer {
            hits,
            salts,
            facts,
            known: HashMap::new(),
        };
        let task = tokio::spawn(async move {
            loop {
                let first = tokio::select! {
                    first = receiver.recv() => first,
                    _ = &mut stopped => break,
                };
                let Some(first) = first else { break };
                let mut batch = vec![first];
                let deadline = tokio::time::Instant::now() + FLUSH_EVERY;
                while batch.len() < BATCH {
                    tokio::select! {
                        next = receiver.recv() => match next {
                            Some(sighting) => batch.push(sighting),
                            None => break,
                        },
                        _ = tokio::time::sleep_until(deadline) => break,
                    }
                }
                writer.write(batch).await;
            }
            // Stopping: what is queued is written before the process ends.
            let mut rest = Vec::new();
            while let Ok(sighting) = receiver.try_recv() {
                rest.push(sighting);
                if rest.len() == BATCH {
                    writer.write(std::mem::take(&mut rest)).await;
                }
            }
            if !rest.is_empty() {
                writer.write(rest).await;
            }
        });
        (
            Self {
                stop: Some(stop),
                task,
            },
            QueuedCounter {
                sender,
                allowances: Arc::new([
                    ClientRateLimiter::per_minute(rules.per_minute),
                    ClientRateLimiter::per_day(rules.per_day),
                ]),
                is_page: rules.is_page,
            },
        )
    }

    /// Writes what is queued and ends, waiting at most `grace`.
    pub async fn stop(mut self, grace: Duration) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if tokio::time::timeout(grace, &mut self.task).await.is_err() {
            self.task.abort();
        }
    }
}
