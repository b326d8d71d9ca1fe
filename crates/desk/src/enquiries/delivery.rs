//! One pass of the delivery worker: claim what is due, hand each enquiry to the mail port,
//! and record the outcome. Temporary failures come back later with exponential back-off.

use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::ports::{
    ClaimedEnquiry, Clock, EnquiryOutbox, MailError, Mailer, OutgoingMail, RepositoryError,
};
use std::time::Duration;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeliveryPolicy {
    /// Enquiries claimed per pass.
    pub batch: u32,
    /// How long a claim holds; after that a dead worker's enquiries are due again. Renewed
    /// just before each mail goes out, so it must outlast the slowest delivery of one mail.
    pub lease: Duration,
    /// The wait after the first failed attempt; it doubles with each further failure.
    pub first_retry: Duration,
    pub max_retry: Duration,
    /// After this many attempts a temporarily failing enquiry is marked failed for staff.
    pub max_attempts: u32,
}

impl Default for DeliveryPolicy {
    fn default() -> Self {
        Self {
            batch: 20,
            lease: Duration::from_secs(120),
            first_retry: Duration::from_secs(15),
            max_retry: Duration::from_secs(3600),
            // 15 s doubling to an hour, then hourly: about a day of trying.
            max_attempts: 34,
        }
    }
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DeliveryReport {
    pub claimed: usize,
    pub sent: usize,
    pub retried: usize,
    pub failed: usize,
    /// Claims that ran out before the mail went out or before its outcome could be recorded
    /// (another worker may have taken over).
    pub lost: usize,
}

#[derive(Debug, thiserror::Error)]
pub enum DeliveryError {
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The wait before attempt `attempts + 1`: `first_retry × 2^(attempts − 1)`, at most `max_retry`.
pub fn retry_delay(policy: &DeliveryPolicy, attempts: u32) -> Duration {
    let doublings = attempts.saturating_sub(1).min(31);
    policy
        .first_retry
        .saturating_mul(1 << doublings)
        .min(policy.max_retry)
}

fn after(instant: DateTime<Utc>, wait: Duration) -> DateTime<Utc> {
    instant + chrono::Duration::from_std(wait).unwrap_or(chrono::Duration::MAX)
}

pub async fn deliver_due(
    outbox: &dyn EnquiryOutbox,
    mailer: &dyn Mailer,
    clock: &dyn Clock,
    policy: &DeliveryPolicy,
) -> Result<DeliveryReport, DeliveryError> {
    let now = clock.now();
    let claimed = outbox
        .claim_due(now, after(now, policy.lease), policy.batch)
        .await
        .context("claiming due enquiries")?;
    let mut report = DeliveryReport {
        claimed: claimed.len(),
        ..Default::default()
    };
    for enquiry in claimed {
        deliver_one(outbox, mailer, clock, policy, enquiry, &mut report).await?;
    }
    Ok(report)
}

/// The outbox id names the message within this database; its time of arrival keeps two
/// installations (or a database restored over an old one) from ever sharing an id.
pub fn stable_mail_id(enquiry: &ClaimedEnquiry) -> String {
    super::reply_mail::mail_id_of(enquiry.claim.id.0, enquiry.received_at)
}

async fn deliver_one(
    outbox: &dyn EnquiryOutbox,
    mailer: &dyn Mailer,
    clock: &dyn Clock,
    policy: &DeliveryPolicy,
    enquiry: ClaimedEnquiry,
    report: &mut DeliveryReport,
) -> Result<(), DeliveryError> {
    let mail = OutgoingMail {
        stable_id: stable_mail_id(&enquiry),
        subject: enquiry.subject.clone(),
        body_text: enquiry.body.clone(),
        body_html: enquiry.body_html.clone(),
        addressee: enquiry.addressee.clone(),
        attachments: enquiry.attachments.clone(),
        in_reply_to: enquiry.in_reply_to.clone(),
    };
    let id = enquiry.claim.id.0;
    let now = clock.now();
    match outbox
        .extend_claim(&enquiry.claim, now, after(now, policy.lease))
        .await
    {
        Ok(()) => {}
        Err(RepositoryError::NotFound) => {
            tracing::warn!(
                enquiry = id,
                "the delivery claim ran out before its mail went out; another attempt sends it"
            );
            report.lost += 1;
            return Ok(());
        }
        Err(error) => {
            return Err(anyhow::Error::new(error)
                .context(format!("renewing the claim on enquiry {id}"))
                .into())
        }
    }
    let recorded = match mailer.send(&mail).await {
        Ok(()) => {
            report.sent += 1;
            outbox.mark_sent(&enquiry.claim, clock.now()).await
        }
        Err(MailError::Temporary(reason)) if enquiry.attempts < policy.max_attempts => {
            tracing::warn!(enquiry = id, attempts = enquiry.attempts, %reason, "mail delivery failed; will retry");
            report.retried += 1;
            let next = after(clock.now(), retry_delay(policy, enquiry.attempts));
            outbox.reschedule(&enquiry.claim, next, &reason).await
        }
        Err(error) => {
            tracing::error!(enquiry = id, attempts = enquiry.attempts, %error, "mail delivery gave up");
            report.failed += 1;
            outbox.mark_failed(&enquiry.claim, &error.to_string()).await
        }
    };
    match recorded {
        Ok(()) => Ok(()),
        Err(RepositoryError::NotFound) => {
            tracing::warn!(
                enquiry = id,
                "the delivery claim ran out before its outcome was recorded"
            );
            report.lost += 1;
            Ok(())
        }
        Err(error) => Err(anyhow::Error::new(error)
            .context(format!("recording delivery of enquiry {id}"))
            .into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;
    use domain::ports::{
        Addressee, DeliveryClaim, EnquiryId, MockClock, MockEnquiryOutbox, MockMailer,
    };

    fn now() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2027, 3, 1, 9, 0, 0).unwrap()
    }

    fn clock() -> MockClock {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        clock
    }

    fn claimed(id: i64, attempts: u32) -> ClaimedEnquiry {
        ClaimedEnquiry {
            claim: DeliveryClaim {
                id: EnquiryId(id),
                token: format!("t{id}"),
            },
            subject: "Contact Page".into(),
            body: "Name: Anna".into(),
            body_html: None,
            addressee: Addressee::Consultant {
                reply_to: Some("anna@example.com".into()),
            },
            attempts,
            received_at: now(),
            attachments: Vec::new(),
            in_reply_to: None,
        }
    }

    fn outbox_with(enquiries: Vec<ClaimedEnquiry>) -> MockEnquiryOutbox {
        let mut outbox = MockEnquiryOutbox::new();
        outbox
            .expect_claim_due()
            .times(1)
            .return_once(move |_, _, _| Ok(enquiries));
        outbox
    }

    fn still_held(mut outbox: MockEnquiryOutbox) -> MockEnquiryOutbox {
        outbox
            .expect_extend_claim()
            .withf(|_, at, until| *at == now() && *until == now() + chrono::Duration::seconds(120))
            .returning(|_, _, _| Ok(()));
        outbox
    }

    #[test]
    fn back_off_doubles_from_the_first_retry_up_to_the_cap() {
        let policy = DeliveryPolicy {
            first_retry: Duration::from_secs(10),
            max_retry: Duration::from_secs(60),
            ..Default::default()
        };
        let waits: Vec<u64> = (1..=5).map(|n| retry_delay(&policy, n).as_secs()).collect();
        assert_eq!(waits, [10, 20, 40, 60, 60]);
        assert_eq!(retry_delay(&policy, u32::MAX).as_secs(), 60);
    }

    #[tokio::test]
    async fn a_delivered_enquiry_is_marked_sent_with_the_visitor_as_reply_to() {
        let mut outbox = still_held(outbox_with(vec![claimed(1, 1)]));
        outbox
            .expect_mark_sent()
            .withf(|claim, _| claim.token == "t1")
            .times(1)
            .returning(|_, _| Ok(()));
        let mut mailer = MockMailer::new();
        mailer
            .expect_send()
            .withf(|mail| {
                mail.addressee
                    == Addressee::Consultant {
                        reply_to: Some("anna@example.com".into()),
                    }
                    && mail.subject == "Contact Page"
                    && mail.stable_id == format!("enquiry.1.{}", now().timestamp_millis())
            })
            .times(1)
            .returning(|_| Ok(()));

        let report = deliver_due(&outbox, &mailer, &clock(), &DeliveryPolicy::default())
            .await
            .unwrap();
        assert_eq!(
            report,
            DeliveryReport {
                claimed: 1,
                sent: 1,
                ..Default::default()
            }
        );
    }

    #[test]
    fn the_mail_id_stays_the_same_across_attempts_and_differs_between_enquiries() {
        assert_eq!(
            stable_mail_id(&claimed(7, 1)),
            stable_mail_id(&claimed(7, 5))
        );
        assert_ne!(
            stable_mail_id(&claimed(7, 1)),
            stable_mail_id(&claimed(8, 1))
        );
        let mut elsewhere = claimed(7, 1);
        elsewhere.received_at = now() + chrono::Duration::milliseconds(1);
        assert_ne!(stable_mail_id(&claimed(7, 1)), stable_mail_id(&elsewhere));
    }

    #[tokio::test]
    async fn a_temporary_failure_is_retried_later_with_back_off() {
        let mut outbox = still_held(outbox_with(vec![claimed(1, 3)]));
        let policy = DeliveryPolicy {
            first_retry: Duration::from_secs(10),
            ..Default::default()
        };
        outbox
            .expect_reschedule()
            .withf(|_, next, error| {
                *next == now() + chrono::Duration::seconds(40) && error == "connection refused"
            })
            .times(1)
            .returning(|_, _, _| Ok(()));
        let mut mailer = MockMailer::new();
        mailer
            .expect_send()
            .returning(|_| Err(MailError::Temporary("connection refused".into())));

        let report = deliver_due(&outbox, &mailer, &clock(), &policy)
            .await
            .unwrap();
        assert_eq!(report.retried, 1);
    }

    #[tokio::test]
    async fn a_permanent_failure_or_the_last_attempt_marks_the_enquiry_failed() {
        let policy = DeliveryPolicy {
            max_attempts: 3,
            ..Default::default()
        };
        let mut outbox = still_held(outbox_with(vec![claimed(1, 1), claimed(2, 3)]));
        outbox
            .expect_mark_failed()
            .times(2)
            .returning(|_, _| Ok(()));
        let mut mailer = MockMailer::new();
        let mut calls = 0;
        mailer.expect_send().times(2).returning(move |_| {
            calls += 1;
            Err(if calls == 1 {
                MailError::Permanent("550 no such user".into())
            } else {
                MailError::Temporary("timeout".into())
            })
        });

        let report = deliver_due(&outbox, &mailer, &clock(), &policy)
            .await
            .unwrap();
        assert_eq!(report.failed, 2);
    }

    #[tokio::test]
    async fn a_mail_whose_claim_ran_out_before_it_went_out_is_not_sent() {
        let mut outbox = outbox_with(vec![claimed(1, 1), claimed(2, 1)]);
        outbox
            .expect_extend_claim()
            .returning(|claim, _, _| match claim.id {
                EnquiryId(1) => Err(RepositoryError::NotFound),
                _ => Ok(()),
            });
        outbox
            .expect_mark_sent()
            .withf(|claim, _| claim.id == EnquiryId(2))
            .times(1)
            .returning(|_, _| Ok(()));
        let mut mailer = MockMailer::new();
        mailer
            .expect_send()
            .withf(|mail| mail.stable_id.starts_with("enquiry.2."))
            .times(1)
            .returning(|_| Ok(()));

        let report = deliver_due(&outbox, &mailer, &clock(), &DeliveryPolicy::default())
            .await
            .unwrap();
        assert_eq!((report.sent, report.lost), (1, 1));
    }

    #[tokio::test]
    async fn a_claim_taken_over_by_another_worker_is_counted_not_fatal() {
        let mut outbox = still_held(outbox_with(vec![claimed(1, 1)]));
        outbox
            .expect_mark_sent()
            .returning(|_, _| Err(RepositoryError::NotFound));
        let mut mailer = MockMailer::new();
        mailer.expect_send().returning(|_| Ok(()));

        let report = deliver_due(&outbox, &mailer, &clock(), &DeliveryPolicy::default())
            .await
            .unwrap();
        assert_eq!(report.lost, 1);
    }
}
