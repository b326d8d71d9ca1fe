//! Newsletter sign-up (captcha-protected, with separate consent), one-click unsubscribe and
//! the admin's CSV export of the local list.

mod export;
mod subscribe;
mod unsubscribe;

pub use export::{export_subscribers_csv, ExportSubscribersError};
pub use subscribe::{subscribe, NewsletterDesk, SubscribeError, Subscription};
pub use unsubscribe::{unsubscribe, UnsubscribeError};
