//! Scheduled backups' rules: how an archive is named (and so which files are ours to delete),
//! when the next one is due, which ones the retention keeps, and when the newest is too old.
//! Where the archives go and how servers agree on who makes one are the ports'
//! (`crate::ports::BackupSchedule`, `crate::ports::BackupTarget`); `schedule` is the run
//! that drives them. The adapters implement the ports; only the binary wires them.

mod name;
mod policy;
pub mod ports;
pub mod schedule;

pub use name::BackupName;
pub use policy::{
    BackupPolicy, BackupPolicyError, DEFAULT_INTERVAL_SECONDS, DEFAULT_KEEP, MAX_INTERVAL_SECONDS,
    MAX_KEEP,
};
