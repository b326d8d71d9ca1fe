//! Signing staff in for the black-box tests, and forging the tokens an attacker would try.

use crate::support::app::{spawn_app_with, TestApp, TEST_SESSION_SECRET};
use app::staff::{open_session, SessionRequest, SignedIn};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use domain::{Email, Role};
use jsonwebtoken::{encode, Algorithm, EncodingKey, Header};
use reqwest::StatusCode;
use serde_json::{json, Value};
use test_services::oidc_issuer::{FakeOidcIssuer, FAKE_CLIENT_ID};

/// Who is calling, for the role × operation matrix.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Caller {
    Anonymous,
    Malformed,
    Expired,
    /// Signed with the server's key, valid for centuries.
    Everlasting,
    WronglySigned,
    AlgNone,
    NoRole,
    Agent,
    Admin,
}

impl Caller {
    pub const ALL: [Caller; 9] = [
        Caller::Anonymous,
        Caller::Malformed,
        Caller::Expired,
        Caller::Everlasting,
        Caller::WronglySigned,
        Caller::AlgNone,
        Caller::NoRole,
        Caller::Agent,
        Caller::Admin,
    ];

    /// Callers without a valid session: 401 for every staff operation.
    pub fn has_no_session(self) -> bool {
        !matches!(self, Caller::NoRole | Caller::Agent | Caller::Admin)
    }
}

/// Three hundred years: what a forger holding the key would give a token.
pub const CENTURIES_IN_SECONDS: i64 = 300 * 365 * 24 * 3600;

/// A user's session as the server stores it, and the ids a token names.
#[derive(Debug, Clone, Copy)]
pub struct SessionIds {
    pub user_id: i64,
    pub session_id: i64,
}

fn claims(session: SessionIds, expires_in_seconds: i64) -> Value {
    let now = chrono::Utc::now().timestamp();
    json!({
        "sub": session.user_id.to_string(), "sid": session.session_id,
        "iat": now, "exp": now + expires_in_seconds,
    })
}

/// A token for a real, stored session, signed with `secret` and claiming its own lifetime.
pub fn forged_token(session: SessionIds, secret: &[u8], expires_in_seconds: i64) -> String {
    encode(
        &Header::new(Algorithm::HS256),
        &claims(session, expires_in_seconds),
        &EncodingKey::from_secret(secret),
    )
    .unwrap()
}

pub fn unsigned_token(session: SessionIds) -> String {
    format!(
        "{}.{}.",
        URL_SAFE_NO_PAD.encode(br#"{"alg":"none","typ":"JWT"}"#),
        URL_SAFE_NO_PAD.encode(claims(session, 3600).to_string())
    )
}

impl TestApp {
    /// A user with `role` in the database, and a valid session token for them (a new
    /// session, as a sign-in from another browser would open).
    pub async fn staff_token(&self, email: &str, role: Option<Role>) -> String {
        self.staff_session(email, role).await.token
    }

    /// A user with `role` in the database, and a new session of theirs.
    pub async fn staff_session(&self, email: &str, role: Option<Role>) -> SignedIn {
        let email = Email::parse(email).unwrap();
        let mut user = self
            .state
            .staff
            .users
            .upsert(&email, "Staff", "", role.clone())
            .await
            .unwrap();
        if role.is_none() {
            user = self.state.staff.users.set_role(&email, None).await.unwrap();
        }
        open_session(
            self.state.staff.session_ports(),
            user,
            &SessionRequest::new(false, None),
            chrono::Utc::now(),
        )
        .await
        .unwrap()
    }

    /// The ids of a new stored session of `email`'s, for tokens forged around it.
    pub async fn stored_session(&self, email: &str, role: Option<Role>) -> SessionIds {
        let signed_in = self.staff_session(email, role).await;
        let subject = self.state.staff.sessions.verify(&signed_in.token).unwrap();
        SessionIds {
            user_id: subject.user_id,
            session_id: subject.session_id,
        }
    }

    /// The Authorization header value `caller` sends, if any.
    pub async fn token_for(&self, caller: Caller) -> Option<String> {
        let admin = self
            .stored_session("boss@langhe.test", Some(Role::Admin))
            .await;
        match caller {
            Caller::Anonymous => None,
            Caller::Malformed => Some("not-a-token".into()),
            Caller::Expired => Some(forged_token(admin, TEST_SESSION_SECRET.as_bytes(), -60)),
            Caller::Everlasting => Some(forged_token(
                admin,
                TEST_SESSION_SECRET.as_bytes(),
                CENTURIES_IN_SECONDS,
            )),
            Caller::WronglySigned => Some(forged_token(admin, b"someone else's secret", 3600)),
            Caller::AlgNone => Some(unsigned_token(admin)),
            Caller::NoRole => Some(self.staff_token("visitor@langhe.test", None).await),
            Caller::Agent => Some(
                self.staff_token("agent@langhe.test", Some(Role::Agent))
                    .await,
            ),
            Caller::Admin => Some(
                self.staff_token("admin@langhe.test", Some(Role::Admin))
                    .await,
            ),
        }
    }

    pub fn request(
        &self,
        method: reqwest::Method,
        path: &str,
        token: Option<&str>,
    ) -> reqwest::RequestBuilder {
        let request = self
            .client()
            .request(method, format!("{}{path}", self.address));
        match token {
            Some(token) => request.bearer_auth(token),
            None => request,
        }
    }

    /// Sends JSON and returns the status and the JSON body (Null when there is none).
    pub async fn send_json(
        &self,
        method: reqwest::Method,
        path: &str,
        token: Option<&str>,
        body: &Value,
    ) -> (StatusCode, Value) {
        let response = self
            .request(method, path, token)
            .json(body)
            .send()
            .await
            .expect("request");
        let status = response.status();
        let text = response.text().await.unwrap();
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    pub async fn get_as(&self, path: &str, token: Option<&str>) -> (StatusCode, Value) {
        let response = self
            .request(reqwest::Method::GET, path, token)
            .send()
            .await
            .expect("request");
        let status = response.status();
        (status, response.json().await.unwrap_or(Value::Null))
    }
}

/// An app whose Google sign-in is a local issuer.
pub async fn spawn_app_with_issuer() -> (TestApp, FakeOidcIssuer) {
    let issuer = FakeOidcIssuer::start().await;
    let app = spawn_app_with(&[
        ("LANGHE_GOOGLE_CLIENT_ID", FAKE_CLIENT_ID.to_owned()),
        ("LANGHE_OIDC_ISSUER", issuer.issuer().to_owned()),
    ])
    .await;
    (app, issuer)
}
