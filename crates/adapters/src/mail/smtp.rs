//! Delivery through an SMTP server (host, port, TLS mode and credentials from configuration).

use super::message::{build, Addresses};
use async_trait::async_trait;
use domain::ports::{MailError, Mailer, OutgoingMail};
use lettre::transport::smtp::authentication::Credentials;
use lettre::transport::smtp::client::{Tls, TlsParameters};
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use std::time::Duration;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SmtpTls {
    /// Plain text: a relay on the same machine or a test server.
    None,
    /// STARTTLS on a submission port (usually 587).
    StartTls,
    /// TLS from the first byte (usually 465).
    Implicit,
}

#[derive(Debug, Clone)]
pub struct SmtpSettings {
    pub host: String,
    pub port: u16,
    pub tls: SmtpTls,
    pub credentials: Option<(String, String)>,
    pub from: String,
    pub to: String,
    /// A slow or silent server must not hold a delivery claim past its lease.
    pub timeout: Duration,
}

pub struct SmtpMailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    addresses: Addresses,
}

impl SmtpMailer {
    pub fn new(settings: SmtpSettings) -> anyhow::Result<Self> {
        let addresses = Addresses::parse(&settings.from, &settings.to)?;
        let tls = match settings.tls {
            SmtpTls::None => Tls::None,
            SmtpTls::StartTls => Tls::Required(TlsParameters::new(settings.host.clone())?),
            SmtpTls::Implicit => Tls::Wrapper(TlsParameters::new(settings.host.clone())?),
        };
        let mut builder = AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(&settings.host)
            .port(settings.port)
            .tls(tls)
            .timeout(Some(settings.timeout));
        if let Some((user, password)) = settings.credentials {
            builder = builder.credentials(Credentials::new(user, password));
        }
        Ok(Self {
            transport: builder.build(),
            addresses,
        })
    }
}

#[async_trait]
impl Mailer for SmtpMailer {
    async fn send(&self, mail: &OutgoingMail) -> Result<(), MailError> {
        let message = build(&self.addresses, mail)?;
        self.transport
            .send(message)
            .await
            .map(drop)
            .map_err(|error| {
                // A 5xx reply will not change on retry; refused connections, timeouts and 4xx may.
                if error.is_permanent() {
                    MailError::Permanent(error.to_string())
                } else {
                    MailError::Temporary(error.to_string())
                }
            })
    }
}
