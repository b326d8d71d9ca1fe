//! The OpenID Connect verifier against a local issuer on loopback.

use adapters::identity::{OidcConfig, OidcIdentityVerifier};
use domain::ports::{IdentityError, IdentityVerifier};
use serde_json::json;
use std::time::Duration;
use test_services::oidc_issuer::{FakeOidcIssuer, FAKE_CLIENT_ID};

fn verifier(issuer: &FakeOidcIssuer, min_refresh_interval: Duration) -> OidcIdentityVerifier {
    let mut config = OidcConfig::discovered(issuer.issuer(), FAKE_CLIENT_ID);
    config.min_refresh_interval = min_refresh_interval;
    OidcIdentityVerifier::new(config).unwrap()
}

async fn assert_rejected(verifier: &OidcIdentityVerifier, token: &str) {
    let result = verifier.verify(token).await;
    assert!(
        matches!(result, Err(IdentityError::Rejected(_))),
        "{result:?}"
    );
}

#[tokio::test]
async fn a_valid_id_token_names_the_person() {
    let issuer = FakeOidcIssuer::start().await;
    let verifier = verifier(&issuer, Duration::ZERO);

    let identity = verifier
        .verify(&issuer.id_token_for("Anna@Example.com"))
        .await
        .unwrap();

    assert_eq!(identity.email.as_str(), "anna@example.com");
    assert_eq!(identity.name, "Test Person");
    assert_eq!(identity.picture, "https://pictures.test/person.jpg");
    assert_eq!(
        identity.subject,
        format!("{} sub-Anna@Example.com", issuer.issuer())
    );
}

#[tokio::test]
async fn a_token_not_valid_yet_is_rejected() {
    let issuer = FakeOidcIssuer::start().await;
    let verifier = verifier(&issuer, Duration::ZERO);
    let mut claims = issuer.claims_for("anna@example.com");
    claims["nbf"] = json!(chrono::Utc::now().timestamp() + 600);

    assert_rejected(&verifier, &issuer.sign(&claims)).await;
}

#[tokio::test]
async fn with_several_audiences_the_authorized_party_must_be_us() {
    let issuer = FakeOidcIssuer::start().await;
    let verifier = verifier(&issuer, Duration::ZERO);
    let mut claims = issuer.claims_for("anna@example.com");
    claims["aud"] = json!([FAKE_CLIENT_ID, "another-client"]);

    assert_rejected(&verifier, &issuer.sign(&claims)).await;
    claims["azp"] = json!("another-client");
    assert_rejected(&verifier, &issuer.sign(&claims)).await;
    claims["azp"] = json!(FAKE_CLIENT_ID);
    assert!(verifier.verify(&issuer.sign(&claims)).await.is_ok());
}

#[tokio::test]
async fn a_required_hosted_domain_must_be_the_tokens_hd() {
    let issuer = FakeOidcIssuer::start().await;
    let config = OidcConfig::discovered(issuer.issuer(), FAKE_CLIENT_ID)
        .with_hosted_domain("Langhe.Property");
    let verifier = OidcIdentityVerifier::new(config).unwrap();
    let mut claims = issuer.claims_for("anna@langhe.property");

    assert_rejected(&verifier, &issuer.sign(&claims)).await;
    claims["hd"] = json!("gmail.com");
    assert_rejected(&verifier, &issuer.sign(&claims)).await;
    claims["hd"] = json!("langhe.property");
    assert!(verifier.verify(&issuer.sign(&claims)).await.is_ok());
}

#[tokio::test]
async fn tokens_failing_any_check_are_rejected() {
    let issuer = FakeOidcIssuer::start().await;
    let verifier = verifier(&issuer, Duration::ZERO);
    let valid = issuer.claims_for("anna@example.com");
    let with = |field: &str, value: serde_json::Value| {
        let mut claims = valid.clone();
        claims[field] = value;
        issuer.sign(&claims)
    };
    let past = chrono::Utc::now().timestamp() - 3600;

    assert_rejected(&verifier, &issuer.sign_with_unpublished_key(&valid)).await;
    assert_rejected(&verifier, &with("iss", json!("https://evil.example"))).await;
    assert_rejected(&verifier, &with("aud", json!("someone-elses-client"))).await;
    assert_rejected(&verifier, &with("exp", json!(past))).await;
    assert_rejected(&verifier, &with("email_verified", json!(false))).await;
    assert_rejected(&verifier, &with("email_verified", json!(null))).await;
    assert_rejected(&verifier, &with("email", json!("not-an-address"))).await;
    assert_rejected(&verifier, "not.a.token").await;
    let token = issuer.sign(&valid);
    let mut tampered = token.clone();
    tampered.insert_str(token.find('.').unwrap() + 1, "eyJhZG1pbiI6dHJ1ZX0");
    assert_rejected(&verifier, &tampered).await;
}

#[tokio::test]
async fn a_shared_secret_or_unsigned_token_is_rejected_before_any_key_look_up() {
    let issuer = FakeOidcIssuer::start().await;
    let verifier = verifier(&issuer, Duration::ZERO);
    let claims = issuer.claims_for("anna@example.com");
    let hs256 = jsonwebtoken::encode(
        &jsonwebtoken::Header::new(jsonwebtoken::Algorithm::HS256),
        &claims,
        &jsonwebtoken::EncodingKey::from_secret(b"guessable"),
    )
    .unwrap();
    let mut parts = issuer
        .sign(&claims)
        .split('.')
        .map(str::to_owned)
        .collect::<Vec<_>>();
    use base64::Engine;
    parts[0] =
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(br#"{"alg":"none","kid":"key-1"}"#);
    let unsigned = format!("{}.{}.", parts[0], parts[1]);

    assert_rejected(&verifier, &hs256).await;
    assert_rejected(&verifier, &unsigned).await;
    assert_eq!(issuer.key_set_fetches(), 0);
}

#[tokio::test]
async fn rotated_keys_are_fetched_when_a_token_names_a_new_key() {
    let issuer = FakeOidcIssuer::start().await;
    let verifier = verifier(&issuer, Duration::ZERO);
    verifier
        .verify(&issuer.id_token_for("anna@example.com"))
        .await
        .unwrap();
    verifier
        .verify(&issuer.id_token_for("anna@example.com"))
        .await
        .unwrap();
    assert_eq!(issuer.key_set_fetches(), 1, "keys are cached");

    issuer.rotate_keys();

    verifier
        .verify(&issuer.id_token_for("anna@example.com"))
        .await
        .unwrap();
    assert_eq!(issuer.key_set_fetches(), 2);
}

#[tokio::test]
async fn unknown_keys_trigger_at_most_one_fetch_per_interval() {
    let issuer = FakeOidcIssuer::start().await;
    let verifier = verifier(&issuer, Duration::from_secs(3600));
    verifier
        .verify(&issuer.id_token_for("anna@example.com"))
        .await
        .unwrap();

    issuer.rotate_keys();
    for _ in 0..5 {
        assert_rejected(&verifier, &issuer.id_token_for("anna@example.com")).await;
    }

    assert_eq!(issuer.key_set_fetches(), 1);
}

#[tokio::test]
async fn an_unreachable_provider_is_unavailable_not_a_rejection() {
    let issuer = FakeOidcIssuer::start().await;
    let token = issuer.id_token_for("anna@example.com");
    let config = OidcConfig::discovered("http://127.0.0.1:9", FAKE_CLIENT_ID);
    let verifier = OidcIdentityVerifier::new(config).unwrap();

    assert!(matches!(
        verifier.verify(&token).await,
        Err(IdentityError::Unavailable)
    ));
}
