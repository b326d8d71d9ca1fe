//! The captcha widget browsers load with the forms: which one, its public site key and script
//! (never the secret), and the origins the Content-Security-Policy must open for it.

use domain::enquiry::CaptchaChoice;
use serde::Serialize;

/// The captcha the installation chose, as far as browsers see it (the secret stays with the
/// server's configuration).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaptchaSetup {
    pub choice: CaptchaChoice,
    /// `LANGHE_CAPTCHA_SITE_KEY`: a hosted service's public key.
    pub site_key: Option<String>,
    /// `LANGHE_CAPTCHA_SCRIPT_URL`: a mirror of the hosted widget's script.
    pub script_url: Option<String>,
}

/// What the front end reads from the site configuration to show the captcha.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CaptchaSiteConfig {
    /// "pow" (the self-hosted proof of work), "turnstile", "recaptcha" or "hcaptcha".
    pub captcha_provider: &'static str,
    pub captcha_site_key: Option<String>,
    /// The hosted provider's script: its own, or `LANGHE_CAPTCHA_SCRIPT_URL`.
    pub captcha_script_url: Option<String>,
}

impl Default for CaptchaSiteConfig {
    fn default() -> Self {
        Self::from_config(CaptchaChoice::ProofOfWork, None, None)
    }
}

impl CaptchaSiteConfig {
    pub fn new(setup: &CaptchaSetup) -> Self {
        Self::from_config(
            setup.choice,
            setup.site_key.clone(),
            setup.script_url.as_deref(),
        )
    }

    fn from_config(
        choice: CaptchaChoice,
        site_key: Option<String>,
        script_url: Option<&str>,
    ) -> Self {
        let hosted = hosted_widget(choice);
        Self {
            captcha_provider: choice.as_str(),
            captcha_site_key: hosted.and(site_key),
            captcha_script_url: hosted
                .map(|widget| script_url.unwrap_or(widget.script_url).to_owned()),
        }
    }
}

/// A hosted provider's browser side: where its script is, and what its widget loads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HostedWidget {
    pub script_url: &'static str,
    pub script_sources: &'static [&'static str],
    pub frame_sources: &'static [&'static str],
    pub style_sources: &'static [&'static str],
    pub connect_sources: &'static [&'static str],
}

/// Each provider's own documentation of the sources its widget needs:
/// developers.cloudflare.com/turnstile/reference/content-security-policy,
/// developers.google.com/recaptcha/docs/faq (Content Security Policy), and
/// docs.hcaptcha.com ("Content Security Policy Settings").
const TURNSTILE: HostedWidget = HostedWidget {
    script_url: "https://challenges.cloudflare.com/turnstile/v0/api.js",
    script_sources: &["https://challenges.cloudflare.com"],
    frame_sources: &["https://challenges.cloudflare.com"],
    style_sources: &[],
    connect_sources: &[],
};
const RECAPTCHA: HostedWidget = HostedWidget {
    script_url: "https://www.google.com/recaptcha/api.js",
    script_sources: &[
        "https://www.google.com/recaptcha/",
        "https://www.gstatic.com/recaptcha/",
    ],
    frame_sources: &[
        "https://www.google.com/recaptcha/",
        "https://recaptcha.google.com/recaptcha/",
    ],
    style_sources: &[],
    connect_sources: &[],
};
const HCAPTCHA_SOURCES: &[&str] = &["https://hcaptcha.com", "https://*.hcaptcha.com"];
const HCAPTCHA: HostedWidget = HostedWidget {
    script_url: "https://js.hcaptcha.com/1/api.js",
    script_sources: HCAPTCHA_SOURCES,
    frame_sources: HCAPTCHA_SOURCES,
    style_sources: HCAPTCHA_SOURCES,
    connect_sources: HCAPTCHA_SOURCES,
};

/// None for the proof of work, which loads nothing from anyone else.
pub fn hosted_widget(choice: CaptchaChoice) -> Option<HostedWidget> {
    match choice {
        CaptchaChoice::ProofOfWork => None,
        CaptchaChoice::Turnstile => Some(TURNSTILE),
        CaptchaChoice::Recaptcha => Some(RECAPTCHA),
        CaptchaChoice::Hcaptcha => Some(HCAPTCHA),
    }
}

/// The sources the CSP adds for the configured captcha: none for the proof of work; the
/// provider's own, plus the origin of a configured script mirror, for a hosted one.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CaptchaSources {
    pub script: Vec<String>,
    pub frame: Vec<String>,
    pub style: Vec<String>,
    pub connect: Vec<String>,
}

impl CaptchaSources {
    pub fn new(setup: &CaptchaSetup) -> Self {
        let Some(widget) = hosted_widget(setup.choice) else {
            return Self::default();
        };
        let owned = |sources: &[&str]| sources.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
        let mut script = owned(widget.script_sources);
        if let Some(mirror) = setup.script_url.as_deref().and_then(origin_of) {
            if !script.contains(&mirror) {
                script.push(mirror);
            }
        }
        Self {
            script,
            frame: owned(widget.frame_sources),
            style: owned(widget.style_sources),
            connect: owned(widget.connect_sources),
        }
    }
}

fn origin_of(url: &str) -> Option<String> {
    url::Url::parse(url)
        .ok()
        .map(|url| url.origin().ascii_serialization())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A hosted service with its site key, its script from `script_url` when given.
    fn hosted(choice: CaptchaChoice, script_url: Option<&str>) -> CaptchaSetup {
        CaptchaSetup {
            choice,
            site_key: Some("0x4AAA-site".to_owned()),
            script_url: script_url.map(str::to_owned),
        }
    }

    #[test]
    fn the_proof_of_work_names_no_script_and_opens_nothing() {
        let config = CaptchaSetup {
            choice: CaptchaChoice::ProofOfWork,
            site_key: None,
            script_url: None,
        };
        assert_eq!(
            CaptchaSiteConfig::new(&config),
            CaptchaSiteConfig {
                captcha_provider: "pow",
                captcha_site_key: None,
                captcha_script_url: None
            }
        );
        assert_eq!(
            CaptchaSiteConfig::new(&config),
            CaptchaSiteConfig::default()
        );
        assert_eq!(CaptchaSources::new(&config), CaptchaSources::default());
    }

    #[test]
    fn a_hosted_provider_gets_its_own_script_and_sources_and_the_secret_stays_home() {
        let config = hosted(CaptchaChoice::Turnstile, None);
        let site = CaptchaSiteConfig::new(&config);
        assert_eq!(site.captcha_provider, "turnstile");
        assert_eq!(site.captcha_site_key.as_deref(), Some("0x4AAA-site"));
        assert_eq!(
            site.captcha_script_url.as_deref(),
            Some("https://challenges.cloudflare.com/turnstile/v0/api.js")
        );
        assert!(!serde_json::to_string(&site).unwrap().contains("secret"));
        let sources = CaptchaSources::new(&config);
        assert_eq!(sources.script, ["https://challenges.cloudflare.com"]);
        assert_eq!(sources.frame, ["https://challenges.cloudflare.com"]);
        assert!(sources.connect.is_empty() && sources.style.is_empty());
    }

    #[test]
    fn a_script_mirror_replaces_the_url_and_adds_only_its_origin_for_scripts() {
        let config = hosted(
            CaptchaChoice::Turnstile,
            Some("http://127.0.0.1:4100/turnstile/v0/api.js"),
        );
        assert_eq!(
            CaptchaSiteConfig::new(&config)
                .captcha_script_url
                .as_deref(),
            Some("http://127.0.0.1:4100/turnstile/v0/api.js")
        );
        let sources = CaptchaSources::new(&config);
        assert_eq!(
            sources.script,
            ["https://challenges.cloudflare.com", "http://127.0.0.1:4100"]
        );
        assert_eq!(sources.frame, ["https://challenges.cloudflare.com"]);
    }

    #[test]
    fn each_hosted_provider_names_its_documented_hosts() {
        for (provider, host) in [
            (
                CaptchaChoice::Recaptcha,
                "https://www.gstatic.com/recaptcha/",
            ),
            (CaptchaChoice::Hcaptcha, "https://*.hcaptcha.com"),
        ] {
            let config = hosted(provider, None);
            assert!(
                CaptchaSources::new(&config)
                    .script
                    .iter()
                    .any(|s| s == host),
                "{provider:?}"
            );
        }
    }
}
