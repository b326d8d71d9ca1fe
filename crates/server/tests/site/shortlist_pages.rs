//! The shortlist pages (issue 28): a page in each language, paired by `hreflang`, drawn the
//! same for everyone (the homes live in the visitor's browser), so kept out of search
//! results, shared caches and the sitemap; a share link's query draws the same page.

use crate::support::pages::*;

const ENGLISH: &str = "/shortlist";
const ITALIAN: &str = "/it/preferiti";

#[tokio::test]
async fn the_shortlist_is_a_page_in_english_and_in_italian_kept_out_of_search_results() {
    let site = spawn(Spawn::site()).await;
    for (path, language, title) in [
        (ENGLISH, "en", "Your shortlist | Langhe Property"),
        (ITALIAN, "it", "I suoi preferiti | Langhe Property"),
    ] {
        let response = site.in_process.get(path).send().await;
        response.assert_status_is_ok();
        let cache_control = header(&response, "cache-control").unwrap_or_default();
        assert!(!cache_control.contains("public"), "{path}: {cache_control}");
        let html = body_text(response).await;
        assert!(
            html.contains(&format!(r#"<html lang="{language}">"#)),
            "{html}"
        );
        assert!(html.contains(&format!("<title>{title}</title>")), "{html}");
        assert!(
            html.contains(r#"<meta name="robots" content="noindex">"#),
            "{path}: {html}"
        );
        let alternate =
            format!(r#"<link rel="alternate" hreflang="it" href="{PUBLIC_URL}{ITALIAN}">"#);
        assert!(html.contains(&alternate), "{alternate} in {html}");
    }
}

#[tokio::test]
async fn a_share_link_draws_the_same_page_and_the_sitemap_leaves_both_out() {
    let site = spawn(Spawn::site()).await;
    let plain = body_text(site.in_process.get(ENGLISH).send().await).await;
    let shared = site.in_process.get("/shortlist?refs=101,102").send().await;
    shared.assert_status_is_ok();
    assert_eq!(body_text(shared).await, plain);

    let sitemap = body_text(site.in_process.get("/sitemap.xml").send().await).await;
    for path in [ENGLISH, ITALIAN] {
        assert!(
            !sitemap.contains(&format!("{PUBLIC_URL}{path}<")),
            "{path} in {sitemap}"
        );
    }
}
