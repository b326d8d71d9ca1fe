//! What the site is served from and with, and the security policy its pages need, as the
//! configuration says.

use crate::config::Config;
use crate::enquiry_config::MailChoice;
use crate::version::served_version;
use site::{
    CaptchaSetup, CaptchaSiteConfig, CaptchaSources, ConfiguredServices, EngineLimits,
    PrivacyFacts, SecurityPolicy, SiteSettings, SsrSettings,
};

/// What the front end is served from and with, as configured.
pub(super) fn site_settings(config: &Config) -> SiteSettings {
    SiteSettings {
        static_dir: config.static_dir.clone(),
        public_url: config.public_url.clone(),
        image_base_url: config.image_base_url.clone(),
        mapbox_token: config.mapbox_token.clone(),
        version: served_version(&config.static_dir),
        sign_in_sequence: config.sign_in_sequence.clone(),
        google_client_id: config.google_sign_in_client_id().map(str::to_owned),
        captcha: CaptchaSiteConfig::new(&captcha_setup(config)),
        privacy: privacy_facts(config),
        ssr: SsrSettings {
            bundle: config.ssr_bundle.clone(),
            workers: config.ssr_workers,
            limits: EngineLimits::default(),
        },
        sitemap: config.sitemap,
        feed_dir: config.data_dir.join("feeds"),
    }
}

/// The Content-Security-Policy and the other security headers, opened for what is configured.
pub(super) fn security_policy(config: &Config) -> SecurityPolicy {
    SecurityPolicy::new(
        &config.public_url,
        &config.image_base_url,
        config.mapbox_token.is_some(),
    )
    .with_google_sign_in(config.google_sign_in_client_id().is_some())
    .with_captcha(CaptchaSources::new(&captcha_setup(config)))
}

/// What the privacy policy says that depends on the configuration.
fn privacy_facts(config: &Config) -> PrivacyFacts {
    // The oldest archive kept was made `keep` intervals ago, at the most.
    let backups_span = config.backup.schedule.as_ref().and_then(|scheduled| {
        let policy = &scheduled.policy;
        let keep = u32::try_from(policy.keep()).ok()?;
        policy.interval().to_std().ok()?.checked_mul(keep)
    });
    PrivacyFacts::new(
        configured_services(config),
        backups_span,
        config.enquiries.lead_retention,
    )
}

/// The services that receive visitors' data, as configured: the privacy policy names them.
fn configured_services(config: &Config) -> ConfiguredServices {
    let enquiries = &config.enquiries;
    ConfiguredServices {
        smtp_mail: matches!(enquiries.mail, MailChoice::Smtp(_)),
        hosted_captcha: crate::enquiry_config::hosted_provider(enquiries.captcha).is_some(),
        google_sign_in: config.google_sign_in_client_id().is_some(),
        mapbox: config.mapbox_token.is_some(),
        hosted_newsletter: enquiries.newsletter_url.is_some(),
    }
}

/// The captcha as far as browsers see it.
fn captcha_setup(config: &Config) -> CaptchaSetup {
    let enquiries = &config.enquiries;
    CaptchaSetup {
        choice: enquiries.captcha,
        site_key: enquiries.captcha_site_key.clone(),
        script_url: enquiries.captcha_script_url.clone(),
    }
}
