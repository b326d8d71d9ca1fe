//! Work a handler starts and does not wait for: the answer goes out first. The sign-in link
//! form answers before it looks the address up, so staff and strangers get the same answer in
//! the same time. Tests wait for the work with [`AfterAnswer::idle`] rather than sleeping.

use std::future::Future;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use tokio::sync::Notify;

#[derive(Clone, Default)]
pub struct AfterAnswer {
    inner: Arc<Running>,
}

#[derive(Default)]
struct Running {
    count: AtomicUsize,
    finished: Notify,
}

impl AfterAnswer {
    /// Runs `work` on the runtime, counted until it ends.
    pub fn spawn(&self, work: impl Future<Output = ()> + Send + 'static) {
        self.inner.count.fetch_add(1, Ordering::SeqCst);
        let running = self.inner.clone();
        tokio::spawn(async move {
            work.await;
            running.count.fetch_sub(1, Ordering::SeqCst);
            running.finished.notify_waiters();
        });
    }

    /// Returns once no work started here is still running.
    pub async fn idle(&self) {
        loop {
            let finished = self.inner.finished.notified();
            tokio::pin!(finished);
            // Registered before the count is read, so an end in between is not missed.
            finished.as_mut().enable();
            if self.inner.count.load(Ordering::SeqCst) == 0 {
                return;
            }
            finished.await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn idle_waits_for_the_work_started() {
        let after = AfterAnswer::default();
        after.idle().await;
        let (done_tx, done_rx) = tokio::sync::oneshot::channel();
        let gate = Arc::new(Notify::new());
        let opened = gate.clone();
        after.spawn(async move {
            opened.notified().await;
            let _ = done_tx.send(());
        });
        gate.notify_one();
        after.idle().await;
        assert!(done_rx.await.is_ok());
    }
}
