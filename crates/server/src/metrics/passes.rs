//! Finished passes of the background workers, and the alert digests they handed over. A pass
//! that found nothing to do counts too: it is the signal that the worker looked (the process
//! tests wait for passes instead of sleeping to prove that nothing was sent), and a counter
//! that stops rising is a stuck worker.

/// The mail worker's loop over the outbox.
pub const MAIL_DELIVERY: &str = "mail_delivery";
/// The alert worker's loop composing due digests.
pub const ALERT_DIGESTS: &str = "alert_digests";

/// One pass of `worker` ended, whether it did anything, nothing or failed.
pub fn record_worker_pass(worker: &'static str) {
    metrics::counter!("worker_passes_total", "worker" => worker).increment(1);
}

/// A digest pass handed `mailed` digests to the outbox.
pub fn record_alert_digests(mailed: u32) {
    metrics::counter!("alert_digests_total").increment(u64::from(mailed));
}
