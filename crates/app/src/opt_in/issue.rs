use super::quota::{ConfirmationOutcome, ConfirmationQuota};
use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::opt_in::{confirm_by, ConfirmationAllowance};
use domain::ports::{Clock, EnquiryOutbox, NewEnquiry, OptInRecords};
use domain::Email;
use std::future::Future;

/// What every double opt-in sign-up needs besides what it is for: where its confirmation mail
/// waits for delivery, the bound on such mails, and the time.
#[derive(Clone, Copy)]
pub struct ConfirmationDesk<'a> {
    pub outbox: &'a dyn EnquiryOutbox,
    pub quota: ConfirmationQuota<'a>,
    pub clock: &'a dyn Clock,
}

/// The instants a pending sign-up is stored with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PendingSignUp {
    /// When the visitor ticked the consent box and sent the form.
    pub consent_at: DateTime<Utc>,
    /// Not confirmed by then, it is forgotten.
    pub confirm_by: DateTime<Utc>,
}

/// Signs `email` up, double opt-in: forgets the pending sign-ups past their deadline, asks the
/// quota for one more confirmation mail and, when it is granted, has `store` keep the pending
/// sign-up and answer its confirmation mail, which is in the outbox before this answers. A
/// `store` that answers no mail (the address is confirmed already) gives the quota back. When
/// the quota holds the mail back nothing is stored: the link already mailed keeps working.
pub(crate) async fn issue<Store, Stored>(
    desk: &ConfirmationDesk<'_>,
    records: &dyn OptInRecords,
    email: &Email,
    store: Store,
) -> anyhow::Result<ConfirmationOutcome>
where
    Store: FnOnce(PendingSignUp) -> Stored,
    Stored: Future<Output = anyhow::Result<Option<NewEnquiry>>>,
{
    let now = desk.clock.now();
    records
        .forget_expired(now)
        .await
        .context("forgetting expired sign-ups")?;
    let allowance = desk.quota.reserve(email, now).await?;
    if allowance != ConfirmationAllowance::Granted {
        return Ok(ConfirmationOutcome::Held(allowance));
    }
    let pending = PendingSignUp {
        consent_at: now,
        confirm_by: confirm_by(now),
    };
    let Some(mail) = store(pending).await? else {
        desk.quota.release(email, now).await?;
        return Ok(ConfirmationOutcome::NotNeeded);
    };
    desk.outbox
        .enqueue(&mail)
        .await
        .context("storing the confirmation mail in the outbox")?;
    Ok(ConfirmationOutcome::Mailed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::ports::{
        EnquiryId, EnquiryKind, MockClock, MockConfirmationMails, MockEnquiryOutbox,
        MockOptInRecords,
    };

    fn at() -> DateTime<Utc> {
        DateTime::from_timestamp(1_700_000_000, 0).unwrap()
    }

    fn email() -> Email {
        Email::parse("anna@example.com").unwrap()
    }

    fn mail() -> NewEnquiry {
        NewEnquiry {
            source: Default::default(),
            kind: EnquiryKind::NewsletterConfirmation,
            subject: "Please confirm".into(),
            name: None,
            email: Some(email()),
            reference: None,
            property_ref: None,
            fields: Vec::new(),
            body: "open the link".into(),
            client_hash: None,
            received_at: at(),
            body_html: None,
            list_unsubscribe: None,
            attachments: Vec::new(),
        }
    }

    fn forgetting() -> MockOptInRecords {
        let mut records = MockOptInRecords::new();
        records
            .expect_forget_expired()
            .withf(|now| *now == at())
            .times(1)
            .returning(|_| Ok(1));
        records
    }

    fn allowing(allowance: ConfirmationAllowance) -> MockConfirmationMails {
        let mut mails = MockConfirmationMails::new();
        mails
            .expect_reserve()
            .withf(|email, now, per_hour| *email == self::email() && *now == at() && *per_hour == 5)
            .times(1)
            .returning(move |_, _, _| Ok(allowance));
        mails
    }

    async fn run(
        mails: &MockConfirmationMails,
        outbox: &MockEnquiryOutbox,
        answer: Option<NewEnquiry>,
    ) -> (anyhow::Result<ConfirmationOutcome>, Option<PendingSignUp>) {
        let mut clock = MockClock::new();
        clock.expect_now().returning(at);
        let desk = ConfirmationDesk {
            outbox,
            quota: ConfirmationQuota { mails, per_hour: 5 },
            clock: &clock,
        };
        let mut stored = None;
        let outcome = issue(&desk, &forgetting(), &email(), |pending| {
            stored = Some(pending);
            async move { Ok(answer) }
        })
        .await;
        (outcome, stored)
    }

    #[tokio::test]
    async fn a_granted_sign_up_is_stored_for_72_hours_and_its_mail_put_in_the_outbox() {
        let mut outbox = MockEnquiryOutbox::new();
        outbox
            .expect_enqueue()
            .withf(|queued| *queued == mail())
            .times(1)
            .returning(|_| Ok(EnquiryId(1)));
        let (outcome, stored) = run(
            &allowing(ConfirmationAllowance::Granted),
            &outbox,
            Some(mail()),
        )
        .await;
        assert_eq!(outcome.unwrap(), ConfirmationOutcome::Mailed);
        let stored = stored.unwrap();
        assert_eq!(stored.consent_at, at());
        assert_eq!(stored.confirm_by - at(), chrono::Duration::hours(72));
    }

    #[tokio::test]
    async fn an_address_confirmed_already_gets_no_mail_and_gives_the_quota_back() {
        let mut mails = allowing(ConfirmationAllowance::Granted);
        mails
            .expect_release()
            .withf(|email, now| *email == self::email() && *now == at())
            .times(1)
            .returning(|_, _| Ok(()));
        let mut outbox = MockEnquiryOutbox::new();
        outbox.expect_enqueue().never();
        let (outcome, stored) = run(&mails, &outbox, None).await;
        assert_eq!(outcome.unwrap(), ConfirmationOutcome::NotNeeded);
        assert!(stored.is_some());
    }

    #[tokio::test]
    async fn a_held_mail_stores_nothing_and_sends_nothing() {
        for allowance in [
            ConfirmationAllowance::AddressHadItsShare,
            ConfirmationAllowance::SiteCapReached,
        ] {
            let mut outbox = MockEnquiryOutbox::new();
            outbox.expect_enqueue().never();
            let (outcome, stored) = run(&allowing(allowance), &outbox, Some(mail())).await;
            assert_eq!(outcome.unwrap(), ConfirmationOutcome::Held(allowance));
            assert_eq!(stored, None);
        }
    }

    #[tokio::test]
    async fn a_mail_that_cannot_be_queued_is_an_error() {
        let mut outbox = MockEnquiryOutbox::new();
        outbox
            .expect_enqueue()
            .times(1)
            .returning(|_| Err(domain::ports::RepositoryError::NotFound));
        let (outcome, _) = run(
            &allowing(ConfirmationAllowance::Granted),
            &outbox,
            Some(mail()),
        )
        .await;
        assert!(outcome.is_err());
    }
}
