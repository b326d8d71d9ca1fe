//! Sign-in, sessions, and the role × operation matrix.

use super::fixtures::property;
use super::staff_helpers::{forged_token, spawn_app_with_issuer, Caller, CENTURIES_IN_SECONDS};
use crate::support::app::{
    assert_error, spawn_app, spawn_apps_on_both_databases, TEST_SESSION_SECRET,
};
use domain::{Role, Visibility};
use reqwest::Method;
use serde_json::{json, Value};

fn valid_property(reference: &str) -> Value {
    json!({
        "ref": reference, "listing_title": "Villa", "location": "Barolo", "meta_title": "Villa in Barolo",
        "path": "villa-barolo", "pictures_path": "villa", "title": "A villa", "title2": "Among vines",
        "description": "<p onclick=\"x()\">Stone</p><script>alert(1)</script><a href=\"javascript:alert(1)\">a</a>",
    })
}

fn valid_article() -> Value {
    json!({ "listing_description": "Why", "meta_title": "Barolo", "path": "barolo", "title": "Barolo",
            "title2": "Wine", "text": "<p>Wine</p><img src=x onerror=alert(1)>", "published": true })
}

#[tokio::test]
async fn google_sign_in_answers_a_session_and_logged_reads_the_role_from_the_database() {
    let (app, issuer) = spawn_app_with_issuer().await;

    let (status, body) = app
        .send_json(
            Method::POST,
            "/api/users/google",
            None,
            &json!({ "credential": issuer.id_token_for("anna@example.com") }),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["user"]["email"], "anna@example.com");
    assert_eq!(body["user"]["role"], Value::Null);
    let token = body["token"].as_str().unwrap().to_owned();

    let email = domain::Email::parse("anna@example.com").unwrap();
    app.state
        .staff
        .users
        .set_role(&email, Some(Role::Agent))
        .await
        .unwrap();
    // The change of role ended the session opened without one: sign in again.
    let (status, body) = app.get_as("/api/users/logged", Some(&token)).await;
    assert_error(status, &body, 401, "Sign-in required");
    let (status, body) = app
        .send_json(
            Method::POST,
            "/api/users/google",
            None,
            &json!({ "credential": issuer.id_token_for("anna@example.com") }),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let token = body["token"].as_str().unwrap().to_owned();
    let (status, body) = app.get_as("/api/users/logged", Some(&token)).await;
    assert_eq!(status, 200);
    assert_eq!(body["role"], "agent");
    assert_eq!(body["picture"], "https://pictures.test/person.jpg");

    let mut foreign = issuer.claims_for("anna@example.com");
    foreign["aud"] = json!("another-client");
    let (status, body) = app
        .send_json(
            Method::POST,
            "/api/users/google",
            None,
            &json!({ "credential": issuer.sign(&foreign) }),
        )
        .await;
    assert_error(status, &body, 401, "Sign-in refused");
}

#[tokio::test]
async fn logged_is_401_for_every_caller_without_a_valid_session() {
    let app = spawn_app().await;
    for caller in Caller::ALL.into_iter().filter(|c| c.has_no_session()) {
        let token = app.token_for(caller).await;
        let (status, body) = app.get_as("/api/users/logged", token.as_deref()).await;
        assert_error(status, &body, 401, "Sign-in required");
    }
}

#[tokio::test]
async fn a_token_signed_with_the_key_but_valid_for_centuries_is_401() {
    let app = spawn_app().await;
    let admin = app
        .stored_session("admin@langhe.test", Some(Role::Admin))
        .await;
    let secret = TEST_SESSION_SECRET.as_bytes();

    let one_hour = forged_token(admin, secret, 3600);
    let (status, _) = app.get_as("/api/users/logged", Some(&one_hour)).await;
    assert_eq!(status, 200, "the test key signs tokens the server takes");
    let everlasting = forged_token(admin, secret, CENTURIES_IN_SECONDS);
    let (status, body) = app.get_as("/api/users/logged", Some(&everlasting)).await;
    assert_error(status, &body, 401, "Sign-in required");
}

/// Opens a session with a one-time sign-in link's secret.
async fn spend_link(
    app: &crate::support::app::TestApp,
    secret: &str,
) -> (reqwest::StatusCode, Value) {
    app.send_json(
        Method::POST,
        "/api/users/one-time-link",
        None,
        &json!({ "token": secret }),
    )
    .await
}

/// `langhe create-user` for someone who already has a session: what it does to it.
async fn session_after_create_user_again(first: Role, again: Role) -> u16 {
    let app = spawn_app().await;
    let email = domain::Email::parse("staff@langhe.test").unwrap();
    let link = async |role: Role| {
        app::staff::create_sign_in_link(
            app.state.staff.users.as_ref(),
            app.state.staff.sign_in_links.as_ref(),
            &email,
            role,
            chrono::Utc::now(),
        )
        .await
        .unwrap()
    };
    let (status, body) = spend_link(&app, &link(first).await).await;
    assert_eq!(status, 200, "{body}");
    let token = body["token"].as_str().unwrap().to_owned();
    link(again).await;
    app.get_as("/api/users/logged", Some(&token))
        .await
        .0
        .as_u16()
}

#[tokio::test]
async fn create_user_again_with_the_same_role_keeps_sessions_and_with_another_ends_them() {
    assert_eq!(
        session_after_create_user_again(Role::Agent, Role::Agent).await,
        200
    );
    assert_eq!(
        session_after_create_user_again(Role::Agent, Role::Admin).await,
        401
    );
}

#[tokio::test]
async fn a_role_changed_or_removed_ends_the_users_sessions_at_once() {
    let app = spawn_app().await;
    let body = valid_property("123");
    let email = domain::Email::parse("agent@langhe.test").unwrap();
    for new_role in [Some(Role::Admin), None] {
        let token = app
            .staff_token("agent@langhe.test", Some(Role::Agent))
            .await;
        let (status, _) = app
            .send_json(Method::PUT, "/api/properties", Some(&token), &body)
            .await;
        assert_ne!(status, 401);

        app.state
            .staff
            .users
            .set_role(&email, new_role)
            .await
            .unwrap();

        let (status, answer) = app
            .send_json(Method::PUT, "/api/properties", Some(&token), &body)
            .await;
        assert_error(status, &answer, 401, "Sign-in required");
        app.state
            .staff
            .users
            .set_role(&email, Some(Role::Agent))
            .await
            .unwrap();
    }
}

#[tokio::test]
async fn signing_out_ends_this_devices_session_and_no_other() {
    let app = spawn_app().await;
    let token = app
        .staff_token("admin@langhe.test", Some(Role::Admin))
        .await;
    let other_browser = app
        .staff_token("admin@langhe.test", Some(Role::Admin))
        .await;
    let colleague = app
        .staff_token("agent@langhe.test", Some(Role::Agent))
        .await;

    let (status, _) = app
        .send_json(
            Method::POST,
            "/api/users/sign-out",
            Some(&token),
            &json!({}),
        )
        .await;
    assert_eq!(status, 204);

    let (status, body) = app.get_as("/api/users/logged", Some(&token)).await;
    assert_error(status, &body, 401, "Sign-in required");
    let (status, _) = app.get_as("/api/users/logged", Some(&other_browser)).await;
    assert_eq!(status, 200, "the person's other browser stays signed in");
    let (status, body) = app
        .send_json(
            Method::POST,
            "/api/users/sign-out",
            Some(&token),
            &json!({}),
        )
        .await;
    assert_error(status, &body, 401, "Sign-in required");
    let (status, _) = app.get_as("/api/users/logged", Some(&colleague)).await;
    assert_eq!(status, 200, "another user's session goes on");
}

#[tokio::test]
async fn a_google_account_is_bound_to_the_issuers_subject_at_first_sign_in() {
    let (app, issuer) = spawn_app_with_issuer().await;
    let sign_in = |claims: Value| {
        let app = &app;
        let token = issuer.sign(&claims);
        async move {
            app.send_json(
                Method::POST,
                "/api/users/google",
                None,
                &json!({ "credential": token }),
            )
            .await
        }
    };
    let first = issuer.claims_for("anna@example.com");
    let (status, body) = sign_in(first.clone()).await;
    assert_eq!(status, 200, "{body}");
    let (status, again) = sign_in(first.clone()).await;
    assert_eq!(status, 200, "{again}");
    assert_eq!(again["user"]["email"], body["user"]["email"]);

    // The address passed to someone else at the provider: a new `sub`, the same e-mail.
    let mut next_holder = first;
    next_holder["sub"] = json!("someone-new");
    let (status, body) = sign_in(next_holder).await;
    assert_error(status, &body, 401, "Sign-in refused");
}

#[tokio::test]
async fn a_one_time_link_signs_in_once() {
    let app = spawn_app().await;
    let email = domain::Email::parse("first@langhe.test").unwrap();
    let secret = app::staff::create_sign_in_link(
        app.state.staff.users.as_ref(),
        app.state.staff.sign_in_links.as_ref(),
        &email,
        Role::Admin,
        chrono::Utc::now(),
    )
    .await
    .unwrap();

    let (status, body) = spend_link(&app, &secret).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["user"]["role"], "admin");
    let (status, body) = spend_link(&app, &secret).await;
    assert_error(
        status,
        &body,
        401,
        "This sign-in link is not valid any more",
    );

    let expired = app::staff::create_sign_in_link(
        app.state.staff.users.as_ref(),
        app.state.staff.sign_in_links.as_ref(),
        &email,
        Role::Admin,
        chrono::Utc::now() - chrono::Duration::minutes(31),
    )
    .await
    .unwrap();
    let (status, body) = spend_link(&app, &expired).await;
    assert_error(
        status,
        &body,
        401,
        "This sign-in link is not valid any more",
    );
}

/// Which callers succeed at an operation.
#[derive(Clone, Copy)]
enum Allowed {
    AdminAndAgent,
    AdminOnly,
}

async fn expect_matrix(
    name: &str,
    allowed: Allowed,
    call: impl AsyncFn(&crate::support::app::TestApp, Option<String>) -> u16,
) {
    for caller in Caller::ALL {
        let app = spawn_app().await;
        app.insert_property(&property("500", Visibility::Hidden, 1))
            .await;
        let token = app.token_for(caller).await;
        let status = call(&app, token).await;
        let expected = match caller {
            c if c.has_no_session() => 401,
            Caller::NoRole => 403,
            Caller::Agent if matches!(allowed, Allowed::AdminOnly) => 403,
            _ => 0,
        };
        if expected == 0 {
            assert!(
                (200..300).contains(&status),
                "{name} as {caller:?}: {status}"
            );
        } else {
            assert_eq!(status, expected, "{name} as {caller:?}");
        }
    }
}

#[tokio::test]
async fn every_staff_operation_follows_the_role_matrix() {
    expect_matrix(
        "create property",
        Allowed::AdminAndAgent,
        async |app, token| {
            app.send_json(
                Method::POST,
                "/api/properties",
                token.as_deref(),
                &valid_property("123"),
            )
            .await
            .0
            .as_u16()
        },
    )
    .await;
    expect_matrix(
        "update property",
        Allowed::AdminAndAgent,
        async |app, token| {
            app.send_json(
                Method::PUT,
                "/api/properties",
                token.as_deref(),
                &valid_property("500"),
            )
            .await
            .0
            .as_u16()
        },
    )
    .await;
    expect_matrix("delete property", Allowed::AdminOnly, async |app, token| {
        app.send_json(
            Method::DELETE,
            "/api/properties/500",
            token.as_deref(),
            &json!({}),
        )
        .await
        .0
        .as_u16()
    })
    .await;
    expect_matrix("create article", Allowed::AdminOnly, async |app, token| {
        app.send_json(
            Method::POST,
            "/api/articles",
            token.as_deref(),
            &valid_article(),
        )
        .await
        .0
        .as_u16()
    })
    .await;
    expect_matrix("create town", Allowed::AdminOnly, async |app, token| {
        app.send_json(
            Method::POST,
            "/api/towns",
            token.as_deref(),
            &json!({ "name": "Barolo", "path": "barolo" }),
        )
        .await
        .0
        .as_u16()
    })
    .await;
    expect_matrix("update town", Allowed::AdminOnly, async |app, token| {
        let id = app.insert_town(&super::fixtures::town("Barolo")).await;
        let body = json!({ "id": id.0, "name": "Barolo", "name2": "Langhe", "path": "barolo" });
        app.send_json(Method::PUT, "/api/towns", token.as_deref(), &body)
            .await
            .0
            .as_u16()
    })
    .await;
    expect_matrix(
        "page cache report",
        Allowed::AdminOnly,
        async |app, token| {
            app.get_as("/api/system/page-cache", token.as_deref())
                .await
                .0
                .as_u16()
        },
    )
    .await;
    expect_matrix(
        "delete image",
        Allowed::AdminAndAgent,
        async |app, token| {
            let path = "properties/500-house-500/background-pic-500.jpg";
            app.send_json(
                Method::POST,
                "/api/images/delete",
                token.as_deref(),
                &json!({ "path": path }),
            )
            .await
            .0
            .as_u16()
        },
    )
    .await;
}

#[tokio::test]
async fn property_validation_messages_come_in_the_specs_order_with_status_400() {
    let app = spawn_app().await;
    let token = app
        .staff_token("admin@langhe.test", Some(Role::Admin))
        .await;
    let steps: [(&str, &str, Value); 10] = [
        ("Reference number missing", "ref", json!("12a")),
        ("Reference number not valid", "ref", json!("321")),
        ("Listing title missing", "listing_title", json!("Villa")),
        ("Location missing", "location", json!("Barolo")),
        ("Meta title missing", "meta_title", json!("Villa in Barolo")),
        ("Path missing", "path", json!("villa")),
        ("Pictures path missing", "pictures_path", json!("villa")),
        ("Title missing", "title", json!("A villa")),
        ("Second title missing", "title2", json!("Among vines")),
        ("", "", json!(null)),
    ];
    let mut body = json!({});
    for (message, field, value) in steps {
        let (status, answer) = app
            .send_json(Method::POST, "/api/properties", Some(&token), &body)
            .await;
        if message.is_empty() {
            assert_eq!(status, 201, "{answer}");
            break;
        }
        assert_error(status, &answer, 400, message);
        body[field] = value;
    }
    let (status, answer) = app
        .send_json(Method::POST, "/api/properties", Some(&token), &body)
        .await;
    assert_error(
        status,
        &answer,
        409,
        "A property with this reference number already exists",
    );

    let (_, saved) = app.get_as("/api/properties/321", Some(&token)).await;
    assert_eq!(saved["sold"], false);
    assert_eq!(saved["visibility"], "hidden");
    let (status, _) = app.get_as("/api/properties/321", None).await;
    assert_eq!(status, 404, "a new property is hidden from the public");
}

#[tokio::test]
async fn article_validation_messages_come_in_the_specs_order() {
    let app = spawn_app().await;
    let token = app
        .staff_token("admin@langhe.test", Some(Role::Admin))
        .await;
    let order = [
        ("Listing description missing", "listing_description"),
        ("Meta title missing", "meta_title"),
        ("Path missing", "path"),
        ("Title missing", "title"),
        ("Second title missing", "title2"),
        ("Article content text missing", "text"),
    ];
    let complete = valid_article();
    let mut body = json!({});
    for (message, field) in order {
        let (status, answer) = app
            .send_json(Method::POST, "/api/articles", Some(&token), &body)
            .await;
        assert_error(status, &answer, 400, message);
        body[field] = complete[field].clone();
    }
    let (status, answer) = app
        .send_json(Method::POST, "/api/articles", Some(&token), &body)
        .await;
    assert_eq!(status, 201, "{answer}");
    // Saved without `published`: a draft, which staff read.
    let (_, article) = app
        .get_as(&format!("/api/articles/{}", answer["id"]), Some(&token))
        .await;
    let text = article["text"].as_str().unwrap();
    assert!(
        text.contains("<p>Wine</p>") && !text.contains("onerror"),
        "{text}"
    );
}

#[tokio::test]
async fn saved_html_is_sanitized_and_path_cannot_change() {
    let app = spawn_app().await;
    let token = app
        .staff_token("agent@langhe.test", Some(Role::Agent))
        .await;
    app.send_json(
        Method::POST,
        "/api/properties",
        Some(&token),
        &valid_property("123"),
    )
    .await;
    let mut edit = valid_property("123");
    edit["path"] = json!("another-path");
    edit["visibility"] = json!("visible");
    let (status, saved) = app
        .send_json(Method::PUT, "/api/properties", Some(&token), &edit)
        .await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["path"], "-villa-barolo");

    let (_, stored) = app.get_json("/api/properties/123").await;
    let description = stored["description"].as_str().unwrap();
    assert!(description.contains("Stone"), "{description}");
    for gone in ["script", "onclick", "javascript:"] {
        assert!(!description.contains(gone), "{gone} in {description}");
    }
}

#[tokio::test]
async fn hidden_properties_reach_staff_only() {
    let app = spawn_app().await;
    app.insert_property(&property("401", Visibility::Hidden, 1))
        .await;
    app.insert_property(&property("402", Visibility::Unlisted, 2))
        .await;
    app.insert_property(&property("403", Visibility::Visible, 3))
        .await;
    let agent = app
        .staff_token("agent@langhe.test", Some(Role::Agent))
        .await;
    let visitor = app.staff_token("visitor@langhe.test", None).await;

    let refs = |body: &Value| -> Vec<String> {
        let mut refs: Vec<String> = body["properties"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["ref"].as_str().unwrap().to_owned())
            .collect();
        refs.sort();
        refs
    };
    let (_, public) = app.get_as("/api/properties", None).await;
    assert_eq!(refs(&public), ["403"]);
    let (_, as_visitor) = app.get_as("/api/properties", Some(&visitor)).await;
    assert_eq!(refs(&as_visitor), ["403"]);
    let (_, as_agent) = app.get_as("/api/properties", Some(&agent)).await;
    assert_eq!(refs(&as_agent), ["401", "402", "403"]);

    for path in [
        "/api/properties/401",
        "/api/properties/401/meta",
        "/api/properties/401/gallery",
    ] {
        assert_eq!(app.get_as(path, None).await.0, 404, "{path}");
        assert_eq!(app.get_as(path, Some(&visitor)).await.0, 404, "{path}");
        assert_eq!(app.get_as(path, Some(&agent)).await.0, 200, "{path}");
    }
    let sitemap = app.get("/sitemap.xml").await.text().await.unwrap();
    assert!(
        !sitemap.contains("/401") && !sitemap.contains("/402"),
        "{sitemap}"
    );
}

#[tokio::test]
async fn the_public_list_shows_a_saved_property_at_once_despite_its_cache() {
    let app = spawn_app().await;
    let refs = |body: &Value| -> Vec<String> {
        body["properties"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["ref"].as_str().unwrap().to_owned())
            .collect()
    };
    let (_, before) = app.get_json("/api/properties?skip=0&take=10").await;
    assert!(!refs(&before).contains(&"321".to_owned()));

    let token = app
        .staff_token("admin@langhe.test", Some(Role::Admin))
        .await;
    let mut villa = valid_property("321");
    villa["visibility"] = json!("visible");
    let (status, body) = app
        .send_json(Method::POST, "/api/properties", Some(&token), &villa)
        .await;
    assert_eq!(status, 201, "{body}");
    let (_, after_create) = app.get_json("/api/properties?skip=0&take=10").await;
    assert!(
        refs(&after_create).contains(&"321".to_owned()),
        "{after_create}"
    );

    let (status, _) = app
        .send_json(
            Method::DELETE,
            "/api/properties/321",
            Some(&token),
            &json!({}),
        )
        .await;
    assert_eq!(status, 200);
    let (_, after_delete) = app.get_json("/api/properties?skip=0&take=10").await;
    assert!(
        !refs(&after_delete).contains(&"321".to_owned()),
        "{after_delete}"
    );
}

#[tokio::test]
async fn an_article_of_the_longest_text_the_domain_accepts_saves_despite_the_body_limits() {
    let app = spawn_app().await;
    let token = app
        .staff_token("admin@langhe.test", Some(Role::Admin))
        .await;
    // Up to 200,000 characters, mostly three-byte UTF-8 ("€"): over 400 KB of JSON.
    let paragraph = "<p>€€€€€€€€€€</p>";
    let text = paragraph.repeat(200_000 / paragraph.chars().count());
    assert!(text.chars().count() <= 200_000 && text.len() > 64 * 1024 * 4);
    let mut article = valid_article();
    article["text"] = json!(text);
    let (status, answer) = app
        .send_json(Method::POST, "/api/articles", Some(&token), &article)
        .await;
    assert_eq!(status, 201, "{answer}");
}

/// A town id that names no town is the caller's mistake, on both databases (it once reached
/// the foreign key and answered 500).
#[tokio::test]
async fn a_property_naming_an_unknown_town_is_refused_with_400() {
    for app in spawn_apps_on_both_databases().await {
        let token = app
            .staff_token("admin@langhe.test", Some(Role::Admin))
            .await;
        let mut body = json!({
            "ref": "321", "listing_title": "Villa", "location": "Barolo",
            "meta_title": "Villa in Barolo", "path": "villa", "pictures_path": "villa",
            "title": "A villa", "title2": "Among vines", "town_id": 987654,
        });
        let (status, answer) = app
            .send_json(Method::POST, "/api/properties", Some(&token), &body)
            .await;
        assert_error(status, &answer, 400, "Town not found");
        body["town_id"] = json!(null);
        let (status, answer) = app
            .send_json(Method::POST, "/api/properties", Some(&token), &body)
            .await;
        assert_eq!(status, 201, "{answer}");
        body["town_id"] = json!(987654);
        let (status, answer) = app
            .send_json(Method::PUT, "/api/properties", Some(&token), &body)
            .await;
        assert_error(status, &answer, 400, "Town not found");
    }
}

/// The published schema's maxLength counts what is sent, and so does the server: padding a
/// value past the cap is refused even though the trimmed text would fit.
#[tokio::test]
async fn length_caps_count_the_characters_as_sent() {
    let app = spawn_app().await;
    let token = app
        .staff_token("admin@langhe.test", Some(Role::Admin))
        .await;
    let padded_path = format!("barolo{}", " ".repeat(60));
    let (status, answer) = app
        .send_json(
            Method::POST,
            "/api/towns",
            Some(&token),
            &json!({ "name": "Barolo", "path": padded_path }),
        )
        .await;
    assert_error(status, &answer, 400, "Path must be at most 60 characters");
    let (status, answer) = app
        .send_json(
            Method::POST,
            "/api/towns",
            Some(&token),
            &json!({ "name": "Barolo", "path": " barolo ", "text": null }),
        )
        .await;
    assert_eq!(status, 201, "{answer}");
}
