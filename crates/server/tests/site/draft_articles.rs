//! A draft article (issue #26) does not exist for the public site: no page, no list entry,
//! no sitemap or feed entry, until it is published.

use crate::support::pages::*;

fn draft(id: i64) -> domain::Article {
    domain::Article {
        published: false,
        title: "A draft about hazelnuts".into(),
        ..article(id, "Hazelnuts")
    }
}

#[tokio::test]
async fn a_draft_is_neither_served_listed_mapped_nor_fed() {
    let site = spawn(Spawn {
        articles: vec![article(1, "Truffles"), draft(2)],
        ..Spawn::site()
    })
    .await;

    let page = site
        .in_process
        .get("/piemonte-property-news/langhe-property/truffle-season/2")
        .send()
        .await;
    page.assert_status(poem::http::StatusCode::NOT_FOUND);
    let published = site
        .in_process
        .get("/piemonte-property-news/langhe-property/truffle-season/1")
        .send()
        .await;
    published.assert_status_is_ok();

    let list = body_text(
        site.in_process
            .get("/piemonte-property-news/1")
            .send()
            .await,
    )
    .await;
    assert!(list.contains("The truffle season"), "{list}");
    assert!(!list.contains("A draft about hazelnuts"), "{list}");
    for path in ["/sitemap.xml", "/feeds/news.atom"] {
        let response = site.in_process.get(path).send().await;
        response.assert_status_is_ok();
        let text = body_text(response).await;
        assert!(text.contains("truffle-season/1"), "{path}: {text}");
        assert!(!text.contains("truffle-season/2"), "{path}: {text}");
    }
}
