//! What the staff front end needs from the page server: the sign-in page, the sign-in
//! settings in the site configuration, and Google's origin in the policy only when configured.

use crate::support::pages::*;

const GOOGLE: &str = "https://accounts.google.com";

#[tokio::test]
async fn the_one_time_link_page_is_the_spa_kept_out_of_search_results() {
    let site = spawn(Spawn::site()).await;
    for path in ["/sign-in?token=abc", "/sign-in", "/sign-in/"] {
        let response = site.in_process.get(path).send().await;
        response.assert_status_is_ok();
        let html = body_text(response).await;
        assert!(html.contains(SPA_MARKER), "{path}: {html}");
        assert!(
            html.contains("<title>Sign in | Langhe Property</title>"),
            "{path}: {html}"
        );
        assert!(
            html.contains(r#"<meta name="robots" content="noindex">"#),
            "{path}: {html}"
        );
    }
    let sitemap = body_text(site.in_process.get("/sitemap.xml").send().await).await;
    assert!(!sitemap.contains("sign-in"), "{sitemap}");
}

#[tokio::test]
async fn the_staff_pages_are_the_spa_kept_out_of_search_results() {
    let site = spawn(Spawn::site()).await;
    let pages = [("/staff/enquiries", "Enquiries"), ("/staff/towns", "Towns")];
    for (page, title) in pages {
        for path in [page.to_owned(), format!("{page}/")] {
            let response = site.in_process.get(&path).send().await;
            response.assert_status_is_ok();
            let html = body_text(response).await;
            assert!(html.contains(SPA_MARKER), "{path}: {html}");
            let head_title = format!("<title>{title} | Langhe Property</title>");
            assert!(html.contains(&head_title), "{path}: {html}");
            assert!(
                html.contains(r#"<meta name="robots" content="noindex">"#),
                "{path}: {html}"
            );
        }
    }
    let sitemap = body_text(site.in_process.get("/sitemap.xml").send().await).await;
    assert!(!sitemap.contains("staff"), "{sitemap}");
}

#[tokio::test]
async fn without_sign_in_settings_the_config_says_null_and_the_policy_leaves_google_out() {
    let site = spawn(Spawn::site()).await;
    let response = site.in_process.get("/").send().await;
    let csp = header(&response, "content-security-policy").unwrap();
    assert!(!csp.contains(GOOGLE), "{csp}");
    let config = site_config(&body_text(response).await);
    assert_eq!(config["signInSequence"], serde_json::Value::Null);
    assert_eq!(config["googleClientId"], serde_json::Value::Null);
}

#[tokio::test]
async fn configured_sign_in_settings_reach_the_page_and_open_the_policy_to_google() {
    let site = spawn(Spawn {
        environment: vec![
            ("LANGHE_SIGN_IN_SEQUENCE", "barolo".into()),
            (
                "LANGHE_GOOGLE_CLIENT_ID",
                "123-abc.apps.googleusercontent.com".into(),
            ),
        ],
        ..Spawn::site()
    })
    .await;
    let response = site.in_process.get("/contact-langhe-property").send().await;
    let csp = header(&response, "content-security-policy").unwrap();
    for directive in ["script-src", "style-src", "connect-src", "frame-src"] {
        let sources = csp
            .split(';')
            .map(str::trim)
            .find(|d| d.starts_with(&format!("{directive} ")))
            .unwrap_or_else(|| panic!("no {directive} in {csp}"));
        assert!(
            sources.split(' ').any(|s| s == GOOGLE),
            "{directive}: {csp}"
        );
    }
    assert!(!csp.contains("'unsafe-inline'"), "{csp}");
    let config = site_config(&body_text(response).await);
    assert_eq!(config["signInSequence"], "barolo");
    assert_eq!(
        config["googleClientId"],
        "123-abc.apps.googleusercontent.com"
    );
}

#[tokio::test]
async fn another_openid_issuer_gets_no_google_button_or_google_policy() {
    let site = spawn(Spawn {
        environment: vec![
            ("LANGHE_GOOGLE_CLIENT_ID", "langhe".into()),
            ("LANGHE_OIDC_ISSUER", "https://id.example".into()),
        ],
        ..Spawn::site()
    })
    .await;
    let response = site.in_process.get("/").send().await;
    let csp = header(&response, "content-security-policy").unwrap();
    assert!(!csp.contains(GOOGLE), "{csp}");
    assert_eq!(
        site_config(&body_text(response).await)["googleClientId"],
        serde_json::Value::Null
    );
}
