//! A person's data as the law asks: erasure on request, anonymisation after the retention
//! period.

mod erase;
mod retention;

pub use erase::{erase_contact, EraseContactError};
pub use retention::anonymise_quiet_leads;
