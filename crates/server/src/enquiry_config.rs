//! Configuration of enquiries, mail, captcha and newsletter (all optional):
//!
//! | variable | default | meaning |
//! |---|---|---|
//! | `LANGHE_MAIL` | `smtp` when `LANGHE_SMTP_HOST` is set, else `none` | `smtp`, `eml` (files in `DATA_DIR/mail`) or `none` (enquiries wait in the staff inbox) |
//! | `LANGHE_SMTP_HOST`, `LANGHE_SMTP_PORT` | –, 587 | the SMTP server |
//! | `LANGHE_SMTP_TLS` | `starttls` | `starttls`, `tls` (implicit, port 465) or `none` |
//! | `LANGHE_SMTP_USER`, `LANGHE_SMTP_PASSWORD` | unset | credentials, both or neither |
//! | `LANGHE_SMTP_TIMEOUT_SECONDS` | 30 | how long the SMTP server may keep us waiting (to connect, or for a reply) before the mail fails and is retried |
//! | `LANGHE_MAIL_TO` | `info@langhe.property` | the consultant: the only recipient |
//! | `LANGHE_MAIL_FROM` | `Langhe Property <no-reply@langhe.property>` | sender of enquiry mails |
//! | `LANGHE_MAIL_LEASE_SECONDS` | 120 | how long a delivery attempt holds its enquiries; after a crash they are tried again once it ends. With SMTP it must be longer than `LANGHE_SMTP_TIMEOUT_SECONDS` |
//! | `LANGHE_CAPTCHA` | `pow` | `pow` (self-hosted proof of work), `turnstile`, `recaptcha` or `hcaptcha` |
//! | `LANGHE_CAPTCHA_SITE_KEY`, `LANGHE_CAPTCHA_SECRET` | unset | the hosted service's keys (both required for it) |
//! | `LANGHE_CAPTCHA_VERIFY_URL` | the service's own | where the secret and token are verified |
//! | `LANGHE_CAPTCHA_SCRIPT_URL` | the service's own | the widget script browsers load, for self-hosted mirrors and tests |
//! | `LANGHE_CAPTCHA_HMAC_KEY` | random, kept in `DATA_DIR/captcha-hmac.key` | signs proof-of-work challenges |
//! | `LANGHE_CAPTCHA_POW_MAX_NUMBER` | 100000 | proof-of-work size (the browser tries half on average) |
//! | `LANGHE_NEWSLETTER_URL` | unset | a hosted provider's sign-up form; unset keeps a local list |
//! | `LANGHE_SEND_RATE_PER_MINUTE` | 10 | form submissions per client address per minute |
//! | `LANGHE_ALERT_INTERVAL_SECONDS` | 86400 | the least time between two mails of one saved-search alert (a daily digest) |
//! | `LANGHE_CONFIRMATION_MAILS_PER_HOUR` | 100 | confirmation mails (newsletter and alerts) the whole site sends per hour; past it sign-ups are answered as usual but not mailed, with a warning in the log and `confirmation_mails_held_total` on `/metrics` |

use secrecy::SecretString;

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
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EnquiryConfigError {
    #[error("{variable} has an unknown value {value:?} (expected {expected})")]
    UnknownChoice {
        variable: &'static str,
        value: String,
        expected: &'static str,
    },
    #[error("{0} must be a whole number in range")]
    NotANumber(&'static str),
    #[error("LANGHE_MAIL=smtp needs LANGHE_SMTP_HOST")]
    SmtpHostMissing,
    #[error("LANGHE_SMTP_USER and LANGHE_SMTP_PASSWORD go together")]
    HalfCredentials,
    #[error("LANGHE_CAPTCHA={0} needs LANGHE_CAPTCHA_SITE_KEY and LANGHE_CAPTCHA_SECRET")]
    HostedCaptchaKeysMissing(&'static str),
    /// The claim is renewed just before each mail; a mail still in flight when the claim runs
    /// out can be claimed and sent again by another server (or pass), so it must outlast one.
    #[error(
        "LANGHE_MAIL_LEASE_SECONDS ({lease}) must be longer than LANGHE_SMTP_TIMEOUT_SECONDS \
         ({timeout}): a mail still being sent when its lease ran out could be sent twice"
    )]
    LeaseNotAboveSmtpTimeout { lease: u32, timeout: u32 },
    #[error("{variable} must be an absolute http(s) URL, got {value:?}")]
    NotAUrl {
        variable: &'static str,
        value: String,
    },
}

impl EnquiryConfig {
    /// `var` gives a trimmed, non-empty value or None.
    pub fn from_vars(var: &dyn Fn(&str) -> Option<String>) -> Result<Self, EnquiryConfigError> {
        use EnquiryConfigError as Error;
        let number = |name: &'static str, default: u32| -> Result<u32, Error> {
            var(name).map_or(Ok(default), |v| {
                v.parse().map_err(|_| Error::NotANumber(name))
            })
        };
        let smtp_host = var("LANGHE_SMTP_HOST");
        let mail_kind = var("LANGHE_MAIL")
            .unwrap_or_else(|| if smtp_host.is_some() { "smtp" } else { "none" }.into());
        let mail = match mail_kind.to_ascii_lowercase().as_str() {
            "none" => MailChoice::None,
            "eml" => MailChoice::EmlFiles,
            "smtp" => {
                let tls = match var("LANGHE_SMTP_TLS")
                    .unwrap_or_else(|| "starttls".into())
                    .to_ascii_lowercase()
                    .as_str()
                {
                    "starttls" => adapters::mail::SmtpTls::StartTls,
                    "tls" => adapters::mail::SmtpTls::Implicit,
                    "none" => adapters::mail::SmtpTls::None,
                    other => {
                        return Err(Error::UnknownChoice {
                            variable: "LANGHE_SMTP_TLS",
                            value: other.into(),
                            expected: "starttls, tls or none",
                        })
                    }
                };
                let port = number("LANGHE_SMTP_PORT", 587)?;
                let (user, password) = (var("LANGHE_SMTP_USER"), var("LANGHE_SMTP_PASSWORD"));
                if user.is_some() != password.is_some() {
                    return Err(Error::HalfCredentials);
                }
                MailChoice::Smtp(SmtpConfig {
                    host: smtp_host.ok_or(Error::SmtpHostMissing)?,
                    port: u16::try_from(port).map_err(|_| Error::NotANumber("LANGHE_SMTP_PORT"))?,
                    tls,
                    user,
                    password: password.map(SecretString::from),
                    timeout_seconds: number("LANGHE_SMTP_TIMEOUT_SECONDS", 30)?.max(1),
                })
            }
            other => {
                return Err(Error::UnknownChoice {
                    variable: "LANGHE_MAIL",
                    value: other.into(),
                    expected: "smtp, eml or none",
                })
            }
        };
        let captcha = match var("LANGHE_CAPTCHA")
            .unwrap_or_else(|| "pow".into())
            .to_ascii_lowercase()
            .as_str()
        {
            "pow" => CaptchaChoice::ProofOfWork,
            "turnstile" => CaptchaChoice::Turnstile,
            "recaptcha" => CaptchaChoice::Recaptcha,
            "hcaptcha" => CaptchaChoice::Hcaptcha,
            other => {
                return Err(Error::UnknownChoice {
                    variable: "LANGHE_CAPTCHA",
                    value: other.into(),
                    expected: "pow, turnstile, recaptcha or hcaptcha",
                })
            }
        };
        let captcha_site_key = var("LANGHE_CAPTCHA_SITE_KEY");
        let captcha_secret = var("LANGHE_CAPTCHA_SECRET");
        if captcha != CaptchaChoice::ProofOfWork
            && (captcha_site_key.is_none() || captcha_secret.is_none())
        {
            return Err(Error::HostedCaptchaKeysMissing(captcha.as_str()));
        }
        let mail_lease_seconds = number("LANGHE_MAIL_LEASE_SECONDS", 120)?.max(1);
        if let MailChoice::Smtp(smtp) = &mail {
            if mail_lease_seconds <= smtp.timeout_seconds {
                return Err(Error::LeaseNotAboveSmtpTimeout {
                    lease: mail_lease_seconds,
                    timeout: smtp.timeout_seconds,
                });
            }
        }
        Ok(Self {
            mail,
            mail_to: var("LANGHE_MAIL_TO").unwrap_or_else(|| "info@langhe.property".into()),
            mail_from: var("LANGHE_MAIL_FROM")
                .unwrap_or_else(|| "Langhe Property <no-reply@langhe.property>".into()),
            mail_lease_seconds,
            captcha,
            captcha_site_key,
            captcha_secret: captcha_secret.map(SecretString::from),
            captcha_verify_url: var("LANGHE_CAPTCHA_VERIFY_URL"),
            captcha_script_url: var("LANGHE_CAPTCHA_SCRIPT_URL")
                .map(|url| web_url("LANGHE_CAPTCHA_SCRIPT_URL", url))
                .transpose()?,
            captcha_hmac_key: var("LANGHE_CAPTCHA_HMAC_KEY").map(SecretString::from),
            captcha_pow_max_number: number("LANGHE_CAPTCHA_POW_MAX_NUMBER", 100_000)?.max(1),
            newsletter_url: var("LANGHE_NEWSLETTER_URL"),
            send_rate_per_minute: number("LANGHE_SEND_RATE_PER_MINUTE", 10)?.max(1),
            alert_interval_seconds: number("LANGHE_ALERT_INTERVAL_SECONDS", 86_400)?.max(1),
            confirmation_mails_per_hour: number(
                "LANGHE_CONFIRMATION_MAILS_PER_HOUR",
                domain::opt_in::DEFAULT_MAILS_PER_HOUR as u32,
            )?
            .max(1),
        })
    }
}

/// Browsers load it from any page of the site, so it must stand on its own.
fn web_url(variable: &'static str, value: String) -> Result<String, EnquiryConfigError> {
    match url::Url::parse(&value) {
        Ok(url) if matches!(url.scheme(), "http" | "https") && url.has_host() => Ok(value),
        _ => Err(EnquiryConfigError::NotAUrl { variable, value }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn config(pairs: &[(&str, &str)]) -> Result<EnquiryConfig, EnquiryConfigError> {
        let map: HashMap<&str, &str> = pairs.iter().copied().collect();
        EnquiryConfig::from_vars(&|name| map.get(name).map(|v| (*v).to_owned()))
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
            ("mail.example", 587, adapters::mail::SmtpTls::StartTls, 30)
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
            EnquiryConfigError::LeaseNotAboveSmtpTimeout {
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
            EnquiryConfigError::SmtpHostMissing
        );
        assert_eq!(
            config(&[("LANGHE_SMTP_HOST", "h"), ("LANGHE_SMTP_USER", "u")]).unwrap_err(),
            EnquiryConfigError::HalfCredentials
        );
        assert_eq!(
            config(&[("LANGHE_CAPTCHA", "turnstile")]).unwrap_err(),
            EnquiryConfigError::HostedCaptchaKeysMissing("turnstile")
        );
        assert!(matches!(
            config(&[("LANGHE_CAPTCHA", "none")]),
            Err(EnquiryConfigError::UnknownChoice { .. })
        ));
        assert_eq!(
            config(&[("LANGHE_CAPTCHA_SCRIPT_URL", "/turnstile.js")])
                .unwrap_err()
                .to_string(),
            "LANGHE_CAPTCHA_SCRIPT_URL must be an absolute http(s) URL, got \"/turnstile.js\""
        );
    }
}
