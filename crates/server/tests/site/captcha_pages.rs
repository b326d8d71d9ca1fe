//! The captcha the pages' forms use: named in the site configuration with its public site key
//! and script (never the secret), and its hosts in the policy only when it is configured.

use crate::support::pages::*;

const SECRET: &str = "0x4AAA-never-in-a-page";

fn directive(csp: &str, name: &str) -> String {
    csp.split(';')
        .map(str::trim)
        .find(|d| d.starts_with(&format!("{name} ")))
        .unwrap_or_else(|| panic!("no {name} in {csp}"))
        .to_owned()
}

#[tokio::test]
async fn the_proof_of_work_default_loads_nothing_from_anyone_else() {
    let site = spawn(Spawn::site()).await;
    let response = site.in_process.get("/contact-langhe-property").send().await;
    let csp = header(&response, "content-security-policy").unwrap();
    assert_eq!(directive(&csp, "script-src"), "script-src 'self'");
    assert_eq!(
        directive(&csp, "frame-src"),
        "frame-src https://www.youtube-nocookie.com"
    );
    let config = site_config(&body_text(response).await);
    assert_eq!(config["captchaProvider"], "pow");
    assert_eq!(config["captchaSiteKey"], serde_json::Value::Null);
    assert_eq!(config["captchaScriptUrl"], serde_json::Value::Null);
}

#[tokio::test]
async fn a_hosted_captcha_reaches_the_page_with_its_site_key_and_opens_its_hosts() {
    let site = spawn(Spawn {
        environment: vec![
            ("LANGHE_CAPTCHA", "turnstile".into()),
            ("LANGHE_CAPTCHA_SITE_KEY", "0x4AAA-site-key".into()),
            ("LANGHE_CAPTCHA_SECRET", SECRET.into()),
        ],
        ..Spawn::site()
    })
    .await;
    let response = site.in_process.get("/contact-langhe-property").send().await;
    let csp = header(&response, "content-security-policy").unwrap();
    assert_eq!(
        directive(&csp, "script-src"),
        "script-src 'self' https://challenges.cloudflare.com"
    );
    assert_eq!(
        directive(&csp, "frame-src"),
        "frame-src https://www.youtube-nocookie.com https://challenges.cloudflare.com"
    );
    assert!(!csp.contains("'unsafe-inline'"), "{csp}");
    let html = body_text(response).await;
    assert!(
        !html.contains(SECRET),
        "the secret must never reach a browser"
    );
    let config = site_config(&html);
    assert_eq!(config["captchaProvider"], "turnstile");
    assert_eq!(config["captchaSiteKey"], "0x4AAA-site-key");
    assert_eq!(
        config["captchaScriptUrl"],
        "https://challenges.cloudflare.com/turnstile/v0/api.js"
    );
}

#[tokio::test]
async fn a_script_mirror_is_named_in_the_page_and_its_origin_allowed_for_scripts() {
    let site = spawn(Spawn {
        environment: vec![
            ("LANGHE_CAPTCHA", "hcaptcha".into()),
            ("LANGHE_CAPTCHA_SITE_KEY", "site-key".into()),
            ("LANGHE_CAPTCHA_SECRET", SECRET.into()),
            (
                "LANGHE_CAPTCHA_SCRIPT_URL",
                "https://static.langhe.example/hcaptcha/api.js".into(),
            ),
        ],
        ..Spawn::site()
    })
    .await;
    let response = site.in_process.get("/").send().await;
    let csp = header(&response, "content-security-policy").unwrap();
    assert_eq!(
        directive(&csp, "script-src"),
        "script-src 'self' https://hcaptcha.com https://*.hcaptcha.com https://static.langhe.example"
    );
    assert_eq!(
        directive(&csp, "connect-src"),
        "connect-src 'self' https://hcaptcha.com https://*.hcaptcha.com"
    );
    let config = site_config(&body_text(response).await);
    assert_eq!(
        config["captchaScriptUrl"],
        "https://static.langhe.example/hcaptcha/api.js"
    );
}
