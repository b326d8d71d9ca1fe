//! The outbox's columns with a closed set of values (`crate::stored_enum`).

use crate::stored_enum::stored_enum;
use domain::ports::{DeliveryStatus, EnquiryKind};

stored_enum!(
    /// `EnquiryKind::as_str`.
    StoredKind <=> EnquiryKind {
        PropertyEnquiry = "property_enquiry",
        Contact = "contact",
        ItalianContact = "italian_contact",
        Consultancy = "consultancy",
        Message = "message",
        NewsletterConfirmation = "newsletter_confirmation",
        AlertConfirmation = "alert_confirmation",
        AlertDigest = "alert_digest",
    }
);

stored_enum!(
    /// `DeliveryStatus::as_str`.
    StoredStatus <=> DeliveryStatus {
        Pending = "pending",
        Sending = "sending",
        Sent = "sent",
        Failed = "failed",
    }
);

impl StoredKind {
    /// The kinds of mail to subscribers (`EnquiryKind::TO_SUBSCRIBERS`).
    pub fn to_subscribers() -> [Self; 3] {
        EnquiryKind::TO_SUBSCRIBERS.map(Self::from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stored_enum::assert_stored_as;

    #[test]
    fn the_stored_strings_are_the_domains() {
        assert_stored_as::<StoredKind, EnquiryKind>(EnquiryKind::as_str);
        assert_stored_as::<StoredStatus, DeliveryStatus>(DeliveryStatus::as_str);
    }
}
