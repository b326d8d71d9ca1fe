//! Configuration from the environment (docs/configuration.md, generated from `variables`).
//!
//! Two layers: built-in defaults, then environment variables, read through one [`Reader`] of
//! the variables declared in [`variables`] (which also write docs/configuration.md). An empty
//! variable counts as unset. Values that can carry credentials are `SecretString`, whose `Debug` prints
//! `[REDACTED]`, so logging the whole `Config` never leaks them.

mod docs;
pub mod error;
pub mod reader;
pub mod variables;

pub use docs::configuration_docs;
pub use error::ConfigError;
pub use reader::{Choice, Reader};

use secrecy::{ExposeSecret, SecretString};
use std::path::PathBuf;
use variables::*;

#[derive(Debug, Clone)]
pub struct Config {
    /// `host:port`; port 0 picks a free port.
    pub listen: String,
    pub data_dir: PathBuf,
    /// May hold a PostgreSQL password.
    pub database_url: SecretString,
    /// Seed demo content when the database is empty.
    pub demo_content: bool,
    /// Absolute base for canonical URLs, the sitemap and mails, without a trailing '/'.
    pub public_url: String,
    /// Whether `public_url` was derived from `listen` rather than configured.
    pub public_url_is_derived: bool,
    /// Where browsers fetch images, without a trailing '/'.
    pub image_base_url: String,
    /// Images go to this S3-compatible bucket (credentials from `AWS_*`) instead of the
    /// data directory.
    pub s3_bucket: Option<String>,
    /// Sent to browsers by design (mapbox-gl needs it there), so not a secret.
    pub mapbox_token: Option<String>,
    /// The built front end.
    pub static_dir: PathBuf,
    /// The front end's server bundle, which renders each page's first screen into the HTML;
    /// `None` when `LANGHE_SSR` turns server rendering off.
    pub ssr_bundle: Option<PathBuf>,
    /// Threads that render pages, each with its own JavaScript engine.
    pub ssr_workers: usize,
    /// URLs (at most 50,000) and bytes (at most 50 MB) in one sitemap file before
    /// /sitemap.xml becomes an index.
    pub sitemap: site::SitemapLimits,
    /// How many finished pages, and how many bytes of them, stay in memory.
    pub page_cache: site::PageCacheLimits,
    /// Google sign-in's OAuth client id (public: the sign-in button needs it too). Unset:
    /// Google sign-in is off and only one-time links sign staff in.
    pub google_client_id: Option<String>,
    /// Another OpenID Connect issuer instead of Google (discovery at
    /// `{issuer}/.well-known/openid-configuration`), with the same client id.
    pub oidc_issuer: Option<String>,
    /// The provider's key set URL, when discovery is not wanted.
    pub oidc_jwks_url: Option<String>,
    /// Typing this on the site reveals the sign-in button (spec §4). Public by design: it
    /// hides the button from visitors, it protects nothing. Unset: only a browser that signed
    /// in with Google before shows the button, and one-time links sign staff in.
    pub sign_in_sequence: Option<String>,
    /// Only accounts of this Google Workspace domain (the ID token's `hd`) may sign in.
    pub google_hosted_domain: Option<String>,
    /// Signs session tokens (at least 32 bytes); unset: a random secret kept in
    /// `{data_dir}/session-secret`.
    pub session_secret: Option<SecretString>,
    /// Who may read `/metrics`.
    pub metrics: crate::metrics::MetricsAccess,
    /// After SIGTERM or Ctrl-C, how long requests in flight may take to finish before
    /// their connections are cut.
    pub shutdown_grace: std::time::Duration,
    /// Mail, captcha, newsletter and rate limit of the visitor forms.
    pub enquiries: crate::enquiry_config::EnquiryConfig,
    /// Reverse proxies whose `X-Forwarded-For` names the client (rate limits, logs).
    pub trusted_proxies: crate::trusted_proxies::TrustedProxies,
    /// Request head and idle timeouts, open connections, uploads decoded at once.
    pub serving: crate::serving_limits::ServingLimits,
    /// Where the exchange rates are fetched from once a day; `None` (`off`): never.
    pub fx_rates_url: Option<String>,
    /// Whether page views and events are counted (cookie-less, issue 29).
    pub count_visits: bool,
    /// Sightings counted per client address per minute (`LANGHE_COUNT_RATE_PER_MINUTE`).
    pub count_rate_per_minute: u32,
    /// Sightings counted per client address per day (`LANGHE_COUNT_RATE_PER_DAY`).
    pub count_rate_per_day: u32,
    /// The key that signs backups, and the backups the server makes on its own.
    pub backup: crate::backup_config::BackupConfig,
    /// How log lines are written and filtered.
    pub log: crate::log_format::LogSettings,
    /// The agency's share of the price in the buying-costs estimate, before VAT.
    pub agency_fee: buying_costs::AgencyFeeRate,
}

impl Config {
    /// Reads the process environment.
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_lookup(|name| std::env::var(name).ok())
    }

    /// Reads variables through `lookup` (tests pass a map).
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let read = Reader::new(&lookup);
        let listen = normalise_listen(
            &read
                .text(&LISTEN)
                .unwrap_or_else(|| "127.0.0.1:8080".into()),
        )?;
        let data_dir = PathBuf::from(read.text(&DATA_DIR).unwrap_or_else(|| "./data".into()));
        let database_url = read.secret(&DATABASE_URL).unwrap_or_else(|| {
            format!("sqlite://{}/langhe.sqlite?mode=rwc", data_dir.display()).into()
        });
        let (public_url, public_url_is_derived) = match read.text(&PUBLIC_URL) {
            Some(url) => (url, false),
            None => (format!("http://{listen}"), true),
        };
        let static_dir = PathBuf::from(
            read.text(&STATIC_DIR)
                .unwrap_or_else(|| "frontend/dist".into()),
        );
        let ssr_bundle = read.flag(&SSR, true)?.then(|| {
            read.text(&SSR_BUNDLE)
                .map(PathBuf::from)
                .unwrap_or_else(|| beside_static_dir(&static_dir))
        });
        let most = site::SitemapLimits::default();
        let sitemap = site::SitemapLimits {
            urls: read
                .number::<u64>(&SITEMAP_URLS_PER_FILE)?
                .map_or(most.urls, |count| count.clamp(1, most.urls)),
            bytes: read
                .number::<u64>(&SITEMAP_BYTES_PER_FILE)?
                .map_or(most.bytes, |count| count.clamp(1, most.bytes)),
        };
        let defaults = site::PageCacheLimits::default();
        let page_cache = site::PageCacheLimits {
            max_entries: read
                .number(&PAGE_CACHE_ENTRIES)?
                .unwrap_or(defaults.max_entries),
            max_bytes: read
                .number::<usize>(&PAGE_CACHE_MB)?
                .map_or(defaults.max_bytes, |megabytes| {
                    megabytes.saturating_mul(1024 * 1024)
                }),
        };
        let s3_bucket = read.text(&S3_BUCKET);
        Ok(Self {
            listen,
            database_url,
            demo_content: read.flag(&DEMO_CONTENT, true)?,
            public_url: public_url.trim_end_matches('/').to_owned(),
            public_url_is_derived,
            image_base_url: read
                .text(&IMAGE_BASE_URL)
                .unwrap_or_else(|| "/images".into())
                .trim_end_matches('/')
                .to_owned(),
            mapbox_token: read.text(&MAPBOX_TOKEN),
            static_dir,
            ssr_bundle,
            ssr_workers: read
                .number_in(&SSR_WORKERS, 1..=MAX_SSR_WORKERS)?
                .unwrap_or_else(default_ssr_workers),
            page_cache,
            sitemap,
            google_client_id: read.text(&GOOGLE_CLIENT_ID),
            oidc_issuer: read.text(&OIDC_ISSUER),
            oidc_jwks_url: read.text(&OIDC_JWKS_URL),
            sign_in_sequence: read
                .text(&SIGN_IN_SEQUENCE)
                .map(check_sign_in_sequence)
                .transpose()?,
            google_hosted_domain: read.text(&GOOGLE_HOSTED_DOMAIN),
            session_secret: read
                .text(&SESSION_SECRET)
                .map(check_session_secret)
                .transpose()?,
            metrics: read
                .text(&METRICS)
                .map(|text| {
                    crate::metrics::MetricsAccess::parse(&text).ok_or(ConfigError::BadMetricsAccess)
                })
                .transpose()?
                .unwrap_or_default(),
            shutdown_grace: std::time::Duration::from_secs(
                read.number(&SHUTDOWN_GRACE_SECONDS)?
                    .unwrap_or(DEFAULT_SHUTDOWN_GRACE_SECONDS),
            ),
            fx_rates_url: fx_rates_url(read.text(&FX_RATES_URL)),
            count_visits: read.flag(&COUNT_VISITS, true)?,
            count_rate_per_minute: read
                .number::<u32>(&COUNT_RATE_PER_MINUTE)?
                .unwrap_or(DEFAULT_COUNT_RATE_PER_MINUTE)
                .max(1),
            count_rate_per_day: read
                .number::<u32>(&COUNT_RATE_PER_DAY)?
                .unwrap_or(DEFAULT_COUNT_RATE_PER_DAY)
                .max(1),
            enquiries: crate::enquiry_config::EnquiryConfig::read(&read)?,
            trusted_proxies: read.text(&TRUSTED_PROXIES).unwrap_or_default().parse()?,
            serving: crate::serving_limits::ServingLimits::read(&read)?,
            backup: crate::backup_config::BackupConfig::read(
                &read,
                &data_dir,
                s3_bucket.as_deref(),
            )?,
            log: crate::log_format::LogSettings::read(&read)?,
            agency_fee: read
                .text(&AGENCY_FEE_PERCENT)
                .map(|text| {
                    buying_costs::AgencyFeeRate::parse_percent(&text)
                        .map_err(|_| ConfigError::BadAgencyFee(text))
                })
                .transpose()?
                .unwrap_or_default(),
            data_dir,
            s3_bucket,
        })
    }

    /// The database URL, for the one place that connects.
    /// This configuration for a one-off command (`create-user`, `generate`, `export`…): it
    /// seeds no demo content, starts no render threads and makes no scheduled backup,
    /// whatever the server would do.
    pub fn for_command(mut self) -> Self {
        self.demo_content = false;
        self.ssr_bundle = None;
        self.backup.schedule = None;
        self
    }

    pub fn database_url(&self) -> &str {
        self.database_url.expose_secret()
    }

    /// The session-signing secret, when configured.
    pub fn session_secret(&self) -> Option<&[u8]> {
        self.session_secret
            .as_ref()
            .map(|secret| secret.expose_secret().as_bytes())
    }

    /// The client id the browser's Google button uses: only when Google is the issuer, since
    /// Google Identity Services cannot sign anyone in with another provider.
    pub fn google_sign_in_client_id(&self) -> Option<&str> {
        match self.oidc_issuer {
            Some(_) => None,
            None => self.google_client_id.as_deref(),
        }
    }

    /// Once the listener is bound, a derived public URL names the real port (`:0` binds).
    pub fn with_bound_address(mut self, bound: std::net::SocketAddr) -> Self {
        if self.public_url_is_derived {
            self.public_url = format!("http://{bound}");
        }
        self
    }
}

/// The ECB's document unless configured; `off` turns fetching off.
fn fx_rates_url(configured: Option<String>) -> Option<String> {
    match configured {
        None => Some(adapters::fx_rates::ECB_DAILY_URL.to_owned()),
        Some(off) if off.eq_ignore_ascii_case("off") => None,
        Some(url) => Some(url),
    }
}

/// Accepts `host:port` and the short `:port` (all interfaces).
fn normalise_listen(text: &str) -> Result<String, ConfigError> {
    let full = if text.starts_with(':') {
        format!("0.0.0.0{text}")
    } else {
        text.to_owned()
    };
    let valid_port = full
        .rsplit_once(':')
        .is_some_and(|(host, port)| !host.is_empty() && port.parse::<u16>().is_ok());
    if valid_port {
        Ok(full)
    } else {
        Err(ConfigError::BadListenAddress(text.to_owned()))
    }
}

/// The front end's build puts its server bundle in `dist-server/` beside `dist/`.
fn beside_static_dir(static_dir: &std::path::Path) -> PathBuf {
    static_dir
        .parent()
        .unwrap_or(static_dir)
        .join("dist-server")
        .join("entry-server.js")
}

/// Under the 30 s a Kubernetes pod (and, by default, Docker) waits before SIGKILL.
const DEFAULT_SHUTDOWN_GRACE_SECONDS: u64 = 20;
/// A page a second, sustained, with a minute's worth at once: more than a person reads.
/// What a person's browser sends (issue 53): a page every few seconds at the most, and a
/// keen buyer's day of reading. The day's allowance bounds what one address adds to the disk.
const DEFAULT_COUNT_RATE_PER_MINUTE: u32 = 20;
const DEFAULT_COUNT_RATE_PER_DAY: u32 = 500;

/// More threads than this only hold idle engines of 256 MB each.
const MAX_SSR_WORKERS: usize = 64;

/// One per core, up to 4: rendering is CPU work, and a page renders in milliseconds.
fn default_ssr_workers() -> usize {
    std::thread::available_parallelism()
        .map_or(1, usize::from)
        .clamp(1, 4)
}

/// The front end's keystroke buffer holds 50 characters; under 3 a visitor types it by chance.
const SIGN_IN_SEQUENCE_LENGTH: std::ops::RangeInclusive<usize> = 3..=50;

fn check_sign_in_sequence(sequence: String) -> Result<String, ConfigError> {
    let length = sequence.chars().count();
    if SIGN_IN_SEQUENCE_LENGTH.contains(&length) {
        Ok(sequence)
    } else {
        Err(ConfigError::BadSignInSequence {
            min: *SIGN_IN_SEQUENCE_LENGTH.start(),
            max: *SIGN_IN_SEQUENCE_LENGTH.end(),
            length,
        })
    }
}

/// HS256 keys shorter than the hash are easier to guess than the signature is to forge.
const SESSION_SECRET_MIN_BYTES: usize = 32;

fn check_session_secret(secret: String) -> Result<SecretString, ConfigError> {
    if secret.len() < SESSION_SECRET_MIN_BYTES {
        return Err(ConfigError::ShortSessionSecret {
            min: SESSION_SECRET_MIN_BYTES,
            length: secret.len(),
        });
    }
    Ok(SecretString::from(secret))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn config_from(pairs: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        Config::from_lookup(|name| map.get(name).cloned())
    }

    #[test]
    fn defaults_follow_the_architecture_table() {
        let config = config_from(&[]).unwrap();
        assert_eq!(config.listen, "127.0.0.1:8080");
        assert_eq!(config.data_dir, PathBuf::from("./data"));
        assert_eq!(
            config.database_url(),
            "sqlite://./data/langhe.sqlite?mode=rwc"
        );
        assert!(config.demo_content);
        assert_eq!(config.public_url, "http://127.0.0.1:8080");
        assert_eq!(config.image_base_url, "/images");
        assert_eq!(config.s3_bucket, None);
        assert_eq!(config.mapbox_token, None);
        assert_eq!(config.static_dir, PathBuf::from("frontend/dist"));
        assert_eq!(
            config.ssr_bundle,
            Some(PathBuf::from("frontend/dist-server/entry-server.js"))
        );
        assert_eq!(config.ssr_workers, default_ssr_workers());
        assert!((1..=4).contains(&config.ssr_workers));
        assert_eq!(config.sign_in_sequence, None);
        assert!(config.trusted_proxies.is_empty());
        // One address adds at most a person's day of visits (issue 53: it was 60 a minute,
        // 86,400 a day).
        assert_eq!(
            (config.count_rate_per_minute, config.count_rate_per_day),
            (20, 500)
        );
    }

    #[test]
    fn exchange_rates_come_from_the_ecb_unless_configured_or_turned_off() {
        assert_eq!(
            config_from(&[]).unwrap().fx_rates_url.as_deref(),
            Some("https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml")
        );
        let local = config_from(&[("LANGHE_FX_RATES_URL", "http://127.0.0.1:9/rates.xml")]);
        assert_eq!(
            local.unwrap().fx_rates_url.as_deref(),
            Some("http://127.0.0.1:9/rates.xml")
        );
        let off = config_from(&[("LANGHE_FX_RATES_URL", "off")]).unwrap();
        assert_eq!(off.fx_rates_url, None);
    }

    #[test]
    fn a_session_secret_shorter_than_32_bytes_stops_start_up() {
        let short = config_from(&[("LANGHE_SESSION_SECRET", "0123456789abcdef0123456789abcde")]);
        assert_eq!(
            short.err(),
            Some(ConfigError::ShortSessionSecret {
                min: 32,
                length: 31
            })
        );
        let enough = config_from(&[("LANGHE_SESSION_SECRET", "0123456789abcdef0123456789abcdef")]);
        assert_eq!(enough.unwrap().session_secret().map(<[u8]>::len), Some(32));
    }

    #[test]
    fn the_browser_gets_a_google_client_id_only_when_google_is_the_issuer() {
        let google =
            config_from(&[("LANGHE_GOOGLE_CLIENT_ID", "123.apps.googleusercontent.com")]).unwrap();
        assert_eq!(
            google.google_sign_in_client_id(),
            Some("123.apps.googleusercontent.com")
        );
        let other = config_from(&[
            ("LANGHE_GOOGLE_CLIENT_ID", "langhe"),
            ("LANGHE_OIDC_ISSUER", "https://id.example"),
        ])
        .unwrap();
        assert_eq!(other.google_sign_in_client_id(), None);
        assert_eq!(config_from(&[]).unwrap().google_sign_in_client_id(), None);
    }

    #[test]
    fn the_sign_in_sequence_is_read_and_its_length_checked() {
        let config = config_from(&[("LANGHE_SIGN_IN_SEQUENCE", "staffonly")]).unwrap();
        assert_eq!(config.sign_in_sequence.as_deref(), Some("staffonly"));
        assert_eq!(
            config_from(&[("LANGHE_SIGN_IN_SEQUENCE", "ab")]).unwrap_err(),
            ConfigError::BadSignInSequence {
                min: 3,
                max: 50,
                length: 2
            }
        );
        assert!(config_from(&[("LANGHE_SIGN_IN_SEQUENCE", &"x".repeat(51))]).is_err());
    }

    #[test]
    fn environment_values_override_defaults_and_empty_ones_do_not() {
        let config = config_from(&[
            ("LANGHE_LISTEN", ":0"),
            ("LANGHE_DATA_DIR", "/srv/langhe"),
            ("LANGHE_DEMO_CONTENT", "false"),
            ("LANGHE_IMAGE_BASE_URL", "https://cdn.example.com/"),
            ("LANGHE_MAPBOX_TOKEN", ""),
        ])
        .unwrap();
        assert_eq!(config.listen, "0.0.0.0:0");
        assert_eq!(
            config.database_url(),
            "sqlite:///srv/langhe/langhe.sqlite?mode=rwc"
        );
        assert!(!config.demo_content);
        assert_eq!(config.image_base_url, "https://cdn.example.com");
        assert_eq!(config.mapbox_token, None);
    }

    #[test]
    fn the_shutdown_grace_is_twenty_seconds_unless_configured_in_whole_seconds() {
        let default = config_from(&[]).unwrap();
        assert_eq!(default.shutdown_grace, std::time::Duration::from_secs(20));
        let configured = config_from(&[("LANGHE_SHUTDOWN_GRACE_SECONDS", "5")]).unwrap();
        assert_eq!(configured.shutdown_grace, std::time::Duration::from_secs(5));
        assert!(config_from(&[("LANGHE_SHUTDOWN_GRACE_SECONDS", "soon")]).is_err());
    }

    #[test]
    fn server_rendering_finds_its_bundle_beside_the_static_dir_or_where_configured() {
        let beside = config_from(&[("LANGHE_STATIC_DIR", "/srv/site/dist/")]).unwrap();
        assert_eq!(
            beside.ssr_bundle,
            Some(PathBuf::from("/srv/site/dist-server/entry-server.js"))
        );
        let bare = config_from(&[("LANGHE_STATIC_DIR", "dist")]).unwrap();
        assert_eq!(
            bare.ssr_bundle,
            Some(PathBuf::from("dist-server/entry-server.js"))
        );
        let configured = config_from(&[
            ("LANGHE_SSR_BUNDLE", "/opt/ssr.js"),
            ("LANGHE_SSR", "on"),
            ("LANGHE_SSR_WORKERS", "3"),
        ])
        .unwrap();
        assert_eq!(configured.ssr_bundle, Some(PathBuf::from("/opt/ssr.js")));
        assert_eq!(configured.ssr_workers, 3);
        let off =
            config_from(&[("LANGHE_SSR", "off"), ("LANGHE_SSR_BUNDLE", "/opt/ssr.js")]).unwrap();
        assert_eq!(off.ssr_bundle, None);
    }

    #[test]
    fn bad_server_rendering_settings_stop_start_up() {
        for workers in ["0", "many", "-1", "65"] {
            assert_eq!(
                config_from(&[("LANGHE_SSR_WORKERS", workers)])
                    .unwrap_err()
                    .to_string(),
                format!("LANGHE_SSR_WORKERS must be a whole number from 1 to 64, got {workers:?}")
            );
        }
        assert_eq!(
            config_from(&[("LANGHE_SSR", "sometimes")]).unwrap_err(),
            ConfigError::NotABoolean {
                variable: "LANGHE_SSR",
                value: "sometimes".to_owned()
            }
        );
    }

    #[test]
    fn the_database_url_never_shows_in_debug_output() {
        let config = config_from(&[("DATABASE_URL", "postgres://app:hunter2@db/langhe")]).unwrap();
        assert!(!format!("{config:?}").contains("hunter2"));
        assert_eq!(config.database_url(), "postgres://app:hunter2@db/langhe");
    }

    #[test]
    fn a_derived_public_url_follows_the_bound_port_and_a_configured_one_stays() {
        let derived = config_from(&[("LANGHE_LISTEN", "127.0.0.1:0")]).unwrap();
        let bound = "127.0.0.1:41234".parse().unwrap();
        assert_eq!(
            derived.with_bound_address(bound).public_url,
            "http://127.0.0.1:41234"
        );

        let configured = config_from(&[("LANGHE_PUBLIC_URL", "https://langhe.example/")]).unwrap();
        assert_eq!(
            configured.with_bound_address(bound).public_url,
            "https://langhe.example"
        );
    }

    #[test]
    fn trusted_proxies_are_read_and_a_bad_entry_stops_start_up() {
        let config = config_from(&[("LANGHE_TRUSTED_PROXIES", "10.0.0.0/8, 127.0.0.1")]).unwrap();
        assert!(config.trusted_proxies.trusts("10.1.2.3".parse().unwrap()));
        assert!(config.trusted_proxies.trusts("127.0.0.1".parse().unwrap()));
        assert_eq!(
            config_from(&[("LANGHE_TRUSTED_PROXIES", "10.0.0.0/8, lb.internal")]).unwrap_err().to_string(),
            "LANGHE_TRUSTED_PROXIES: \"lb.internal\" is not an IP address or a CIDR range (e.g. 10.0.0.0/8)"
        );
    }

    #[test]
    fn malformed_values_are_refused_with_the_variable_named() {
        assert_eq!(
            config_from(&[("LANGHE_DEMO_CONTENT", "maybe")])
                .unwrap_err()
                .to_string(),
            "LANGHE_DEMO_CONTENT must be true or false, got \"maybe\""
        );
        assert!(matches!(
            config_from(&[("LANGHE_LISTEN", "localhost")]),
            Err(ConfigError::BadListenAddress(_))
        ));
    }

    #[test]
    fn every_declared_variable_is_read() {
        // The reader takes only declared variables, so nothing is read undeclared; this checks
        // the other way: nothing declared (and documented) goes unread. SMTP's settings are
        // read only when mail goes by SMTP, hence the second configuration.
        let asked = std::cell::RefCell::new(std::collections::BTreeSet::new());
        for pairs in [&[][..], &[("LANGHE_SMTP_HOST", "mail.example")][..]] {
            Config::from_lookup(|name| {
                asked.borrow_mut().insert(name.to_owned());
                pairs
                    .iter()
                    .find(|(key, _)| *key == name)
                    .map(|(_, value)| (*value).to_owned())
            })
            .unwrap();
        }
        let declared: std::collections::BTreeSet<String> = variables::all()
            .map(|variable| variable.name.to_owned())
            .collect();
        assert_eq!(asked.into_inner(), declared);
    }
}
