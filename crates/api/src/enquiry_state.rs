//! The ports and helpers the form endpoints use, and how the binary picks their adapters.

use crate::config::Config;
use crate::enquiry_config::{CaptchaChoice, MailChoice};
use crate::rate_limit::ClientRateLimiter;
use adapters::alerts::SqlAlertRepository;
use adapters::captcha::{
    AltchaCaptcha, AltchaSettings, HostedCaptcha, HostedCaptchaProvider, SqlSpentCaptchas,
};
use adapters::mail::{EmlFileMailer, SmtpMailer, SmtpSettings};
use adapters::newsletter::{HostedNewsletterForm, SqlNewsletterList};
use adapters::outbox::SqlEnquiryOutbox;
use adapters::private_files::load_or_create_secret;
use adapters::system_clock::SystemClock;
use anyhow::Context;
use app::enquiries::DeliveryPolicy;
use domain::ports::{
    AlertRepository, CaptchaChallenger, CaptchaVerifier, Clock, EnquiryOutbox, Mailer,
    NewsletterList, SubscriberDirectory,
};
use sea_orm::DatabaseConnection;
use secrecy::ExposeSecret;
use sha2::{Digest, Sha256};
use std::net::IpAddr;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;
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
    pub captcha: Arc<dyn CaptchaVerifier>,
    /// Only for the self-hosted proof of work.
    pub challenger: Option<Arc<dyn CaptchaChallenger>>,
    pub widget: CaptchaWidget,
    pub newsletter: Arc<dyn NewsletterList>,
    /// Only for the local list.
    pub subscribers: Option<Arc<dyn SubscriberDirectory>>,
    /// Saved-search alerts and the listings waiting for their next mail.
    pub alerts: Arc<dyn AlertRepository>,
    /// The least time between two mails of one alert.
    pub alert_interval: Duration,
    /// None: no delivery worker runs, enquiries wait in the staff inbox.
    pub mailer: Option<Arc<dyn Mailer>>,
    /// How the binary's delivery worker batches, leases and retries.
    pub delivery_policy: DeliveryPolicy,
    pub clock: Arc<dyn Clock>,
    pub rate_limit: Arc<ClientRateLimiter>,
    /// Rung after each stored enquiry.
    pub outbox_stored: Arc<Notify>,
    client_hash_key: Arc<[u8]>,
}

const POW_LIFETIME: Duration = Duration::from_secs(20 * 60);
const SMTP_TIMEOUT: Duration = Duration::from_secs(30);
const HMAC_KEY_FILE: &str = "captcha-hmac.key";

impl EnquiryServices {
    pub fn build(conn: DatabaseConnection, config: &Config) -> anyhow::Result<Self> {
        let settings = &config.enquiries;
        let hmac_key = match &settings.captcha_hmac_key {
            Some(key) => key.expose_secret().to_owned(),
            None => install_key(&config.data_dir)?,
        };
        let (captcha, challenger): (Arc<dyn CaptchaVerifier>, Option<Arc<dyn CaptchaChallenger>>) =
            match settings.captcha {
                CaptchaChoice::ProofOfWork => {
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
                hosted => {
                    let provider = match hosted {
                        CaptchaChoice::Turnstile => HostedCaptchaProvider::Turnstile,
                        CaptchaChoice::Recaptcha => HostedCaptchaProvider::Recaptcha,
                        _ => HostedCaptchaProvider::Hcaptcha,
                    };
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
        let (newsletter, subscribers): (
            Arc<dyn NewsletterList>,
            Option<Arc<dyn SubscriberDirectory>>,
        ) = match &settings.newsletter_url {
            Some(url) => (Arc::new(HostedNewsletterForm::new(url.clone())?), None),
            None => {
                let list = Arc::new(SqlNewsletterList::new(conn.clone()));
                (list.clone(), Some(list))
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
                timeout: SMTP_TIMEOUT,
            })?)),
        };
        Ok(Self {
            alerts: Arc::new(SqlAlertRepository::new(conn.clone())),
            alert_interval: Duration::from_secs(u64::from(settings.alert_interval_seconds)),
            outbox: Arc::new(SqlEnquiryOutbox::new(conn)),
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

/// The installation's own random key, created on first start and kept in the data folder so
/// challenges issued before a restart still verify after it.
fn install_key(data_dir: &Path) -> anyhow::Result<String> {
    let key = load_or_create_secret(&data_dir.join(HMAC_KEY_FILE))?;
    String::from_utf8(key).context("the captcha key file is not text")
}
