//! /feeds/news.atom, and the link to it in every page's head.

use crate::support::pages::*;
use quick_xml::events::Event;
use quick_xml::Reader;

const ATOM_SCHEMA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/atom-rfc4287.rng");

/// Validates `xml` against RFC 4287's grammar with `xmllint --relaxng` (libxml2-utils,
/// installed by scripts/ensure-test-tools.sh), failing with xmllint's own messages.
fn assert_valid_atom(xml: &str) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("news.atom");
    std::fs::write(&file, xml).unwrap();
    let output = std::process::Command::new("xmllint")
        .args(["--noout", "--relaxng", ATOM_SCHEMA])
        .arg(&file)
        .output()
        .expect("xmllint runs (scripts/ensure-test-tools.sh installs libxml2-utils)");
    assert!(
        output.status.success(),
        "{}\n{xml}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// The feed parsed as XML (so it is well-formed), as (element path, text) pairs of the
/// elements that hold text.
fn elements(xml: &str) -> Vec<(String, String)> {
    let mut reader = Reader::from_str(xml);
    let mut path: Vec<String> = Vec::new();
    let mut text = String::new();
    let mut found = Vec::new();
    loop {
        match reader.read_event().expect("well-formed XML") {
            Event::Start(start) => {
                path.push(String::from_utf8(start.name().as_ref().to_vec()).unwrap());
                text.clear();
            }
            Event::Text(piece) => text.push_str(&piece.decode().unwrap()),
            // Entities arrive apart from the text around them.
            Event::GeneralRef(entity) => {
                let name = entity.decode().unwrap();
                text.push_str(&quick_xml::escape::unescape(&format!("&{name};")).unwrap());
            }
            Event::End(_) => {
                if !text.trim().is_empty() {
                    found.push((path.join("/"), std::mem::take(&mut text)));
                }
                text.clear();
                path.pop();
            }
            Event::Eof => return found,
            _ => {}
        }
    }
}

#[tokio::test]
async fn the_news_feed_is_atom_with_one_entry_per_article_newest_first() {
    let mut older = article(1, "Truffles");
    older.title = "Truffles & wine".into();
    let mut newer = article(2, "Wine");
    newer.created_date = older.created_date + chrono::Duration::days(30);
    let site = spawn(Spawn {
        articles: vec![older, newer.clone()],
        ..Spawn::site()
    })
    .await;
    let response = site.in_process.get("/feeds/news.atom").send().await;
    response.assert_status_is_ok();
    response.assert_header("content-type", "application/atom+xml; charset=utf-8");
    let xml = body_text(response).await;
    assert_valid_atom(&xml);
    assert!(
        xml.contains(r#"<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">"#),
        "{xml}"
    );
    let found = elements(&xml);
    let text = |path: &str| -> Vec<&str> {
        found
            .iter()
            .filter(|(at, _)| at == path)
            .map(|(_, text)| text.as_str())
            .collect()
    };
    assert_eq!(text("feed/title"), ["Langhe Property News"]);
    assert_eq!(text("feed/id"), ["https://langhe.example/feeds/news.atom"]);
    assert_eq!(text("feed/updated"), ["2024-11-02T08:30:00Z"]);
    assert_eq!(text("feed/author/name"), ["Langhe Property"]);
    assert_eq!(
        text("feed/entry/title"),
        ["The truffle season", "Truffles & wine"]
    );
    assert_eq!(
        text("feed/entry/id"),
        [
            "https://langhe.example/piemonte-property-news/langhe-property/truffle-season/2",
            "https://langhe.example/piemonte-property-news/langhe-property/truffle-season/1"
        ]
    );
    assert_eq!(
        text("feed/entry/summary"),
        ["Truffle season", "Truffle season"]
    );
    // Never edited: each entry's last change is its publication (news_feed.rs's unit test
    // has edited ones).
    assert_eq!(
        text("feed/entry/updated"),
        ["2024-11-02T08:30:00Z", "2024-10-03T08:30:00Z"]
    );
    assert_eq!(text("feed/entry/published"), text("feed/entry/updated"));
}

#[tokio::test]
async fn a_site_without_articles_still_serves_a_valid_feed() {
    let site = spawn(Spawn::site()).await;
    let response = site.in_process.get("/feeds/news.atom").send().await;
    response.assert_status_is_ok();
    let xml = body_text(response).await;
    assert_valid_atom(&xml);
    assert!(!xml.contains("<entry>"), "{xml}");
}

#[tokio::test]
async fn every_page_links_the_news_feed_in_its_head() {
    let site = spawn(Spawn {
        articles: vec![article(1, "Truffles")],
        ..Spawn::site()
    })
    .await;
    for path in [
        "/",
        "/piedmont-property-for-sale/1",
        "/piemonte-property-news/1",
        "/it/index.html",
        "/no-such-page",
    ] {
        let html = body_text(site.in_process.get(path).send().await).await;
        let head = &html[..html.find("</head>").expect("a head")];
        assert!(
            head.contains(r#"<link rel="alternate" type="application/atom+xml" title="Langhe Property News" href="/feeds/news.atom">"#),
            "{path}: {head}"
        );
    }
}
