//! Mail adapters for the `Mailer` port: SMTP through lettre, or .eml files in a folder.
//! (With no mail adapter configured the binary runs no delivery worker, and enquiries wait
//! in the staff inbox.)

mod eml_erasure;
mod eml_files;
mod message;
mod smtp;

pub use eml_erasure::ErasingMailFiles;
pub use eml_files::EmlFileMailer;
pub use smtp::{SmtpMailer, SmtpSettings, SmtpTls};
