//! Newsletter sign-up (captcha-protected, with separate consent, confirmed by a link mailed
//! to the subscriber: `crate::opt_in`, like the alerts), one-click unsubscribe and the admin's CSV export of the local list.

mod confirmation_mail;
mod export;
mod subscribe;
mod unsubscribe;

pub use confirmation_mail::{confirmation_mail, NewsletterLinks, CONFIRMATION_SUBJECT};
pub use export::{export_subscribers_csv, ExportSubscribersError};
pub use subscribe::{subscribe, NewsletterDesk, SignUpAnswer, SubscribeError, Subscription};
pub use unsubscribe::{unsubscribe, UnsubscribeError};
