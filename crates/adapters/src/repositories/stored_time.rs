//! One timestamp precision for both databases.

use chrono::{DateTime, SubsecRound, Utc};

/// PostgreSQL keeps microseconds while SQLite would keep the nanoseconds it is given; trimming
/// before every write makes both return exactly what the next read will see.
pub(crate) fn to_stored_precision(instant: DateTime<Utc>) -> DateTime<Utc> {
    instant.trunc_subsecs(6)
}
