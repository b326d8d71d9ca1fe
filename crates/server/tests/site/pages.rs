use crate::support::pages::*;
use domain::Visibility;

#[tokio::test]
async fn home_is_the_spa_with_its_head_tags_and_the_site_config() {
    let site = spawn(Spawn::site()).await;
    let response = site.in_process.get("/").send().await;
    response.assert_status_is_ok();
    assert_eq!(
        header(&response, "content-type").as_deref(),
        Some("text/html; charset=utf-8")
    );
    let html = body_text(response).await;
    assert!(html.contains(SPA_MARKER), "{html}");
    assert!(
        html.contains("<title>Piedmont Real Estate | Langhe Property</title>"),
        "{html}"
    );
    assert!(!html.contains("Build title"), "{html}");
    assert!(
        html.contains(r#"<link rel="canonical" href="https://langhe.example/">"#),
        "{html}"
    );
    assert!(
        html.contains(r#"<meta property="og:url" content="https://langhe.example/">"#),
        "{html}"
    );
    assert!(
        html.contains(r#"<meta property="og:locale" content="en_GB">"#),
        "{html}"
    );
    assert!(
        html.contains(r#"<meta name="twitter:card" content="summary_large_image">"#),
        "{html}"
    );
    assert!(
        html.contains(
            r#"<meta property="og:image" content="https://langhe.example/og-image.jpg">"#
        ),
        "a page without a picture of its own shares the site's picture: {html}"
    );
    assert!(
        html.contains(
            r#"<link rel="alternate" hreflang="it" href="https://langhe.example/it/index.html">"#
        ),
        "{html}"
    );
    assert!(
        html.contains(
            r#"<link rel="alternate" hreflang="x-default" href="https://langhe.example/">"#
        ),
        "{html}"
    );
    assert!(html.contains(r#"<html lang="en">"#), "{html}");
    let agent = structured_data(&html, "RealEstateAgent");
    assert_eq!(agent["url"], "https://langhe.example/");
    assert!(html.contains(
        r#"<script id="site-config" type="application/json">{"imageBaseUrl":"/images","mapboxToken":null,"publicUrl":"https://langhe.example","version":""#
    ), "{html}");
}

#[tokio::test]
async fn italian_pages_say_so_and_link_their_english_twin() {
    let site = spawn(Spawn::site()).await;
    let response = site
        .in_process
        .get("/it/contatto-langhe-property-immobiliare")
        .send()
        .await;
    response.assert_status_is_ok();
    let html = body_text(response).await;
    assert!(html.contains(r#"<html lang="it">"#), "{html}");
    assert!(
        html.contains("<title>Contatti | Langhe Property</title>"),
        "{html}"
    );
    assert!(
        html.contains(r#"<meta property="og:locale" content="it_IT">"#),
        "{html}"
    );
    assert!(html.contains(r#"<link rel="alternate" hreflang="en" href="https://langhe.example/contact-langhe-property">"#), "{html}");
}

#[tokio::test]
async fn every_route_of_the_spec_answers_200() {
    let site = spawn(Spawn {
        properties: vec![property("123", Visibility::Visible, 450_000, false)],
        articles: vec![article(1, "Truffles")],
        ..Spawn::site()
    })
    .await;
    for path in [
        "/",
        "/about-langhe-property-piedmont",
        "/contact-langhe-property",
        "/consultancy-service",
        "/it/contatto-langhe-property-immobiliare",
        "/piedmont-property-for-sale",
        "/piedmont-property-for-sale/2",
        "/piedmont-property-for-sale?page=3",
        "/property/for-sale/in-italy/123",
        "/property/for-sale/in-italy/123-farmhouse-barolo",
        "/property/for-sale/in-italy?ref=123",
        "/property/for-sale/in-italy/new",
        "/piemonte-property-news",
        "/piemonte-property-news/2",
        "/piemonte-property-news/langhe-property/truffle-season/1",
        "/piemonte-property-news/langhe-property/truffle-season?id=1",
        "/piemonte-property-news/langhe-property/anything/new",
        "/photography/photography-service",
        "/home-buyers-guide/piedmont-italy/buyers-guide.html",
        "/selling-your-home/in-piedmont-italy.html",
        "/consultancy-service.html",
        "/it/servizi-langhe-property-immobiliare.html",
        "/it/index.html",
        "/it/fotografia.html",
        "/it/fotografico.html",
    ] {
        let response = site.in_process.get(path).send().await;
        response.assert_status_is_ok();
        assert!(body_text(response).await.contains(SPA_MARKER), "{path}");
    }
}

#[tokio::test]
async fn unknown_addresses_hidden_properties_and_missing_items_answer_404_with_the_spa() {
    let site = spawn(Spawn {
        properties: vec![property("321", Visibility::Hidden, 300_000, false)],
        articles: vec![article(1, "Truffles")],
        ..Spawn::site()
    })
    .await;
    for path in [
        "/no-such-page",
        "/not-found",
        "/property/for-sale/in-italy/999",
        "/property/for-sale/in-italy/321",
        "/property/for-sale/in-italy/1.2",
        "/piemonte-property-news/langhe-property/truffle-season/2",
        "/piedmont-property-for-sale/0",
    ] {
        let response = site.in_process.get(path).send().await;
        response.assert_status(poem::http::StatusCode::NOT_FOUND);
        let html = body_text(response).await;
        assert!(html.contains(SPA_MARKER), "{path}: {html}");
        assert!(
            html.contains("<title>Page not found | Langhe Property</title>"),
            "{path}: {html}"
        );
        assert!(
            html.contains(r#"<meta name="robots" content="noindex">"#),
            "{path}: {html}"
        );
        assert!(
            !html.contains("Farmhouse 321"),
            "{path} leaks the hidden property"
        );
    }
}

#[tokio::test]
async fn a_filtered_list_is_kept_out_of_search_results_and_points_at_the_plain_list() {
    let site = spawn(Spawn::site()).await;
    let html = body_text(
        site.in_process
            .get("/piedmont-property-for-sale/2?kind=villa&sort=price_desc")
            .send()
            .await,
    )
    .await;
    assert!(
        html.contains(r#"<meta name="robots" content="noindex, follow">"#),
        "{html}"
    );
    assert!(
        html.contains(
            r#"<link rel="canonical" href="https://langhe.example/piedmont-property-for-sale/1">"#
        ),
        "{html}"
    );
    // Values the list cannot use filter nothing: the plain list, indexed as usual.
    let plain = body_text(
        site.in_process
            .get("/piedmont-property-for-sale/2?min_price=&sort=newest&utm_source=x")
            .send()
            .await,
    )
    .await;
    assert!(!plain.contains(r#"name="robots""#), "{plain}");
    assert!(
        plain.contains(
            r#"<link rel="canonical" href="https://langhe.example/piedmont-property-for-sale/2">"#
        ),
        "{plain}"
    );
}

#[tokio::test]
async fn the_property_list_canonicalizes_the_page_query_to_a_path() {
    let site = spawn(Spawn::site()).await;
    let html = body_text(
        site.in_process
            .get("/piedmont-property-for-sale?page=3")
            .send()
            .await,
    )
    .await;
    assert!(
        html.contains(
            r#"<link rel="canonical" href="https://langhe.example/piedmont-property-for-sale/3">"#
        ),
        "{html}"
    );
    assert!(
        html.contains("<title>Real estate for sale in Piedmont, Italy | Langhe Property</title>"),
        "{html}"
    );
    let html = body_text(
        site.in_process
            .get("/piedmont-property-for-sale")
            .send()
            .await,
    )
    .await;
    assert!(
        html.contains(
            r#"<link rel="canonical" href="https://langhe.example/piedmont-property-for-sale/1">"#
        ),
        "{html}"
    );
}

#[tokio::test]
async fn articles_get_their_meta_or_the_spec_defaults_and_article_data() {
    let site = spawn(Spawn {
        articles: vec![article(1, "")],
        ..Spawn::site()
    })
    .await;
    let response = site
        .in_process
        .get("/piemonte-property-news/langhe-property/whatever/1")
        .send()
        .await;
    response.assert_status_is_ok();
    let html = body_text(response).await;
    assert!(
        html.contains("<title>Look at this article!</title>"),
        "{html}"
    );
    assert!(
        html.contains(
            r#"<meta name="description" content="I found this on Langhe Property News">"#
        ),
        "{html}"
    );
    assert!(
        html.contains(r#"<meta property="og:type" content="article">"#),
        "{html}"
    );
    assert!(html.contains(r#"<meta property="og:image" content="https://langhe.example/images/articles/1/banner.jpg">"#), "{html}");
    assert!(html.contains(
        r#"<link rel="canonical" href="https://langhe.example/piemonte-property-news/langhe-property/truffle-season/1">"#
    ), "{html}");
    let data = structured_data(&html, "Article");
    assert_eq!(data["headline"], "The truffle season");
    assert_eq!(data["datePublished"], "2024-10-03T08:30:00+00:00");
    assert_eq!(data["author"]["name"], "Langhe Property");
}

#[tokio::test]
async fn inserted_text_is_escaped_everywhere() {
    let mut hostile = property("123", Visibility::Visible, 450_000, false);
    hostile.meta_title = "Villa </title><script>alert(1)</script>".to_owned();
    hostile.meta_description = r#""><img src=x onerror=alert(2)>"#.to_owned();
    hostile.listing_title = "</script><script>alert(3)</script>".to_owned();
    let site = spawn(Spawn {
        properties: vec![hostile],
        ..Spawn::site()
    })
    .await;
    let html = body_text(
        site.in_process
            .get("/property/for-sale/in-italy/123")
            .send()
            .await,
    )
    .await;
    assert!(
        html.contains("<title>Villa &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>"),
        "{html}"
    );
    assert!(!html.contains("<script>alert"), "{html}");
    assert!(!html.contains("<img src=x"), "{html}");
    assert!(
        html.contains(r#"content="&quot;&gt;&lt;img src=x onerror=alert(2)&gt;""#),
        "{html}"
    );
    assert!(
        html.contains(r#"\u003c/script\u003e\u003cscript\u003ealert(3)"#),
        "{html}"
    );
    assert_eq!(
        structured_data(&html, "RealEstateListing")["name"],
        "</script><script>alert(3)</script>"
    );
}

#[tokio::test]
async fn a_storage_failure_still_serves_the_spa_but_says_503() {
    let site = spawn(Spawn::site()).await;
    site.take_the_database_down().await;
    let response = site
        .in_process
        .get("/property/for-sale/in-italy/123")
        .send()
        .await;
    response.assert_status(poem::http::StatusCode::SERVICE_UNAVAILABLE);
    let html = body_text(response).await;
    assert!(html.contains(SPA_MARKER), "{html}");
    assert!(!html.contains("database down"), "{html}");
}

/// The front end's page titles and descriptions, role table and URL-suffix rule are generated
/// from the server's (`site::site_knowledge`), so crawlers and browsers read the same texts.
#[test]
fn the_front_end_s_site_knowledge_is_the_server_s() {
    use site::site_knowledge::{site_knowledge_ts, REGENERATE, SITE_KNOWLEDGE_FILE};
    let path = format!("{}/../../{SITE_KNOWLEDGE_FILE}", env!("CARGO_MANIFEST_DIR"));
    let committed = std::fs::read_to_string(&path)
        .unwrap_or_else(|_| panic!("{path} is missing; generate it with `{REGENERATE}`"));
    assert!(
        committed == site_knowledge_ts(),
        "{path} differs from the server's rules; regenerate it with `{REGENERATE}`"
    );
}
