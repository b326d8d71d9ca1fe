use crate::helpers::*;
use domain::Visibility;

#[tokio::test]
async fn the_sitemap_lists_visible_properties_articles_and_static_pages_with_translations() {
    let site = spawn_site(Content {
        properties: vec![
            property("111", Visibility::Visible, 400_000, false),
            property("222", Visibility::Unlisted, 400_000, false),
            property("333", Visibility::Hidden, 400_000, false),
        ],
        articles: vec![article(7, "Truffles"), article(8, "Wine")],
        ..Content::default()
    });
    let response = site.client.get("/sitemap.xml").send().await;
    response.assert_status_is_ok();
    assert_eq!(
        header(&response, "content-type").as_deref(),
        Some("application/xml; charset=utf-8")
    );
    let xml = body_text(response).await;

    let locations: Vec<&str> = xml
        .split("<loc>")
        .skip(1)
        .map(|rest| rest.split("</loc>").next().unwrap())
        .collect();
    let url = |path: &str| format!("{PUBLIC_URL}{path}");
    assert!(
        locations.contains(&url("/property/for-sale/in-italy/111-farmhouse-barolo").as_str()),
        "{xml}"
    );
    assert!(!xml.contains("/222"), "unlisted property in {xml}");
    assert!(!xml.contains("/333"), "hidden property in {xml}");
    for path in [
        "/piemonte-property-news/langhe-property/truffle-season/7",
        "/piemonte-property-news/langhe-property/truffle-season/8",
        "/",
        "/it/index.html",
        "/about-langhe-property-piedmont",
        "/piedmont-property-for-sale/1",
        "/piemonte-property-news/1",
        "/it/fotografico.html",
    ] {
        assert!(
            locations.contains(&url(path).as_str()),
            "{path} missing from {xml}"
        );
    }
    assert!(!locations.iter().any(|l| l.ends_with("/not-found") || l.ends_with("/index.html") && !l.contains("/it/")), "{xml}");
    assert_eq!(locations.len(), 17, "{locations:#?}");

    assert!(
        xml.contains(r#"xmlns:xhtml="http://www.w3.org/1999/xhtml""#),
        "{xml}"
    );
    let italian_contact = xml
        .split("<url>")
        .find(|entry| {
            entry.contains(
                "<loc>https://langhe.example/it/contatto-langhe-property-immobiliare</loc>",
            )
        })
        .expect("Italian contact entry");
    assert!(italian_contact.contains(
        r#"<xhtml:link rel="alternate" hreflang="en" href="https://langhe.example/contact-langhe-property"/>"#
    ), "{italian_contact}");
    assert!(italian_contact.contains(
        r#"<xhtml:link rel="alternate" hreflang="x-default" href="https://langhe.example/contact-langhe-property"/>"#
    ), "{italian_contact}");
}

#[tokio::test]
async fn robots_allow_everything_and_name_the_absolute_sitemap() {
    let site = spawn_site(Content::default());
    let response = site.client.get("/robots.txt").send().await;
    response.assert_status_is_ok();
    let text = body_text(response).await;
    assert!(text.contains("User-agent: *\nAllow: /\n"), "{text}");
    assert!(
        text.contains("Sitemap: https://langhe.example/sitemap.xml"),
        "{text}"
    );
}
