use super::confirmation_mail::confirmation_mail;
use super::links::AlertLinks;
use crate::captcha_check::CaptchaFailure;
use crate::opt_in::{issue, ConfirmationDesk, ConfirmationOutcome};
use anyhow::Context;
use domain::alert::{AlertError, AlertForm};
use domain::ports::{AlertRepository, CaptchaVerifier, NewAlert, OptInRecords, TownRepository};

/// What the alert form sent.
#[derive(Debug, Clone, Default)]
pub struct AlertRequest {
    pub form: AlertForm,
    pub captcha_token: Option<String>,
    pub client_ip: Option<String>,
}

pub struct AlertDesk<'a> {
    pub alerts: &'a dyn AlertRepository,
    /// The alerts' double opt-in.
    pub opt_ins: &'a dyn OptInRecords,
    /// To name the filter's town in the mail.
    pub towns: &'a dyn TownRepository,
    /// The outbox, quota and clock of the confirmation mail, shared with the newsletter.
    pub confirmations: ConfirmationDesk<'a>,
    pub captcha: &'a dyn CaptchaVerifier,
    pub links: &'a AlertLinks,
}

#[derive(Debug, thiserror::Error)]
pub enum CreateAlertError {
    #[error(transparent)]
    Invalid(#[from] AlertError),
    /// The filter names a town that does not exist.
    #[error("town must be a town id (a whole number, 0 or more)")]
    UnknownTown,
    #[error(transparent)]
    Captcha(#[from] CaptchaFailure),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Stores a pending alert (or renews the links of the same address's pending alert with the
/// same filter) and puts its confirmation mail in the outbox before answering. Nothing is
/// mailed about listings until the link in that mail is opened. When
/// `domain::opt_in::confirmation_allowance` holds the mail back, nothing changes: the link
/// already mailed keeps working, and the visitor is answered the same (`crate::opt_in`).
pub async fn create_alert(
    desk: &AlertDesk<'_>,
    request: AlertRequest,
) -> Result<ConfirmationOutcome, CreateAlertError> {
    let sign_up = request.form.validate()?;
    let town = match sign_up.filter.town {
        Some(id) => Some(
            desk.towns
                .find(id)
                .await
                .context("finding the alert's town")?
                .ok_or(CreateAlertError::UnknownTown)?
                .name,
        ),
        None => None,
    };
    crate::captcha_check::check_captcha(
        desk.captcha,
        request.captcha_token.as_deref(),
        request.client_ip,
    )
    .await?;
    let email = sign_up.email.clone();
    let outcome = issue(
        &desk.confirmations,
        desk.opt_ins,
        &email,
        |pending| async move {
            let tokens = desk
                .alerts
                .create(&NewAlert {
                    email: sign_up.email.clone(),
                    filter: sign_up.filter.clone(),
                    language: sign_up.language,
                    consent_at: pending.consent_at,
                    confirm_by: pending.confirm_by,
                })
                .await
                .context("storing the alert")?;
            let mail = confirmation_mail(
                &sign_up,
                town.as_deref(),
                &tokens,
                desk.links,
                pending.consent_at,
            );
            Ok(Some(mail))
        },
    )
    .await?;
    Ok(outcome)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::opt_in::ConfirmationQuota;
    use chrono::Utc;
    use domain::alert::AlertLanguage;
    use domain::opt_in::ConfirmationAllowance;
    use domain::ports::{
        AlertTokens, EnquiryId, EnquiryKind, MockAlertRepository, MockCaptchaVerifier, MockClock,
        MockConfirmationMails, MockEnquiryOutbox, MockOptInRecords, MockTownRepository,
    };
    use domain::property::ListingQuery;
    use domain::{Town, TownId};

    fn links() -> AlertLinks {
        AlertLinks {
            confirm_base: "https://langhe.example/api/alerts/confirm".into(),
            manage_base: "https://langhe.example/api/alerts/manage".into(),
            unsubscribe_base: "https://langhe.example/api/alerts/unsubscribe".into(),
        }
    }

    fn request(consent: bool, town: Option<i64>) -> AlertRequest {
        AlertRequest {
            form: AlertForm {
                email: Some("anna@example.com".into()),
                consent,
                filters: ListingQuery {
                    min_price: Some(500_000),
                    town,
                    ..ListingQuery::default()
                },
                language: Some("it".into()),
            },
            captcha_token: Some("solved".into()),
            client_ip: None,
        }
    }

    async fn run(
        alerts: &MockAlertRepository,
        towns: &MockTownRepository,
        outbox: &MockEnquiryOutbox,
        captcha: &MockCaptchaVerifier,
        request: AlertRequest,
    ) -> Result<ConfirmationOutcome, CreateAlertError> {
        let mut mails = MockConfirmationMails::new();
        mails
            .expect_reserve()
            .returning(|_, _, _| Ok(ConfirmationAllowance::Granted));
        let mut clock = MockClock::new();
        clock.expect_now().returning(Utc::now);
        let mut opt_ins = MockOptInRecords::new();
        opt_ins.expect_forget_expired().returning(|_| Ok(0));
        create_alert(
            &AlertDesk {
                alerts,
                opt_ins: &opt_ins,
                towns,
                confirmations: ConfirmationDesk {
                    outbox,
                    quota: ConfirmationQuota {
                        mails: &mails,
                        per_hour: 100,
                    },
                    clock: &clock,
                },
                captcha,
                links: &links(),
            },
            request,
        )
        .await
    }

    #[tokio::test]
    async fn a_valid_alert_is_stored_pending_and_its_link_mailed_in_its_language() {
        let mut captcha = MockCaptchaVerifier::new();
        captcha.expect_verify().times(1).returning(|_, _| Ok(()));
        let mut towns = MockTownRepository::new();
        towns.expect_find().returning(|id| {
            Ok(Some(Town {
                id,
                name: "Barolo".into(),
                name2: String::new(),
                facts: String::new(),
                short_description: String::new(),
                text: String::new(),
                path: String::new(),
                italian: Default::default(),
            }))
        });
        let mut alerts = MockAlertRepository::new();
        alerts
            .expect_create()
            .withf(|alert| {
                alert.language == AlertLanguage::Italian
                    && alert.filter.town == Some(TownId(3))
                    && alert.confirm_by - alert.consent_at == chrono::Duration::hours(72)
            })
            .times(1)
            .returning(|_| {
                Ok(AlertTokens {
                    confirm_token: "c0ffee".into(),
                    manage_token: "bead".into(),
                })
            });
        let mut outbox = MockEnquiryOutbox::new();
        outbox
            .expect_enqueue()
            .times(1)
            .withf(|mail| {
                mail.kind == EnquiryKind::AlertConfirmation
                    && mail.email.as_ref().map(|e| e.as_str()) == Some("anna@example.com")
                    && mail
                        .body
                        .contains("https://langhe.example/api/alerts/confirm?token=c0ffee")
                    && mail.body.contains("Prezzo da 500.000 €; comune: Barolo")
                    && mail.list_unsubscribe.as_deref()
                        == Some("https://langhe.example/api/alerts/unsubscribe?token=bead")
            })
            .returning(|_| Ok(EnquiryId(1)));
        let outcome = run(&alerts, &towns, &outbox, &captcha, request(true, Some(3)))
            .await
            .unwrap();
        assert_eq!(outcome, ConfirmationOutcome::Mailed);
    }

    #[tokio::test]
    async fn consent_town_and_captcha_are_checked_before_anything_is_stored() {
        let alerts = MockAlertRepository::new();
        let outbox = MockEnquiryOutbox::new();
        let captcha = MockCaptchaVerifier::new();
        let mut towns = MockTownRepository::new();
        towns.expect_find().returning(|_| Ok(None));
        let error = run(&alerts, &towns, &outbox, &captcha, request(false, None))
            .await
            .unwrap_err();
        assert_eq!(
            error.to_string(),
            "Please tick the box to agree to receive e-mails about new homes"
        );
        let error = run(&alerts, &towns, &outbox, &captcha, request(true, Some(9)))
            .await
            .unwrap_err();
        assert!(matches!(error, CreateAlertError::UnknownTown));
        let mut tokenless = request(true, None);
        tokenless.captcha_token = Some("  ".into());
        let error = run(&alerts, &towns, &outbox, &captcha, tokenless)
            .await
            .unwrap_err();
        assert!(matches!(
            error,
            CreateAlertError::Captcha(CaptchaFailure::Missing)
        ));
    }
}
