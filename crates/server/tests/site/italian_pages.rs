//! The Italian list and property pages' heads (issue #30): language, title, canonical address,
//! the pair of translations and the listing's language for search engines.

use crate::support::pages::*;
use domain::Visibility;

async fn page(site: &TestApp, path: &str) -> String {
    let response = site.in_process.get(path).send().await;
    response.assert_status_is_ok();
    body_text(response).await
}

const ENGLISH: &str = "https://langhe.example/property/for-sale/in-italy/123-farmhouse-barolo";
const ITALIAN: &str =
    "https://langhe.example/it/immobile/in-vendita/in-italia/123-farmhouse-barolo";

fn pair_links() -> [String; 3] {
    [("en", ENGLISH), ("it", ITALIAN), ("x-default", ENGLISH)].map(|(hreflang, url)| {
        format!(r#"<link rel="alternate" hreflang="{hreflang}" href="{url}">"#)
    })
}

#[tokio::test]
async fn a_property_written_in_italian_has_an_italian_page_paired_with_the_english_one() {
    let site = spawn(Spawn {
        properties: vec![translated(property(
            "123",
            Visibility::Visible,
            450_000,
            false,
        ))],
        ..Spawn::site()
    })
    .await;
    let html = page(
        &site,
        "/it/immobile/in-vendita/in-italia/123-farmhouse-barolo",
    )
    .await;
    assert!(html.contains(r#"<html lang="it""#), "{html}");
    assert!(
        html.contains("<title>Cascina a Barolo | Langhe Property</title>"),
        "{html}"
    );
    assert!(
        html.contains(&format!(r#"<link rel="canonical" href="{ITALIAN}">"#)),
        "{html}"
    );
    assert!(
        html.contains(r#"<meta property="og:locale" content="it_IT">"#),
        "{html}"
    );
    assert!(
        html.contains(r#"<meta property="og:locale:alternate" content="en_GB">"#),
        "{html}"
    );
    for link in pair_links() {
        assert!(html.contains(&link), "{link} in {html}");
    }
    let listing = structured_data(&html, "RealEstateListing");
    assert_eq!(listing["inLanguage"], "it");
    assert_eq!(listing["url"], ITALIAN);
    assert_eq!(listing["name"], "Cascina 123");

    let english = page(&site, "/property/for-sale/in-italy/123-farmhouse-barolo").await;
    assert!(english.contains(r#"<html lang="en""#), "{english}");
    assert!(english.contains(&format!(r#"<link rel="canonical" href="{ENGLISH}">"#)));
    for link in pair_links() {
        assert!(english.contains(&link), "{link} in {english}");
    }
    assert_eq!(
        structured_data(&english, "RealEstateListing")["inLanguage"],
        "en"
    );
}

#[tokio::test]
async fn an_untranslated_propertys_italian_page_points_search_engines_at_the_english_one() {
    let site = spawn(Spawn {
        properties: vec![property("123", Visibility::Visible, 450_000, false)],
        ..Spawn::site()
    })
    .await;
    let html = page(
        &site,
        "/it/immobile/in-vendita/in-italia/123-farmhouse-barolo",
    )
    .await;
    assert!(html.contains(r#"<html lang="it""#), "{html}");
    assert!(
        html.contains(&format!(r#"<link rel="canonical" href="{ENGLISH}">"#)),
        "{html}"
    );
    assert!(
        !html.contains("hreflang=\"it\""),
        "no Italian page is offered: {html}"
    );
    // No Italian meta text: the English one stands in, as on the page.
    assert!(
        html.contains("<title>Farmhouse 123 near Barolo</title>"),
        "{html}"
    );
    let english = page(&site, "/property/for-sale/in-italy/123-farmhouse-barolo").await;
    assert!(!english.contains("hreflang=\"it\""), "{english}");
}

#[tokio::test]
async fn the_italian_list_is_paired_with_the_english_list_page_by_page() {
    let site = spawn(Spawn {
        properties: vec![property("123", Visibility::Visible, 450_000, false)],
        ..Spawn::site()
    })
    .await;
    let html = page(&site, "/it/immobili-in-vendita-piemonte/1").await;
    assert!(html.contains(r#"<html lang="it""#), "{html}");
    assert!(
        html.contains("<title>Immobili in vendita in Piemonte | Langhe Property</title>"),
        "{html}"
    );
    for (hreflang, path) in [
        ("en", "/piedmont-property-for-sale/1"),
        ("it", "/it/immobili-in-vendita-piemonte/1"),
        ("x-default", "/piedmont-property-for-sale/1"),
    ] {
        let link = format!(
            r#"<link rel="alternate" hreflang="{hreflang}" href="https://langhe.example{path}">"#
        );
        assert!(html.contains(&link), "{link} in {html}");
    }
    let filtered = page(&site, "/it/immobili-in-vendita-piemonte/1?min_bedrooms=3").await;
    assert!(
        filtered.contains(r#"<meta name="robots" content="noindex, follow">"#),
        "{filtered}"
    );
}

#[tokio::test]
async fn an_article_written_in_italian_has_an_italian_page_paired_with_the_english_one() {
    let site = spawn(Spawn {
        articles: vec![
            translated_article(article(1, "Truffles | Langhe Property")),
            article(2, "Wine | Langhe Property"),
        ],
        ..Spawn::site()
    })
    .await;
    let english = "https://langhe.example/piemonte-property-news/langhe-property/truffle-season/1";
    let italian =
        "https://langhe.example/it/notizie-immobiliari-piemonte/langhe-property/truffle-season/1";
    let html = page(
        &site,
        "/it/notizie-immobiliari-piemonte/langhe-property/truffle-season/1",
    )
    .await;
    assert!(html.contains(r#"<html lang="it""#), "{html}");
    assert!(
        html.contains("<title>La stagione del tartufo</title>"),
        "{html}"
    );
    assert!(
        html.contains(&format!(r#"<link rel="canonical" href="{italian}">"#)),
        "{html}"
    );
    for (hreflang, url) in [("en", english), ("it", italian), ("x-default", english)] {
        let link = format!(r#"<link rel="alternate" hreflang="{hreflang}" href="{url}">"#);
        assert!(html.contains(&link), "{link} in {html}");
    }
    assert_eq!(structured_data(&html, "Article")["inLanguage"], "it");

    // Not written in Italian: its Italian page points at the English one, which offers none.
    let untranslated = page(
        &site,
        "/it/notizie-immobiliari-piemonte/langhe-property/truffle-season/2",
    )
    .await;
    assert!(
        untranslated.contains(r#"<link rel="canonical" href="https://langhe.example/piemonte-property-news/langhe-property/truffle-season/2">"#),
        "{untranslated}"
    );
    assert!(!untranslated.contains(r#"hreflang="it""#), "{untranslated}");

    let sitemap = body_text(site.in_process.get("/sitemap.xml").send().await).await;
    assert!(
        sitemap.contains(&format!("<loc>{italian}</loc>")),
        "{sitemap}"
    );
    assert!(
        !sitemap.contains("notizie-immobiliari-piemonte/langhe-property/truffle-season/2"),
        "{sitemap}"
    );
}
