//! What the inbox's delivery column says. The outbox's status alone would say "pending"
//! forever when the site sends no mail at all, which is its default: the column must say
//! what is true for the consultant reading it.

use crate::ports::{DeliveryStatus, MailState, StoredEnquiry};
use chrono::{DateTime, Utc};

/// Whether this installation hands enquiries to a mail server (`LANGHE_MAIL`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MailSetting {
    On,
    /// No mail is configured: enquiries wait in the inbox, where staff read them.
    Off,
}

/// Where an enquiry's mail to the consultant stands, as staff are told.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Delivery {
    /// Mail is off and it was never sent: read it in the inbox.
    MailOff,
    /// Stored, first attempt not yet made.
    Waiting,
    /// A worker is sending it right now.
    Sending,
    /// An attempt failed; the next one is due at `at`.
    WillRetry {
        at: DateTime<Utc>,
        failure: Option<String>,
    },
    Sent {
        at: Option<DateTime<Utc>>,
    },
    /// Given up on, with the stored reason.
    Failed {
        failure: Option<String>,
    },
}

impl Delivery {
    pub fn of(enquiry: &StoredEnquiry, mail: MailSetting) -> Self {
        Self::of_mail(
            &MailState {
                status: enquiry.status,
                attempts: enquiry.attempts,
                last_error: enquiry.last_error.clone(),
                next_attempt_at: enquiry.next_attempt_at,
                sent_at: enquiry.sent_at,
            },
            mail,
        )
    }

    /// The same for any outbox row's state (a reply from the desk, shown on its lead).
    pub fn of_mail(state: &MailState, mail: MailSetting) -> Self {
        let failure = state.last_error.clone();
        match (state.status, mail) {
            (DeliveryStatus::Sent, _) => Self::Sent { at: state.sent_at },
            (DeliveryStatus::Failed, _) => Self::Failed { failure },
            (DeliveryStatus::Pending | DeliveryStatus::Sending, MailSetting::Off) => Self::MailOff,
            (DeliveryStatus::Sending, MailSetting::On) => Self::Sending,
            (DeliveryStatus::Pending, MailSetting::On) if state.attempts == 0 => Self::Waiting,
            (DeliveryStatus::Pending, MailSetting::On) => Self::WillRetry {
                at: state.next_attempt_at,
                failure,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ports::{EnquiryId, EnquiryKind};

    fn at(seconds: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000 + seconds, 0).unwrap()
    }

    fn enquiry(status: DeliveryStatus, attempts: u32, error: Option<&str>) -> StoredEnquiry {
        StoredEnquiry {
            source: Default::default(),
            id: EnquiryId(1),
            kind: EnquiryKind::Contact,
            subject: "Contact Page".into(),
            name: Some("Anna".into()),
            email: Some("anna@example.com".into()),
            reference: None,
            property_ref: None,
            fields: Vec::new(),
            body: String::new(),
            status,
            attempts,
            last_error: error.map(str::to_owned),
            received_at: at(0),
            next_attempt_at: at(30),
            sent_at: (status == DeliveryStatus::Sent).then(|| at(5)),
            read_at: None,
            stage: crate::enquiry::lead::LeadStage::New,
            follow_up_on: None,
            first_replied_at: None,
        }
    }

    #[test]
    fn the_delivery_column_says_what_is_true() {
        use DeliveryStatus::*;
        use MailSetting::*;
        let refused = Some("connection refused".to_owned());
        let cases = [
            (Pending, 0, None, Off, Delivery::MailOff),
            (Sending, 1, None, Off, Delivery::MailOff),
            (
                Pending,
                2,
                Some("connection refused"),
                Off,
                Delivery::MailOff,
            ),
            (Pending, 0, None, On, Delivery::Waiting),
            (Sending, 1, None, On, Delivery::Sending),
            (
                Pending,
                1,
                Some("connection refused"),
                On,
                Delivery::WillRetry {
                    at: at(30),
                    failure: refused.clone(),
                },
            ),
            (Sent, 1, None, On, Delivery::Sent { at: Some(at(5)) }),
            (Sent, 1, None, Off, Delivery::Sent { at: Some(at(5)) }),
            (
                Failed,
                5,
                Some("550 mailbox unavailable"),
                Off,
                Delivery::Failed {
                    failure: Some("550 mailbox unavailable".into()),
                },
            ),
        ];
        for (status, attempts, error, mail, expected) in cases {
            assert_eq!(
                Delivery::of(&enquiry(status, attempts, error), mail),
                expected,
                "{status:?} after {attempts} attempts, mail {mail:?}"
            );
        }
    }
}
