//! A stored enquiry for the enquiries' own tests.

use chrono::DateTime;
use domain::enquiry::lead::LeadStage;
use domain::ports::{DeliveryStatus, EnquiryId, EnquiryKind, StoredEnquiry};

/// Anna's enquiry about 123, received 2027-01-15 08:00 UTC and sent on.
pub(crate) fn stored_enquiry() -> StoredEnquiry {
    let at = DateTime::from_timestamp(1_800_000_000, 0).unwrap();
    StoredEnquiry {
        id: EnquiryId(3),
        kind: EnquiryKind::PropertyEnquiry,
        subject: "ENQUIRY for 123".into(),
        name: Some("Anna <b>".into()),
        email: Some("anna@example.com".into()),
        reference: Some("123".into()),
        property_ref: None,
        fields: vec![("Message".into(), "Is it <still> for sale?\nThanks".into())],
        body: String::new(),
        status: DeliveryStatus::Sent,
        attempts: 1,
        last_error: None,
        received_at: at,
        next_attempt_at: at,
        sent_at: None,
        read_at: None,
        stage: LeadStage::New,
        follow_up_on: None,
        first_replied_at: None,
        source: Default::default(),
    }
}
