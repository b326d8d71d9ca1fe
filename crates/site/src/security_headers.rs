//! Security headers on every response the binary sends, errors included.

use crate::captcha_widget::CaptchaSources;
use crate::inline_styles::StyleHashes;
use poem::http::header::{self, HeaderName, HeaderValue};
use poem::{Endpoint, IntoResponse, Middleware, Request, Response, Result};
use std::collections::HashMap;
use std::sync::{Arc, RwLock};

const MAPBOX_CONNECT_SOURCES: &str =
    "https://api.mapbox.com https://events.mapbox.com https://*.tiles.mapbox.com";
const MAPBOX_IMAGE_SOURCES: &str = "https://api.mapbox.com";
const VIDEO_FRAMES: &str = "https://www.youtube-nocookie.com";
/// Google Identity Services loads its script and button styles from, frames its button and
/// talks to this origin (developers.google.com/identity/gsi/web/guides/get-google-api-clientid,
/// "Content Security Policy").
const GOOGLE_SIGN_IN: &str = "https://accounts.google.com";
const HSTS: &str = "max-age=31536000; includeSubDomains";
const PERMISSIONS_POLICY: &str = "geolocation=(), camera=(), microphone=()";

/// The origins one page's frames may load from beyond the site's usual ones: a property's
/// virtual tour opens its host on that property's page alone. Carried as a response
/// extension, like the page's [`StyleHashes`].
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct FrameSources(pub Arc<[String]>);

impl FrameSources {
    pub fn of(origin: Option<&str>) -> Self {
        Self(origin.map(str::to_owned).into_iter().collect())
    }
}

/// What the Content-Security-Policy must allow beyond the site itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SecurityPolicy {
    /// Images come from a CDN when `image_base_url` is absolute.
    pub image_origin: Option<String>,
    /// With a token the interactive Mapbox map loads; without one no Mapbox host is reached.
    pub maps_enabled: bool,
    /// The public address is HTTPS, so every request reached us over TLS.
    pub public_url_is_https: bool,
    /// A Google client id is configured, so pages may show Google's sign-in button.
    pub google_sign_in: bool,
    /// A hosted captcha widget's hosts; none for the self-hosted proof of work.
    pub captcha: CaptchaSources,
}

impl SecurityPolicy {
    pub fn new(public_url: &str, image_base_url: &str, maps_enabled: bool) -> Self {
        let image_origin = url::Url::parse(image_base_url)
            .ok()
            .filter(|url| matches!(url.scheme(), "http" | "https"))
            .map(|url| url.origin().ascii_serialization());
        Self {
            image_origin,
            maps_enabled,
            public_url_is_https: public_url.starts_with("https://"),
            google_sign_in: false,
            captcha: CaptchaSources::default(),
        }
    }

    pub fn with_google_sign_in(self, google_sign_in: bool) -> Self {
        Self {
            google_sign_in,
            ..self
        }
    }

    pub fn with_captcha(self, captcha: CaptchaSources) -> Self {
        Self { captcha, ..self }
    }

    pub fn content_security_policy(&self) -> String {
        self.content_security_policy_with_styles(&[])
    }

    /// The policy for a page that also carries the style blocks with these sources
    /// (`'sha256-…'`, see `inline_styles`).
    pub fn content_security_policy_with_styles(&self, inline_styles: &[String]) -> String {
        self.content_security_policy_for(inline_styles, &[])
    }

    /// The policy for a page with these inline styles whose frames may also load from
    /// `frames` (see [`FrameSources`]).
    pub fn content_security_policy_for(
        &self,
        inline_styles: &[String],
        frames: &[String],
    ) -> String {
        let mut script = vec!["'self'"];
        let mut image = vec!["'self'", "data:", "blob:"];
        let mut connect = vec!["'self'"];
        let mut style = vec!["'self'"];
        let mut frame = vec![VIDEO_FRAMES];
        if let Some(origin) = &self.image_origin {
            image.push(origin);
        }
        if self.maps_enabled {
            // Mapbox's standard style compiles WebAssembly; this allows no JavaScript eval.
            script.push("'wasm-unsafe-eval'");
            image.push(MAPBOX_IMAGE_SOURCES);
            connect.push(MAPBOX_CONNECT_SOURCES);
        }
        if self.google_sign_in {
            for sources in [&mut script, &mut connect, &mut style, &mut frame] {
                sources.push(GOOGLE_SIGN_IN);
            }
        }
        let captcha = &self.captcha;
        for (sources, hosts) in [
            (&mut script, &captcha.script),
            (&mut frame, &captcha.frame),
            (&mut style, &captcha.style),
            (&mut connect, &captcha.connect),
        ] {
            sources.extend(hosts.iter().map(String::as_str));
        }
        style.extend(inline_styles.iter().map(String::as_str));
        for origin in frames {
            if !frame.contains(&origin.as_str()) {
                frame.push(origin);
            }
        }
        let mut directives = vec![
            "default-src 'self'".to_owned(),
            format!("script-src {}", script.join(" ")),
            format!("style-src {}", style.join(" ")),
        ];
        if self.maps_enabled {
            // mapbox-gl writes markup with style attributes into its controls and popups; style
            // attributes cannot run script, and <style> elements stay limited to 'self'.
            directives.push("style-src-attr 'unsafe-inline'".to_owned());
        }
        directives.extend([
            format!("img-src {}", image.join(" ")),
            format!("connect-src {}", connect.join(" ")),
            "font-src 'self'".to_owned(),
            // mapbox-gl starts its workers from blob: URLs.
            "worker-src 'self' blob:".to_owned(),
            "child-src blob:".to_owned(),
            format!("frame-src {}", frame.join(" ")),
            "frame-ancestors 'none'".to_owned(),
            "base-uri 'self'".to_owned(),
            "form-action 'self'".to_owned(),
            "object-src 'none'".to_owned(),
        ]);
        directives.join("; ")
    }
}

pub struct SecurityHeaders {
    policy: Arc<SecurityPolicy>,
    content_security_policy: HeaderValue,
    public_url_is_https: bool,
}

impl SecurityHeaders {
    pub fn new(policy: &SecurityPolicy) -> Self {
        Self {
            policy: Arc::new(policy.clone()),
            content_security_policy: HeaderValue::from_str(&policy.content_security_policy())
                .expect("the policy is built from header-safe URLs"),
            public_url_is_https: policy.public_url_is_https,
        }
    }
}

impl<E: Endpoint> Middleware<E> for SecurityHeaders {
    type Output = SecurityHeadersEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        SecurityHeadersEndpoint {
            inner,
            policy: self.policy.clone(),
            content_security_policy: self.content_security_policy.clone(),
            public_url_is_https: self.public_url_is_https,
            with_styles: RwLock::default(),
        }
    }
}

/// Distinct sets of inline styles are few (the screens of one build); past this many (builds
/// replaced while running) the policies are worked out afresh.
const MOST_STYLE_POLICIES: usize = 256;

pub struct SecurityHeadersEndpoint<E> {
    inner: E,
    policy: Arc<SecurityPolicy>,
    content_security_policy: HeaderValue,
    public_url_is_https: bool,
    /// The policy for each set of inline styles (and frame origins) met, written once: a
    /// page served from the cache then costs a lookup, not the policy's dozens of strings.
    with_styles: RwLock<HashMap<PageSources, HeaderValue>>,
}

/// What one page adds to the policy: its inline styles' hashes and its frames' origins.
type PageSources = (Arc<[String]>, Arc<[String]>);

impl<E> SecurityHeadersEndpoint<E> {
    fn policy_for_page(&self, sources: PageSources) -> Option<HeaderValue> {
        if let Some(known) = self
            .with_styles
            .read()
            .ok()
            .and_then(|known| known.get(&sources).cloned())
        {
            return Some(known);
        }
        let value = HeaderValue::from_str(
            &self
                .policy
                .content_security_policy_for(&sources.0, &sources.1),
        )
        .ok()?;
        if let Ok(mut known) = self.with_styles.write() {
            if known.len() >= MOST_STYLE_POLICIES {
                known.clear();
            }
            known.insert(sources, value.clone());
        }
        Some(value)
    }
}

fn came_over_tls(req: &Request) -> bool {
    let forwarded_https = req
        .headers()
        .get("x-forwarded-proto")
        .and_then(|value| value.to_str().ok())
        .is_some_and(|proto| proto.trim().eq_ignore_ascii_case("https"));
    forwarded_https || req.uri().scheme_str() == Some("https")
}

impl<E: Endpoint> Endpoint for SecurityHeadersEndpoint<E> {
    type Output = Response;

    async fn call(&self, req: Request) -> Result<Self::Output> {
        let tls = self.public_url_is_https || came_over_tls(&req);
        // Errors become responses here so that they carry the headers too.
        let mut response = match self.inner.call(req).await {
            Ok(output) => output.into_response(),
            Err(error) => error.into_response(),
        };
        // A page with its stylesheets inline names their hashes; a property page with a
        // virtual tour, its host.
        let styles = response
            .extensions()
            .get::<StyleHashes>()
            .map(|hashes| hashes.0.clone())
            .unwrap_or_default();
        let frames = response
            .extensions()
            .get::<FrameSources>()
            .map(|frames| frames.0.clone())
            .unwrap_or_default();
        let content_security_policy = if styles.is_empty() && frames.is_empty() {
            self.content_security_policy.clone()
        } else {
            self.policy_for_page((styles, frames))
                .unwrap_or_else(|| self.content_security_policy.clone())
        };
        let headers = response.headers_mut();
        // An endpoint that sets its own policy (the API docs page) knows its needs better.
        if !headers.contains_key(header::CONTENT_SECURITY_POLICY) {
            headers.insert(header::CONTENT_SECURITY_POLICY, content_security_policy);
        }
        headers.insert(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        );
        // A page whose address holds a secret sends none at all (`api::token_link_headers`).
        if !headers.contains_key(header::REFERRER_POLICY) {
            headers.insert(
                header::REFERRER_POLICY,
                HeaderValue::from_static("strict-origin-when-cross-origin"),
            );
        }
        headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
        headers.insert(
            HeaderName::from_static("permissions-policy"),
            HeaderValue::from_static(PERMISSIONS_POLICY),
        );
        if tls {
            headers.insert(
                header::STRICT_TRANSPORT_SECURITY,
                HeaderValue::from_static(HSTS),
            );
        }
        Ok(response)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_maps_or_cdn_only_the_site_itself_is_allowed() {
        let csp = SecurityPolicy::new("http://127.0.0.1:8080", "/images", false)
            .content_security_policy();
        assert_eq!(
            csp,
            "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; \
             connect-src 'self'; font-src 'self'; worker-src 'self' blob:; child-src blob:; \
             frame-src https://www.youtube-nocookie.com; frame-ancestors 'none'; base-uri 'self'; \
             form-action 'self'; object-src 'none'"
        );
    }

    #[test]
    fn inline_style_hashes_open_style_src_and_nothing_else() {
        let policy = SecurityPolicy::new("http://127.0.0.1:8080", "/images", false);
        let hashes = ["'sha256-a'".to_owned(), "'sha256-b'".to_owned()];
        let csp = policy.content_security_policy_with_styles(&hashes);
        assert_eq!(
            csp,
            policy
                .content_security_policy()
                .replace("style-src 'self'", "style-src 'self' 'sha256-a' 'sha256-b'")
        );
    }

    #[test]
    fn a_tours_origin_opens_frame_src_and_nothing_else() {
        let policy = SecurityPolicy::new("http://127.0.0.1:8080", "/images", false);
        let csp = policy.content_security_policy_for(&[], &["https://kuula.co".to_owned()]);
        assert_eq!(
            csp,
            policy.content_security_policy().replace(
                "frame-src https://www.youtube-nocookie.com",
                "frame-src https://www.youtube-nocookie.com https://kuula.co"
            )
        );
        let youtube = ["https://www.youtube-nocookie.com".to_owned()];
        assert_eq!(
            policy.content_security_policy_for(&[], &youtube),
            policy.content_security_policy(),
            "the site's own video host is not named twice"
        );
    }

    #[test]
    fn a_cdn_and_a_map_token_open_exactly_their_hosts() {
        let policy =
            SecurityPolicy::new("https://langhe.example", "https://cdn.example/images", true);
        let csp = policy.content_security_policy();
        assert!(
            csp.contains("img-src 'self' data: blob: https://cdn.example https://api.mapbox.com;"),
            "{csp}"
        );
        assert!(
            csp.contains(&format!("connect-src 'self' {MAPBOX_CONNECT_SOURCES};")),
            "{csp}"
        );
        assert!(
            csp.contains("script-src 'self' 'wasm-unsafe-eval';"),
            "{csp}"
        );
        assert!(!csp.contains("script-src 'self' 'unsafe-inline'"), "{csp}");
        assert!(policy.public_url_is_https);
        assert!(!csp.contains(GOOGLE_SIGN_IN), "{csp}");
    }

    #[test]
    fn google_sign_in_opens_its_origin_for_script_style_frames_and_requests_only() {
        let csp = SecurityPolicy::new("https://langhe.example", "/images", false)
            .with_google_sign_in(true)
            .content_security_policy();
        for directive in [
            "script-src 'self' https://accounts.google.com;",
            "style-src 'self' https://accounts.google.com;",
            "connect-src 'self' https://accounts.google.com;",
            "frame-src https://www.youtube-nocookie.com https://accounts.google.com;",
            "img-src 'self' data: blob:;",
            "default-src 'self';",
        ] {
            assert!(csp.contains(directive), "{directive} missing from {csp}");
        }
    }

    #[test]
    fn a_hosted_captcha_opens_exactly_its_hosts() {
        let sources = CaptchaSources {
            script: vec![
                "https://captcha.example".into(),
                "http://127.0.0.1:4100".into(),
            ],
            frame: vec!["https://captcha.example".into()],
            style: vec![],
            connect: vec!["https://api.captcha.example".into()],
        };
        let csp = SecurityPolicy::new("https://langhe.example", "/images", false)
            .with_captcha(sources)
            .content_security_policy();
        for directive in [
            "script-src 'self' https://captcha.example http://127.0.0.1:4100;",
            "frame-src https://www.youtube-nocookie.com https://captcha.example;",
            "connect-src 'self' https://api.captcha.example;",
            "style-src 'self';",
        ] {
            assert!(csp.contains(directive), "{directive} missing from {csp}");
        }
    }
}
