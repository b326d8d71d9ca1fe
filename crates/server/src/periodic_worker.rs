//! The shape every periodic background worker shares (alert digests, viewing reminders, the
//! desk's daily digest, lead retention): a pass, its end told on `/metrics` and to the
//! starter (`worker_passes`), a pause, again, until aborted. Each job's pass is safe to stop
//! anywhere (its writes are transactions), so stopping is an abort; which of several servers
//! does a piece of work is the job's own business, decided in the database.

use crate::worker_passes::{pass_signal, Passes};
use async_trait::async_trait;
use std::time::Duration;
use tokio::task::JoinHandle;

/// One kind of periodic work.
#[async_trait]
pub trait PeriodicJob: Send + Sync + 'static {
    /// Its name in the metrics' `worker` label.
    fn name(&self) -> &'static str;

    /// How long to wait after a pass before the next.
    fn pause(&self) -> Duration;

    /// One pass: does what is due and logs what it did or why it failed (the loop goes on
    /// either way; the next pass tries again).
    async fn pass(&self);
}

/// A periodic worker, running.
pub struct PeriodicWorker {
    task: JoinHandle<()>,
    passes: Passes,
}

impl PeriodicWorker {
    /// Starts `job`'s loop: its first pass at once.
    pub fn start(job: impl PeriodicJob) -> Self {
        let (counter, passes) = pass_signal(job.name());
        let task = tokio::spawn(async move {
            loop {
                job.pass().await;
                counter.ended();
                tokio::time::sleep(job.pause()).await;
            }
        });
        Self { task, passes }
    }

    /// Stops it where it is: safe anywhere, each job's writes are transactions.
    pub fn abort(&self) {
        self.task.abort();
    }

    /// Its finished passes.
    pub fn passes(&self) -> &Passes {
        &self.passes
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU32, Ordering};
    use std::sync::Arc;

    struct Counting(Arc<AtomicU32>);

    #[async_trait]
    impl PeriodicJob for Counting {
        fn name(&self) -> &'static str {
            "test"
        }
        fn pause(&self) -> Duration {
            Duration::from_millis(1)
        }
        async fn pass(&self) {
            self.0.fetch_add(1, Ordering::SeqCst);
        }
    }

    #[tokio::test]
    async fn a_whole_pass_after_the_start_has_run_the_job_at_least_twice() {
        let runs = Arc::new(AtomicU32::new(0));
        let worker = PeriodicWorker::start(Counting(runs.clone()));
        worker.passes().whole_pass().await;
        assert!(runs.load(Ordering::SeqCst) >= 2);
        assert!(worker.passes().ended() >= 2);
        worker.abort();
    }
}
