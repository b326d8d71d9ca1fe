use adapters::captcha::{solve_pow_challenge, AltchaCaptcha, AltchaSettings, SqlSpentCaptchas};
use base64::Engine;
use domain::ports::{CaptchaChallenger, CaptchaError, CaptchaVerifier};
use sea_orm::DatabaseConnection;
use std::time::Duration;

fn captcha(conn: &DatabaseConnection, key: &str, lifetime: Duration) -> AltchaCaptcha {
    let settings = AltchaSettings {
        hmac_key: key.into(),
        max_number: 2_000,
        lifetime,
    };
    AltchaCaptcha::new(settings, SqlSpentCaptchas::new(conn.clone()))
}

async fn a_solved_challenge_is_accepted_once(conn: DatabaseConnection) {
    let captcha = captcha(&conn, "install-key", Duration::from_secs(300));
    let challenge = captcha.new_challenge().unwrap();
    assert_eq!(challenge.algorithm, "SHA-256");
    assert!(challenge.salt.contains("?expires="), "{}", challenge.salt);
    let token = solve_pow_challenge(&challenge).unwrap();

    assert_eq!(captcha.verify(&token, None).await, Ok(()));
    assert_eq!(
        captcha.verify(&token, None).await,
        Err(CaptchaError::Invalid),
        "replayed"
    );
    // A second server process sharing the database refuses it too.
    let other_process = self::captcha(&conn, "install-key", Duration::from_secs(300));
    assert_eq!(
        other_process.verify(&token, None).await,
        Err(CaptchaError::Invalid)
    );
}

async fn forged_expired_and_missing_tokens_are_refused(conn: DatabaseConnection) {
    let captcha = captcha(&conn, "install-key", Duration::from_secs(300));
    assert_eq!(captcha.verify("  ", None).await, Err(CaptchaError::Missing));
    assert_eq!(
        captcha.verify("garbage", None).await,
        Err(CaptchaError::Invalid)
    );

    let challenge = captcha.new_challenge().unwrap();
    let token = solve_pow_challenge(&challenge).unwrap();
    let json = String::from_utf8(
        base64::engine::general_purpose::STANDARD
            .decode(&token)
            .unwrap(),
    )
    .unwrap();
    let mut payload: serde_json::Value = serde_json::from_str(&json).unwrap();
    payload["number"] = serde_json::json!(payload["number"].as_u64().unwrap() + 1);
    assert_eq!(
        captcha.verify(&payload.to_string(), None).await,
        Err(CaptchaError::Invalid),
        "wrong number"
    );

    let other_key = self::captcha(&conn, "another-install", Duration::from_secs(300));
    assert_eq!(
        other_key.verify(&token, None).await,
        Err(CaptchaError::Invalid),
        "signed by someone else"
    );

    let short_lived = self::captcha(&conn, "install-key", Duration::from_secs(1));
    let expiring = solve_pow_challenge(&short_lived.new_challenge().unwrap()).unwrap();
    tokio::time::sleep(Duration::from_millis(2_100)).await;
    assert_eq!(
        short_lived.verify(&expiring, None).await,
        Err(CaptchaError::Invalid),
        "expired"
    );
}

crate::on_both_databases! {
    a_solved_challenge_is_accepted_once => super::a_solved_challenge_is_accepted_once,
    forged_expired_and_missing_tokens_are_refused => super::forged_expired_and_missing_tokens_are_refused,
}
