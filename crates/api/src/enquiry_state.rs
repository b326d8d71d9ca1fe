//! The ports and helpers the form endpoints use (a part of `AppState`; the composition root
//! picks their adapters).

use crate::rate_limit::ClientRateLimiter;
use app::opt_in::{ConfirmationDesk, ConfirmationQuota};
use desk::enquiries::DeliveryPolicy;
use domain::enquiry::CaptchaChoice;
use domain::ports::{
    AlertRepository, CaptchaChallenger, CaptchaVerifier, Clock, ConfirmationMails, ContactErasure,
    EnquiryInbox, EnquiryOutbox, LeadBook, Mailer, NewsletterList, OptInRecords,
    SubscriberDirectory,
};
use sha2::{Digest, Sha256};
use std::net::IpAddr;
use std::sync::Arc;
use tokio::sync::Notify;

/// What the browser needs to show the captcha widget.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaptchaWidget {
    pub provider: CaptchaChoice,
    pub site_key: Option<String>,
}

#[derive(Clone)]
pub struct EnquiryServices {
    pub outbox: Arc<dyn EnquiryOutbox>,
    /// The staff's reading of the enquiries the outbox keeps (the same store).
    pub inbox: Arc<dyn EnquiryInbox>,
    /// The desk's stages, notes, follow-ups, replies and contacts (the same store).
    pub leads: Arc<dyn LeadBook>,
    pub captcha: Arc<dyn CaptchaVerifier>,
    /// Only for the self-hosted proof of work.
    pub challenger: Option<Arc<dyn CaptchaChallenger>>,
    pub widget: CaptchaWidget,
    pub newsletter: Arc<dyn NewsletterList>,
    /// Only for the local list.
    pub subscribers: Option<LocalList>,
    /// Saved-search alerts and the listings waiting for their next mail.
    pub alerts: Arc<dyn AlertRepository>,
    /// The alerts' double opt-in (the same records as `alerts`).
    pub alert_opt_ins: Arc<dyn OptInRecords>,
    /// The least time between two mails of one alert.
    pub alert_interval: std::time::Duration,
    /// The confirmation mails sent lately (newsletter and alerts), which bound the next.
    pub confirmation_mails: Arc<dyn ConfirmationMails>,
    /// The site's hourly maximum of confirmation mails.
    pub confirmation_mails_per_hour: u64,
    /// Removes a person's data from every store above (the same database).
    pub erasure: Arc<dyn ContactErasure>,
    /// None: no delivery worker runs, enquiries wait in the staff inbox.
    pub mailer: Option<Arc<dyn Mailer>>,
    /// How the binary's delivery worker batches, leases and retries.
    pub delivery_policy: DeliveryPolicy,
    pub clock: Arc<dyn Clock>,
    pub rate_limit: Arc<ClientRateLimiter>,
    /// Rung after each stored enquiry.
    pub outbox_stored: Arc<Notify>,
    /// Keys [`Self::client_hash`]; set by the composition root.
    pub client_hash_key: Arc<[u8]>,
}

/// The newsletter list the site keeps itself: its subscribers and their double opt-in (one
/// store behind both).
#[derive(Clone)]
pub struct LocalList {
    pub directory: Arc<dyn SubscriberDirectory>,
    pub opt_ins: Arc<dyn OptInRecords>,
}

impl EnquiryServices {
    /// What a double opt-in sign-up needs to mail its confirmation, as the use cases take it.
    pub fn confirmation_desk(&self) -> ConfirmationDesk<'_> {
        ConfirmationDesk {
            outbox: self.outbox.as_ref(),
            quota: ConfirmationQuota {
                mails: self.confirmation_mails.as_ref(),
                per_hour: self.confirmation_mails_per_hour,
            },
            clock: self.clock.as_ref(),
        }
    }

    /// A keyed hash of the client address: equal addresses match, the address cannot be read back.
    pub fn client_hash(&self, address: IpAddr) -> String {
        let mut hasher = Sha256::new();
        hasher.update(&self.client_hash_key);
        hasher.update(address.to_string().as_bytes());
        hasher
            .finalize()
            .iter()
            .take(12)
            .map(|b| format!("{b:02x}"))
            .collect()
    }
}
