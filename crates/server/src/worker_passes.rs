//! A background worker's finished passes, as a signal to whoever started it. Waiting for a
//! pass that began after a moment proves that whatever the worker would do by then is done:
//! the black-box tests wait for one instead of sleeping to prove that nothing more is sent.

use tokio::sync::watch;

/// The worker's side: it tells the end of every pass.
pub(crate) struct PassCounter {
    worker: &'static str,
    ended: watch::Sender<u64>,
}

/// The starter's side: how many passes have ended, and a wait for the next whole one.
#[derive(Clone)]
pub struct Passes(watch::Receiver<u64>);

/// A counter for `worker` (its name in the metrics) and the starter's view of it.
pub(crate) fn pass_signal(worker: &'static str) -> (PassCounter, Passes) {
    let (ended, passes) = watch::channel(0);
    (PassCounter { worker, ended }, Passes(passes))
}

impl PassCounter {
    /// One pass ended, whether it did anything, nothing or failed.
    pub(crate) fn ended(&self) {
        crate::metrics::record_worker_pass(self.worker);
        self.ended.send_modify(|passes| *passes += 1);
    }
}

impl Passes {
    /// How many passes have ended so far.
    pub fn ended(&self) -> u64 {
        *self.0.borrow()
    }

    /// Waits until a pass that began after this call has ended. The pass in progress, if
    /// any, may have begun before, so that is the second pass to end from now.
    ///
    /// # Panics
    /// When the worker stops first.
    pub async fn whole_pass(&self) {
        let mut passes = self.0.clone();
        let now = *passes.borrow_and_update();
        passes
            .wait_for(|&ended| ended >= now + 2)
            .await
            .expect("the worker stopped before a whole pass");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_whole_pass_is_the_second_to_end_after_the_wait_begins() {
        let (counter, passes) = pass_signal("test");
        counter.ended();
        let waiting = tokio::spawn({
            let passes = passes.clone();
            async move { passes.whole_pass().await }
        });
        tokio::task::yield_now().await;
        counter.ended();
        tokio::task::yield_now().await;
        assert!(
            !waiting.is_finished(),
            "the pass in progress may have begun before"
        );
        counter.ended();
        waiting.await.expect("waited for the whole pass");
        assert_eq!(passes.ended(), 3);
    }

    #[tokio::test]
    #[should_panic(expected = "the worker stopped before a whole pass")]
    async fn a_stopped_worker_never_makes_a_whole_pass() {
        let (counter, passes) = pass_signal("test");
        drop(counter);
        passes.whole_pass().await;
    }
}
