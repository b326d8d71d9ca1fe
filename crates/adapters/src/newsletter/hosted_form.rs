//! A hosted newsletter provider's sign-up form (spec §7: "email and a submit marker, to a
//! third-party newsletter provider"). The post goes from our server, so the visitor's
//! browser never talks to the provider and no third-party cookie is set.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ports::{NewsletterList, NewsletterListError, SubscribeOutcome};
use domain::Email;
use std::time::Duration;

pub struct HostedNewsletterForm {
    client: reqwest::Client,
    url: String,
}

impl HostedNewsletterForm {
    pub fn new(url: impl Into<String>) -> anyhow::Result<Self> {
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(10))
            .build()?;
        Ok(Self {
            client,
            url: url.into(),
        })
    }
}

#[async_trait]
impl NewsletterList for HostedNewsletterForm {
    /// Providers answer a repeated sign-up like a first one, so the outcome is `AlreadySubscribed`
    /// only in the sense that we cannot tell. The provider mails its own confirmation (double
    /// opt-in is its job here), so `confirm_by` is not ours to keep.
    async fn subscribe(
        &self,
        email: &Email,
        _consent_at: DateTime<Utc>,
        _confirm_by: DateTime<Utc>,
    ) -> Result<SubscribeOutcome, NewsletterListError> {
        let form = [
            ("EMAIL", email.as_str()),
            ("email", email.as_str()),
            ("subscribe", "Subscribe"),
        ];
        let response = self
            .client
            .post(&self.url)
            .form(&form)
            .send()
            .await
            .map_err(|error| NewsletterListError::Unavailable(error.to_string()))?;
        let status = response.status();
        if status.is_success() || status.is_redirection() {
            Ok(SubscribeOutcome::AlreadySubscribed)
        } else {
            Err(NewsletterListError::Unavailable(format!(
                "the provider answered {status}"
            )))
        }
    }
}
