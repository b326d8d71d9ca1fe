//! Accepting a submission: subject, form rules, captcha, then the outbox. The visitor gets
//! an answer only once the enquiry is stored, so an accepted enquiry is never lost.

use super::form::{fill, EnquiryFields};
use super::mail_body::compose;
use anyhow::Context;
use app::captcha_check::CaptchaFailure;
use domain::enquiry::{EnquirySubject, EnquirySubjectError, LeadSourceForm};
use domain::ports::{CaptchaVerifier, Clock, EnquiryId, EnquiryOutbox, NewEnquiry};

/// What `POST /api/email/send` received.
#[derive(Debug, Clone, Default)]
pub struct EnquirySubmission {
    pub subject: String,
    pub message: Option<String>,
    pub captcha_token: Option<String>,
    pub fields: EnquiryFields,
    /// For a hosted captcha service that wants the visitor's address.
    pub client_ip: Option<String>,
    /// Stored with the enquiry instead of the address.
    pub client_hash: Option<String>,
    /// Where the visitor came from, as their browser kept it since the landing page.
    pub source: LeadSourceForm,
}

/// The ports and settings the use case works with.
pub struct EnquiryDesk<'a> {
    pub outbox: &'a dyn EnquiryOutbox,
    pub captcha: &'a dyn CaptchaVerifier,
    pub clock: &'a dyn Clock,
    /// The site's public base URL, for the property link in the mail.
    pub public_url: &'a str,
}

#[derive(Debug, thiserror::Error)]
pub enum SubmitEnquiryError {
    #[error(transparent)]
    UnknownSubject(#[from] EnquirySubjectError),
    /// The first failing field rule, in the spec's words.
    #[error("{0}")]
    Invalid(String),
    #[error(transparent)]
    Captcha(#[from] CaptchaFailure),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Checks the submission and stores it for delivery. The captcha is checked after the form,
/// so a visitor who mistyped a field keeps their solved token.
pub async fn submit_enquiry(
    desk: &EnquiryDesk<'_>,
    submission: EnquirySubmission,
) -> Result<EnquiryId, SubmitEnquiryError> {
    let subject = EnquirySubject::parse(&submission.subject)?;
    let form = fill(subject, submission.message, submission.fields)
        .map_err(SubmitEnquiryError::Invalid)?;
    let source = submission
        .source
        .validate()
        .map_err(|error| SubmitEnquiryError::Invalid(error.to_string()))?;

    app::captcha_check::check_captcha(
        desk.captcha,
        submission.captcha_token.as_deref(),
        submission.client_ip,
    )
    .await?;

    let enquiry = NewEnquiry {
        kind: form.kind,
        subject: form.subject.to_string(),
        body: compose(&form, desk.public_url),
        name: form.name,
        email: form.email,
        reference: form.reference,
        property_ref: form.properties.first().cloned(),
        fields: form.fields,
        client_hash: submission.client_hash,
        source,
        received_at: desk.clock.now(),
        body_html: None,
        list_unsubscribe: None,
        attachments: Vec::new(),
    };
    let id = desk
        .outbox
        .enqueue(&enquiry)
        .await
        .context("storing the enquiry in the outbox")?;
    Ok(id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{TimeZone, Utc};
    use domain::ports::{
        CaptchaError, EnquiryKind, MockCaptchaVerifier, MockClock, MockEnquiryOutbox,
        RepositoryError,
    };

    fn clock() -> MockClock {
        let mut clock = MockClock::new();
        clock
            .expect_now()
            .returning(|| Utc.with_ymd_and_hms(2027, 3, 1, 9, 0, 0).unwrap());
        clock
    }

    fn contact(token: Option<&str>) -> EnquirySubmission {
        EnquirySubmission {
            subject: "Contact Page".into(),
            message: Some("Hello".into()),
            captcha_token: token.map(Into::into),
            fields: EnquiryFields {
                name: Some("Anna".into()),
                email: Some("anna@example.com".into()),
                ..Default::default()
            },
            ..Default::default()
        }
    }

    async fn submit(
        outbox: &MockEnquiryOutbox,
        captcha: &MockCaptchaVerifier,
        submission: EnquirySubmission,
    ) -> Result<EnquiryId, SubmitEnquiryError> {
        let clock = clock();
        let desk = EnquiryDesk {
            outbox,
            captcha,
            clock: &clock,
            public_url: "https://langhe.example",
        };
        submit_enquiry(&desk, submission).await
    }

    #[tokio::test]
    async fn an_accepted_enquiry_is_stored_with_its_mail_body() {
        let mut captcha = MockCaptchaVerifier::new();
        captcha.expect_verify().times(1).returning(|_, _| Ok(()));
        let mut outbox = MockEnquiryOutbox::new();
        outbox
            .expect_enqueue()
            .withf(|e| {
                e.kind == EnquiryKind::Contact
                    && e.subject == "Contact Page"
                    && e.email.as_ref().map(|m| m.as_str()) == Some("anna@example.com")
                    && e.body
                        .starts_with("Name: Anna\nEmail: anna@example.com\nMessage: Hello\n")
            })
            .times(1)
            .returning(|_| Ok(EnquiryId(7)));

        assert_eq!(
            submit(&outbox, &captcha, contact(Some("solved")))
                .await
                .unwrap(),
            EnquiryId(7)
        );
    }

    #[tokio::test]
    async fn the_lead_source_is_stored_checked() {
        let mut captcha = MockCaptchaVerifier::new();
        captcha.expect_verify().times(1).returning(|_, _| Ok(()));
        let mut outbox = MockEnquiryOutbox::new();
        outbox
            .expect_enqueue()
            .withf(|e| {
                e.source.utm_source.as_deref() == Some("kyero")
                    && e.source.utm_medium.as_deref() == Some("portal")
                    && e.source.referrer_host.as_deref() == Some("www.kyero.com")
            })
            .times(1)
            .returning(|_| Ok(EnquiryId(8)));
        let mut submission = contact(Some("solved"));
        submission.source = LeadSourceForm {
            referrer_host: Some("WWW.Kyero.com".into()),
            utm_source: Some(" kyero ".into()),
            utm_medium: Some("portal".into()),
            utm_campaign: None,
        };
        submit(&outbox, &captcha, submission).await.unwrap();
    }

    #[tokio::test]
    async fn a_source_too_long_is_refused_before_the_captcha_is_spent() {
        let captcha = MockCaptchaVerifier::new();
        let outbox = MockEnquiryOutbox::new();
        let mut submission = contact(Some("solved"));
        submission.source.utm_campaign = Some("x".repeat(201));
        let error = submit(&outbox, &captcha, submission).await.unwrap_err();
        assert_eq!(
            error.to_string(),
            "'utm_campaign' may be at most 200 characters"
        );
    }

    #[tokio::test]
    async fn without_a_captcha_token_nothing_is_stored() {
        let captcha = MockCaptchaVerifier::new();
        let outbox = MockEnquiryOutbox::new();
        let error = submit(&outbox, &captcha, contact(Some("  ")))
            .await
            .unwrap_err();
        assert!(matches!(
            error,
            SubmitEnquiryError::Captcha(CaptchaFailure::Missing)
        ));
    }

    #[tokio::test]
    async fn a_rejected_captcha_stores_nothing() {
        for (refusal, expected) in [
            (
                CaptchaError::Invalid,
                "Captcha token invalid, expired or already used",
            ),
            (CaptchaError::Unavailable, "Captcha service unavailable"),
        ] {
            let mut captcha = MockCaptchaVerifier::new();
            captcha
                .expect_verify()
                .returning(move |_, _| Err(refusal.clone()));
            let outbox = MockEnquiryOutbox::new();
            let error = submit(&outbox, &captcha, contact(Some("forged")))
                .await
                .unwrap_err();
            assert_eq!(error.to_string(), expected);
        }
    }

    #[tokio::test]
    async fn the_form_is_checked_before_the_captcha_is_spent() {
        let captcha = MockCaptchaVerifier::new();
        let outbox = MockEnquiryOutbox::new();
        let mut submission = contact(Some("solved"));
        submission.fields.email = Some("anna.example.com".into());
        let error = submit(&outbox, &captcha, submission).await.unwrap_err();
        assert_eq!(error.to_string(), "Please insert a valid email address");

        let mut unknown = contact(Some("solved"));
        unknown.subject = "Hello".into();
        assert!(matches!(
            submit(&outbox, &captcha, unknown).await.unwrap_err(),
            SubmitEnquiryError::UnknownSubject(_)
        ));
    }

    #[tokio::test]
    async fn a_storage_failure_is_unexpected() {
        let mut captcha = MockCaptchaVerifier::new();
        captcha.expect_verify().returning(|_, _| Ok(()));
        let mut outbox = MockEnquiryOutbox::new();
        outbox
            .expect_enqueue()
            .returning(|_| Err(RepositoryError::NotFound));
        let error = submit(&outbox, &captcha, contact(Some("solved")))
            .await
            .unwrap_err();
        assert!(matches!(error, SubmitEnquiryError::Unexpected(_)));
    }
}
