//! `/feeds/news.atom`: the articles as an Atom feed (RFC 4287), newest first, for feed readers
//! and aggregators. Every page's head links to it (`rel="alternate"`).

use crate::site_route;
use crate::static_pages::SITE_NAME;
use crate::xml_text::{text_element as text, xml_chars};
use app::addresses::SiteUrls;
use chrono::{DateTime, SecondsFormat, Utc};
use domain::Article;
use quick_xml::events::{BytesDecl, Event};
use quick_xml::Writer;

pub const NEWS_FEED_PATH: &str = "/feeds/news.atom";
pub const NEWS_FEED_TITLE: &str = "Langhe Property News";
const ATOM_NAMESPACE: &str = "http://www.w3.org/2005/Atom";

fn timestamp(instant: DateTime<Utc>) -> String {
    instant.to_rfc3339_opts(SecondsFormat::Secs, true)
}

/// The feed of `articles` (newest first); an empty site is still a valid feed, dated `empty_since`.
pub fn atom_xml(urls: &SiteUrls, articles: &[Article], empty_since: DateTime<Utc>) -> String {
    let mut writer = Writer::new_with_indent(Vec::new(), b' ', 2);
    write_feed(&mut writer, urls, articles, empty_since).expect("writing to memory cannot fail");
    let mut xml = writer.into_inner();
    xml.push(b'\n');
    String::from_utf8(xml).expect("the writer writes UTF-8")
}

fn write_feed(
    writer: &mut Writer<Vec<u8>>,
    urls: &SiteUrls,
    articles: &[Article],
    empty_since: DateTime<Utc>,
) -> std::io::Result<()> {
    writer.write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)))?;
    let updated = articles
        .iter()
        .map(last_change)
        .max()
        .unwrap_or(empty_since);
    let feed_url = urls.page(NEWS_FEED_PATH);
    writer
        .create_element("feed")
        .with_attribute(("xmlns", ATOM_NAMESPACE))
        .with_attribute(("xml:lang", "en"))
        .write_inner_content(|writer| {
            text(writer, "id", &feed_url)?;
            text(writer, "title", NEWS_FEED_TITLE)?;
            text(writer, "updated", &timestamp(updated))?;
            link(writer, "self", &feed_url, Some("application/atom+xml"))?;
            link(
                writer,
                "alternate",
                &urls.page(&site_route::article_list_path(1)),
                Some("text/html"),
            )?;
            writer
                .create_element("author")
                .write_inner_content(|writer| text(writer, "name", SITE_NAME).map(drop))?;
            for article in articles {
                write_entry(writer, urls, article)?;
            }
            Ok(())
        })?;
    Ok(())
}

/// Atom's `updated` (RFC 4287 §4.2.15): the last significant change, which an edit is; never
/// before the article was published, whatever an imported row's change date says.
fn last_change(article: &Article) -> DateTime<Utc> {
    article.changed_date.max(article.created_date)
}

fn write_entry(
    writer: &mut Writer<Vec<u8>>,
    urls: &SiteUrls,
    article: &Article,
) -> std::io::Result<()> {
    let url = urls.page(&site_route::article_path(article.id, &article.path));
    writer
        .create_element("entry")
        .write_inner_content(|writer| {
            text(writer, "id", &url)?;
            text(writer, "title", &article.title)?;
            text(writer, "updated", &timestamp(last_change(article)))?;
            text(writer, "published", &timestamp(article.created_date))?;
            link(writer, "alternate", &url, Some("text/html"))?;
            text(writer, "summary", &article.listing_description)?;
            Ok(())
        })?;
    Ok(())
}

fn link(
    writer: &mut Writer<Vec<u8>>,
    rel: &str,
    href: &str,
    media_type: Option<&str>,
) -> std::io::Result<()> {
    let mut element = writer
        .create_element("link")
        .with_attribute(("rel", rel))
        .with_attribute(("href", xml_chars(href).as_ref()));
    if let Some(media_type) = media_type {
        element = element.with_attribute(("type", media_type));
    }
    element.write_empty()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::ArticleId;

    #[test]
    fn entries_are_escaped_and_the_feed_is_dated_by_its_latest_change() {
        let urls = SiteUrls::new("https://langhe.example", "https://langhe.example/images");
        let article = |id: i64, title: &str, day: u32| Article {
            id: ArticleId(id),
            listing_description: "Wine & <truffles>".into(),
            meta_description: String::new(),
            meta_title: String::new(),
            path: "-barolo".into(),
            text: String::new(),
            title: title.into(),
            title2: String::new(),
            published: true,
            italian: Default::default(),
            created_date: DateTime::parse_from_rfc3339(&format!("2026-03-{day:02}T08:00:00Z"))
                .unwrap()
                .to_utc(),
            changed_date: DateTime::parse_from_rfc3339(&format!("2026-03-{day:02}T09:00:00Z"))
                .unwrap()
                .to_utc(),
        };
        let xml = atom_xml(
            &urls,
            &[article(2, "Barolo \"en primeur\"", 9), article(1, "Old", 1)],
            Utc::now(),
        );
        assert!(
            xml.contains(r#"<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">"#),
            "{xml}"
        );
        assert_eq!(
            xml.matches("<updated>2026-03-09T09:00:00Z</updated>")
                .count(),
            2,
            "the feed and its newest entry are dated by the edit: {xml}"
        );
        assert!(
            xml.contains("<published>2026-03-09T08:00:00Z</published>"),
            "{xml}"
        );
        assert!(
            xml.contains("<updated>2026-03-01T09:00:00Z</updated>"),
            "{xml}"
        );
        assert!(
            xml.contains("<summary>Wine &amp; &lt;truffles&gt;</summary>"),
            "{xml}"
        );
        assert!(
            xml.contains("<title>Barolo &quot;en primeur&quot;</title>"),
            "{xml}"
        );
        assert_eq!(xml.matches("<entry>").count(), 2);
        assert!(xml.contains(r#"<link rel="self" href="https://langhe.example/feeds/news.atom" type="application/atom+xml"/>"#), "{xml}");
    }
}
