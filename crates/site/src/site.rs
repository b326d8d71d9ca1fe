//! The built front end: hashed assets, root files, and index.html with each page's head tags
//! (200 for pages, 404 for addresses that show the not-found page).

use crate::build_watch::BuildWatch;
use crate::deferred_start::{start_after_main_picture, BOOT_MODULE};
use crate::first_screen::{FirstScreen, FirstScreens};
use crate::head_tags::{HeadTags, SiteConfig};
use crate::index_document::with_head_tags;
use crate::inline_styles::{InlineStyles, StyleHashes};
use crate::news_feed;
use crate::page_address::page_address;
use crate::page_cache::{FinishedPage, PageCache, PageClass, PageKey, Shows};
use crate::page_heads::{PageHeads, PageOutcome};
use crate::page_item::{read_page_item, PageItem};
use crate::precompressed::precompressed;
use crate::screens::{screen_module, NOT_FOUND_SCREEN};
use crate::security_headers::FrameSources;
use crate::site_api::{ApiEndpoint, SiteApi};
use crate::site_route::{self, ItemAddress, SiteRoute};
use crate::sitemap;
use crate::ssr::{CookieChoice, RenderOutcome, Renderer, SsrSettings};
use crate::stray_paths::{is_stray, plain_not_found};
use crate::vite_manifest::{ScreenFiles, ViteManifest, MANIFEST_PATH};
use app::addresses::share_link::share_key_in;
use app::addresses::SiteUrls;
use app::site::SiteReads;
use domain::property::ShareKey;
use poem::endpoint::StaticFilesEndpoint;
use poem::http::header::{self, HeaderValue};
use poem::http::StatusCode;
use poem::{Endpoint, IntoResponse, Request, Response};
use std::path::PathBuf;
use std::sync::Arc;

/// Vite names assets after their content, so a URL's bytes never change.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Pages anyone may see, drawn for a visitor who has not chosen about cookies: browsers
/// revalidate every time (a 304 against the ETag), a CDN may answer from its copy for a
/// minute, so a staff edit reaches every visitor within a minute at most.
pub const PUBLIC_PAGE: &str = "public, max-age=0, s-maxage=60";
/// Staff screens, listings shared by link only, and pages drawn for one visitor's cookie
/// choice: the browser may keep them but must revalidate; no shared cache stores them.
pub const PRIVATE_PAGE: &str = "private, no-cache";
/// Not-found pages and anything else: revalidated by everyone.
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
    pub captcha: crate::captcha_widget::CaptchaSiteConfig,
    /// What the privacy policy says that depends on the configuration.
    pub privacy: crate::privacy_facts::PrivacyFacts,
    pub ssr: SsrSettings,
    /// At most the protocol's 50,000 URLs and 50 MB.
    pub sitemap: sitemap::SitemapLimits,
    /// Where the portal feed's files are written (`{DATA_DIR}/feeds`).
    pub feed_dir: PathBuf,
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
            privacy: self.privacy.clone(),
        }
    }
}

pub struct Site {
    reads: SiteReads,
    api: SiteApi,
    urls: SiteUrls,
    /// Where the API's picture links start, for the answers a first screen carries.
    image_base_url: String,
    site_config: SiteConfig,
    /// Renders each page's first screen into its HTML; `None` when server rendering is off.
    renderer: Option<Renderer>,
    index_path: PathBuf,
    manifest_path: PathBuf,
    root_files: StaticFilesEndpoint,
    assets: StaticFilesEndpoint,
    inline_styles: InlineStyles,
    pages: Arc<PageCache>,
    build: BuildWatch,
    /// What one sitemap file may hold: past it /sitemap.xml is an index of parts.
    sitemap: sitemap::SitemapLimits,
}

/// Crawlers may keep a sitemap as long as a page (see [`PUBLIC_PAGE`]).
fn sitemap_response(body: impl Into<poem::Body>) -> Response {
    Response::builder()
        .header(header::CONTENT_TYPE, "application/xml; charset=utf-8")
        .header(header::CACHE_CONTROL, PUBLIC_PAGE)
        .body(body.into())
}

/// A page as drawn, before it is sent or stored.
struct Drawn {
    status: StatusCode,
    html: String,
    style_hashes: StyleHashes,
    /// A property page with a virtual tour opens its frames to the tour's host.
    frame_sources: FrameSources,
    /// May shared caches keep it (see [`PUBLIC_PAGE`])?
    public: bool,
    shows: Vec<Shows>,
    /// May the page cache keep it? Not when its first screen is missing by mishap (the
    /// renderers busy, a render failed or timed out): the next visitor should get it.
    keep: bool,
}

impl Site {
    pub fn new(
        reads: SiteReads,
        api: ApiEndpoint,
        settings: SiteSettings,
        renderer: Option<Renderer>,
        pages: Arc<PageCache>,
    ) -> Self {
        let mut build_files = vec![
            settings.static_dir.join("index.html"),
            settings.static_dir.join(MANIFEST_PATH),
        ];
        build_files.extend(settings.ssr.bundle.clone());
        Self {
            pages,
            build: BuildWatch::new(build_files),
            sitemap: settings.sitemap,
            reads,
            api: SiteApi::new(api),
            urls: SiteUrls::new(&settings.public_url, &settings.image_base_url),
            image_base_url: settings.image_base_url.clone(),
            site_config: settings.site_config(),
            renderer,
            index_path: settings.static_dir.join("index.html"),
            manifest_path: settings.static_dir.join(MANIFEST_PATH),
            root_files: StaticFilesEndpoint::new(&settings.static_dir),
            assets: StaticFilesEndpoint::new(settings.static_dir.join("assets")),
            inline_styles: InlineStyles::new(settings.static_dir.join("assets")),
        }
    }

    fn first_screens(&self) -> FirstScreens<'_> {
        FirstScreens {
            api: &self.api,
            reads: &self.reads,
            image_base_url: &self.image_base_url,
        }
    }

    fn heads(&self) -> PageHeads<'_> {
        PageHeads { urls: &self.urls }
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

    /// A page from the page cache, or drawn, stored and sent.
    pub async fn page(&self, req: Request) -> poem::Result<Response> {
        if is_stray(req.uri().path()) {
            return Ok(plain_not_found());
        }
        if self.build.changed() {
            self.pages
                .invalidate(&[domain::ports::ContentChange::Everything]);
        }
        let (path, query) = (req.uri().path(), req.uri().query());
        // Without a query a page's address is its path, whatever it shows: a cached page is
        // then found without resolving the route, which only a miss needs.
        let (url, resolved) = if query.is_none_or(str::is_empty) {
            (path.to_owned(), None)
        } else {
            let route = site_route::resolve(path, query);
            (page_address(path, query, route.as_ref()), Some(route))
        };
        let key = PageKey {
            url,
            consent: CookieChoice::of_request(req.headers()),
        };
        // A page opened with a share key is drawn for each request and never stored: an
        // unlisted listing's page can then never be answered from the cache to an address
        // without its key, however the cache's keys are made, and a new key takes effect at
        // once.
        let share_key = share_key_in(query);
        let cached = share_key.is_none();
        if let Some(page) = self.pages.get(&key).filter(|_| cached) {
            return Ok(page.answer(&req));
        }
        let route = resolved.unwrap_or_else(|| site_route::resolve(path, query));
        let generation = self.pages.generation();
        let consent = key.consent;
        let drawn = match &route {
            Some(route) => {
                self.draw(&key.url, route, share_key.as_ref(), consent)
                    .await
            }
            None => match self.root_file(&req).await {
                Some(file) => return Ok(file),
                None => self.not_found(&key.url, consent, vec![]).await,
            },
        };
        let drawn = match drawn {
            Ok(drawn) => drawn,
            Err(response) => return Ok(response),
        };
        let cache_control = match (drawn.status, drawn.public) {
            // Its first screen is missing by mishap: no cache along the way keeps it either.
            _ if !drawn.keep => NO_CACHE,
            (StatusCode::OK, true) if consent == CookieChoice::Undecided => PUBLIC_PAGE,
            (StatusCode::OK, _) => PRIVATE_PAGE,
            _ => NO_CACHE,
        };
        let finished = FinishedPage {
            status: drawn.status,
            content_type: HTML,
            cache_control,
            style_hashes: drawn.style_hashes,
            frame_sources: drawn.frame_sources,
            body: drawn.html.into(),
            shows: drawn.shows,
        };
        if !self.pages.is_on() || !cached || !drawn.keep || !worth_keeping(route.as_ref()) {
            return Ok(finished.into_response());
        }
        let class = page_class(route.as_ref(), finished.status);
        let page = Arc::new(finished.encode().await);
        let response = page.answer(&req);
        self.pages.store(key, page, generation, class);
        Ok(response)
    }

    /// The page at a known route, or the not-found page; `Err` for an answer not to keep.
    async fn draw(
        &self,
        url: &str,
        route: &SiteRoute,
        share_key: Option<&ShareKey>,
        consent: CookieChoice,
    ) -> Result<Drawn, Response> {
        let heads = self.heads();
        // The property or article the page shows is read once: its head and its first
        // screen's data are both drawn from it.
        let outcome = read_page_item(&self.reads, route, share_key)
            .await
            .map(|item| {
                let outcome = heads.for_route(route, &item);
                (outcome, item)
            });
        let mut shows = shown_by(route);
        match outcome {
            Ok((PageOutcome::Found(tags), item)) => {
                let frame_sources = self.tour_frames(&item).await;
                let first_screen = self
                    .first_screens()
                    .first_screen(route, &item, share_key)
                    .await;
                let rendered = self.server_render(url, &first_screen, consent).await;
                let public = !tags.noindex;
                shows.extend(first_screen.listed.iter().cloned());
                let (status, html, style_hashes) = self
                    .index(
                        StatusCode::OK,
                        &tags,
                        &first_screen,
                        screen_module(route),
                        rendered.root(),
                    )
                    .await?;
                Ok(Drawn {
                    status,
                    html,
                    style_hashes,
                    frame_sources,
                    public,
                    shows,
                    keep: rendered != RenderOutcome::Missed,
                })
            }
            Ok((PageOutcome::NotFound, _)) => self.not_found(url, consent, shows).await,
            Err(error) => {
                tracing::error!(%error, url, "page head lookup failed");
                let (status, html, style_hashes) = self
                    .index(
                        StatusCode::SERVICE_UNAVAILABLE,
                        &heads.not_found(),
                        &FirstScreen::default(),
                        None,
                        None,
                    )
                    .await?;
                let mut response = Response::builder()
                    .status(status)
                    .header(header::CONTENT_TYPE, HTML)
                    .header(header::CACHE_CONTROL, NO_CACHE)
                    .body(html);
                response.extensions_mut().insert(style_hashes);
                Err(response)
            }
        }
    }

    /// The not-found page, rendered for the address asked for: the front end tells unknown
    /// addresses apart itself. `shows`: what would be there (a property not, or no longer,
    /// public), so that the page goes when it appears.
    async fn not_found(
        &self,
        url: &str,
        consent: CookieChoice,
        shows: Vec<Shows>,
    ) -> Result<Drawn, Response> {
        let nothing = FirstScreen::default();
        let rendered = self.server_render(url, &nothing, consent).await;
        let tags = self.heads().not_found();
        let (status, html, style_hashes) = self
            .index(
                StatusCode::NOT_FOUND,
                &tags,
                &nothing,
                Some(NOT_FOUND_SCREEN),
                rendered.root(),
            )
            .await?;
        Ok(Drawn {
            status,
            html,
            style_hashes,
            frame_sources: FrameSources::default(),
            public: false,
            shows,
            keep: rendered != RenderOutcome::Missed,
        })
    }

    /// A property page's tour host, the one origin beyond the usual its frames may load.
    async fn tour_frames(&self, item: &PageItem) -> FrameSources {
        let PageItem::Property(property, _) = item else {
            return FrameSources::default();
        };
        let tour = self.reads.property_tour(&property.reference).await;
        FrameSources::of(tour.as_ref().map(plans::TourUrl::frame_origin))
    }

    /// The first screen as HTML, when server rendering is on and succeeds.
    async fn server_render(
        &self,
        url: &str,
        first_screen: &FirstScreen,
        consent: CookieChoice,
    ) -> RenderOutcome {
        match &self.renderer {
            Some(renderer) => {
                renderer
                    .render(url, &first_screen.data.json(), consent)
                    .await
            }
            None => RenderOutcome::Off,
        }
    }

    async fn root_file(&self, req: &Request) -> Option<Response> {
        let mut response = match precompressed(&self.root_files, req).await {
            Some(response) => response,
            None => self.root_files.call(root_file_request(req)).await.ok()?,
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
    ) -> Result<(StatusCode, String, StyleHashes), Response> {
        let document = match tokio::fs::read_to_string(&self.index_path).await {
            Ok(document) => document,
            Err(error) => {
                tracing::error!(%error, path = %self.index_path.display(), "index.html unreadable");
                return Err((
                    StatusCode::SERVICE_UNAVAILABLE,
                    "The site is being updated. Please try again shortly.",
                )
                    .into_response());
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
                Ok((status, html, style_hashes))
            }
            Err(error) => {
                tracing::error!(%error, "index.html could not take the head tags");
                Err(StatusCode::INTERNAL_SERVER_ERROR.into_response())
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

    /// The whole URL set while it fits one file, else the index of its parts.
    pub async fn sitemap(&self) -> poem::Result<Response> {
        let layout = self.sitemap_layout().await?;
        let parts = layout.parts(self.sitemap);
        let body = if parts == 1 {
            self.sitemap_part_body(layout, 1)
        } else {
            sitemap::index_xml(&self.urls, parts).into()
        };
        Ok(sitemap_response(body))
    }

    /// `/sitemap/{n}.xml` of a sitemap that needs more than one file.
    pub async fn sitemap_part(&self, file: &str) -> poem::Result<Response> {
        let not_found = || poem::Error::from_status(StatusCode::NOT_FOUND);
        let part = sitemap::parse_part(file).ok_or_else(not_found)?;
        let layout = self.sitemap_layout().await?;
        let parts = layout.parts(self.sitemap);
        if parts == 1 || part > parts {
            return Err(not_found());
        }
        Ok(sitemap_response(self.sitemap_part_body(layout, part)))
    }

    async fn sitemap_layout(&self) -> poem::Result<sitemap::SitemapLayout> {
        sitemap::SitemapLayout::read(&self.reads, &self.urls)
            .await
            .map_err(|error| {
                tracing::error!(%error, "sitemap lookup failed");
                poem::Error::from_status(StatusCode::SERVICE_UNAVAILABLE)
            })
    }

    fn sitemap_part_body(&self, layout: sitemap::SitemapLayout, part: u64) -> poem::Body {
        sitemap::urlset_body(
            layout,
            self.reads.clone(),
            self.urls.clone(),
            part,
            self.sitemap,
        )
    }

    /// The articles as an Atom feed.
    pub async fn news_feed(&self) -> poem::Result<Response> {
        let articles = self.reads.all_articles().await.map_err(|error| {
            tracing::error!(%error, "news feed lookup failed");
            poem::Error::from_status(StatusCode::SERVICE_UNAVAILABLE)
        })?;
        let xml = news_feed::atom_xml(&self.urls, &articles, chrono::Utc::now());
        Ok(Response::builder()
            .header(header::CONTENT_TYPE, "application/atom+xml; charset=utf-8")
            .header(header::CACHE_CONTROL, PUBLIC_PAGE)
            .body(xml))
    }

    pub fn robots(&self) -> Response {
        Response::builder()
            .header(header::CONTENT_TYPE, "text/plain; charset=utf-8")
            .header(header::CACHE_CONTROL, ROOT_FILES)
            .body(sitemap::robots_txt(&self.urls))
    }
}

/// Whether the page cache may keep a route's pages. Not the one-time sign-in link's: its
/// address carries the link's secret, so each link (or each made-up token) would be an
/// entry of its own, used once.
fn worth_keeping(route: Option<&SiteRoute>) -> bool {
    !matches!(route, Some(SiteRoute::SignIn(_)))
}

/// A page whose address a visitor can vary without end (a filtered list, any address that
/// answers not found) is kept within the visitor-chosen share of the cache.
fn page_class(route: Option<&SiteRoute>, status: StatusCode) -> PageClass {
    match route {
        _ if status != StatusCode::OK => PageClass::VisitorChosen,
        Some(SiteRoute::PropertyList { filters, .. }) if !filters.is_empty() => {
            PageClass::VisitorChosen
        }
        _ => PageClass::Site,
    }
}

/// What a route's page shows of the stored content, before its data is looked at.
fn shown_by(route: &SiteRoute) -> Vec<Shows> {
    match route {
        // The list's filter bar offers the towns (its initial data carries them).
        SiteRoute::PropertyList { .. } => vec![Shows::PropertyCatalogue, Shows::Towns],
        // The property's own page names its town.
        SiteRoute::Property(ItemAddress::Existing(reference), _) => {
            vec![Shows::Property(reference.clone()), Shows::Towns]
        }
        SiteRoute::ArticleList { .. } => vec![Shows::ArticleCatalogue],
        SiteRoute::Article(ItemAddress::Existing(id), _) => vec![Shows::Article(*id)],
        _ => vec![],
    }
}

/// The static files endpoint takes the request by value; pages keep theirs for the answer.
fn root_file_request(req: &Request) -> Request {
    let mut builder = Request::builder()
        .method(req.method().clone())
        .uri(req.uri().clone());
    for (name, value) in req.headers() {
        builder = builder.header(name.clone(), value.clone());
    }
    builder.finish()
}
