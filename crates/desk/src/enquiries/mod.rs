//! Enquiries from the site's four forms: accept (validate, captcha, store in the outbox
//! before answering), deliver in the background with retries, and work them as leads on the
//! staff's desk (stages, notes, follow-ups, replies, one contact per address).

mod contact;
mod delivery;
mod desk;
mod digest;
mod export;
#[cfg(test)]
mod fixtures;
mod form;
mod inbox;
pub(crate) mod mail_body;
mod reply_mail;
mod sources;
mod submit;

pub use contact::{contact_history, ContactError, ContactHistory, ContactLists, ListsShown};
pub use delivery::{deliver_due, retry_delay, DeliveryError, DeliveryPolicy, DeliveryReport};
pub use desk::{add_note, reply_to_lead, AddNoteError, ReplyError};
pub use digest::{send_desk_digest, DigestDesk, DigestPass};
pub use export::{export_enquiries_csv, ExportEnquiriesError};
pub use form::{EnquiryFields, FilledForm};
pub use inbox::{
    change_enquiry, list_enquiries, ChangeEnquiryError, EnquiryChange, InboxDesk, InboxEntry,
    InboxListing, InboxProperty, ListEnquiriesError,
};
pub use mail_body::{italian_property_page_url, property_page_url};
pub use reply_mail::mail_id_of;
pub use sources::{count_leads_by_source, CountLeadsError};
pub use submit::{submit_enquiry, EnquiryDesk, EnquirySubmission, SubmitEnquiryError};
