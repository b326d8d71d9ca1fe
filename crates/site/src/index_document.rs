//! Writes a page's head tags into the built index.html, replacing whatever the build put there
//! for the same purpose.

use crate::first_screen::FirstScreen;
use crate::head_tags::{HeadTags, SiteConfig};
use crate::vite_manifest::ScreenFiles;
use lol_html::html_content::ContentType;
use lol_html::{element, rewrite_str, RewriteStrSettings};

/// Tags the page's own head tags replace (selectors).
const REPLACED_TAGS: &[&str] = &[
    "head > title",
    "meta[name=description]",
    "meta[name=robots]",
    "link[rel=canonical]",
    "link[rel=alternate][hreflang]",
    "meta[property^='og:']",
    "meta[name^='twitter:']",
    "script[type='application/ld+json']",
    "script#site-config",
    "script#initial-data",
    "link[rel=preload][as=image]",
];

#[derive(Debug, thiserror::Error)]
#[error("index.html could not be rewritten: {0}")]
pub struct IndexDocumentError(#[from] lol_html::errors::RewritingError);

/// Writes the head tags, the preload of the page's largest picture, its screen's files, the
/// server-rendered first screen (when there is one) into `div#root` and, at the end of the
/// body, its initial data.
pub fn with_head_tags(
    index_html: &str,
    head: &HeadTags,
    site_config: &SiteConfig,
    first_screen: &FirstScreen,
    screen_files: &ScreenFiles,
    root_html: Option<&str>,
) -> Result<String, IndexDocumentError> {
    let preload = first_screen
        .preload
        .as_ref()
        .map(|preload| preload.render())
        .unwrap_or_default();
    let rendered_head = preload + &screen_files.render() + &head.render(site_config);
    let initial_data = first_screen.data.render();
    let language = head.language.tag();
    let mut handlers = vec![
        element!("html", move |el| {
            el.set_attribute("lang", language)?;
            Ok(())
        }),
        element!("head", |el| {
            el.append(&rendered_head, ContentType::Html);
            Ok(())
        }),
        element!("body", |el| {
            el.append(&initial_data, ContentType::Html);
            Ok(())
        }),
    ];
    if let Some(root_html) = root_html {
        handlers.push(element!("div#root", move |el| {
            el.set_inner_content(root_html, ContentType::Html);
            Ok(())
        }));
    }
    handlers.extend(REPLACED_TAGS.iter().map(|selector| {
        element!(selector, |el| {
            el.remove();
            Ok(())
        })
    }));
    let settings = handlers
        .into_iter()
        .fold(RewriteStrSettings::new(), |settings, handler| {
            settings.append_element_content_handler(handler)
        });
    Ok(rewrite_str(index_html, settings)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::head_tags::PageKind;
    use crate::image_preload::{ImagePreload, FULL_WIDTH};
    use crate::initial_data::{ApiAnswer, InitialData};
    use crate::language::Language;

    const BUILT_INDEX: &str = r#"<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Langhe Property</title>
    <meta name="description" content="build default" />
    <meta property="og:title" content="build default" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>"#;

    fn head() -> HeadTags {
        HeadTags {
            language: Language::Italian,
            title: "Contatti".to_owned(),
            description: "Scrivici".to_owned(),
            canonical_url: "https://langhe.example/it/contatto-langhe-property-immobiliare"
                .to_owned(),
            kind: PageKind::Website,
            image: None,
            noindex: false,
            follow: false,
            alternates: vec![],
            structured_data: vec![],
        }
    }

    fn site_config() -> SiteConfig {
        SiteConfig {
            image_base_url: "/images".to_owned(),
            mapbox_token: Some("pk.test".to_owned()),
            public_url: "https://langhe.example".to_owned(),
            version: "1".to_owned(),
            sign_in_sequence: None,
            google_client_id: None,
            captcha: Default::default(),
            privacy: crate::privacy_facts::PrivacyFacts {
                processors: vec![crate::privacy_facts::Processor::YouTube],
                backup_days: Some(14),
                lead_retention_months: 24,
            },
        }
    }

    /// A page without initial data or screen files.
    fn plain_page(root_html: Option<&str>) -> String {
        with_head_tags(
            BUILT_INDEX,
            &head(),
            &site_config(),
            &FirstScreen::default(),
            &ScreenFiles::default(),
            root_html,
        )
        .unwrap()
    }

    #[test]
    fn build_defaults_are_replaced_once_and_the_rest_is_kept() {
        let html = plain_page(None);
        assert_eq!(html.matches("<title>").count(), 1, "{html}");
        assert!(html.contains("<title>Contatti</title>"), "{html}");
        assert!(!html.contains("build default"), "{html}");
        assert!(html.contains(r#"<html lang="it">"#), "{html}");
        assert!(html.contains(
            r#"<script type="module" crossorigin src="/assets/index-abc123.js"></script>"#
        ));
        assert!(html.contains(r#"<div id="root"></div>"#));
        let head_end = html.find("</head>").unwrap();
        assert!(
            html.find(r#"id="site-config""#).unwrap() < head_end,
            "{html}"
        );
    }

    #[test]
    fn the_preload_goes_in_the_head_and_the_initial_data_ends_the_body() {
        let first_screen = FirstScreen {
            data: InitialData(vec![ApiAnswer {
                path_and_query: "/api/articles/7".to_owned(),
                body: bytes::Bytes::from_static(br#"{"id":7}"#),
            }]),
            preload: ImagePreload::banner("/images/articles/7/banner.webp", FULL_WIDTH),
            listed: vec![],
        };
        let screen_files = ScreenFiles {
            scripts: vec!["/assets/Article-x.js".to_owned()],
            styles: vec![],
        };
        let html = with_head_tags(
            BUILT_INDEX,
            &head(),
            &site_config(),
            &first_screen,
            &screen_files,
            None,
        )
        .unwrap();
        assert!(
            html.find(r#"<link rel="modulepreload" crossorigin href="/assets/Article-x.js">"#)
                .unwrap()
                < html.find("</head>").unwrap(),
            "{html}"
        );
        let head_end = html.find("</head>").unwrap();
        let preload = html.find(r#"<link rel="preload" as="image""#).unwrap();
        assert!(preload < head_end, "{html}");
        assert!(
            html.contains(
                r#"<div id="root"></div><script type="application/json" id="initial-data">{"/api/articles/7":{"id":7}}</script></body>"#
            ),
            "{html}"
        );
    }

    #[test]
    fn the_server_rendered_screen_fills_the_root_as_markup() {
        let rendered =
            r#"<main class="home"><h1>Case &amp; ville</h1><img src="/a.webp" alt=""></main>"#;
        let html = plain_page(Some(rendered));
        assert!(
            html.contains(&format!(r#"<div id="root">{rendered}</div>"#)),
            "{html}"
        );
        assert_eq!(html.matches(r#"<div id="root">"#).count(), 1, "{html}");
    }

    #[test]
    fn without_a_rendered_screen_the_root_stays_empty() {
        let html = plain_page(None);
        assert!(
            html.contains(r#"<body><div id="root"></div></body>"#),
            "{html}"
        );
    }
}
