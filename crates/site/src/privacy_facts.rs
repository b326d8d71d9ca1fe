//! What the privacy policy must say that depends on the configuration: the other companies
//! this installation hands visitors' data to, how long its backups keep a copy, and after how
//! many months the desk's closed leads are anonymised (`LANGHE_LEAD_RETENTION_MONTHS`). The
//! policy's texts are the front end's (`features/privacy/`); these facts reach it in the site
//! configuration, so turning a hosted captcha or a Mapbox token on, or keeping more backups,
//! shows in the policy without anyone editing it.

use domain::enquiry::retention::RetentionPeriod;
use serde::Serialize;
use std::time::Duration;

/// The facts as the front end reads them (`privacy` in the site configuration).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PrivacyFacts {
    pub processors: Vec<Processor>,
    /// Whole days the oldest kept backup can be (interval × archives kept, rounded up);
    /// `None` when the server makes no backups of its own.
    pub backup_days: Option<u64>,
    /// Months after its last activity a lead marked lost or spam is anonymised.
    pub lead_retention_months: u32,
}

impl PrivacyFacts {
    /// `backups_span`: how long the scheduled backups keep an archive (interval × kept);
    /// `lead_retention`: how long a closed lead is kept.
    pub fn new(
        services: ConfiguredServices,
        backups_span: Option<Duration>,
        lead_retention: RetentionPeriod,
    ) -> Self {
        const DAY: u64 = 24 * 60 * 60;
        Self {
            processors: services.processors(),
            backup_days: backups_span.map(|span| span.as_secs().div_ceil(DAY)),
            lead_retention_months: lead_retention.months(),
        }
    }
}

/// A recipient of visitors' data that the configuration can bring in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Processor {
    /// `LANGHE_MAIL=smtp`: the e-mail provider whose SMTP server carries every mail.
    MailProvider,
    /// A hosted `LANGHE_CAPTCHA` (Turnstile, reCAPTCHA, hCaptcha): its widget runs in the
    /// visitor's browser and the server asks it to verify each token.
    HostedCaptcha,
    /// `LANGHE_GOOGLE_CLIENT_ID`: staff sign in with Google.
    GoogleSignIn,
    /// `LANGHE_MAPBOX_TOKEN`: the interactive maps load from Mapbox.
    Mapbox,
    /// `LANGHE_NEWSLETTER_URL`: sign-ups go to a hosted newsletter provider's form.
    NewsletterProvider,
    /// The consultant's videos, embedded from YouTube once a visitor accepts its cookies:
    /// content, not configuration, so always named.
    #[serde(rename = "youtube")]
    YouTube,
}

/// What the configuration turns on, each a yes or no.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ConfiguredServices {
    pub smtp_mail: bool,
    pub hosted_captcha: bool,
    pub google_sign_in: bool,
    pub mapbox: bool,
    pub hosted_newsletter: bool,
}

impl ConfiguredServices {
    /// The recipients, in the order the policy lists them.
    pub fn processors(self) -> Vec<Processor> {
        [
            (self.smtp_mail, Processor::MailProvider),
            (self.hosted_captcha, Processor::HostedCaptcha),
            (self.google_sign_in, Processor::GoogleSignIn),
            (self.mapbox, Processor::Mapbox),
            (self.hosted_newsletter, Processor::NewsletterProvider),
            (true, Processor::YouTube),
        ]
        .into_iter()
        .filter_map(|(configured, processor)| configured.then_some(processor))
        .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_what_is_configured_is_named_and_youtube_always() {
        assert_eq!(
            ConfiguredServices::default().processors(),
            [Processor::YouTube]
        );
        let some = ConfiguredServices {
            hosted_captcha: true,
            mapbox: true,
            ..ConfiguredServices::default()
        };
        assert_eq!(
            serde_json::to_value(some.processors()).unwrap(),
            serde_json::json!(["hostedCaptcha", "mapbox", "youtube"])
        );
    }

    #[test]
    fn backups_are_counted_in_whole_days_rounded_up() {
        let days = |seconds| {
            PrivacyFacts::new(
                ConfiguredServices::default(),
                Some(Duration::from_secs(seconds)),
                RetentionPeriod::DEFAULT,
            )
            .backup_days
        };
        assert_eq!(days(14 * 86_400), Some(14));
        assert_eq!(days(14 * 86_400 + 1), Some(15));
        assert_eq!(days(3_600), Some(1));
        assert_eq!(
            PrivacyFacts::new(
                ConfiguredServices::default(),
                None,
                RetentionPeriod::DEFAULT
            )
            .backup_days,
            None
        );
    }

    #[test]
    fn the_lead_retention_is_told_in_months() {
        let facts = PrivacyFacts::new(
            ConfiguredServices::default(),
            None,
            RetentionPeriod::of_months(18),
        );
        assert_eq!(
            serde_json::to_value(&facts).unwrap()["leadRetentionMonths"],
            18
        );
    }
}
