//! The counter and histogram of each (method, route, status) looked up once and kept: a
//! request then costs a hash lookup and two atomic updates, not a label set built from three
//! new strings and a search of the recorder's registry (the largest cost of a cached answer's
//! edge in callgrind, see bench/README.md).

use metrics::{Counter, Histogram};
use poem::http::{Method, StatusCode};
use std::collections::HashMap;
use std::sync::{Arc, OnceLock, RwLock};
use std::time::Duration;

/// Routes are templates and methods the standard few, so the series are bounded; past this
/// (a client inventing methods) the handles are looked up each time instead of kept.
const MOST_KEPT: usize = 4096;

type SeriesKey = (Method, Arc<str>, StatusCode);

struct Series {
    requests: Counter,
    duration: Histogram,
}

fn kept() -> &'static RwLock<HashMap<SeriesKey, Series>> {
    static KEPT: OnceLock<RwLock<HashMap<SeriesKey, Series>>> = OnceLock::new();
    KEPT.get_or_init(|| {
        // Handles taken before the recorder is installed would go nowhere for good.
        super::prometheus();
        RwLock::default()
    })
}

/// Counts one request of `method` to `route` answered with `status` after `took`.
pub fn record(method: &Method, route: &Arc<str>, status: StatusCode, took: Duration) {
    let key = (method.clone(), route.clone(), status);
    let seconds = took.as_secs_f64();
    let kept = kept();
    if let Some(series) = kept.read().ok().as_ref().and_then(|kept| kept.get(&key)) {
        series.requests.increment(1);
        series.duration.record(seconds);
        return;
    }
    let series = look_up(&key);
    series.requests.increment(1);
    series.duration.record(seconds);
    if let Ok(mut kept) = kept.write() {
        if kept.len() < MOST_KEPT {
            kept.insert(key, series);
        }
    }
}

fn look_up((method, route, status): &SeriesKey) -> Series {
    let labels = [
        ("method", method.to_string()),
        ("route", route.to_string()),
        ("status", status.as_u16().to_string()),
    ];
    Series {
        requests: metrics::counter!("http_requests_total", &labels),
        duration: metrics::histogram!("http_request_duration_seconds", &labels),
    }
}
