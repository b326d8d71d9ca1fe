//! The privacy and cookie policy: a page in each language, paired by `hreflang`, in the
//! sitemap, and told by the configuration which other companies receive visitors' data and
//! how long backups keep it.

use crate::support::pages::*;
use serde_json::json;

const ENGLISH: &str = "/privacy-policy";
const ITALIAN: &str = "/it/informativa-privacy";

async fn page(site: &TestApp, path: &str) -> String {
    let response = site.in_process.get(path).send().await;
    response.assert_status_is_ok();
    body_text(response).await
}

#[tokio::test]
async fn the_policy_is_a_page_in_english_and_in_italian_each_naming_the_other() {
    let site = spawn(Spawn::site()).await;
    let english = page(&site, ENGLISH).await;
    assert!(english.contains(r#"<html lang="en">"#), "{english}");
    assert!(
        english.contains("<title>Privacy and cookie policy | Langhe Property</title>"),
        "{english}"
    );
    let italian = page(&site, ITALIAN).await;
    assert!(italian.contains(r#"<html lang="it">"#), "{italian}");
    assert!(
        italian.contains("<title>Informativa sulla privacy e sui cookie | Langhe Property</title>"),
        "{italian}"
    );
    for html in [&english, &italian] {
        for (language, path) in [("en", ENGLISH), ("it", ITALIAN), ("x-default", ENGLISH)] {
            let alternate = format!(
                r#"<link rel="alternate" hreflang="{language}" href="{PUBLIC_URL}{path}">"#
            );
            assert!(html.contains(&alternate), "{alternate} in {html}");
        }
    }
}

#[tokio::test]
async fn the_sitemap_lists_both_policies() {
    let site = spawn(Spawn::site()).await;
    let xml = page(&site, "/sitemap.xml").await;
    for path in [ENGLISH, ITALIAN] {
        let location = format!("<loc>{PUBLIC_URL}{path}</loc>");
        assert!(xml.contains(&location), "{location} in {xml}");
    }
}

#[tokio::test]
async fn by_default_the_policy_names_youtube_only_no_backups_and_two_years_for_closed_leads() {
    let site = spawn(Spawn::site()).await;
    let config = site_config(&page(&site, ENGLISH).await);
    assert_eq!(
        config["privacy"],
        json!({ "processors": ["youtube"], "backupDays": null, "leadRetentionMonths": 24 })
    );
}

#[tokio::test]
async fn the_configured_lead_retention_reaches_the_policy_in_both_languages() {
    let site = spawn(Spawn {
        environment: vec![("LANGHE_LEAD_RETENTION_MONTHS", "18".into())],
        ..Spawn::site()
    })
    .await;
    for path in [ENGLISH, ITALIAN] {
        let config = site_config(&page(&site, path).await);
        assert_eq!(config["privacy"]["leadRetentionMonths"], 18, "{path}");
    }
}

#[tokio::test]
async fn configuring_mail_a_hosted_captcha_and_mapbox_names_them_in_the_policy() {
    let site = spawn(Spawn {
        environment: vec![
            ("LANGHE_SMTP_HOST", "mail.example".into()),
            ("LANGHE_CAPTCHA", "turnstile".into()),
            ("LANGHE_CAPTCHA_SITE_KEY", "0x4AAA-site-key".into()),
            ("LANGHE_CAPTCHA_SECRET", "0x4AAA-secret".into()),
            ("LANGHE_MAPBOX_TOKEN", "pk.test-token".into()),
        ],
        ..Spawn::site()
    })
    .await;
    for path in [ENGLISH, ITALIAN] {
        let config = site_config(&page(&site, path).await);
        assert_eq!(
            config["privacy"]["processors"],
            json!(["mailProvider", "hostedCaptcha", "mapbox", "youtube"]),
            "{path}"
        );
    }
}
