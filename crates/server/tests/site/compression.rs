use crate::support::pages::*;

#[tokio::test]
async fn html_is_brotli_compressed_when_the_client_accepts_it() {
    let site = spawn(Spawn::site()).await;
    let response = site
        .in_process
        .get("/")
        .header("Accept-Encoding", "gzip, deflate, br")
        .send()
        .await;
    response.assert_status_is_ok();
    assert_eq!(header(&response, "content-encoding").as_deref(), Some("br"));
    assert!(header(&response, "vary")
        .unwrap()
        .to_ascii_lowercase()
        .contains("accept-encoding"));
    let html = unbrotli(&body_bytes(response).await);
    assert!(html.contains(SPA_MARKER), "{html}");
}

#[tokio::test]
async fn scripts_and_the_sitemap_are_gzipped_for_gzip_only_clients() {
    let site = spawn(Spawn::site()).await;
    for path in [APP_SCRIPT, "/sitemap.xml"] {
        let response = site
            .in_process
            .get(path)
            .header("Accept-Encoding", "gzip")
            .send()
            .await;
        response.assert_status_is_ok();
        assert_eq!(
            header(&response, "content-encoding").as_deref(),
            Some("gzip"),
            "{path}"
        );
        assert!(header(&response, "content-length").is_none(), "{path}");
        assert!(!gunzip(&body_bytes(response).await).is_empty(), "{path}");
    }
}

#[tokio::test]
async fn pictures_and_clients_without_accept_encoding_get_plain_bytes() {
    let site = spawn(Spawn::site()).await;
    let picture = site
        .in_process
        .get("/office.jpg")
        .header("Accept-Encoding", "br, gzip")
        .send()
        .await;
    picture.assert_status_is_ok();
    assert!(header(&picture, "content-encoding").is_none());
    assert_eq!(
        body_bytes(picture).await,
        [0xFFu8, 0xD8, 0xFF, 0xE0].repeat(200)
    );

    let plain = site.in_process.get("/").send().await;
    assert!(header(&plain, "content-encoding").is_none());
    assert!(body_text(plain).await.contains(SPA_MARKER));
}

#[tokio::test]
async fn precompressed_twins_from_the_build_are_sent_as_they_are() {
    let site = spawn(Spawn::site()).await;
    for (accept, encoding, twin) in [
        ("gzip, deflate, br", "br", BROTLI_TWIN),
        ("gzip", "gzip", GZIP_TWIN),
    ] {
        let response = site
            .in_process
            .get(STYLESHEET)
            .header("Accept-Encoding", accept)
            .send()
            .await;
        response.assert_status_is_ok();
        assert_eq!(
            header(&response, "content-encoding").as_deref(),
            Some(encoding)
        );
        assert_eq!(
            header(&response, "content-type").as_deref(),
            Some("text/css")
        );
        assert!(header(&response, "vary")
            .unwrap()
            .to_ascii_lowercase()
            .contains("accept-encoding"));
        assert_eq!(
            header(&response, "cache-control").as_deref(),
            Some("public, max-age=31536000, immutable")
        );
        assert_eq!(body_bytes(response).await, twin, "{accept}");
    }
    let plain = site.in_process.get(STYLESHEET).send().await;
    assert!(header(&plain, "content-encoding").is_none());
    assert_eq!(body_text(plain).await, "body{margin:0}".repeat(100));
}
