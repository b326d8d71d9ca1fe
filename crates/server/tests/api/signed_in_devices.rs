//! "Signed-in devices": each session listed with its device, and ended on its own.

use crate::support::app::{assert_error, spawn_app, TestApp};
use domain::{Email, Role};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

const FIREFOX_ON_WINDOWS: &str =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_ON_IPHONE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) \
     AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

impl TestApp {
    /// Signs `email` in from a browser saying `user_agent`, through a one-time link.
    async fn sign_in_from(&self, email: &str, user_agent: &str) -> String {
        let email = Email::parse(email).unwrap();
        let staff = &self.state.staff;
        let secret = app::staff::create_sign_in_link(
            staff.users.as_ref(),
            staff.sign_in_links.as_ref(),
            &email,
            Role::Admin,
            chrono::Utc::now(),
        )
        .await
        .unwrap();
        let (status, body) = self
            .post_json_with(
                "/api/users/one-time-link",
                &json!({ "token": secret }),
                &[("User-Agent", user_agent)],
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body["token"].as_str().unwrap().to_owned()
    }

    async fn devices(&self, token: &str) -> Vec<Value> {
        let (status, body) = self.get_as("/api/users/sessions", Some(token)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body.as_array().unwrap().clone()
    }

    async fn end_device(&self, token: &str, id: &Value) -> (StatusCode, Value) {
        self.send_json(
            Method::DELETE,
            &format!("/api/users/sessions/{id}"),
            Some(token),
            &Value::Null,
        )
        .await
    }
}

#[tokio::test]
async fn the_list_names_each_device_and_marks_the_one_asking() {
    let app = spawn_app().await;
    let laptop = app
        .sign_in_from("anna@langhe.test", FIREFOX_ON_WINDOWS)
        .await;
    let phone = app.sign_in_from("anna@langhe.test", SAFARI_ON_IPHONE).await;
    app.sign_in_from("colleague@langhe.test", FIREFOX_ON_WINDOWS)
        .await;

    let devices = app.devices(&phone).await;
    assert_eq!(devices.len(), 2, "only her own sessions: {devices:?}");
    let named = |name: &str| {
        devices
            .iter()
            .find(|device| device["device"] == name)
            .unwrap_or_else(|| panic!("{name} in {devices:?}"))
            .clone()
    };
    assert_eq!(named("Safari on iPhone")["thisDevice"], true);
    assert_eq!(named("Firefox on Windows")["thisDevice"], false);
    for device in &devices {
        for field in ["signedInAt", "lastSeenAt", "expiresAt"] {
            assert!(device[field].as_str().is_some(), "{field} in {device}");
        }
    }
    let from_laptop = app.devices(&laptop).await;
    let this = from_laptop
        .iter()
        .find(|d| d["thisDevice"] == true)
        .unwrap();
    assert_eq!(this["device"], "Firefox on Windows");
}

#[tokio::test]
async fn ending_one_device_signs_out_that_device_only() {
    let app = spawn_app().await;
    let laptop = app
        .sign_in_from("anna@langhe.test", FIREFOX_ON_WINDOWS)
        .await;
    let phone = app.sign_in_from("anna@langhe.test", SAFARI_ON_IPHONE).await;
    let colleague = app
        .sign_in_from("colleague@langhe.test", FIREFOX_ON_WINDOWS)
        .await;
    let phone_id = app
        .devices(&phone)
        .await
        .into_iter()
        .find(|d| d["thisDevice"] == true)
        .unwrap()["id"]
        .clone();
    let colleague_id = app.devices(&colleague).await[0]["id"].clone();

    let (status, body) = app.end_device(&laptop, &phone_id).await;
    assert_eq!(status, StatusCode::NO_CONTENT, "{body}");
    let (status, body) = app.get_as("/api/users/logged", Some(&phone)).await;
    assert_error(status, &body, 401, "Sign-in required");
    let (status, _) = app.get_as("/api/users/logged", Some(&laptop)).await;
    assert_eq!(status, StatusCode::OK, "the laptop stays signed in");
    assert_eq!(app.devices(&laptop).await.len(), 1);

    let (status, body) = app.end_device(&laptop, &phone_id).await;
    assert_error(status, &body, 404, "This device is not signed in");
    let (status, body) = app.end_device(&laptop, &colleague_id).await;
    assert_error(status, &body, 404, "This device is not signed in");
    // `null` is what a client sends for an id it never had: no session, not a parse error.
    let (status, body) = app.end_device(&laptop, &Value::Null).await;
    assert_error(status, &body, 404, "This device is not signed in");
    let (status, _) = app.get_as("/api/users/logged", Some(&colleague)).await;
    assert_eq!(
        status,
        StatusCode::OK,
        "another person's session is not hers to end"
    );
}

#[tokio::test]
async fn the_devices_list_and_ending_a_device_need_a_session() {
    let app = spawn_app().await;
    let (status, body) = app.get_as("/api/users/sessions", None).await;
    assert_error(status, &body, 401, "Sign-in required");
    let (status, body) = app.end_device("not-a-token", &json!(1)).await;
    assert_error(status, &body, 401, "Sign-in required");
}
