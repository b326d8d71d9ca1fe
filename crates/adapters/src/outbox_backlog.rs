//! A read-only look at the enquiry outbox (enquiries and newsletter confirmations) for the
//! metrics: how much waits, since when, and how much failed for good. Kept apart from the
//! outbox adapter itself, which it only reads.

use domain::ports::DeliveryStatus;
use sea_orm::{ConnectionTrait, DatabaseConnection, DbErr, Statement};

/// One kind of message (`EnquiryKind`'s name) in the outbox.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct KindBacklog {
    pub kind: String,
    /// Pending or being sent.
    pub waiting: i64,
    /// When the oldest waiting one was accepted, in milliseconds since the epoch.
    pub oldest_waiting_at: Option<i64>,
    /// Refused by the mail server for good.
    pub failed: i64,
}

/// Every kind that has anything waiting or failed, by kind name.
pub async fn outbox_backlog(conn: &DatabaseConnection) -> Result<Vec<KindBacklog>, DbErr> {
    let backend = conn.get_database_backend();
    let sql = format!(
        "SELECT kind, status, COUNT(*) AS n, MIN(created_at) AS oldest FROM enquiries \
         WHERE status IN ('{}', '{}', '{}') GROUP BY kind, status ORDER BY kind",
        DeliveryStatus::Pending.as_str(),
        DeliveryStatus::Sending.as_str(),
        DeliveryStatus::Failed.as_str(),
    );
    let rows = conn
        .query_all_raw(Statement::from_string(backend, sql))
        .await?;
    let mut kinds: Vec<KindBacklog> = Vec::new();
    for row in rows {
        let kind: String = row.try_get("", "kind")?;
        let status: String = row.try_get("", "status")?;
        let count: i64 = row.try_get("", "n")?;
        let oldest: Option<i64> = row.try_get("", "oldest")?;
        if kinds.last().is_none_or(|last| last.kind != kind) {
            kinds.push(KindBacklog {
                kind,
                ..KindBacklog::default()
            });
        }
        let entry = kinds.last_mut().expect("pushed above");
        if status == DeliveryStatus::Failed.as_str() {
            entry.failed += count;
        } else {
            entry.waiting += count;
            entry.oldest_waiting_at = match (entry.oldest_waiting_at, oldest) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
        }
    }
    Ok(kinds)
}
