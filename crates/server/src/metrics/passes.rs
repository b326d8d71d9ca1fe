//! Finished passes of the background workers, and the alert digests they handed over. A pass
//! that found nothing to do counts too: it is the signal that the worker looked (the process
//! tests wait for passes instead of sleeping to prove that nothing was sent), and a counter
//! that stops rising is a stuck worker.

/// The mail worker's loop over the outbox.
pub const MAIL_DELIVERY: &str = "mail_delivery";
/// The alert worker's loop composing due digests.
pub const ALERT_DIGESTS: &str = "alert_digests";
/// The viewing reminders' loop.
pub const VIEWING_REMINDERS: &str = "viewing_reminders";
/// The desk's daily digest loop.
pub const DESK_DIGEST: &str = "desk_digest";
/// The lead retention's loop.
pub const LEAD_RETENTION: &str = "lead_retention";
/// The loop that drops cached pages when a listing's "New" mark ends.
pub const NEW_MARKS: &str = "new_marks";
/// The exchange rates' loop (a pass that is not this server's turn counts too).
pub const EXCHANGE_RATES: &str = "exchange_rates";
/// The monthly owner reports' loop.
pub const OWNER_REPORTS: &str = "owner_reports";
/// The daily tidying of the visit counts (hits folded and salts gone after two days).
pub const VISIT_TIDYING: &str = "visit_tidying";

/// One pass of `worker` ended, whether it did anything, nothing or failed.
pub fn record_worker_pass(worker: &'static str) {
    metrics::counter!("worker_passes_total", "worker" => worker).increment(1);
}

/// A digest pass handed `mailed` digests to the outbox.
pub fn record_alert_digests(mailed: u32) {
    metrics::counter!("alert_digests_total").increment(u64::from(mailed));
}

/// A retention pass anonymised `leads` closed leads.
pub fn record_leads_anonymised(leads: u64) {
    metrics::counter!("leads_anonymised_total").increment(leads);
}

/// A fetch of the exchange rates ended: `fetched` or `failed` (the last good rates stay).
pub fn record_fx_rate_fetch(outcome: &'static str) {
    metrics::counter!("fx_rate_fetches_total", "outcome" => outcome).increment(1);
}

/// Page views and events the counter handled: `kept` (written), `dropped` (the queue was
/// full: counting never slows a page) or `failed` (the write failed; logged).
pub fn record_visits(outcome: &'static str, hits: u64) {
    metrics::counter!("visits_counted_total", "outcome" => outcome).increment(hits);
}
