//! A clock the test moves, for the workers whose rules follow the time (a reminder a day
//! ahead, the digest's Rome hour, the months of lead retention): put into a copy of the
//! application's state, or handed to a worker, so a test waits for passes instead of time.

use chrono::{DateTime, Utc};
use domain::ports::Clock;
use std::sync::{Arc, Mutex};

pub struct TestClock(Mutex<DateTime<Utc>>);

impl TestClock {
    /// A clock showing `instant` until it is set again.
    pub fn at(instant: DateTime<Utc>) -> Arc<Self> {
        Arc::new(Self(Mutex::new(instant)))
    }

    pub fn set(&self, instant: DateTime<Utc>) {
        *self.0.lock().unwrap() = instant;
    }
}

impl Clock for TestClock {
    fn now(&self) -> DateTime<Utc> {
        *self.0.lock().unwrap()
    }
}
