//! What the mail worker's passes came to: messages sent, put back for a retry, given up on,
//! and claims lost to another worker, and passes that failed outright (the database, say).
//! A rising `outcome="failed"` or `mail_delivery_pass_errors_total` is what to alert on.

use desk::enquiries::DeliveryReport;

pub fn record_delivery_pass(report: &DeliveryReport) {
    for (outcome, count) in [
        ("sent", report.sent),
        ("retried", report.retried),
        ("failed", report.failed),
        ("lost", report.lost),
    ] {
        metrics::counter!("mail_deliveries_total", "outcome" => outcome).increment(count as u64);
    }
}

pub fn record_delivery_pass_error() {
    metrics::counter!("mail_delivery_pass_errors_total").increment(1);
}
