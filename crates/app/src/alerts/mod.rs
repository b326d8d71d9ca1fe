//! Saved-search alerts: the sign-up on the filtered list page (captcha, separate consent,
//! confirmed by a mailed link: `crate::opt_in`, like the newsletter), the listings each confirmed alert is
//! told about (recorded when a save makes a listing public or cheaper), the digest mail that
//! carries them at most once per interval, the page that changes or deletes an alert, and
//! the staff's count and the admin's CSV export.

mod confirmation_mail;
mod create;
mod describe;
mod digest;
mod digest_html;
mod digest_mail;
mod export;
#[cfg(test)]
pub(crate) mod fixtures;
mod links;
mod manage;
mod matches;
mod texts;

pub use create::{create_alert, AlertDesk, AlertRequest, CreateAlertError};
pub use describe::describe_filter;
pub use digest::{compose_due_digests, DigestDesk, DigestReport};
pub use export::{count_active_alerts, export_alerts_csv, AlertStaffError};
pub use links::{AlertLinks, ListingAddresses};
pub use manage::{change_alert, delete_alert, find_alert, ManageAlertError, ManagedAlert};
pub use matches::news_of_save;
pub use texts::{confirmation_subject, digest_subject};
