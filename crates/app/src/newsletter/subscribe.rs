use super::confirmation_mail::{confirmation_mail, NewsletterLinks};
use crate::captcha_check::CaptchaFailure;
use crate::opt_in::{issue, ConfirmationDesk, ConfirmationOutcome, PendingSignUp};
use anyhow::anyhow;
use domain::enquiry::NewsletterForm;
use domain::opt_in::confirm_by;
use domain::ports::{
    CaptchaVerifier, NewsletterList, NewsletterListError, OptInRecords, SubscribeOutcome,
};
use domain::Email;

/// What the sign-up form sent.
#[derive(Debug, Clone, Default)]
pub struct Subscription {
    pub email: Option<String>,
    /// The unticked-by-default box: Italian rules want consent given on its own.
    pub consent: bool,
    pub captcha_token: Option<String>,
    pub client_ip: Option<String>,
}

pub struct NewsletterDesk<'a> {
    pub list: &'a dyn NewsletterList,
    /// The local list's double opt-in; none with a hosted provider, which runs its own.
    pub opt_ins: Option<&'a dyn OptInRecords>,
    /// The outbox, quota and clock of the confirmation mail, shared with the alerts.
    pub confirmations: ConfirmationDesk<'a>,
    pub captcha: &'a dyn CaptchaVerifier,
    pub links: &'a NewsletterLinks,
}

/// What the visitor is told. It depends only on who keeps the list, never on the address:
/// whether it is new, pending or already confirmed stays between the site and its owner.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SignUpAnswer {
    /// Handed to a hosted provider, which runs its own confirmation.
    Joined,
    /// On the local list: "check your inbox", whatever became of the confirmation mail.
    CheckYourInbox(ConfirmationOutcome),
}

#[derive(Debug, thiserror::Error)]
pub enum SubscribeError {
    #[error("{0}")]
    Invalid(String),
    #[error("Please tick the box to agree to receive the newsletter")]
    ConsentMissing,
    #[error(transparent)]
    Captcha(#[from] CaptchaFailure),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Signs the visitor up; signing up again is answered like the first time. On the local list
/// the address waits, pending, for the subscriber to open the link of the confirmation mail,
/// which is in the outbox before this answers; a repeated sign-up mails again only as far as
/// `domain::opt_in::confirmation_allowance` lets it, and otherwise changes nothing (the link
/// already mailed keeps working).
pub async fn subscribe(
    desk: &NewsletterDesk<'_>,
    subscription: Subscription,
) -> Result<SignUpAnswer, SubscribeError> {
    let sign_up = NewsletterForm {
        email: subscription.email,
    }
    .validate()
    .map_err(|error| SubscribeError::Invalid(error.to_string()))?;
    if !subscription.consent {
        return Err(SubscribeError::ConsentMissing);
    }
    crate::captcha_check::check_captcha(
        desk.captcha,
        subscription.captcha_token.as_deref(),
        subscription.client_ip,
    )
    .await?;
    let email = sign_up.email;
    let Some(opt_ins) = desk.opt_ins else {
        let now = desk.confirmations.clock.now();
        add(desk, &email, now, confirm_by(now)).await?;
        return Ok(SignUpAnswer::Joined);
    };
    let outcome =
        issue(
            &desk.confirmations,
            opt_ins,
            &email,
            |pending: PendingSignUp| {
                let email = &email;
                async move {
                    Ok(
                        match add(desk, email, pending.consent_at, pending.confirm_by).await? {
                            SubscribeOutcome::AwaitingConfirmation(tokens) => Some(
                                confirmation_mail(email, &tokens, desk.links, pending.consent_at),
                            ),
                            SubscribeOutcome::AlreadySubscribed | SubscribeOutcome::Added => None,
                        },
                    )
                }
            },
        )
        .await?;
    Ok(SignUpAnswer::CheckYourInbox(outcome))
}

async fn add(
    desk: &NewsletterDesk<'_>,
    email: &Email,
    consent_at: chrono::DateTime<chrono::Utc>,
    confirm_by: chrono::DateTime<chrono::Utc>,
) -> anyhow::Result<SubscribeOutcome> {
    desk.list
        .subscribe(email, consent_at, confirm_by)
        .await
        .map_err(|NewsletterListError::Unavailable(reason)| {
            anyhow!("newsletter sign-up failed: {reason}")
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::opt_in::ConfirmationQuota;
    use chrono::Utc;
    use domain::opt_in::ConfirmationAllowance;
    use domain::ports::{
        EnquiryId, EnquiryKind, MockCaptchaVerifier, MockClock, MockConfirmationMails,
        MockEnquiryOutbox, MockNewsletterList, MockOptInRecords, PendingSubscription,
    };

    fn granting() -> MockConfirmationMails {
        let mut mails = MockConfirmationMails::new();
        mails
            .expect_reserve()
            .returning(|_, _, _| Ok(ConfirmationAllowance::Granted));
        mails
    }

    fn directory() -> MockOptInRecords {
        let mut directory = MockOptInRecords::new();
        directory.expect_forget_expired().returning(|_| Ok(0));
        directory
    }

    fn links() -> NewsletterLinks {
        NewsletterLinks {
            confirm_base: "https://langhe.example/api/newsletter/confirm".into(),
            unsubscribe_base: "https://langhe.example/api/newsletter/unsubscribe".into(),
        }
    }

    fn sign_up(email: &str, consent: bool) -> Subscription {
        Subscription {
            email: Some(email.into()),
            consent,
            captcha_token: Some("solved".into()),
            client_ip: None,
        }
    }

    async fn run(
        list: &MockNewsletterList,
        captcha: &MockCaptchaVerifier,
        s: Subscription,
    ) -> Result<SignUpAnswer, SubscribeError> {
        run_with(
            list,
            None,
            &MockEnquiryOutbox::new(),
            &granting(),
            captcha,
            s,
        )
        .await
    }

    async fn run_with(
        list: &MockNewsletterList,
        directory: Option<&MockOptInRecords>,
        outbox: &MockEnquiryOutbox,
        mails: &MockConfirmationMails,
        captcha: &MockCaptchaVerifier,
        s: Subscription,
    ) -> Result<SignUpAnswer, SubscribeError> {
        let mut clock = MockClock::new();
        clock.expect_now().returning(Utc::now);
        subscribe(
            &NewsletterDesk {
                list,
                opt_ins: directory.map(|d| d as &dyn OptInRecords),
                confirmations: ConfirmationDesk {
                    outbox,
                    quota: ConfirmationQuota {
                        mails,
                        per_hour: 100,
                    },
                    clock: &clock,
                },
                captcha,
                links: &links(),
            },
            s,
        )
        .await
    }

    #[tokio::test]
    async fn a_pending_sign_up_mails_the_subscriber_a_link_that_expires_in_72_hours() {
        let mut captcha = MockCaptchaVerifier::new();
        captcha.expect_verify().returning(|_, _| Ok(()));
        let mut directory = MockOptInRecords::new();
        directory
            .expect_forget_expired()
            .times(1)
            .returning(|_| Ok(2));
        let mut list = MockNewsletterList::new();
        list.expect_subscribe()
            .withf(|_, consent_at, confirm_by| {
                *confirm_by - *consent_at == chrono::Duration::hours(72)
            })
            .returning(|_, _, _| {
                Ok(SubscribeOutcome::AwaitingConfirmation(
                    PendingSubscription {
                        confirm_token: "c0ffee".into(),
                        unsubscribe_token: "bead".into(),
                    },
                ))
            });
        let mut outbox = MockEnquiryOutbox::new();
        outbox
            .expect_enqueue()
            .times(1)
            .withf(|mail| {
                mail.kind == EnquiryKind::NewsletterConfirmation
                    && mail.email.as_ref().map(|e| e.as_str()) == Some("anna@example.com")
                    && mail
                        .body
                        .contains("https://langhe.example/api/newsletter/confirm?token=c0ffee")
            })
            .returning(|_| Ok(EnquiryId(7)));
        let outcome = run_with(
            &list,
            Some(&directory),
            &outbox,
            &granting(),
            &captcha,
            sign_up("anna@example.com", true),
        )
        .await
        .unwrap();
        assert_eq!(
            outcome,
            SignUpAnswer::CheckYourInbox(ConfirmationOutcome::Mailed)
        );
    }

    #[tokio::test]
    async fn a_confirmed_subscriber_signing_up_again_gets_no_mail_and_gives_the_quota_back() {
        let mut captcha = MockCaptchaVerifier::new();
        captcha.expect_verify().returning(|_, _| Ok(()));
        let mut list = MockNewsletterList::new();
        list.expect_subscribe()
            .returning(|_, _, _| Ok(SubscribeOutcome::AlreadySubscribed));
        let mut outbox = MockEnquiryOutbox::new();
        outbox.expect_enqueue().never();
        let mut mails = granting();
        mails.expect_release().times(1).returning(|_, _| Ok(()));
        let outcome = run_with(
            &list,
            Some(&directory()),
            &outbox,
            &mails,
            &captcha,
            sign_up("anna@example.com", true),
        )
        .await
        .unwrap();
        assert_eq!(
            outcome,
            SignUpAnswer::CheckYourInbox(ConfirmationOutcome::NotNeeded)
        );
    }

    #[tokio::test]
    async fn an_address_past_its_share_is_left_as_it_was_and_not_mailed() {
        let mut captcha = MockCaptchaVerifier::new();
        captcha.expect_verify().returning(|_, _| Ok(()));
        let mut list = MockNewsletterList::new();
        list.expect_subscribe().never();
        let mut outbox = MockEnquiryOutbox::new();
        outbox.expect_enqueue().never();
        let mut mails = MockConfirmationMails::new();
        mails
            .expect_reserve()
            .returning(|_, _, _| Ok(ConfirmationAllowance::AddressHadItsShare));
        let outcome = run_with(
            &list,
            Some(&directory()),
            &outbox,
            &mails,
            &captcha,
            sign_up("anna@example.com", true),
        )
        .await
        .unwrap();
        assert_eq!(
            outcome,
            SignUpAnswer::CheckYourInbox(ConfirmationOutcome::Held(
                ConfirmationAllowance::AddressHadItsShare
            ))
        );
    }

    #[tokio::test]
    async fn a_valid_sign_up_with_consent_and_captcha_reaches_the_list() {
        let mut captcha = MockCaptchaVerifier::new();
        captcha.expect_verify().times(1).returning(|_, _| Ok(()));
        let mut list = MockNewsletterList::new();
        list.expect_subscribe()
            .withf(|email, _, _| email.as_str() == "anna@example.com")
            .returning(|_, _, _| Ok(SubscribeOutcome::AlreadySubscribed));
        let outcome = run(&list, &captcha, sign_up("Anna@Example.com", true))
            .await
            .unwrap();
        assert_eq!(outcome, SignUpAnswer::Joined);
    }

    #[tokio::test]
    async fn email_then_consent_then_captcha_are_checked_before_the_list() {
        let list = MockNewsletterList::new();
        let captcha = MockCaptchaVerifier::new();
        let error = run(&list, &captcha, sign_up("anna", true))
            .await
            .unwrap_err();
        assert_eq!(error.to_string(), "Please enter a valid email address");
        let error = run(&list, &captcha, sign_up("anna@example.com", false))
            .await
            .unwrap_err();
        assert!(matches!(error, SubscribeError::ConsentMissing));
        let mut tokenless = sign_up("anna@example.com", true);
        tokenless.captcha_token = None;
        assert!(matches!(
            run(&list, &captcha, tokenless).await.unwrap_err(),
            SubscribeError::Captcha(CaptchaFailure::Missing)
        ));
    }
}
