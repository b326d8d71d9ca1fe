//! Newsletter adapters: our own list in the database (the embedded default, with one-click
//! unsubscribe and an export) and a hosted provider's sign-up form.

pub mod entity;
mod hosted_form;
mod local_list;

pub use hosted_form::HostedNewsletterForm;
pub use local_list::SqlNewsletterList;
