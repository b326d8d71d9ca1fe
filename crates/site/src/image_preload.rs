//! `<link rel="preload" as="image">` for a page's largest picture, so the browser fetches it
//! with the HTML instead of after the scripts have drawn the page. Its `imagesrcset` and
//! `imagesizes` are exactly the `srcset` and `sizes` of the WebP `<source>` the page renders
//! (frontend/src/features/property-data/lib/images.ts, `bannerSource`), so the browser picks the
//! same file for both and downloads it once.

use maud::html;
use pictures::{width_variant, BANNER_PICTURE_SIZES};

/// A full-width banner (property background, article banner): as wide as the viewport.
pub const FULL_WIDTH: &str = "100vw";
/// An article card in the list's main column (articles.module.css: two thirds of the
/// 72rem page less padding and gap on wide screens, the page less padding on narrow ones).
pub const ARTICLE_CARD: &str =
    "(min-width: 72rem) 46rem, (min-width: 60rem) calc(66vw - 3rem), calc(100vw - 2rem)";

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImagePreload {
    /// A WebP offered at several widths: its candidates, narrowest first, and `sizes`.
    Candidates { srcset: String, sizes: &'static str },
    /// One file: a WebP in a `<picture>`'s single-candidate source, or a CSS background.
    File {
        href: String,
        media_type: &'static str,
    },
}

impl ImagePreload {
    /// A banner at every width stored (`BANNER_PICTURE_SIZES`), from the URL of its full-size WebP.
    pub fn banner(full_size_webp_url: &str, sizes: &'static str) -> Option<Self> {
        Some(Self::Candidates {
            srcset: banner_srcset(full_size_webp_url)?,
            sizes,
        })
    }

    pub fn webp(href: &str) -> Self {
        Self::File {
            href: href.to_owned(),
            media_type: "image/webp",
        }
    }

    pub fn render(&self) -> String {
        match self {
            Self::Candidates { srcset, sizes } => html! {
                link rel="preload" as="image" type="image/webp" imagesrcset=(srcset)
                    imagesizes=(sizes) fetchpriority="high";
            },
            Self::File { href, media_type } => html! {
                link rel="preload" as="image" type=(media_type) href=(href) fetchpriority="high";
            },
        }
        .into_string()
    }
}

/// `{url of 600w} 600w, {url of 900w} 900w, {url} 1800w` for a full-size picture's URL; a
/// query string (a cache-busting version) is kept on every candidate.
pub fn banner_srcset(full_size_url: &str) -> Option<String> {
    let (path, query) = match full_size_url.split_once('?') {
        Some((path, query)) => (path, Some(query)),
        None => (full_size_url, None),
    };
    let mut candidates = Vec::with_capacity(BANNER_PICTURE_SIZES.len());
    for (index, size) in BANNER_PICTURE_SIZES.iter().enumerate().rev() {
        let width = size.dimensions().width;
        let path = if index == 0 {
            path.to_owned()
        } else {
            width_variant(path, width)?
        };
        let url = match query {
            Some(query) => format!("{path}?{query}"),
            None => path,
        };
        candidates.push(format!("{url} {width}w"));
    }
    Some(candidates.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_banner_is_offered_at_every_stored_width() {
        assert_eq!(
            banner_srcset("/images/articles/7/banner.webp").as_deref(),
            Some(
                "/images/articles/7/banner-600w.webp 600w, /images/articles/7/banner-900w.webp 900w, \
                 /images/articles/7/banner.webp 1800w"
            )
        );
        assert_eq!(
            banner_srcset("https://cdn.example/b.webp?v=3").as_deref(),
            Some(
                "https://cdn.example/b-600w.webp?v=3 600w, https://cdn.example/b-900w.webp?v=3 900w, \
                 https://cdn.example/b.webp?v=3 1800w"
            )
        );
        assert_eq!(banner_srcset("/images/towns/neive.png"), None);
    }

    #[test]
    fn a_single_file_is_preloaded_by_its_address() {
        assert_eq!(
            ImagePreload::webp("/images/l.webp").render(),
            r#"<link rel="preload" as="image" type="image/webp" href="/images/l.webp" fetchpriority="high">"#
        );
    }

    #[test]
    fn the_preload_names_the_webp_candidates_with_a_high_priority() {
        let preload = ImagePreload::banner("/images/a&b.webp", FULL_WIDTH).unwrap();
        assert_eq!(
            preload.render(),
            r#"<link rel="preload" as="image" type="image/webp" imagesrcset="/images/a&amp;b-600w.webp 600w, /images/a&amp;b-900w.webp 900w, /images/a&amp;b.webp 1800w" imagesizes="100vw" fetchpriority="high">"#
        );
    }
}
