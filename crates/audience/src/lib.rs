//! Counting visitors without cookies (issue 29). A page shown to a real browser becomes a
//! [`Hit`]: the page, the property it shows, where the visitor came from, and a **daily
//! visitor key** — a keyed hash of the day's random salt, the site, the client address cut to
//! its /24 (IPv4) or /48 (IPv6) network and the browser's family and major version
//! ([`VisitorKey`]). The address itself never leaves the request: only the key is kept, and
//! the salt that could link it to an address is deleted two days later ([`salt`]), after
//! which not even the site can tell whose visit it was. Plausible Analytics' scheme.
//!
//! Hits are kept two days ([`RAW_DAYS_KEPT`]), then folded into daily totals ([`ports`]); the
//! consultant's statistics ([`report`]) add both. Only plain paths of the site's pages are
//! kept ([`page_path`]), referrers as their registrable domain, a home's figures count each
//! visitor once a day, and each day keeps a bounded number of keys ([`bounds`]).

pub mod bounds;
mod browser;
pub mod exits;
mod hit;
pub mod owner;
pub mod page_path;
pub mod ports;
mod registrable_domain;
pub mod report;
pub mod salt;
mod sighting;
mod visitor;

pub use browser::{Browser, RequestTraits};
pub use hit::{dimension, Hit, HitKind, Origin, UnknownHitKind};
pub use registrable_domain::registrable_domain;
pub use sighting::{Sighting, SightingFacts};
pub use visitor::{truncated_address, VisitorKey};

/// Days a hit is kept as it was recorded (today and yesterday); older ones survive only as
/// daily totals. Every statistic is a per-day sum (a day's distinct visitors, its exits), so a
/// folded day answers exactly what its hits did: keeping them longer only slowed the staff's
/// statistics (3.1 s for a busy year with 30 days kept, `bench/visit_counts.sh`) and kept
/// visitor keys longer than anything needs them.
pub const RAW_DAYS_KEPT: i64 = 2;
