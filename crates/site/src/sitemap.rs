//! /sitemap.xml and /robots.txt: every page a visitor can find, and nothing hidden or unlisted.

use crate::head_tags::Alternate;
use crate::language::Language;
use crate::page_heads::{alternates, pair};
use crate::site_route;
use crate::static_pages::{self, STATIC_PAGES};
use crate::xml_text::{text_element, xml_chars};
use app::addresses::SiteUrls;
use app::site::{SiteReadError, SiteReads};
use bytes::Bytes;
use domain::ports::ListedPages;
use domain::property::validation::MAX_URL_SUFFIX_CHARS;
use domain::{PropertyLink, Ref, GENERATED_REFS};
use futures::SinkExt;
use poem::Body;
use quick_xml::events::{BytesDecl, BytesEnd, BytesStart, BytesText, Event};
use quick_xml::Writer;

const SITEMAP_NAMESPACE: &str = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NAMESPACE: &str = "http://www.w3.org/1999/xhtml";
pub const SITEMAP_PATH: &str = "/sitemap.xml";

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SitemapEntry {
    pub url: String,
    pub alternates: Vec<Alternate>,
}

/// The protocol's limit of URLs in one sitemap file (sitemaps.org/protocol.html).
pub const MAX_URLS_PER_FILE: u64 = 50_000;
/// The protocol's limit of one sitemap file's size, uncompressed: 50 MB.
pub const MAX_BYTES_PER_FILE: u64 = 52_428_800;

/// How much one sitemap file may hold; past either limit /sitemap.xml is an index of parts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SitemapLimits {
    pub urls: u64,
    pub bytes: u64,
}

impl Default for SitemapLimits {
    fn default() -> Self {
        Self {
            urls: MAX_URLS_PER_FILE,
            bytes: MAX_BYTES_PER_FILE,
        }
    }
}
/// Where the parts of a large sitemap live: `/sitemap/1.xml`, `/sitemap/2.xml`, …
pub const SITEMAP_PARTS: &str = "/sitemap";
/// Every URL of the sitemap, in order: the fixed pages, then the properties' English pages and
/// their Italian pages where written (both read in batches while the answer is sent, never
/// all at once), then the articles.
pub struct SitemapLayout {
    fixed: Vec<SitemapEntry>,
    properties: u64,
    italian_properties: u64,
    articles: Vec<SitemapEntry>,
    /// The most bytes one entry can take: the fixed pages' and articles' as written, a
    /// property's as the longest ref and path the domain allows would be. Properties are read
    /// only while a part is sent, so a part's size is bounded before it is known.
    largest_entry: u64,
}

impl SitemapLayout {
    pub async fn read(reads: &SiteReads, urls: &SiteUrls) -> Result<Self, SiteReadError> {
        let page = |path: &str| SitemapEntry {
            url: urls.page(path),
            alternates: alternates(urls, path),
        };
        let mut fixed: Vec<SitemapEntry> = STATIC_PAGES
            .iter()
            .filter(|p| !p.is_alias() && !p.personal && p.path != static_pages::NOT_FOUND.path)
            .map(|p| page(p.path))
            .collect();
        fixed.push(page(&site_route::property_list_path(1)));
        fixed.push(page(&site_route::italian_property_list_path(1)));
        fixed.push(page(&site_route::article_list_path(1)));
        // An article written in Italian too has both pages, each naming the other.
        let articles = reads
            .all_articles()
            .await?
            .iter()
            .flat_map(|article| {
                let english = site_route::article_path(article.id, &article.path);
                if !article.italian.is_complete() {
                    return vec![page(&english)];
                }
                let italian = site_route::italian_article_path(article.id, &article.path);
                let alternates = pair(urls, &english, &italian);
                vec![
                    SitemapEntry {
                        url: urls.page(&english),
                        alternates: alternates.clone(),
                    },
                    SitemapEntry {
                        url: urls.page(&italian),
                        alternates,
                    },
                ]
            })
            .collect();
        let largest_entry = fixed
            .iter()
            .chain(&articles)
            .map(entry_bytes)
            .chain([longest_property_entry(urls)])
            .max()
            .unwrap_or_default();
        Ok(Self {
            fixed,
            properties: reads.listed_property_count(ListedPages::English).await?,
            italian_properties: reads.listed_property_count(ListedPages::Italian).await?,
            articles,
            largest_entry,
        })
    }

    pub fn urls(&self) -> u64 {
        self.fixed.len() as u64
            + self.properties
            + self.italian_properties
            + self.articles.len() as u64
    }

    /// URLs in each part: as many as both limits allow, at least one.
    pub fn per_part(&self, limits: SitemapLimits) -> u64 {
        let room = limits.bytes.saturating_sub(envelope_bytes());
        let by_size = room / self.largest_entry.max(1);
        limits.urls.min(by_size).max(1)
    }

    /// How many files the sitemap takes within `limits` (at least one).
    pub fn parts(&self, limits: SitemapLimits) -> u64 {
        self.urls().div_ceil(self.per_part(limits)).max(1)
    }
}

/// The bytes of a part holding no entry: the XML declaration and the `<urlset>` around them.
fn envelope_bytes() -> u64 {
    UrlsetWriter::default().finish().len() as u64
}

/// The bytes `entry` takes inside a part.
fn entry_bytes(entry: &SitemapEntry) -> u64 {
    let mut writer = UrlsetWriter::default();
    writer.take();
    writer.entry(entry);
    writer.take().len() as u64
}

/// The bytes of the largest property entry there can be: a six-digit ref and a path of the
/// most characters the domain allows, each of the costliest kind once escaped or encoded,
/// with its translation's alternates.
fn longest_property_entry(urls: &SiteUrls) -> u64 {
    let reference = Ref::generated(*GENERATED_REFS.end()).expect("the last generated ref");
    ["&", "\"", "'", "<", "\u{10000}"]
        .iter()
        .map(|costly| {
            let link = PropertyLink {
                reference: reference.clone(),
                path: costly.repeat(MAX_URL_SUFFIX_CHARS),
                in_italian: true,
            };
            entry_bytes(&property_entry(urls, &link, Language::Italian))
        })
        .max()
        .unwrap_or_default()
}

/// A property's page in `language`, with the other language's when it has both.
fn property_entry(urls: &SiteUrls, link: &PropertyLink, language: Language) -> SitemapEntry {
    let english = site_route::property_path(&link.reference, &link.path);
    let italian = site_route::italian_property_path(&link.reference, &link.path);
    SitemapEntry {
        url: urls.page(match language {
            Language::English => &english,
            Language::Italian => &italian,
        }),
        alternates: if link.in_italian {
            pair(urls, &english, &italian)
        } else {
            vec![]
        },
    }
}

/// Part `part` (from 1) of the URL set within `limits`, written as it is read: the body is a
/// stream fed by a task that reads the properties batch by batch.
pub fn urlset_body(
    layout: SitemapLayout,
    reads: SiteReads,
    urls: SiteUrls,
    part: u64,
    limits: SitemapLimits,
) -> Body {
    let per_file = layout.per_part(limits);
    let (mut sender, receiver) = futures::channel::mpsc::channel::<std::io::Result<Bytes>>(4);
    tokio::spawn(async move {
        let start = (part - 1) * per_file;
        let end = (start + per_file).min(layout.urls());
        let mut writer = UrlsetWriter::default();
        let result =
            write_range(&layout, &reads, &urls, start..end, &mut writer, &mut sender).await;
        let last = match result {
            Ok(()) => Ok(writer.finish()),
            Err(error) => {
                tracing::error!(%error, "sitemap lookup failed half-way");
                Err(std::io::Error::other(error.to_string()))
            }
        };
        let _ = sender.send(last).await;
    });
    Body::from_bytes_stream(receiver)
}

/// Sends the entries of `range` (positions in the layout's order) in chunks.
async fn write_range(
    layout: &SitemapLayout,
    reads: &SiteReads,
    urls: &SiteUrls,
    range: std::ops::Range<u64>,
    writer: &mut UrlsetWriter,
    sender: &mut futures::channel::mpsc::Sender<std::io::Result<Bytes>>,
) -> Result<(), SiteReadError> {
    let fixed = layout.fixed.len() as u64;
    let english_end = fixed + layout.properties;
    let property_end = english_end + layout.italian_properties;
    for position in range.start.min(fixed)..range.end.min(fixed) {
        writer.entry(&layout.fixed[position as usize]);
    }
    for (pages, language, start, end) in [
        (ListedPages::English, Language::English, fixed, english_end),
        (
            ListedPages::Italian,
            Language::Italian,
            english_end,
            property_end,
        ),
    ] {
        let (first, last) = (range.start.max(start), range.end.min(end));
        if first >= last {
            continue;
        }
        let mut links = reads.listed_property_links(pages, first - start, last - first);
        while let Some(batch) = links.next_batch().await? {
            for link in &batch {
                writer.entry(&property_entry(urls, link, language));
            }
            if sender.send(Ok(writer.take())).await.is_err() {
                return Ok(());
            }
        }
    }
    for position in range.start.max(property_end)..range.end {
        let index = (position - property_end) as usize;
        if let Some(entry) = layout.articles.get(index) {
            writer.entry(entry);
        }
    }
    Ok(())
}

/// A `<urlset>` written piece by piece.
struct UrlsetWriter {
    writer: Writer<Vec<u8>>,
}

impl Default for UrlsetWriter {
    fn default() -> Self {
        let mut writer = Writer::new_with_indent(Vec::new(), b' ', 2);
        writer
            .write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)))
            .expect("writing to memory cannot fail");
        writer
            .write_event(Event::Start(BytesStart::new("urlset").with_attributes([
                ("xmlns", SITEMAP_NAMESPACE),
                ("xmlns:xhtml", XHTML_NAMESPACE),
            ])))
            .expect("writing to memory cannot fail");
        Self { writer }
    }
}

impl UrlsetWriter {
    fn entry(&mut self, entry: &SitemapEntry) {
        write_entry(&mut self.writer, entry).expect("writing to memory cannot fail");
    }

    /// What was written since the last call.
    fn take(&mut self) -> Bytes {
        Bytes::from(std::mem::take(self.writer.get_mut()))
    }

    fn finish(mut self) -> Bytes {
        self.writer
            .write_event(Event::End(BytesEnd::new("urlset")))
            .expect("writing to memory cannot fail");
        self.writer.get_mut().push(b'\n');
        self.take()
    }
}

fn write_entry(writer: &mut Writer<Vec<u8>>, entry: &SitemapEntry) -> std::io::Result<()> {
    writer.create_element("url").write_inner_content(|writer| {
        text_element(writer, "loc", &entry.url)?;
        for alternate in &entry.alternates {
            writer
                .create_element("xhtml:link")
                .with_attribute(("rel", "alternate"))
                .with_attribute(("hreflang", alternate.hreflang))
                .with_attribute(("href", xml_chars(&alternate.url).as_ref()))
                .write_empty()?;
        }
        Ok(())
    })?;
    Ok(())
}

/// The sitemap index naming each part.
pub fn index_xml(urls: &SiteUrls, parts: u64) -> String {
    let mut writer = Writer::new_with_indent(Vec::new(), b' ', 2);
    writer
        .write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)))
        .and_then(|()| {
            writer
                .create_element("sitemapindex")
                .with_attribute(("xmlns", SITEMAP_NAMESPACE))
                .write_inner_content(|writer| {
                    for part in 1..=parts {
                        writer
                            .create_element("sitemap")
                            .write_inner_content(|writer| {
                                writer
                                    .create_element("loc")
                                    .write_text_content(BytesText::new(
                                        &urls.page(&part_path(part)),
                                    ))?;
                                Ok(())
                            })?;
                    }
                    Ok(())
                })
                .map(|_| ())
        })
        .expect("writing to memory cannot fail");
    let mut xml = writer.into_inner();
    xml.push(b'\n');
    String::from_utf8(xml).expect("quick-xml writes UTF-8")
}

pub fn part_path(part: u64) -> String {
    format!("{SITEMAP_PARTS}/{part}.xml")
}

/// The part number of `/sitemap/{n}.xml`'s last segment.
pub fn parse_part(file: &str) -> Option<u64> {
    file.strip_suffix(".xml")?
        .parse()
        .ok()
        .filter(|part| *part >= 1)
}

pub fn robots_txt(urls: &SiteUrls) -> String {
    format!(
        "User-agent: *\nAllow: /\n\nSitemap: {}\n",
        urls.page(SITEMAP_PATH)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_are_escaped_and_alternates_written_as_xhtml_links() {
        let mut writer = UrlsetWriter::default();
        writer.entry(&SitemapEntry {
            url: "https://langhe.example/a?b=1&c=2".to_owned(),
            alternates: vec![Alternate {
                hreflang: "it",
                url: "https://langhe.example/it".to_owned(),
            }],
        });
        let xml = String::from_utf8(writer.finish().to_vec()).unwrap();
        assert!(
            xml.starts_with(r#"<?xml version="1.0" encoding="UTF-8"?>"#),
            "{xml}"
        );
        assert!(
            xml.contains("<loc>https://langhe.example/a?b=1&amp;c=2</loc>"),
            "{xml}"
        );
        assert!(
            xml.contains(
                r#"<xhtml:link rel="alternate" hreflang="it" href="https://langhe.example/it"/>"#
            ),
            "{xml}"
        );
    }

    #[test]
    fn the_index_names_each_part() {
        let urls = SiteUrls::new("https://langhe.example", "/images");
        let xml = index_xml(&urls, 2);
        assert!(
            xml.contains("<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"),
            "{xml}"
        );
        assert!(
            xml.contains("<loc>https://langhe.example/sitemap/2.xml</loc>"),
            "{xml}"
        );
        assert_eq!(xml.matches("<sitemap>").count(), 2, "{xml}");
        assert_eq!(parse_part("2.xml"), Some(2));
        assert_eq!(parse_part("0.xml"), None);
        assert_eq!(parse_part("x.xml"), None);
    }

    #[test]
    fn robots_point_at_the_absolute_sitemap() {
        let urls = SiteUrls::new("https://langhe.example/", "/images");
        assert_eq!(
            robots_txt(&urls),
            "User-agent: *\nAllow: /\n\nSitemap: https://langhe.example/sitemap.xml\n"
        );
    }
}
