use super::confirmation_mail::{confirmation_mail, NewsletterLinks};
use crate::captcha_check::CaptchaFailure;
use anyhow::{anyhow, Context};
use domain::enquiry::{confirm_by, NewsletterForm};
use domain::ports::{
    CaptchaVerifier, Clock, EnquiryOutbox, NewsletterList, NewsletterListError, SubscribeOutcome,
    SubscriberDirectory,
};

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
    /// The local list's records, to forget expired sign-ups; none with a hosted provider.
    pub directory: Option<&'a dyn SubscriberDirectory>,
    /// Where the confirmation mail waits for delivery, like the enquiries.
    pub outbox: &'a dyn EnquiryOutbox,
    pub captcha: &'a dyn CaptchaVerifier,
    pub clock: &'a dyn Clock,
    pub links: &'a NewsletterLinks,
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

/// Signs the visitor up; signing up twice is answered like the first time. On the local list
/// the address waits, pending, for the subscriber to open the link of the confirmation mail,
/// which is in the outbox before this answers.
pub async fn subscribe(
    desk: &NewsletterDesk<'_>,
    subscription: Subscription,
) -> Result<SubscribeOutcome, SubscribeError> {
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
    let now = desk.clock.now();
    if let Some(directory) = desk.directory {
        directory
            .forget_expired(now)
            .await
            .context("forgetting expired sign-ups")?;
    }
    let outcome = desk
        .list
        .subscribe(&sign_up.email, now, confirm_by(now))
        .await
        .map_err(|NewsletterListError::Unavailable(reason)| {
            anyhow!("newsletter sign-up failed: {reason}")
        })?;
    if let SubscribeOutcome::AwaitingConfirmation(pending) = &outcome {
        let mail = confirmation_mail(&sign_up.email, pending, desk.links, now);
        desk.outbox
            .enqueue(&mail)
            .await
            .context("storing the confirmation mail in the outbox")?;
    }
    Ok(outcome)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Utc;
    use domain::ports::{
        EnquiryId, EnquiryKind, MockCaptchaVerifier, MockClock, MockEnquiryOutbox,
        MockNewsletterList, MockSubscriberDirectory, PendingSubscription,
    };

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
    ) -> Result<SubscribeOutcome, SubscribeError> {
        run_with(list, None, &MockEnquiryOutbox::new(), captcha, s).await
    }

    async fn run_with(
        list: &MockNewsletterList,
        directory: Option<&MockSubscriberDirectory>,
        outbox: &MockEnquiryOutbox,
        captcha: &MockCaptchaVerifier,
        s: Subscription,
    ) -> Result<SubscribeOutcome, SubscribeError> {
        let mut clock = MockClock::new();
        clock.expect_now().returning(Utc::now);
        subscribe(
            &NewsletterDesk {
                list,
                directory: directory.map(|d| d as &dyn SubscriberDirectory),
                outbox,
                captcha,
                clock: &clock,
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
        let mut directory = MockSubscriberDirectory::new();
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
            &captcha,
            sign_up("anna@example.com", true),
        )
        .await
        .unwrap();
        assert!(matches!(outcome, SubscribeOutcome::AwaitingConfirmation(_)));
    }

    #[tokio::test]
    async fn a_confirmed_subscriber_signing_up_again_gets_no_second_mail() {
        let mut captcha = MockCaptchaVerifier::new();
        captcha.expect_verify().returning(|_, _| Ok(()));
        let mut list = MockNewsletterList::new();
        list.expect_subscribe()
            .returning(|_, _, _| Ok(SubscribeOutcome::AlreadySubscribed));
        let mut outbox = MockEnquiryOutbox::new();
        outbox.expect_enqueue().never();
        let outcome = run_with(
            &list,
            None,
            &outbox,
            &captcha,
            sign_up("anna@example.com", true),
        )
        .await
        .unwrap();
        assert_eq!(outcome, SubscribeOutcome::AlreadySubscribed);
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
        assert_eq!(outcome, SubscribeOutcome::AlreadySubscribed);
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
