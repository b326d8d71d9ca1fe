//! The pages behind mailed links hold their secret in the address: every answer on them, an
//! error too, is kept by no cache, sends no `Referer` and varies with the browser's language.

use super::enquiry_helpers::spawn_form_app;
use reqwest::{Method, Response, StatusCode};
use serde_json::json;

fn assert_private_link_headers(response: &Response, what: &str) {
    let headers = response.headers();
    let value = |name: &str| {
        headers
            .get_all(name)
            .iter()
            .map(|value| value.to_str().unwrap().to_ascii_lowercase())
            .collect::<Vec<_>>()
            .join(", ")
    };
    assert_eq!(value("cache-control"), "no-store", "{what}");
    assert_eq!(value("referrer-policy"), "no-referrer", "{what}");
    assert!(
        value("vary").contains("accept-language"),
        "{what}: {headers:?}"
    );
}

#[tokio::test]
async fn every_answer_on_a_mailed_link_is_private_and_sends_no_referrer() {
    let app = spawn_form_app(100).await;
    let form = json!({
        "email": "anna@example.com", "consent": true, "captchaToken": app.quick_captcha_token(),
        "filters": { "min_price": 500000 }, "language": "en",
    });
    let (status, body) = app.post_json("/api/alerts", &form).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let now = chrono::Utc::now();
    let mail = app
        .state
        .enquiries
        .outbox
        .claim_due(now, now + chrono::Duration::minutes(5), 10)
        .await
        .unwrap()
        .remove(0);
    let manage = match &mail.addressee {
        domain::ports::Addressee::Subscriber {
            list_unsubscribe, ..
        } => list_unsubscribe
            .trim_start_matches("https://langhe.test")
            .replace("/unsubscribe?", "/manage?"),
        other => panic!("{other:?}"),
    };
    let response = app.get(&manage).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_private_link_headers(&response, "the manage page");

    let paths = [
        "/api/newsletter/confirm",
        "/api/newsletter/unsubscribe",
        "/api/alerts/confirm",
        "/api/alerts/manage",
        "/api/alerts/unsubscribe",
    ];
    for path in paths {
        for method in [Method::GET, Method::POST] {
            for query in ["?token=unknown", "", "?token="] {
                let response = app
                    .client()
                    .request(method.clone(), format!("{}{path}{query}", app.address))
                    .header("accept-language", "it")
                    .send()
                    .await
                    .unwrap();
                let what = format!("{method} {path}{query}: {}", response.status());
                assert_private_link_headers(&response, &what);
            }
        }
    }

    // Other answers keep the site's usual policy.
    let response = app.get("/api/towns").await;
    assert_eq!(
        response.headers()["referrer-policy"],
        "strict-origin-when-cross-origin"
    );
}
