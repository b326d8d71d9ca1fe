//! Configuration of enquiries, mail, captcha, newsletter and alerts (all optional; the
//! variables are declared, with their defaults and meaning, in `config::variables`).

use crate::config::error::ConfigError;
use crate::config::reader::{Choice, Reader};
use crate::config::variables::*;
use adapters::captcha::HostedCaptchaProvider;
use adapters::mail::SmtpTls;
use domain::enquiry::retention::RetentionPeriod;
use secrecy::SecretString;

/// The Rome hour of the desk's daily digest when `LANGHE_DESK_DIGEST_HOUR` is unset.
const DEFAULT_DESK_DIGEST_HOUR: u32 = 8;

#[derive(Debug, Clone)]
pub enum MailChoice {
    None,
    EmlFiles,
    Smtp(SmtpConfig),
}

#[derive(Debug, Clone)]
pub struct SmtpConfig {
    pub host: String,
    pub port: u16,
    pub tls: adapters::mail::SmtpTls,
    pub user: Option<String>,
    pub password: Option<SecretString>,
    /// How long the server may keep a mail waiting; the mail worker's lease must outlast it.
    pub timeout_seconds: u32,
}

/// Which captcha the forms use; the API, the site and the composition root all ask.
pub use domain::enquiry::CaptchaChoice;

/// The service that verifies a hosted captcha's tokens; `None` for the self-hosted proof of work.
pub fn hosted_provider(choice: CaptchaChoice) -> Option<HostedCaptchaProvider> {
    match choice {
        CaptchaChoice::ProofOfWork => None,
        CaptchaChoice::Turnstile => Some(HostedCaptchaProvider::Turnstile),
        CaptchaChoice::Recaptcha => Some(HostedCaptchaProvider::Recaptcha),
        CaptchaChoice::Hcaptcha => Some(HostedCaptchaProvider::Hcaptcha),
    }
}

#[derive(Debug, Clone)]
pub struct EnquiryConfig {
    pub mail: MailChoice,
    pub mail_to: String,
    pub mail_from: String,
    /// A delivery claim's lease: after a crash, claimed enquiries wait this long.
    pub mail_lease_seconds: u32,
    pub captcha: CaptchaChoice,
    /// Sent to browsers by design, so not a secret.
    pub captcha_site_key: Option<String>,
    pub captcha_secret: Option<SecretString>,
    pub captcha_verify_url: Option<String>,
    /// The hosted widget's script, when not the service's own (a mirror, or a test's fake).
    pub captcha_script_url: Option<String>,
    pub captcha_hmac_key: Option<SecretString>,
    pub captcha_pow_max_number: u32,
    pub newsletter_url: Option<String>,
    pub send_rate_per_minute: u32,
    /// The least time between two mails of one saved-search alert.
    pub alert_interval_seconds: u32,
    /// The site's hourly maximum of confirmation mails.
    pub confirmation_mails_per_hour: u32,
    /// The Rome hour from which the desk's daily digest goes; `None` when it is switched off.
    pub desk_digest_hour: Option<u32>,
    /// How long a lost or spam lead is kept untouched before it is anonymised.
    pub lead_retention: domain::enquiry::retention::RetentionPeriod,
}

/// How enquiries leave the site, as `LANGHE_MAIL` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum MailKind {
    None,
    Eml,
    Smtp,
}

impl Choice for MailKind {
    const ALL: &'static [Self] = &[Self::Smtp, Self::Eml, Self::None];
    fn name(self) -> &'static str {
        match self {
            Self::None => "none",
            Self::Eml => "eml",
            Self::Smtp => "smtp",
        }
    }
}

impl Choice for SmtpTls {
    const ALL: &'static [Self] = &[Self::StartTls, Self::Implicit, Self::None];
    fn name(self) -> &'static str {
        match self {
            Self::StartTls => "starttls",
            Self::Implicit => "tls",
            Self::None => "none",
        }
    }
}

impl Choice for CaptchaChoice {
    const ALL: &'static [Self] = &[
        Self::ProofOfWork,
        Self::Turnstile,
        Self::Recaptcha,
        Self::Hcaptcha,
    ];
    fn name(self) -> &'static str {
        self.as_str()
    }
}

impl EnquiryConfig {
    pub fn read(read: &Reader) -> Result<Self, ConfigError> {
        // Counts below 1 mean "as little as possible", which is 1.
        let count = |variable: &'static crate::config::variables::Variable, default: u32| {
            read.number::<u32>(variable)
                .map(|number| number.unwrap_or(default).max(1))
        };
        let smtp_host = read.text(&SMTP_HOST);
        let default_kind = if smtp_host.is_some() {
            MailKind::Smtp
        } else {
            MailKind::None
        };
        let mail = match read.choice(&MAIL)?.unwrap_or(default_kind) {
            MailKind::None => MailChoice::None,
            MailKind::Eml => MailChoice::EmlFiles,
            MailKind::Smtp => {
                let (user, password) = (read.text(&SMTP_USER), read.secret(&SMTP_PASSWORD));
                if user.is_some() != password.is_some() {
                    return Err(ConfigError::HalfCredentials);
                }
                MailChoice::Smtp(SmtpConfig {
                    host: smtp_host.ok_or(ConfigError::SmtpHostMissing)?,
                    port: read.number(&SMTP_PORT)?.unwrap_or(587),
                    tls: read.choice(&SMTP_TLS)?.unwrap_or(SmtpTls::StartTls),
                    user,
                    password,
                    timeout_seconds: count(&SMTP_TIMEOUT_SECONDS, 30)?,
                })
            }
        };
        let captcha = read.choice(&CAPTCHA)?.unwrap_or(CaptchaChoice::ProofOfWork);
        let captcha_site_key = read.text(&CAPTCHA_SITE_KEY);
        let captcha_secret = read.secret(&CAPTCHA_SECRET);
        if captcha != CaptchaChoice::ProofOfWork
            && (captcha_site_key.is_none() || captcha_secret.is_none())
        {
            return Err(ConfigError::HostedCaptchaKeysMissing(captcha.as_str()));
        }
        let mail_lease_seconds = count(&MAIL_LEASE_SECONDS, 120)?;
        if let MailChoice::Smtp(smtp) = &mail {
            if mail_lease_seconds <= smtp.timeout_seconds {
                return Err(ConfigError::LeaseNotAboveSmtpTimeout {
                    lease: mail_lease_seconds,
                    timeout: smtp.timeout_seconds,
                });
            }
        }
        Ok(Self {
            mail,
            mail_to: read
                .text(&MAIL_TO)
                .unwrap_or_else(|| "info@langhe.property".into()),
            mail_from: read
                .text(&MAIL_FROM)
                .unwrap_or_else(|| "Langhe Property <no-reply@langhe.property>".into()),
            mail_lease_seconds,
            captcha,
            captcha_site_key,
            captcha_secret,
            captcha_verify_url: read.text(&CAPTCHA_VERIFY_URL),
            captcha_script_url: read.web_url(&CAPTCHA_SCRIPT_URL)?,
            captcha_hmac_key: read.secret(&CAPTCHA_HMAC_KEY),
            captcha_pow_max_number: count(&CAPTCHA_POW_MAX_NUMBER, 100_000)?,
            newsletter_url: read.text(&NEWSLETTER_URL),
            send_rate_per_minute: count(&SEND_RATE_PER_MINUTE, 10)?,
            alert_interval_seconds: count(&ALERT_INTERVAL_SECONDS, 86_400)?,
            confirmation_mails_per_hour: count(
                &CONFIRMATION_MAILS_PER_HOUR,
                domain::opt_in::DEFAULT_MAILS_PER_HOUR as u32,
            )?,
            desk_digest_hour: read
                .number_in_or_off(&DESK_DIGEST_HOUR, 0..=23)?
                .unwrap_or(Some(DEFAULT_DESK_DIGEST_HOUR)),
            lead_retention: read
                .number_in(
                    &LEAD_RETENTION_MONTHS,
                    RetentionPeriod::SHORTEST_MONTHS..=RetentionPeriod::LONGEST_MONTHS,
                )?
                .map_or(RetentionPeriod::DEFAULT, RetentionPeriod::of_months),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn config(pairs: &[(&str, &str)]) -> Result<EnquiryConfig, ConfigError> {
        let map: HashMap<&str, &str> = pairs.iter().copied().collect();
        let lookup = |name: &str| map.get(name).map(|v| (*v).to_owned());
        EnquiryConfig::read(&Reader::new(&lookup))
    }

    #[test]
    fn the_embedded_defaults_need_no_outside_service() {
        let config = config(&[]).unwrap();
        assert!(matches!(config.mail, MailChoice::None));
        assert_eq!(config.captcha, CaptchaChoice::ProofOfWork);
        assert_eq!(config.newsletter_url, None);
        assert_eq!(config.send_rate_per_minute, 10);
        assert_eq!(config.mail_lease_seconds, 120);
        assert_eq!(config.alert_interval_seconds, 86_400);
        assert_eq!(config.desk_digest_hour, Some(8));
        assert_eq!(config.lead_retention.months(), 24);
    }

    #[test]
    fn the_desk_digest_hour_is_an_hour_of_the_day_or_off() {
        let evening = config(&[("LANGHE_DESK_DIGEST_HOUR", "18")]).unwrap();
        assert_eq!(evening.desk_digest_hour, Some(18));
        let off = config(&[("LANGHE_DESK_DIGEST_HOUR", "Off")]).unwrap();
        assert_eq!(off.desk_digest_hour, None);
        for wrong in ["24", "-1", "eight", "8am"] {
            let error = config(&[("LANGHE_DESK_DIGEST_HOUR", wrong)]).unwrap_err();
            assert_eq!(
                error.to_string(),
                format!(
                    "LANGHE_DESK_DIGEST_HOUR must be a whole number from 0 to 23 (or off), \
                     got {wrong:?}"
                )
            );
        }
    }

    #[test]
    fn the_lead_retention_is_a_number_of_months() {
        let year = config(&[("LANGHE_LEAD_RETENTION_MONTHS", "12")]).unwrap();
        assert_eq!(year.lead_retention.months(), 12);
        for wrong in ["0", "twelve", "1201"] {
            let error = config(&[("LANGHE_LEAD_RETENTION_MONTHS", wrong)]).unwrap_err();
            assert_eq!(
                error.to_string(),
                format!(
                    "LANGHE_LEAD_RETENTION_MONTHS must be a whole number from 1 to 1200, \
                     got {wrong:?}"
                )
            );
        }
    }

    #[test]
    fn an_smtp_host_turns_smtp_on_and_secrets_stay_hidden() {
        let config = config(&[
            ("LANGHE_SMTP_HOST", "mail.example"),
            ("LANGHE_SMTP_USER", "site"),
            ("LANGHE_SMTP_PASSWORD", "hunter2"),
        ])
        .unwrap();
        let MailChoice::Smtp(smtp) = &config.mail else {
            panic!("expected smtp")
        };
        assert_eq!(
            (
                smtp.host.as_str(),
                smtp.port,
                smtp.tls,
                smtp.timeout_seconds
            ),
            ("mail.example", 587, SmtpTls::StartTls, 30)
        );
        assert!(!format!("{config:?}").contains("hunter2"));
    }

    #[test]
    fn a_mail_lease_that_an_smtp_exchange_can_outlast_stops_the_start() {
        let smtp = [("LANGHE_SMTP_HOST", "mail.example")];
        let with =
            |more: &[(&'static str, &'static str)]| config(&[smtp.as_slice(), more].concat());
        assert_eq!(
            with(&[("LANGHE_MAIL_LEASE_SECONDS", "30")])
                .unwrap_err()
                .to_string(),
            "LANGHE_MAIL_LEASE_SECONDS (30) must be longer than LANGHE_SMTP_TIMEOUT_SECONDS (30): \
             a mail still being sent when its lease ran out could be sent twice"
        );
        assert_eq!(
            with(&[
                ("LANGHE_MAIL_LEASE_SECONDS", "2"),
                ("LANGHE_SMTP_TIMEOUT_SECONDS", "5")
            ])
            .unwrap_err(),
            ConfigError::LeaseNotAboveSmtpTimeout {
                lease: 2,
                timeout: 5
            }
        );
        let short = with(&[
            ("LANGHE_MAIL_LEASE_SECONDS", "3"),
            ("LANGHE_SMTP_TIMEOUT_SECONDS", "2"),
        ])
        .unwrap();
        let MailChoice::Smtp(smtp) = &short.mail else {
            panic!("expected smtp")
        };
        assert_eq!((short.mail_lease_seconds, smtp.timeout_seconds), (3, 2));
        // Without SMTP no exchange can outlast the lease: files are written at once.
        let eml = config(&[("LANGHE_MAIL", "eml"), ("LANGHE_MAIL_LEASE_SECONDS", "1")]);
        assert_eq!(eml.unwrap().mail_lease_seconds, 1);
    }

    #[test]
    fn incomplete_or_unknown_settings_are_refused() {
        assert_eq!(
            config(&[("LANGHE_MAIL", "smtp")]).unwrap_err(),
            ConfigError::SmtpHostMissing
        );
        assert_eq!(
            config(&[("LANGHE_SMTP_HOST", "h"), ("LANGHE_SMTP_USER", "u")]).unwrap_err(),
            ConfigError::HalfCredentials
        );
        assert_eq!(
            config(&[("LANGHE_CAPTCHA", "turnstile")]).unwrap_err(),
            ConfigError::HostedCaptchaKeysMissing("turnstile")
        );
        assert!(matches!(
            config(&[("LANGHE_CAPTCHA", "none")]),
            Err(ConfigError::UnknownChoice { .. })
        ));
        assert_eq!(
            config(&[("LANGHE_CAPTCHA_SCRIPT_URL", "/turnstile.js")])
                .unwrap_err()
                .to_string(),
            "LANGHE_CAPTCHA_SCRIPT_URL must be an absolute http(s) URL, got \"/turnstile.js\""
        );
    }
}
