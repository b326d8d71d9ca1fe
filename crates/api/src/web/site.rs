//! The built front end: hashed assets, root files, and index.html with each page's head tags
//! (200 for pages, 404 for addresses that show the not-found page).

use super::deferred_start::{start_after_main_picture, BOOT_MODULE};
use super::first_screen::{first_screen, FirstScreen};
use super::head_tags::{HeadTags, SiteConfig};
use super::index_document::with_head_tags;
use super::inline_styles::InlineStyles;
use super::page_heads::{PageHeads, PageOutcome};
use super::precompressed::precompressed;
use super::screens::{screen_module, NOT_FOUND_SCREEN};
use super::site_api::{ApiEndpoint, SiteApi};
use super::site_route;
use super::site_urls::SiteUrls;
use super::sitemap;
use super::ssr::{CookieChoice, Renderer, SsrSettings};
use super::stray_paths::{is_stray, plain_not_found};
use super::vite_manifest::{ScreenFiles, ViteManifest, MANIFEST_PATH};
use domain::ports::{ArticleRepository, PropertyRepository};
use poem::endpoint::StaticFilesEndpoint;
use poem::http::header::{self, HeaderValue};
use poem::http::StatusCode;
use poem::{Endpoint, IntoResponse, Request, Response};
use std::path::PathBuf;
use std::sync::Arc;

/// Vite names assets after their content, so a URL's bytes never change.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// index.html names the current assets: always revalidate it.
pub const NO_CACHE: &str = "no-cache";
/// favicon, icons, robots: stable names whose content may change with a release.
const ROOT_FILES: &str = "public, max-age=3600";
const HTML: &str = "text/html; charset=utf-8";

/// What the front end is served from and with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SiteSettings {
    pub static_dir: PathBuf,
    pub public_url: String,
    pub image_base_url: String,
    pub mapbox_token: Option<String>,
    pub version: String,
    pub sign_in_sequence: Option<String>,
    pub google_client_id: Option<String>,
    pub captcha: super::captcha_widget::CaptchaSiteConfig,
    pub ssr: SsrSettings,
}

impl SiteSettings {
    /// What the front end is told in `<script id="site-config">` (and the server renderer in
    /// `LANGHE_SITE_CONFIG`).
    pub fn site_config(&self) -> SiteConfig {
        SiteConfig {
            image_base_url: self.image_base_url.clone(),
            mapbox_token: self.mapbox_token.clone(),
            public_url: self.public_url.trim_end_matches('/').to_owned(),
            version: self.version.clone(),
            sign_in_sequence: self.sign_in_sequence.clone(),
            google_client_id: self.google_client_id.clone(),
            captcha: self.captcha.clone(),
        }
    }
}

pub struct Site {
    properties: Arc<dyn PropertyRepository>,
    articles: Arc<dyn ArticleRepository>,
    api: SiteApi,
    urls: SiteUrls,
    site_config: SiteConfig,
    /// Renders each page's first screen into its HTML; `None` when server rendering is off.
    renderer: Option<Renderer>,
    index_path: PathBuf,
    manifest_path: PathBuf,
    root_files: StaticFilesEndpoint,
    assets: StaticFilesEndpoint,
    inline_styles: InlineStyles,
}

impl Site {
    pub fn new(
        properties: Arc<dyn PropertyRepository>,
        articles: Arc<dyn ArticleRepository>,
        api: ApiEndpoint,
        settings: SiteSettings,
        renderer: Option<Renderer>,
    ) -> Self {
        Self {
            properties,
            articles,
            api: SiteApi::new(api),
            urls: SiteUrls::new(&settings.public_url, &settings.image_base_url),
            site_config: settings.site_config(),
            renderer,
            index_path: settings.static_dir.join("index.html"),
            manifest_path: settings.static_dir.join(MANIFEST_PATH),
            root_files: StaticFilesEndpoint::new(&settings.static_dir),
            assets: StaticFilesEndpoint::new(settings.static_dir.join("assets")),
            inline_styles: InlineStyles::new(settings.static_dir.join("assets")),
        }
    }

    fn heads(&self) -> PageHeads<'_> {
        PageHeads {
            properties: &*self.properties,
            articles: &*self.articles,
            urls: &self.urls,
        }
    }

    /// Files under /assets (the request path already stripped of "/assets"). A missing asset is
    /// a plain 404, never index.html, so a stale script URL fails loudly instead of as HTML.
    pub async fn asset(&self, req: Request) -> poem::Result<Response> {
        if is_stray(req.uri().path()) {
            return Ok(plain_not_found());
        }
        let mut response = match precompressed(&self.assets, &req).await {
            Some(response) => response,
            None => match self.assets.call(req).await {
                Ok(response) => response,
                Err(error) if error.status() == StatusCode::FORBIDDEN => {
                    return Ok(plain_not_found())
                }
                Err(error) => return Err(error),
            },
        };
        if response.status().is_success() {
            response
                .headers_mut()
                .insert(header::CACHE_CONTROL, HeaderValue::from_static(IMMUTABLE));
        }
        Ok(response)
    }

    pub async fn page(&self, req: Request) -> poem::Result<Response> {
        // What the front end's router sees: the server renderer gets the same.
        let url = req
            .uri()
            .path_and_query()
            .map_or("/", |url| url.as_str())
            .to_owned();
        if is_stray(req.uri().path()) {
            return Ok(plain_not_found());
        }
        let consent = CookieChoice::of_request(req.headers());
        let route = site_route::resolve(req.uri().path(), req.uri().query());
        let Some(route) = route else {
            return Ok(match self.root_file(req).await {
                Some(file) => file,
                None => self.not_found(&url, consent).await,
            });
        };
        let heads = self.heads();
        // The head and the first screen's data are looked up side by side; the data is only
        // used when the page exists.
        let (outcome, first_screen) =
            tokio::join!(heads.for_route(&route), first_screen(&self.api, &route));
        Ok(match outcome {
            Ok(PageOutcome::Found(tags)) => {
                let root = self.server_render(&url, &first_screen, consent).await;
                self.index(
                    StatusCode::OK,
                    &tags,
                    &first_screen,
                    screen_module(&route),
                    root.as_deref(),
                )
                .await
            }
            Ok(PageOutcome::NotFound) => self.not_found(&url, consent).await,
            Err(error) => {
                tracing::error!(%error, path = req.uri().path(), "page head lookup failed");
                self.index(
                    StatusCode::SERVICE_UNAVAILABLE,
                    &heads.not_found(),
                    &FirstScreen::default(),
                    None,
                    None,
                )
                .await
            }
        })
    }

    /// The not-found page, rendered for the address asked for: the front end tells unknown
    /// addresses apart itself.
    async fn not_found(&self, url: &str, consent: CookieChoice) -> Response {
        let nothing = FirstScreen::default();
        let root = self.server_render(url, &nothing, consent).await;
        let tags = self.heads().not_found();
        self.index(
            StatusCode::NOT_FOUND,
            &tags,
            &nothing,
            Some(NOT_FOUND_SCREEN),
            root.as_deref(),
        )
        .await
    }

    /// The first screen as HTML, when server rendering is on and succeeds.
    async fn server_render(
        &self,
        url: &str,
        first_screen: &FirstScreen,
        consent: CookieChoice,
    ) -> Option<Arc<str>> {
        self.renderer
            .as_ref()?
            .render(url, &first_screen.data.json(), consent)
            .await
    }

    async fn root_file(&self, req: Request) -> Option<Response> {
        let mut response = match precompressed(&self.root_files, &req).await {
            Some(response) => response,
            None => self.root_files.call(req).await.ok()?,
        };
        if response.status().is_success() {
            response
                .headers_mut()
                .insert(header::CACHE_CONTROL, HeaderValue::from_static(ROOT_FILES));
        }
        Some(response)
    }

    async fn index(
        &self,
        status: StatusCode,
        tags: &HeadTags,
        first_screen: &FirstScreen,
        screen: Option<&str>,
        root_html: Option<&str>,
    ) -> Response {
        let document = match tokio::fs::read_to_string(&self.index_path).await {
            Ok(document) => document,
            Err(error) => {
                tracing::error!(%error, path = %self.index_path.display(), "index.html unreadable");
                return (
                    StatusCode::SERVICE_UNAVAILABLE,
                    "The site is being updated. Please try again shortly.",
                )
                    .into_response();
            }
        };
        let manifest = self.manifest().await;
        let screen_files = match screen {
            Some(module) => manifest.screen_files(module),
            None => ScreenFiles::default(),
        };
        // A drawn page starts the app after its main picture, when the build has the script.
        let boot = root_html.and(manifest.file_of(BOOT_MODULE));
        let written = with_head_tags(
            &document,
            tags,
            &self.site_config,
            first_screen,
            &screen_files,
            root_html,
        )
        .and_then(|html| match &boot {
            Some(boot) => start_after_main_picture(&html, boot).map_err(Into::into),
            None => Ok(html),
        });
        match written {
            Ok(html) => {
                let (html, style_hashes) = self.inline_styles.inline(html).await;
                Response::builder()
                    .status(status)
                    .header(header::CONTENT_TYPE, HTML)
                    .header(header::CACHE_CONTROL, NO_CACHE)
                    .extension(style_hashes)
                    .body(html)
            }
            Err(error) => {
                tracing::error!(%error, "index.html could not take the head tags");
                StatusCode::INTERNAL_SERVER_ERROR.into_response()
            }
        }
    }

    /// Read with index.html on every page, so the two always describe the same build. A build
    /// without one (or an unreadable one) only costs the screen preloads.
    async fn manifest(&self) -> ViteManifest {
        let Ok(json) = tokio::fs::read_to_string(&self.manifest_path).await else {
            return ViteManifest::default();
        };
        ViteManifest::parse(&json).unwrap_or_else(|error| {
            tracing::warn!(%error, "the build's manifest is unreadable");
            ViteManifest::default()
        })
    }

    pub async fn sitemap(&self) -> poem::Result<Response> {
        let entries = sitemap::sitemap_entries(&*self.properties, &*self.articles, &self.urls)
            .await
            .map_err(|error| {
                tracing::error!(%error, "sitemap lookup failed");
                poem::Error::from_status(StatusCode::SERVICE_UNAVAILABLE)
            })?;
        Ok(Response::builder()
            .header(header::CONTENT_TYPE, "application/xml; charset=utf-8")
            .header(header::CACHE_CONTROL, ROOT_FILES)
            .body(sitemap::sitemap_xml(&entries)))
    }

    pub fn robots(&self) -> Response {
        Response::builder()
            .header(header::CONTENT_TYPE, "text/plain; charset=utf-8")
            .header(header::CACHE_CONTROL, ROOT_FILES)
            .body(sitemap::robots_txt(&self.urls))
    }
}
