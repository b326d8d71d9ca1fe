use anyhow::anyhow;
use domain::enquiry::NewsletterForm;
use domain::ports::{
    CaptchaError, CaptchaVerifier, Clock, NewsletterList, NewsletterListError, SubscribeOutcome,
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
    pub captcha: &'a dyn CaptchaVerifier,
    pub clock: &'a dyn Clock,
}

#[derive(Debug, thiserror::Error)]
pub enum SubscribeError {
    #[error("{0}")]
    Invalid(String),
    #[error("Please tick the box to agree to receive the newsletter")]
    ConsentMissing,
    #[error("Captcha token missing")]
    CaptchaMissing,
    #[error("Captcha token invalid, expired or already used")]
    CaptchaRejected,
    #[error("Captcha service unavailable")]
    CaptchaUnavailable,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Signs the visitor up; signing up twice is answered like the first time.
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
    let token = subscription
        .captcha_token
        .as_deref()
        .map(str::trim)
        .filter(|token| !token.is_empty())
        .ok_or(SubscribeError::CaptchaMissing)?;
    desk.captcha
        .verify(token, subscription.client_ip)
        .await
        .map_err(|error| match error {
            CaptchaError::Missing => SubscribeError::CaptchaMissing,
            CaptchaError::Invalid => SubscribeError::CaptchaRejected,
            CaptchaError::Unavailable => SubscribeError::CaptchaUnavailable,
        })?;
    desk.list
        .subscribe(&sign_up.email, desk.clock.now())
        .await
        .map_err(|NewsletterListError::Unavailable(reason)| {
            anyhow!("newsletter sign-up failed: {reason}").into()
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Utc;
    use domain::ports::{MockCaptchaVerifier, MockClock, MockNewsletterList};

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
        let mut clock = MockClock::new();
        clock.expect_now().returning(Utc::now);
        subscribe(
            &NewsletterDesk {
                list,
                captcha,
                clock: &clock,
            },
            s,
        )
        .await
    }

    #[tokio::test]
    async fn a_valid_sign_up_with_consent_and_captcha_reaches_the_list() {
        let mut captcha = MockCaptchaVerifier::new();
        captcha.expect_verify().times(1).returning(|_, _| Ok(()));
        let mut list = MockNewsletterList::new();
        list.expect_subscribe()
            .withf(|email, _| email.as_str() == "anna@example.com")
            .returning(|_, _| Ok(SubscribeOutcome::AlreadySubscribed));
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
            SubscribeError::CaptchaMissing
        ));
    }
}
