//! /sitemap.xml and /robots.txt: every page a visitor can find, and nothing hidden or unlisted.

use super::head_tags::Alternate;
use super::page_heads::alternates;
use super::site_route;
use super::site_urls::SiteUrls;
use super::static_pages::{self, STATIC_PAGES};
use domain::paging::MAX_PAGE_SIZE;
use domain::ports::{ArticleRepository, PropertyRepository, RepositoryError};
use domain::PageRequest;
use quick_xml::events::{BytesDecl, BytesText, Event};
use quick_xml::Writer;

const SITEMAP_NAMESPACE: &str = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NAMESPACE: &str = "http://www.w3.org/1999/xhtml";
pub const SITEMAP_PATH: &str = "/sitemap.xml";

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SitemapEntry {
    pub url: String,
    pub alternates: Vec<Alternate>,
}

pub async fn sitemap_entries(
    properties: &dyn PropertyRepository,
    articles: &dyn ArticleRepository,
    urls: &SiteUrls,
) -> Result<Vec<SitemapEntry>, RepositoryError> {
    let page = |path: &str| SitemapEntry {
        url: urls.page(path),
        alternates: alternates(urls, path),
    };
    let mut entries: Vec<SitemapEntry> = STATIC_PAGES
        .iter()
        .filter(|p| !p.is_alias() && p.path != static_pages::NOT_FOUND.path)
        .map(|p| page(p.path))
        .collect();
    entries.push(page(&site_route::property_list_path(1)));
    entries.push(page(&site_route::article_list_path(1)));
    for property in properties.list_all_visible().await? {
        entries.push(page(&site_route::property_path(
            &property.reference,
            &property.path,
        )));
    }
    for article in all_articles(articles).await? {
        entries.push(page(&site_route::article_path(article.id, &article.path)));
    }
    Ok(entries)
}

async fn all_articles(
    articles: &dyn ArticleRepository,
) -> Result<Vec<domain::Article>, RepositoryError> {
    let mut all = Vec::new();
    let mut index = 0;
    loop {
        let request = PageRequest::parse(index, i64::from(MAX_PAGE_SIZE))
            .expect("a page index within the article count is a valid request");
        let page = articles.list(request).await?;
        let received = page.items.len();
        all.extend(page.items);
        index += 1;
        if received == 0 || index >= i64::from(page.pages) {
            return Ok(all);
        }
    }
}

pub fn sitemap_xml(entries: &[SitemapEntry]) -> String {
    let mut writer = Writer::new_with_indent(Vec::new(), b' ', 2);
    write_sitemap(&mut writer, entries).expect("writing to memory cannot fail");
    String::from_utf8(writer.into_inner()).expect("quick-xml writes UTF-8")
}

fn write_sitemap(writer: &mut Writer<Vec<u8>>, entries: &[SitemapEntry]) -> std::io::Result<()> {
    writer.write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)))?;
    writer
        .create_element("urlset")
        .with_attribute(("xmlns", SITEMAP_NAMESPACE))
        .with_attribute(("xmlns:xhtml", XHTML_NAMESPACE))
        .write_inner_content(|writer| {
            for entry in entries {
                writer.create_element("url").write_inner_content(|writer| {
                    writer
                        .create_element("loc")
                        .write_text_content(BytesText::new(&entry.url))?;
                    for alternate in &entry.alternates {
                        writer
                            .create_element("xhtml:link")
                            .with_attribute(("rel", "alternate"))
                            .with_attribute(("hreflang", alternate.hreflang))
                            .with_attribute(("href", alternate.url.as_str()))
                            .write_empty()?;
                    }
                    Ok(())
                })?;
            }
            Ok(())
        })?;
    Ok(())
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
        let xml = sitemap_xml(&[SitemapEntry {
            url: "https://langhe.example/a?b=1&c=2".to_owned(),
            alternates: vec![Alternate {
                hreflang: "it",
                url: "https://langhe.example/it".to_owned(),
            }],
        }]);
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
    fn robots_point_at_the_absolute_sitemap() {
        let urls = SiteUrls::new("https://langhe.example/", "/images");
        assert_eq!(
            robots_txt(&urls),
            "User-agent: *\nAllow: /\n\nSitemap: https://langhe.example/sitemap.xml\n"
        );
    }
}
