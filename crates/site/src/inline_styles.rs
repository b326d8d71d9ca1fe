//! The page's stylesheets written into its HTML. A linked stylesheet holds back the first
//! paint by a round trip per file (four on the home page: about 0.3 s each on a slow phone);
//! inline, the server-rendered first screen paints as soon as the HTML arrives.
//!
//! Each `<link rel="stylesheet">` to a built asset gets its file's content in a `<style>` just
//! before it and is marked `disabled`, which browsers do not fetch. The link stays because the
//! front end's module loader looks for it: a later screen needing the same file then knows it
//! is there instead of adding it again. The Content-Security-Policy allows exactly these
//! blocks by their SHA-256 ([`StyleHashes`], read by `security_headers`).
//!
//! Vite writes `url(...)` in built CSS relative to the site root (base `/`), so the rules mean
//! the same inside the page as in their file.

use base64::Engine as _;
use lol_html::html_content::ContentType;
use lol_html::{element, rewrite_str, RewriteStrSettings};
use sha2::{Digest, Sha256};
use std::cell::RefCell;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// Only built assets are inlined, and only up to this size: a larger file is cheaper linked
/// (cached across pages) than repeated in every page.
const LARGEST_INLINED: usize = 48 * 1024;
const ASSETS_PREFIX: &str = "/assets/";

/// The CSP sources (`'sha256-…'`) of the style blocks a page carries; shared, so that a
/// cached page hands them to each answer without copying them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StyleHashes(pub Arc<[String]>);

impl StyleHashes {
    /// The policy source of one `<style>` block the server writes itself (the owner's report).
    pub fn of(css: &str) -> Self {
        InlineSheet::new(css.to_owned())
            .map(|sheet| Self(Arc::from(vec![sheet.source])))
            .unwrap_or_default()
    }
}

/// A stylesheet ready to be written into pages.
#[derive(Debug, PartialEq, Eq)]
pub struct InlineSheet {
    css: String,
    /// `'sha256-…'` of `css`, as the CSP names it.
    source: String,
}

impl InlineSheet {
    /// `None` for CSS that cannot sit in a `<style>` element as it is, or is too large.
    pub fn new(css: String) -> Option<Self> {
        if css.len() > LARGEST_INLINED || css.to_ascii_lowercase().contains("</style") {
            return None;
        }
        let digest = Sha256::digest(css.as_bytes());
        let source = format!(
            "'sha256-{}'",
            base64::engine::general_purpose::STANDARD.encode(digest)
        );
        Some(Self { css, source })
    }
}

/// Built stylesheets by their address, read once: their names change with their content.
pub struct InlineStyles {
    assets_dir: PathBuf,
    sheets: Mutex<HashMap<String, Option<Arc<InlineSheet>>>>,
}

impl InlineStyles {
    pub fn new(assets_dir: impl Into<PathBuf>) -> Self {
        Self {
            assets_dir: assets_dir.into(),
            sheets: Mutex::default(),
        }
    }

    /// `html` with its built stylesheets inline, and the hashes its policy must allow. A sheet
    /// that cannot be read stays a plain link, as the build wrote it.
    pub async fn inline(&self, html: String) -> (String, StyleHashes) {
        let mut sheets = HashMap::new();
        for href in stylesheet_links(&html) {
            if let Some(sheet) = self.sheet(&href).await {
                sheets.insert(href, sheet);
            }
        }
        if sheets.is_empty() {
            return (html, StyleHashes::default());
        }
        match write_inline(&html, &sheets) {
            Ok(inlined) => {
                let mut hashes: Vec<String> =
                    sheets.values().map(|sheet| sheet.source.clone()).collect();
                hashes.sort();
                hashes.dedup();
                (inlined, StyleHashes(hashes.into()))
            }
            Err(error) => {
                tracing::warn!(%error, "stylesheets could not be inlined: page keeps its links");
                (html, StyleHashes::default())
            }
        }
    }

    async fn sheet(&self, href: &str) -> Option<Arc<InlineSheet>> {
        if let Some(known) = self.lock().get(href) {
            return known.clone();
        }
        let path = asset_path(&self.assets_dir, href)?;
        let sheet = match tokio::fs::read_to_string(&path).await {
            Ok(css) => InlineSheet::new(css).map(Arc::new),
            // Not remembered: the file may be on its way (a deploy in progress).
            Err(_) => return None,
        };
        self.lock().insert(href.to_owned(), sheet.clone());
        sheet
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Option<Arc<InlineSheet>>>> {
        // A panic elsewhere cannot leave the map half-written: entries are whole values.
        self.sheets
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// The file behind `/assets/name.css`; nothing for other addresses or any path trickery.
fn asset_path(assets_dir: &Path, href: &str) -> Option<PathBuf> {
    let name = href.strip_prefix(ASSETS_PREFIX)?;
    let plain =
        name.ends_with(".css") && !name.contains(['/', '\\', '?', '#']) && !name.starts_with('.');
    plain.then(|| assets_dir.join(name))
}

/// The `href`s of the document's stylesheet links, in order.
fn stylesheet_links(html: &str) -> Vec<String> {
    let found = RefCell::new(Vec::new());
    let settings = RewriteStrSettings::new().append_element_content_handler(element!(
        "link[rel=stylesheet][href]",
        |el| {
            if let Some(href) = el.get_attribute("href") {
                found.borrow_mut().push(href);
            }
            Ok(())
        }
    ));
    // Only reading: a document the rewriter cannot parse just has no links to inline.
    let _ = rewrite_str(html, settings);
    found.into_inner()
}

fn write_inline(
    html: &str,
    sheets: &HashMap<String, Arc<InlineSheet>>,
) -> Result<String, lol_html::errors::RewritingError> {
    let settings = RewriteStrSettings::new().append_element_content_handler(element!(
        "link[rel=stylesheet][href]",
        |el| {
            let Some(sheet) = el.get_attribute("href").and_then(|href| sheets.get(&href)) else {
                return Ok(());
            };
            el.before(&format!("<style>{}</style>", sheet.css), ContentType::Html);
            el.set_attribute("disabled", "")?;
            Ok(())
        }
    ));
    rewrite_str(html, settings)
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = r#"<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/index-a.css"><link rel="stylesheet" href="/assets/Home-b.css"><link rel="stylesheet" href="https://cdn.example/x.css"><link rel="modulepreload" href="/assets/index-a.js"></head><body><div id="root"></div></body></html>"#;

    fn built(files: &[(&str, &str)]) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        for (name, css) in files {
            std::fs::write(dir.path().join(name), css).unwrap();
        }
        dir
    }

    fn sha256_source(css: &str) -> String {
        let digest = Sha256::digest(css.as_bytes());
        format!(
            "'sha256-{}'",
            base64::engine::general_purpose::STANDARD.encode(digest)
        )
    }

    #[tokio::test]
    async fn built_sheets_go_inline_before_their_disabled_links() {
        let dir = built(&[
            ("index-a.css", "body{margin:0}"),
            ("Home-b.css", ".hero{color:red}"),
        ]);
        let (html, hashes) = InlineStyles::new(dir.path()).inline(PAGE.to_owned()).await;
        assert!(html.contains(
            r#"<style>body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/index-a.css" disabled="">"#
        ), "{html}");
        assert!(html.contains(
            r#"<style>.hero{color:red}</style><link rel="stylesheet" href="/assets/Home-b.css" disabled="">"#
        ), "{html}");
        assert!(
            html.contains(r#"<link rel="stylesheet" href="https://cdn.example/x.css">"#),
            "another origin's sheet stays linked: {html}"
        );
        let mut expected = vec![
            sha256_source("body{margin:0}"),
            sha256_source(".hero{color:red}"),
        ];
        expected.sort();
        assert_eq!(hashes, StyleHashes(expected.into()));
    }

    #[tokio::test]
    async fn a_missing_file_stays_a_link_and_is_looked_for_again() {
        let dir = built(&[("index-a.css", "body{margin:0}")]);
        let styles = InlineStyles::new(dir.path());
        let (html, hashes) = styles.inline(PAGE.to_owned()).await;
        assert!(
            html.contains(r#"<link rel="stylesheet" href="/assets/Home-b.css">"#),
            "{html}"
        );
        assert_eq!(hashes.0.len(), 1);
        std::fs::write(dir.path().join("Home-b.css"), ".late{}").unwrap();
        let (html, hashes) = styles.inline(PAGE.to_owned()).await;
        assert!(html.contains("<style>.late{}</style>"), "{html}");
        assert_eq!(hashes.0.len(), 2);
    }

    #[test]
    fn css_that_would_end_the_style_element_or_is_large_is_not_inlined() {
        assert_eq!(
            InlineSheet::new("a::after{content:'</STYLE>'}".to_owned()),
            None
        );
        assert_eq!(InlineSheet::new("a{}".repeat(LARGEST_INLINED)), None);
        assert!(InlineSheet::new("a{color:red}".to_owned()).is_some());
    }

    #[test]
    fn only_plain_built_css_files_are_read() {
        let dir = Path::new("/srv/dist/assets");
        assert_eq!(
            asset_path(dir, "/assets/a-1.css"),
            Some(dir.join("a-1.css"))
        );
        for href in [
            "/assets/../index.html",
            "/assets/sub/a.css",
            "/assets/a.js",
            "/elsewhere/a.css",
            "/assets/a.css?v=1",
            "/assets/..\\a.css",
        ] {
            assert_eq!(asset_path(dir, href), None, "{href}");
        }
    }

    #[tokio::test]
    async fn a_page_without_sheets_is_unchanged() {
        let dir = built(&[]);
        let page = "<html><head></head><body></body></html>".to_owned();
        let (html, hashes) = InlineStyles::new(dir.path()).inline(page.clone()).await;
        assert_eq!((html, hashes), (page, StyleHashes::default()));
    }
}
