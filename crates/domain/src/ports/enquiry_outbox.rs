use super::{Addressee, MailAttachment, RepositoryError};
use crate::enquiry::lead::{FollowUpDate, LeadStage};
use crate::enquiry::LeadSource;
use crate::property::Ref;
use crate::user::Email;
use async_trait::async_trait;
use chrono::{DateTime, Utc};

/// Which form an enquiry came from. `Message` is a caller that sent only the spec's
/// `subject` and `message`, with no structured fields. `NewsletterConfirmation` is not an
/// enquiry but the double opt-in mail to a subscriber: it shares the outbox (stored before
/// the answer, delivered once) and stays out of the staff inbox.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EnquiryKind {
    PropertyEnquiry,
    Contact,
    ItalianContact,
    Consultancy,
    Message,
    NewsletterConfirmation,
    /// The double opt-in mail of a saved-search alert, to its subscriber.
    AlertConfirmation,
    /// A saved-search alert's digest of new listings, to its subscriber.
    AlertDigest,
    /// A one-time sign-in link, to the staff member who asked for it.
    SignInLink,
    /// A visitor's request for a viewing trip: a lead, mailed to the consultant.
    Viewing,
    /// A viewing's invitation, update, cancellation or reminder, to the visitor (with its
    /// calendar files).
    ViewingMail,
    /// A reply from the desk to the visitor who wrote a lead (issue 27): a mail of the lead,
    /// never a lead itself.
    Reply,
    /// The desk's daily digest to the consultant (new leads, follow-ups due): a mail about
    /// leads, never a lead itself.
    DeskDigest,
    /// The link to a home's report, to its owner (issue 29).
    OwnerReport,
}

impl EnquiryKind {
    /// Mails to a visitor who asked for them (sent to `email`, with `List-Unsubscribe`), not
    /// enquiries: they stay out of the staff inbox.
    pub const TO_SUBSCRIBERS: [EnquiryKind; 3] = [
        Self::NewsletterConfirmation,
        Self::AlertConfirmation,
        Self::AlertDigest,
    ];

    pub fn is_to_subscriber(self) -> bool {
        Self::TO_SUBSCRIBERS.contains(&self)
    }

    /// Mails to the person who asked for them (a subscriber, a staff member signing in), sent
    /// to `email`: not enquiries, so they stay out of the staff inbox, and their links are
    /// secrets the outbox forgets once the mail has gone.
    pub const TO_THE_ASKER: [EnquiryKind; 6] = [
        Self::NewsletterConfirmation,
        Self::AlertConfirmation,
        Self::AlertDigest,
        Self::SignInLink,
        Self::ViewingMail,
        Self::OwnerReport,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::PropertyEnquiry => "property_enquiry",
            Self::Contact => "contact",
            Self::ItalianContact => "italian_contact",
            Self::Consultancy => "consultancy",
            Self::Message => "message",
            Self::NewsletterConfirmation => "newsletter_confirmation",
            Self::AlertConfirmation => "alert_confirmation",
            Self::AlertDigest => "alert_digest",
            Self::SignInLink => "sign_in_link",
            Self::Viewing => "viewing",
            Self::ViewingMail => "viewing_mail",
            Self::Reply => "reply",
            Self::DeskDigest => "desk_digest",
            Self::OwnerReport => "owner_report",
        }
    }

    /// Whether an enquiry of this kind is a lead the desk works (a stage, notes, replies) and
    /// the staff inbox lists. Matched without a wildcard: a new kind must say which it is.
    pub fn is_lead(self) -> bool {
        match self {
            Self::PropertyEnquiry
            | Self::Contact
            | Self::ItalianContact
            | Self::Consultancy
            | Self::Message
            | Self::Viewing => true,
            Self::NewsletterConfirmation
            | Self::AlertConfirmation
            | Self::AlertDigest
            | Self::SignInLink
            | Self::ViewingMail
            | Self::Reply
            | Self::DeskDigest
            | Self::OwnerReport => false,
        }
    }

    /// The kinds that are leads (`is_lead`).
    pub fn leads() -> Vec<EnquiryKind> {
        Self::ALL
            .into_iter()
            .filter(|kind| kind.is_lead())
            .collect()
    }

    /// Every kind, so that what is counted by kind (the outbox gauges) can show each one.
    pub const ALL: [EnquiryKind; 14] = [
        Self::PropertyEnquiry,
        Self::Contact,
        Self::ItalianContact,
        Self::Consultancy,
        Self::Message,
        Self::NewsletterConfirmation,
        Self::AlertConfirmation,
        Self::AlertDigest,
        Self::SignInLink,
        Self::Viewing,
        Self::ViewingMail,
        Self::Reply,
        Self::DeskDigest,
        Self::OwnerReport,
    ];

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|kind| kind.as_str() == text)
    }
}

/// Where an enquiry is on its way to the consultant's mailbox.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DeliveryStatus {
    /// Waiting for its (next) attempt.
    Pending,
    /// A worker holds it; if the worker dies, it becomes due again when the lease ends.
    Sending,
    Sent,
    /// The mail port refused it for good; kept for staff to read.
    Failed,
}

impl DeliveryStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Pending => "pending",
            Self::Sending => "sending",
            Self::Sent => "sent",
            Self::Failed => "failed",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        [Self::Pending, Self::Sending, Self::Sent, Self::Failed]
            .into_iter()
            .find(|status| status.as_str() == text)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EnquiryId(pub i64);

/// One labelled value of a form, in the form's order ("Name", "Anna").
pub type EnquiryField = (String, String);

/// An accepted submission, ready to be stored before the visitor gets an answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewEnquiry {
    pub kind: EnquiryKind,
    pub subject: String,
    pub name: Option<String>,
    pub email: Option<Email>,
    pub reference: Option<String>,
    pub property_ref: Option<Ref>,
    pub fields: Vec<EnquiryField>,
    /// The mail body exactly as it will be delivered.
    pub body: String,
    /// The same mail as HTML, sent beside `body` as multipart/alternative: for mails that
    /// show pictures (an alert's digest). Enquiries to the consultant have none.
    pub body_html: Option<String>,
    /// A keyed hash of the client address, never the address itself.
    pub client_hash: Option<String>,
    /// Where the visitor came from (empty for mails the site writes itself).
    pub source: LeadSource,
    pub received_at: DateTime<Utc>,
    /// For a mail to a subscriber (`EnquiryKind::is_to_subscriber`, sent to `email`): the
    /// unsubscribe link its `List-Unsubscribe` header carries.
    pub list_unsubscribe: Option<String>,
    /// Files sent with the mail (a viewing's calendar files).
    pub attachments: Vec<MailAttachment>,
}

/// An enquiry as staff see it in the inbox.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredEnquiry {
    pub id: EnquiryId,
    pub kind: EnquiryKind,
    pub subject: String,
    pub name: Option<String>,
    pub email: Option<String>,
    pub reference: Option<String>,
    pub property_ref: Option<Ref>,
    pub fields: Vec<EnquiryField>,
    pub body: String,
    pub status: DeliveryStatus,
    pub attempts: u32,
    pub last_error: Option<String>,
    pub received_at: DateTime<Utc>,
    /// When the next delivery attempt is due (while it waits as `Pending`).
    pub next_attempt_at: DateTime<Utc>,
    pub sent_at: Option<DateTime<Utc>>,
    /// When staff marked it read; `None` while it is unread, as every new enquiry is.
    pub read_at: Option<DateTime<Utc>>,
    /// Where the visitor came from, as their form told.
    pub source: LeadSource,
    /// Where the lead stands on the desk (`New` for every new enquiry).
    pub stage: LeadStage,
    pub follow_up_on: Option<FollowUpDate>,
    /// When the desk first replied to the visitor (a reply stored in the outbox).
    pub first_replied_at: Option<DateTime<Utc>>,
}

/// Where one outbox row's mail stands (a reply from the desk, shown on its lead).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailState {
    pub status: DeliveryStatus,
    pub attempts: u32,
    pub last_error: Option<String>,
    pub next_attempt_at: DateTime<Utc>,
    pub sent_at: Option<DateTime<Utc>>,
}

/// Proof that one worker holds an enquiry; every later step names it, so a worker whose
/// lease ran out (and was taken over) cannot change the enquiry any more.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeliveryClaim {
    pub id: EnquiryId,
    pub token: String,
}

/// An enquiry handed to one worker for one delivery attempt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimedEnquiry {
    pub claim: DeliveryClaim,
    pub subject: String,
    pub body: String,
    pub body_html: Option<String>,
    pub addressee: Addressee,
    pub attachments: Vec<MailAttachment>,
    /// Attempts so far, this one included.
    pub attempts: u32,
    pub received_at: DateTime<Utc>,
    /// For a reply from the desk: the stable mail id of the enquiry it answers.
    pub in_reply_to: Option<String>,
}

/// The durable queue between the HTTP answer and the mail server.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait EnquiryOutbox: Send + Sync {
    /// Stores the enquiry as `Pending`, due at once. When this returns `Ok` the enquiry
    /// survives a crash.
    /// # Errors
    /// `Unexpected` when the storage fails: the enquiry is then not stored, and the visitor must be
    /// told so.
    async fn enqueue(&self, enquiry: &NewEnquiry) -> Result<EnquiryId, RepositoryError>;

    /// Claims up to `limit` enquiries that are due at `now`: pending ones whose next attempt
    /// has come, and sending ones whose lease ended before `now` (their worker died). Each
    /// claim holds until `lease_until` and counts one attempt.
    ///
    /// # Errors
    /// MUST NOT hand the same enquiry to two callers while a lease runs, even when the
    /// callers race in different processes.
    async fn claim_due(
        &self,
        now: DateTime<Utc>,
        lease_until: DateTime<Utc>,
        limit: u32,
    ) -> Result<Vec<ClaimedEnquiry>, RepositoryError>;

    /// Renews a live claim until `lease_until`, just before its mail goes out: a batch may
    /// take longer than its first lease, and a message must never go out under a lease that
    /// ran out (another worker may have claimed it meanwhile).
    ///
    /// # Errors
    /// MUST return `NotFound` when the claim no longer holds the enquiry or its lease ended
    /// before `now`.
    async fn extend_claim(
        &self,
        claim: &DeliveryClaim,
        now: DateTime<Utc>,
        lease_until: DateTime<Utc>,
    ) -> Result<(), RepositoryError>;

    /// Records delivery.
    ///
    /// # Errors
    /// MUST return `NotFound` when the claim no longer holds the enquiry.
    async fn mark_sent(
        &self,
        claim: &DeliveryClaim,
        at: DateTime<Utc>,
    ) -> Result<(), RepositoryError>;

    /// Gives the enquiry back as `Pending`, due again at `next_attempt_at`.
    ///
    /// # Errors
    /// MUST return `NotFound` when the claim no longer holds the enquiry.
    async fn reschedule(
        &self,
        claim: &DeliveryClaim,
        next_attempt_at: DateTime<Utc>,
        error: &str,
    ) -> Result<(), RepositoryError>;

    /// Stops trying: the enquiry stays in the inbox as `Failed`.
    ///
    /// # Errors
    /// MUST return `NotFound` when the claim no longer holds the enquiry.
    async fn mark_failed(&self, claim: &DeliveryClaim, error: &str) -> Result<(), RepositoryError>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_and_statuses_round_trip_through_their_stored_text() {
        for kind in EnquiryKind::ALL {
            assert_eq!(EnquiryKind::parse(kind.as_str()), Some(kind));
        }
        for status in [
            DeliveryStatus::Pending,
            DeliveryStatus::Sending,
            DeliveryStatus::Sent,
            DeliveryStatus::Failed,
        ] {
            assert_eq!(DeliveryStatus::parse(status.as_str()), Some(status));
        }
        assert_eq!(EnquiryKind::parse("Contact"), None);
        assert!(!EnquiryKind::Reply.is_lead());
        assert!(!EnquiryKind::DeskDigest.is_lead());
        assert!(EnquiryKind::TO_THE_ASKER.iter().all(|kind| !kind.is_lead()));
        assert_eq!(EnquiryKind::leads().len(), 6);
        assert_eq!(DeliveryStatus::parse("done"), None);
    }
}
