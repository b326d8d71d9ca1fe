//! Enquiries from the site's four forms: accept (validate, captcha, store in the outbox
//! before answering), deliver in the background with retries, and list for staff.

mod delivery;
mod form;
mod inbox;
mod mail_body;
mod submit;

pub use delivery::{deliver_due, retry_delay, DeliveryError, DeliveryPolicy, DeliveryReport};
pub use form::{EnquiryFields, FilledForm};
pub use inbox::{list_enquiries, ListEnquiriesError};
pub use mail_body::property_page_url;
pub use submit::{submit_enquiry, EnquiryDesk, EnquirySubmission, SubmitEnquiryError};
