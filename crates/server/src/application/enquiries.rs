//! Which adapters stand behind the visitor forms: outbox, captcha, newsletter, mail.

use crate::config::Config;
use crate::enquiry_config::{hosted_provider, MailChoice};
use adapters::alerts::SqlAlertRepository;
use adapters::captcha::{AltchaCaptcha, AltchaSettings, HostedCaptcha, SqlSpentCaptchas};
use adapters::confirmation_mails::SqlConfirmationMails;
use adapters::contact_erasure::SqlContactErasure;
use adapters::leads::SqlLeadBook;
use adapters::mail::{EmlFileMailer, ErasingMailFiles, SmtpMailer, SmtpSettings};
use adapters::newsletter::{HostedNewsletterForm, SqlNewsletterList};
use adapters::outbox::SqlEnquiryOutbox;
use adapters::private_files::load_or_create_secret;
use adapters::system_clock::SystemClock;
use anyhow::Context;
use api::enquiry_state::{CaptchaWidget, EnquiryServices, LocalList};
use api::rate_limit::ClientRateLimiter;
use desk::enquiries::DeliveryPolicy;
use domain::ports::{CaptchaChallenger, CaptchaVerifier, ContactErasure, Mailer, NewsletterList};
use sea_orm::DatabaseConnection;
use secrecy::ExposeSecret;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;

const POW_LIFETIME: Duration = Duration::from_secs(20 * 60);
const HMAC_KEY_FILE: &str = "captcha-hmac.key";

/// The form services `config` picks; without a configured captcha key, the installation's
/// own key file.
pub(super) fn enquiry_services(
    conn: DatabaseConnection,
    config: &Config,
) -> anyhow::Result<EnquiryServices> {
    let settings = &config.enquiries;
    let hmac_key = match &settings.captcha_hmac_key {
        Some(key) => key.expose_secret().to_owned(),
        None => install_key(&config.data_dir)?,
    };
    let (captcha, challenger): (Arc<dyn CaptchaVerifier>, Option<Arc<dyn CaptchaChallenger>>) =
        match hosted_provider(settings.captcha) {
            None => {
                let pow = Arc::new(AltchaCaptcha::new(
                    AltchaSettings {
                        hmac_key: hmac_key.clone(),
                        max_number: u64::from(settings.captcha_pow_max_number),
                        lifetime: POW_LIFETIME,
                    },
                    SqlSpentCaptchas::new(conn.clone()),
                ));
                (pow.clone(), Some(pow))
            }
            Some(provider) => {
                let url = settings
                    .captcha_verify_url
                    .clone()
                    .unwrap_or_else(|| provider.default_verify_url().to_owned());
                let secret = settings
                    .captcha_secret
                    .as_ref()
                    .context("captcha secret")?
                    .expose_secret()
                    .to_owned();
                (Arc::new(HostedCaptcha::new(url, secret)?), None)
            }
        };
    let (newsletter, subscribers): (Arc<dyn NewsletterList>, Option<LocalList>) =
        match &settings.newsletter_url {
            Some(url) => (Arc::new(HostedNewsletterForm::new(url.clone())?), None),
            None => {
                let list = Arc::new(SqlNewsletterList::new(conn.clone()));
                let local = LocalList {
                    directory: list.clone(),
                    opt_ins: list.clone(),
                };
                (list, Some(local))
            }
        };
    if subscribers.is_some()
        && !matches!(settings.mail, MailChoice::None)
        && !config.public_url.starts_with("https://")
    {
        tracing::warn!(
            public_url = %config.public_url,
            "newsletter mails carry List-Unsubscribe links on LANGHE_PUBLIC_URL, which is not https: \
             mail programs offer one-click unsubscribe (RFC 8058) only for https links"
        );
    }
    let mailer: Option<Arc<dyn Mailer>> = match &settings.mail {
        MailChoice::None => None,
        MailChoice::EmlFiles => Some(Arc::new(EmlFileMailer::new(
            config.data_dir.join("mail"),
            &settings.mail_from,
            &settings.mail_to,
        )?)),
        MailChoice::Smtp(smtp) => Some(Arc::new(SmtpMailer::new(SmtpSettings {
            host: smtp.host.clone(),
            port: smtp.port,
            tls: smtp.tls,
            credentials: smtp
                .user
                .clone()
                .zip(smtp.password.as_ref().map(|p| p.expose_secret().to_owned())),
            from: settings.mail_from.clone(),
            to: settings.mail_to.clone(),
            timeout: Duration::from_secs(u64::from(smtp.timeout_seconds)),
        })?)),
    };
    let alerts = Arc::new(SqlAlertRepository::new(conn.clone()));
    let outbox = Arc::new(SqlEnquiryOutbox::new(conn.clone()));
    let rows_erasure = Arc::new(SqlContactErasure::new(conn.clone()));
    let erasure: Arc<dyn ContactErasure> = match &settings.mail {
        // The mail files keep what the rows held: an erasure deletes them too.
        MailChoice::EmlFiles => Arc::new(ErasingMailFiles::new(
            rows_erasure,
            config.data_dir.join("mail"),
        )),
        _ => rows_erasure,
    };
    Ok(EnquiryServices {
        alerts: alerts.clone(),
        alert_opt_ins: alerts,
        alert_interval: Duration::from_secs(u64::from(settings.alert_interval_seconds)),
        confirmation_mails: Arc::new(SqlConfirmationMails::new(conn.clone())),
        confirmation_mails_per_hour: u64::from(settings.confirmation_mails_per_hour),
        erasure,
        outbox: outbox.clone(),
        inbox: outbox,
        leads: Arc::new(SqlLeadBook::new(conn.clone())),
        captcha,
        challenger,
        widget: CaptchaWidget {
            provider: settings.captcha,
            site_key: settings.captcha_site_key.clone(),
        },
        newsletter,
        subscribers,
        mailer,
        delivery_policy: DeliveryPolicy {
            lease: Duration::from_secs(u64::from(settings.mail_lease_seconds)),
            ..DeliveryPolicy::default()
        },
        clock: Arc::new(SystemClock),
        rate_limit: Arc::new(ClientRateLimiter::per_minute(settings.send_rate_per_minute)),
        outbox_stored: Arc::new(Notify::new()),
        client_hash_key: Arc::from(hmac_key.into_bytes()),
    })
}

/// The installation's own random key, created on first start and kept in the data folder so
/// challenges issued before a restart still verify after it.
fn install_key(data_dir: &Path) -> anyhow::Result<String> {
    let key = load_or_create_secret(&data_dir.join(HMAC_KEY_FILE))?;
    String::from_utf8(key).context("the captcha key file is not text")
}
