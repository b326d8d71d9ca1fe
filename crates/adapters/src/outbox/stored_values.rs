//! The outbox's columns with a closed set of values (`crate::stored_enum`).

use crate::stored_enum::stored_enum;
use domain::enquiry::lead::LeadStage;
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
        SignInLink = "sign_in_link",
        Viewing = "viewing",
        ViewingMail = "viewing_mail",
        Reply = "reply",
        DeskDigest = "desk_digest",
        OwnerReport = "owner_report",
    }
);

stored_enum!(
    /// `LeadStage::as_str`.
    StoredStage <=> LeadStage {
        New = "new",
        Contacted = "contacted",
        Viewing = "viewing",
        Offer = "offer",
        Won = "won",
        Lost = "lost",
        Spam = "spam",
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
    /// The kinds of mail to the person who asked for them (`EnquiryKind::TO_THE_ASKER`).
    pub fn to_the_asker() -> [Self; 6] {
        EnquiryKind::TO_THE_ASKER.map(Self::from)
    }

    /// The kinds that are leads (`EnquiryKind::is_lead`).
    pub fn leads() -> Vec<Self> {
        EnquiryKind::leads().into_iter().map(Self::from).collect()
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
        assert_stored_as::<StoredStage, LeadStage>(LeadStage::as_str);
    }
}
