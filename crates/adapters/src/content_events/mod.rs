//! Content changes shared between servers on one PostgreSQL database through
//! `LISTEN`/`NOTIFY`: each server announces its writes on one channel, and applies every
//! other server's to its own caches.

mod listener;
mod notifier;
mod wire;

pub use listener::PgContentListener;
pub use notifier::PgContentEvents;

/// The channel every server of one database listens on.
pub const CHANNEL: &str = "langhe_content";

/// Names this process in its notifications, so that it can skip its own (its caches were
/// updated when it wrote).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Origin(String);

impl Origin {
    /// A fresh random name for this process.
    pub fn random() -> Self {
        let bytes: [u8; 8] = rand::random();
        Self(bytes.iter().map(|b| format!("{b:02x}")).collect())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}
