//! The staff inbox: every enquiry, newest first, with where its delivery stands.

use anyhow::Context;
use domain::ports::{EnquiryOutbox, StoredEnquiry};
use domain::{Page, PageRequest};

#[derive(Debug, thiserror::Error)]
pub enum ListEnquiriesError {
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

pub async fn list_enquiries(
    outbox: &dyn EnquiryOutbox,
    page: PageRequest,
) -> Result<Page<StoredEnquiry>, ListEnquiriesError> {
    Ok(outbox.list(page).await.context("listing enquiries")?)
}
