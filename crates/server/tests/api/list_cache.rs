//! The public list answered from its cache (in front of the router) against the same list
//! drawn: the same headers and the same bytes, in every encoding.

use super::fixtures::property;
use crate::support::app::spawn_app;
use domain::Visibility;

#[tokio::test]
async fn a_list_from_the_cache_carries_the_headers_and_bytes_it_was_drawn_with() {
    let app = spawn_app().await;
    for (reference, days_old) in [("101", 1), ("102", 2)] {
        app.insert_property(&property(reference, Visibility::Visible, days_old))
            .await;
    }
    // One query an encoding, so that each is drawn once, then answered from the cache.
    for (take, encoding) in [(10, "br"), (11, "gzip"), (12, "identity")] {
        let url = format!("{}/api/properties?skip=0&take={take}", app.address);
        let mut answers = Vec::new();
        for _ in 0..2 {
            let response = app
                .client()
                .get(&url)
                .header("accept-encoding", encoding)
                .send()
                .await
                .expect("request");
            assert_eq!(response.status(), 200);
            let mut headers: Vec<(String, String)> = response
                .headers()
                .iter()
                .filter(|(name, _)| !["x-request-id", "date"].contains(&name.as_str()))
                .map(|(name, value)| (name.to_string(), value.to_str().unwrap().to_owned()))
                .collect();
            headers.sort();
            answers.push((headers, response.bytes().await.expect("body")));
        }
        assert!(
            answers[0]
                .0
                .iter()
                .any(|(name, _)| name == "content-security-policy"),
            "{encoding}: {:?}",
            answers[0].0
        );
        assert_eq!(answers[0], answers[1], "{encoding}");
    }
}
