//! The `<head>` content written into index.html for a page: title, description, canonical
//! link, translations, Open Graph and Twitter cards, structured data and the site configuration.

use crate::language::Language;
use crate::news_feed::{NEWS_FEED_PATH, NEWS_FEED_TITLE};
use crate::static_pages::SITE_NAME;
use maud::{html, PreEscaped};
use serde::Serialize;

#[derive(Debug, Clone, PartialEq)]
pub struct HeadTags {
    pub language: Language,
    pub title: String,
    pub description: String,
    pub canonical_url: String,
    pub kind: PageKind,
    /// The picture shown when the page is shared.
    pub image: Option<ShareImage>,
    /// Pages that must stay out of search results (unlisted properties, staff forms, errors).
    pub noindex: bool,
    /// With `noindex`, says `follow` too: a filtered list stays out of results while its cards
    /// still lead to the property pages.
    pub follow: bool,
    pub alternates: Vec<Alternate>,
    /// schema.org objects, one `<script type="application/ld+json">` each.
    pub structured_data: Vec<serde_json::Value>,
}

/// A link preview's picture: its absolute URL and the text that stands for it for readers who
/// do not see it (Open Graph's `og:image:alt`, Twitter's `twitter:image:alt`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShareImage {
    pub url: String,
    pub alt: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageKind {
    Website,
    Article,
}

impl PageKind {
    fn og_type(self) -> &'static str {
        match self {
            Self::Website => "website",
            Self::Article => "article",
        }
    }
}

/// A translation of the page: `hreflang` is "en", "it" or "x-default".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alternate {
    pub hreflang: &'static str,
    pub url: String,
}

/// What the front end reads from `<script id="site-config">` (docs/reference.md, "Front end ↔ server").
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SiteConfig {
    pub image_base_url: String,
    pub mapbox_token: Option<String>,
    pub public_url: String,
    pub version: String,
    /// Typing it reveals the sign-in button; null: only a former Google user sees it.
    pub sign_in_sequence: Option<String>,
    /// Google Identity Services' client id; null: no Google button.
    pub google_client_id: Option<String>,
    /// The forms' captcha: provider, public site key and widget script.
    #[serde(flatten)]
    pub captcha: crate::captcha_widget::CaptchaSiteConfig,
    /// What the privacy policy says that depends on the configuration: who else receives
    /// visitors' data, how long backups keep it.
    pub privacy: crate::privacy_facts::PrivacyFacts,
}

impl SiteConfig {
    /// The configuration as JSON, unescaped: what the site-config block holds, as the server
    /// renderer reads it.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("the site configuration always serialises")
    }
}

/// Serialises for a `<script>` data block: `<`, `>` and `&` become JSON escapes, so no text
/// (not even `</script>`) can end the block early.
pub fn json_for_script(value: &impl Serialize) -> String {
    escape_for_script(&serde_json::to_string(value).expect("JSON values always serialise"))
}

/// The same for JSON text already written: in JSON these three only occur inside strings,
/// where their `\u003c`-style escapes mean the same characters.
pub fn escape_for_script(json: &str) -> String {
    json.replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
}

impl HeadTags {
    /// The Open Graph locales of the page's translations (its `hreflang` alternates).
    fn alternate_locales(&self) -> Vec<&'static str> {
        self.alternates
            .iter()
            .filter_map(|alternate| Language::from_tag(alternate.hreflang))
            .filter(|language| *language != self.language)
            .map(Language::og_locale)
            .collect()
    }

    /// The tags as HTML; maud escapes every text and attribute value.
    pub fn render(&self, site_config: &SiteConfig) -> String {
        let twitter_card = if self.image.is_some() {
            "summary_large_image"
        } else {
            "summary"
        };
        html! {
            title { (self.title) }
            meta name="description" content=(self.description);
            @if self.noindex {
                meta name="robots" content=(if self.follow { "noindex, follow" } else { "noindex" });
            }
            link rel="canonical" href=(self.canonical_url);
            @for alternate in &self.alternates {
                link rel="alternate" hreflang=(alternate.hreflang) href=(alternate.url);
            }
            link rel="alternate" type="application/atom+xml" title=(NEWS_FEED_TITLE) href=(NEWS_FEED_PATH);
            meta property="og:site_name" content=(SITE_NAME);
            meta property="og:type" content=(self.kind.og_type());
            meta property="og:title" content=(self.title);
            meta property="og:description" content=(self.description);
            meta property="og:url" content=(self.canonical_url);
            meta property="og:locale" content=(self.language.og_locale());
            @for locale in self.alternate_locales() {
                meta property="og:locale:alternate" content=(locale);
            }
            @if let Some(image) = &self.image {
                meta property="og:image" content=(image.url);
                meta property="og:image:alt" content=(image.alt);
            }
            meta name="twitter:card" content=(twitter_card);
            meta name="twitter:title" content=(self.title);
            meta name="twitter:description" content=(self.description);
            @if let Some(image) = &self.image {
                meta name="twitter:image" content=(image.url);
                meta name="twitter:image:alt" content=(image.alt);
            }
            @for data in &self.structured_data {
                script type="application/ld+json" { (PreEscaped(json_for_script(data))) }
            }
            script id="site-config" type="application/json" {
                (PreEscaped(escape_for_script(&site_config.to_json())))
            }
        }
        .into_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tags() -> HeadTags {
        HeadTags {
            language: Language::Italian,
            title: "Casa </title><script>alert(1)</script>".to_owned(),
            description: "\"quoted\" & <b>bold</b>".to_owned(),
            canonical_url: "https://langhe.example/it/index.html".to_owned(),
            kind: PageKind::Website,
            image: None,
            noindex: true,
            follow: false,
            alternates: vec![Alternate {
                hreflang: "en",
                url: "https://langhe.example/".to_owned(),
            }],
            structured_data: vec![
                serde_json::json!({ "name": "</script><script>alert(2)</script>" }),
            ],
        }
    }

    fn site_config() -> SiteConfig {
        SiteConfig {
            image_base_url: "/images".to_owned(),
            mapbox_token: None,
            public_url: "https://langhe.example".to_owned(),
            version: "1.2.3".to_owned(),
            sign_in_sequence: Some("</script>".to_owned()),
            google_client_id: None,
            captcha: Default::default(),
            privacy: crate::privacy_facts::PrivacyFacts {
                processors: vec![crate::privacy_facts::Processor::YouTube],
                backup_days: Some(14),
                lead_retention_months: 24,
            },
        }
    }

    #[test]
    fn text_and_attributes_are_escaped() {
        let html = tags().render(&site_config());
        assert!(
            html.contains(
                "<title>Casa &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>"
            ),
            "{html}"
        );
        assert!(
            html.contains(r#"content="&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;""#),
            "{html}"
        );
        assert!(!html.contains("<script>alert"), "{html}");
    }

    #[test]
    fn structured_data_cannot_close_its_script_block() {
        let html = tags().render(&site_config());
        assert!(
            html.contains(
                r#"{"name":"\u003c/script\u003e\u003cscript\u003ealert(2)\u003c/script\u003e"}"#
            ),
            "{html}"
        );
    }

    #[test]
    fn locale_noindex_alternates_and_site_config_are_written() {
        let html = tags().render(&site_config());
        assert!(
            html.contains(r#"<meta property="og:locale" content="it_IT">"#),
            "{html}"
        );
        assert!(
            html.contains(r#"<meta property="og:locale:alternate" content="en_GB">"#),
            "the English translation's locale: {html}"
        );
        assert!(
            !html.contains(r#"og:locale:alternate" content="it_IT""#),
            "{html}"
        );
        assert!(
            html.contains(r#"<meta name="robots" content="noindex">"#),
            "{html}"
        );
        assert!(
            html.contains(r#"<link rel="alternate" hreflang="en" href="https://langhe.example/">"#),
            "{html}"
        );
        assert!(
            html.contains(r#"<meta name="twitter:card" content="summary">"#),
            "{html}"
        );
        assert!(html.contains(
            r#"<script id="site-config" type="application/json">{"imageBaseUrl":"/images","mapboxToken":null,"publicUrl":"https://langhe.example","version":"1.2.3","signInSequence":"\u003c/script\u003e","googleClientId":null,"captchaProvider":"pow","captchaSiteKey":null,"captchaScriptUrl":null,"privacy":{"processors":["youtube"],"backupDays":14,"leadRetentionMonths":24}}</script>"#
        ), "{html}");
    }

    #[test]
    fn a_share_picture_goes_out_with_its_words_escaped() {
        let html = HeadTags {
            image: Some(ShareImage {
                url: "https://cdn.example/a.jpg".to_owned(),
                alt: "Villa \"Le Viole\" & vines".to_owned(),
            }),
            ..tags()
        }
        .render(&site_config());
        for tag in [
            r#"<meta property="og:image" content="https://cdn.example/a.jpg">"#,
            r#"<meta property="og:image:alt" content="Villa &quot;Le Viole&quot; &amp; vines">"#,
            r#"<meta name="twitter:image" content="https://cdn.example/a.jpg">"#,
            r#"<meta name="twitter:image:alt" content="Villa &quot;Le Viole&quot; &amp; vines">"#,
            r#"<meta name="twitter:card" content="summary_large_image">"#,
        ] {
            assert!(html.contains(tag), "{tag} missing from {html}");
        }
        assert!(!tags().render(&site_config()).contains("image:alt"));
    }
}
