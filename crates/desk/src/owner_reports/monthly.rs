//! The monthly reports: on the first day of each month (Rome's calendar) one server sends
//! every owner who agreed their report; the month is claimed in the database first, so
//! several servers send it once.

use super::{send_report, OwnerReportDesk, OwnerReportError};
use chrono::Datelike;
use domain::rome_time::rome_today;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MonthlyPass {
    /// Not the first of the month, or another server has the month.
    NotDue,
    /// Reports mailed, and those that could not be (logged by the caller).
    Sent { sent: u32, failed: Vec<String> },
}

pub async fn send_monthly_reports(
    desk: &OwnerReportDesk<'_>,
) -> Result<MonthlyPass, OwnerReportError> {
    let now = desk.clock.now();
    let today = rome_today(now);
    if today.day() != 1 {
        return Ok(MonthlyPass::NotDue);
    }
    let month = today.format("%Y-%m").to_string();
    if !desk.owners.claim_month(&month, now).await? {
        return Ok(MonthlyPass::NotDue);
    }
    let mut sent = 0;
    let mut failed = Vec::new();
    for (reference, _) in desk.owners.monthly_owners().await? {
        match send_report(desk, &reference).await {
            Ok(_) => sent += 1,
            Err(error) => failed.push(format!("{reference}: {error:#}")),
        }
    }
    Ok(MonthlyPass::Sent { sent, failed })
}
