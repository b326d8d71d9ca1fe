use crate::support::pages::*;

const EVERY_KIND_OF_RESPONSE: [&str; 7] = [
    "/",
    "/no-such-page",
    APP_SCRIPT,
    "/assets/missing.js",
    "/sitemap.xml",
    "/robots.txt",
    "/api/missing",
];

fn assert_security_headers(response: &poem::test::TestResponse, path: &str) {
    let csp =
        header(response, "content-security-policy").unwrap_or_else(|| panic!("{path}: no CSP"));
    assert!(csp.contains("default-src 'self'"), "{path}: {csp}");
    assert!(csp.contains("script-src 'self'"), "{path}: {csp}");
    assert!(!csp.contains("'unsafe-inline'"), "{path}: {csp}");
    assert!(csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
    assert!(csp.contains("object-src 'none'"), "{path}: {csp}");
    assert!(
        csp.contains("frame-src https://www.youtube-nocookie.com"),
        "{path}: {csp}"
    );
    assert_eq!(
        header(response, "x-content-type-options").as_deref(),
        Some("nosniff"),
        "{path}"
    );
    assert_eq!(
        header(response, "referrer-policy").as_deref(),
        Some("strict-origin-when-cross-origin"),
        "{path}"
    );
    assert_eq!(
        header(response, "x-frame-options").as_deref(),
        Some("DENY"),
        "{path}"
    );
    assert_eq!(
        header(response, "permissions-policy").as_deref(),
        Some("geolocation=(), camera=(), microphone=()"),
        "{path}"
    );
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let site = spawn(Spawn::site()).await;
    for path in EVERY_KIND_OF_RESPONSE {
        let response = site.in_process.get(path).send().await;
        assert_security_headers(&response, path);
    }
    let refused = site.in_process.post("/").send().await;
    refused.assert_status(poem::http::StatusCode::METHOD_NOT_ALLOWED);
    assert_security_headers(&refused, "POST /");
}

#[tokio::test]
async fn hsts_is_sent_only_when_the_site_is_reached_over_tls() {
    let plain = spawn(Spawn {
        environment: vec![("LANGHE_PUBLIC_URL", "http://127.0.0.1:8080".into())],
        ..Spawn::site()
    })
    .await;
    let response = plain.in_process.get("/").send().await;
    assert!(header(&response, "strict-transport-security").is_none());

    let proxied = plain
        .in_process
        .get("/")
        .header("X-Forwarded-Proto", "https")
        .send()
        .await;
    assert!(header(&proxied, "strict-transport-security")
        .unwrap()
        .starts_with("max-age="));

    let public_https = spawn(Spawn::site()).await;
    let response = public_https.in_process.get("/api/missing").send().await;
    assert!(header(&response, "strict-transport-security").is_some());
}

#[tokio::test]
async fn maps_and_a_cdn_widen_the_policy_only_when_configured() {
    let plain = spawn(Spawn::site()).await;
    let csp = header(
        &plain.in_process.get("/").send().await,
        "content-security-policy",
    )
    .unwrap();
    assert!(!csp.contains("mapbox"), "{csp}");

    let configured = spawn(Spawn {
        environment: vec![
            ("LANGHE_MAPBOX_TOKEN", "pk.test-token".into()),
            ("LANGHE_IMAGE_BASE_URL", "https://cdn.example/images".into()),
        ],
        ..Spawn::site()
    })
    .await;
    let response = configured.in_process.get("/").send().await;
    let csp = header(&response, "content-security-policy").unwrap();
    assert!(csp.contains("connect-src 'self' https://api.mapbox.com https://events.mapbox.com https://*.tiles.mapbox.com"), "{csp}");
    assert!(
        csp.contains("img-src 'self' data: blob: https://cdn.example"),
        "{csp}"
    );
    assert!(csp.contains("worker-src 'self' blob:"), "{csp}");
    assert!(csp.contains("child-src blob:"), "{csp}");
    assert!(body_text(response)
        .await
        .contains(r#""mapboxToken":"pk.test-token""#));
}

#[tokio::test]
async fn a_page_carries_its_screens_stylesheet_inline_and_its_policy_allows_exactly_that_block() {
    use base64::Engine as _;
    use sha2::Digest as _;
    let site = spawn(Spawn::site()).await;
    let response = site
        .in_process
        .get("/")
        .header("accept-encoding", "br")
        .send()
        .await;
    response.assert_status_is_ok();
    let csp = header(&response, "content-security-policy").unwrap();
    let html = unbrotli(&body_bytes(response).await);
    assert!(
        html.contains(&format!(
            r#"<style>{HOME_CSS}</style><link rel="stylesheet" crossorigin href="{HOME_STYLESHEET}" disabled="">"#
        )),
        "{html}"
    );
    let source = format!(
        "'sha256-{}'",
        base64::engine::general_purpose::STANDARD.encode(sha2::Sha256::digest(HOME_CSS))
    );
    assert!(csp.contains(&format!("style-src 'self' {source}")), "{csp}");
    assert!(!csp.contains("'unsafe-inline'"), "{csp}");
    // Other responses keep the plain policy.
    let api = site.in_process.get("/api/missing").send().await;
    let api_csp = header(&api, "content-security-policy").unwrap();
    assert!(!api_csp.contains("sha256"), "{api_csp}");
}

/// A page from the cache reuses the policy worked out for its style blocks the first time:
/// each encoding's answer from the cache carries exactly the headers and bytes it was drawn
/// with (but its request id).
#[tokio::test]
async fn a_page_from_the_cache_carries_the_headers_and_bytes_it_was_first_sent_with() {
    let site = spawn(Spawn::site()).await;
    // The first request draws the page and keeps every encoding of it; the others are hits.
    for encoding in ["br", "gzip", "identity"] {
        let mut answers = Vec::new();
        for _ in 0..2 {
            let response = site
                .in_process
                .get("/")
                .header("accept-encoding", encoding)
                .send()
                .await;
            response.assert_status_is_ok();
            let mut headers: Vec<(String, String)> = response
                .0
                .headers()
                .iter()
                .filter(|(name, _)| name.as_str() != "x-request-id")
                .map(|(name, value)| (name.to_string(), value.to_str().unwrap().to_owned()))
                .collect();
            headers.sort();
            answers.push((headers, body_bytes(response).await));
        }
        assert!(
            answers[0]
                .0
                .iter()
                .any(|(name, value)| name == "content-security-policy"
                    && value.contains("style-src 'self' 'sha256-")),
            "{encoding}: {:?}",
            answers[0].0
        );
        assert_eq!(answers[0], answers[1], "{encoding}");
    }
}

/// A browser that revalidates a page replaces the stored page's headers with the 304's
/// (RFC 9111 §4.3.4): a 304 that named fewer style blocks in its policy than its 200 left every
/// reloaded page unstyled. So every header of the 200 comes back on its 304, but the request id
/// and the representation's own metadata, which a 304 leaves out (RFC 9110 §15.4.5).
#[tokio::test]
async fn a_304_carries_every_header_of_the_200_it_revalidates() {
    const NOT_ON_A_304: [&str; 4] = [
        "x-request-id",
        "content-type",
        "content-encoding",
        "content-length",
    ];
    let headers = |response: &poem::test::TestResponse| {
        let mut headers: Vec<(String, String)> = response
            .0
            .headers()
            .iter()
            .filter(|(name, _)| !NOT_ON_A_304.contains(&name.as_str()))
            .map(|(name, value)| (name.to_string(), value.to_str().unwrap().to_owned()))
            .collect();
        headers.sort();
        headers
    };
    let site = spawn(Spawn {
        properties: vec![property("123", domain::Visibility::Visible, 450_000, false)],
        articles: vec![article(1, "Truffles")],
        ..Spawn::site()
    })
    .await;
    for path in [
        "/",
        "/it/index.html",
        "/piedmont-property-for-sale",
        "/property/for-sale/in-italy/123",
        "/piemonte-property-news/langhe-property/truffle-season/1",
        "/contact-langhe-property",
        "/it/contatto-langhe-property-immobiliare",
    ] {
        for encoding in ["br", "gzip", "identity"] {
            let first = site
                .in_process
                .get(path)
                .header("accept-encoding", encoding)
                .send()
                .await;
            first.assert_status_is_ok();
            let etag = header(&first, "etag").unwrap_or_else(|| panic!("{path}: no ETag"));
            let revalidated = site
                .in_process
                .get(path)
                .header("accept-encoding", encoding)
                .header("if-none-match", &etag)
                .send()
                .await;
            revalidated.assert_status(poem::http::StatusCode::NOT_MODIFIED);
            assert_eq!(
                headers(&revalidated),
                headers(&first),
                "{path} ({encoding})"
            );
        }
    }
    // The home names its inline styles, so the comparison above covered them.
    let home = site.in_process.get("/").send().await;
    assert!(header(&home, "content-security-policy")
        .unwrap()
        .contains("style-src 'self' 'sha256-"));
}
