use crate::support::pages::*;
use domain::Visibility;

#[tokio::test]
async fn the_sitemap_lists_visible_properties_articles_and_static_pages_with_translations() {
    let site = spawn(Spawn {
        properties: vec![
            translated(property("111", Visibility::Visible, 400_000, false)),
            property("222", Visibility::Unlisted, 400_000, false),
            property("333", Visibility::Hidden, 400_000, false),
        ],
        articles: vec![article(1, "Truffles"), article(2, "Wine")],
        ..Spawn::site()
    })
    .await;
    let response = site.in_process.get("/sitemap.xml").send().await;
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
        "/piemonte-property-news/langhe-property/truffle-season/1",
        "/piemonte-property-news/langhe-property/truffle-season/2",
        "/",
        "/it/index.html",
        "/about-langhe-property-piedmont",
        "/piedmont-property-for-sale/1",
        "/piemonte-property-news/1",
        "/it/immobili-in-vendita-piemonte/1",
        "/it/immobile/in-vendita/in-italia/111-farmhouse-barolo",
        "/it/fotografico.html",
        "/it/guida-acquisto-casa-piemonte.html",
    ] {
        assert!(
            locations.contains(&url(path).as_str()),
            "{path} missing from {xml}"
        );
    }
    assert!(!locations.iter().any(|l| l.ends_with("/not-found") || l.ends_with("/index.html") && !l.contains("/it/")), "{xml}");
    assert_eq!(locations.len(), 22, "{locations:#?}");

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
    // A property written in Italian too: each page names both, the English one the default.
    for page in [
        "/property/for-sale/in-italy/111-farmhouse-barolo",
        "/it/immobile/in-vendita/in-italia/111-farmhouse-barolo",
    ] {
        let entry = xml
            .split("<url>")
            .find(|entry| entry.contains(&format!("<loc>{}</loc>", url(page))))
            .unwrap_or_else(|| panic!("{page} in {xml}"));
        for (hreflang, path) in [
            ("en", "/property/for-sale/in-italy/111-farmhouse-barolo"),
            (
                "it",
                "/it/immobile/in-vendita/in-italia/111-farmhouse-barolo",
            ),
            (
                "x-default",
                "/property/for-sale/in-italy/111-farmhouse-barolo",
            ),
        ] {
            let link = format!(
                r#"<xhtml:link rel="alternate" hreflang="{hreflang}" href="{}"/>"#,
                url(path)
            );
            assert!(entry.contains(&link), "{link} in {entry}");
        }
    }
}

#[tokio::test]
async fn robots_allow_everything_and_name_the_absolute_sitemap() {
    let site = spawn(Spawn::site()).await;
    let response = site.in_process.get("/robots.txt").send().await;
    response.assert_status_is_ok();
    let text = body_text(response).await;
    assert!(text.contains("User-agent: *\nAllow: /\n"), "{text}");
    assert!(
        text.contains("Sitemap: https://langhe.example/sitemap.xml"),
        "{text}"
    );
}

fn locations(xml: &str) -> Vec<String> {
    xml.split("<loc>")
        .skip(1)
        .map(|rest| rest.split("</loc>").next().unwrap().to_owned())
        .collect()
}

fn catalogue(environment: Vec<(&'static str, String)>) -> Spawn {
    Spawn {
        // The first three have Italian pages too.
        properties: (0..10)
            .map(|n| property(&format!("{}", 400 + n), Visibility::Visible, 400_000, false))
            .enumerate()
            .map(|(n, home)| if n < 3 { translated(home) } else { home })
            .collect(),
        articles: vec![article(1, "Truffles"), article(2, "Wine")],
        environment,
        ..Spawn::site()
    }
}

#[tokio::test]
async fn past_its_limit_the_sitemap_is_an_index_of_parts_that_hold_every_url_once() {
    let whole = spawn(catalogue(vec![])).await;
    let single = body_text(whole.in_process.get("/sitemap.xml").send().await).await;
    let mut expected = locations(&single);
    assert_eq!(expected.len(), 33, "{single}");

    let site = spawn(catalogue(vec![(
        "LANGHE_SITEMAP_URLS_PER_FILE",
        "10".into(),
    )]))
    .await;
    let response = site.in_process.get("/sitemap.xml").send().await;
    response.assert_status_is_ok();
    let index = body_text(response).await;
    assert!(
        index.contains("<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"),
        "{index}"
    );
    assert!(!index.contains("<urlset"), "{index}");
    let parts = locations(&index);
    assert_eq!(
        parts,
        (1..=4)
            .map(|n| format!("{PUBLIC_URL}/sitemap/{n}.xml"))
            .collect::<Vec<_>>()
    );

    let mut listed = Vec::new();
    for (number, part) in parts.iter().enumerate() {
        let path = part.strip_prefix(PUBLIC_URL).unwrap();
        let response = site.in_process.get(path).send().await;
        response.assert_status_is_ok();
        assert_eq!(
            header(&response, "content-type").as_deref(),
            Some("application/xml; charset=utf-8")
        );
        let xml = body_text(response).await;
        assert!(
            xml.starts_with(r#"<?xml version="1.0" encoding="UTF-8"?>"#),
            "{xml}"
        );
        assert!(xml.trim_end().ends_with("</urlset>"), "{xml}");
        let urls = locations(&xml);
        assert_eq!(urls.len(), if number < 3 { 10 } else { 3 }, "{xml}");
        listed.extend(urls);
    }
    listed.sort();
    expected.sort();
    assert_eq!(listed, expected);
    site.in_process
        .get("/sitemap/5.xml")
        .send()
        .await
        .assert_status(poem::http::StatusCode::NOT_FOUND);
    whole
        .in_process
        .get("/sitemap/1.xml")
        .send()
        .await
        .assert_status(poem::http::StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn past_its_byte_limit_the_sitemap_is_split_into_parts_within_it() {
    // The limit the site is given below.
    const LIMIT: usize = 2_000;
    let whole = spawn(catalogue(vec![])).await;
    let single = body_text(whole.in_process.get("/sitemap.xml").send().await).await;
    assert!(single.len() > 2 * LIMIT, "{}", single.len());
    let mut expected = locations(&single);

    let site = spawn(catalogue(vec![(
        "LANGHE_SITEMAP_BYTES_PER_FILE",
        "2000".into(),
    )]))
    .await;
    let index = body_text(site.in_process.get("/sitemap.xml").send().await).await;
    let parts = locations(&index);
    assert!(parts.len() >= 3, "{index}");
    let mut listed = Vec::new();
    for part in &parts {
        let path = part.strip_prefix(PUBLIC_URL).unwrap();
        let xml = body_text(site.in_process.get(path).send().await).await;
        assert!(xml.len() <= LIMIT, "{path}: {} bytes", xml.len());
        assert!(xml.trim_end().ends_with("</urlset>"), "{xml}");
        listed.extend(locations(&xml));
    }
    listed.sort();
    expected.sort();
    assert_eq!(listed, expected);
}
