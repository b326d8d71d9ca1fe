//! The scheduled backups as every server sees them, from the record they share: when the last
//! backup stored in every target finished, and its size. 0 until the first.

use backup::ports::BackupScheduleState;

pub const LAST_SUCCESS: &str = "backup_last_success_timestamp_seconds";
pub const LAST_SIZE: &str = "backup_last_size_bytes";

pub fn record_backup_state(state: &BackupScheduleState) {
    let finished = state
        .last_success_at
        .map_or(0.0, |at| at.timestamp_millis() as f64 / 1000.0);
    metrics::gauge!(LAST_SUCCESS).set(finished);
    metrics::gauge!(LAST_SIZE).set(state.last_size_bytes.unwrap_or(0) as f64);
}
