//! The staff inbox's rules: what its search and filter accept, and what the delivery column
//! may truthfully say about an enquiry.

mod delivery;
mod message;
mod search;

pub use delivery::{Delivery, MailSetting};
pub use message::{visitor_message, ITALIAN_MESSAGE_LABEL, MESSAGE_LABEL};
pub use search::{search_text, InboxQuery, InboxSearch, InboxSearchError, MAX_SEARCH_CHARS};
