//! Drawing a page reads what it shows once: a property page one property and its town (its
//! head, its first screen's detail and gallery are all drawn from that read), plus the public
//! list for its similar homes (one pass over the list kept in memory for its town, one for its
//! price band, each a lookup of the homes found by ref); an article page one article. Counted
//! at the repositories, under every cache but on a page not yet drawn.

use crate::support::pages::*;
use crate::support::read_counts::Reads;
use domain::town::NewTown;
use domain::{TownId, Visibility};

fn barolo() -> NewTown {
    NewTown {
        name: "Barolo".to_owned(),
        name2: "the king of wines".to_owned(),
        facts: String::new(),
        short_description: "A village of wine".to_owned(),
        text: "<p>Barolo</p>".to_owned(),
        path: "-barolo".to_owned(),
        italian: None,
    }
}

fn content() -> Spawn {
    let mut visible = property("101", Visibility::Visible, 450_000, false);
    visible.town_id = Some(TownId(1));
    let mut unlisted = property("103", Visibility::Unlisted, 550_000, false);
    unlisted.town_id = Some(TownId(1));
    Spawn {
        towns: vec![barolo()],
        properties: vec![
            visible,
            property("102", Visibility::Hidden, 500_000, false),
            unlisted,
        ],
        articles: vec![article(1, "Barolo news")],
        ..Spawn::site()
    }
}

/// The reads drawing the page at `path` cost, and its status.
async fn reads_drawing(site: &TestApp, path: &str) -> (u16, Reads) {
    let (response, reads) = site.reads.during(site.in_process.get(path).send()).await;
    (response.0.status().as_u16(), reads)
}

fn reads(properties: usize, towns: usize, articles: usize) -> Reads {
    Reads {
        properties,
        towns,
        articles,
    }
}

/// A visible property's first screen: the property, its town, and the two searches of the
/// public list its similar homes come from (its town, its price band).
const VISIBLE_PAGE_PROPERTY_READS: usize = 1 + 2;

#[tokio::test]
async fn a_property_page_reads_the_property_and_its_town_once() {
    let site = spawn(content()).await;
    let (status, counted) =
        reads_drawing(&site, "/property/for-sale/in-italy/101-farmhouse-barolo").await;
    assert_eq!(status, 200);
    assert_eq!(counted, reads(VISIBLE_PAGE_PROPERTY_READS, 1, 0));
}

#[tokio::test]
async fn a_page_opened_with_a_share_key_reads_the_property_once() {
    let site = spawn(content()).await;
    // The visible one keyed by the link's requests; the unlisted one with no data at all.
    let (status, counted) = reads_drawing(
        &site,
        &format!("/property/for-sale/in-italy/101?key={SHARE_KEY}"),
    )
    .await;
    assert_eq!(
        (status, counted),
        (200, reads(VISIBLE_PAGE_PROPERTY_READS, 1, 0))
    );
    let (status, counted) = reads_drawing(
        &site,
        &format!("/property/for-sale/in-italy/103?key={SHARE_KEY}"),
    )
    .await;
    assert_eq!((status, counted), (200, reads(1, 0, 0)));
}

#[tokio::test]
async fn a_property_no_visitor_may_see_costs_one_read() {
    let site = spawn(content()).await;
    for path in [
        "/property/for-sale/in-italy/102-farmhouse-barolo",
        "/property/for-sale/in-italy/103-farmhouse-barolo",
        "/property/for-sale/in-italy/999-nothing",
    ] {
        let (status, counted) = reads_drawing(&site, path).await;
        assert_eq!((status, counted), (404, reads(1, 0, 0)), "{path}");
    }
}

#[tokio::test]
async fn an_article_page_reads_the_article_once() {
    let site = spawn(content()).await;
    let (status, counted) = reads_drawing(
        &site,
        "/piemonte-property-news/langhe-property/truffle-season/1",
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(counted, reads(0, 0, 1));
}
