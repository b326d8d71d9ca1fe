//! A local OpenID Connect issuer on loopback for tests: discovery document, key set, and
//! ID tokens signed with RSA keys generated on the spot. Keys can be rotated.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use jsonwebtoken::{encode, Algorithm, EncodingKey, Header};
use poem::listener::{Acceptor, Listener, TcpListener};
use poem::web::{Data, Json};
use poem::{get, handler, EndpointExt, Route, Server};
use rsa::pkcs1::EncodeRsaPrivateKey;
use rsa::traits::PublicKeyParts;
use rsa::RsaPrivateKey;
use serde_json::{json, Value};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, RwLock};

struct SigningKey {
    kid: String,
    private: RsaPrivateKey,
}

impl SigningKey {
    fn generate(kid: String) -> Self {
        let private = RsaPrivateKey::new(&mut rsa::rand_core::OsRng, 2048).expect("RSA key");
        Self { kid, private }
    }

    fn jwk(&self) -> Value {
        let public = self.private.to_public_key();
        json!({
            "kty": "RSA", "use": "sig", "alg": "RS256", "kid": self.kid,
            "n": URL_SAFE_NO_PAD.encode(public.n().to_bytes_be()),
            "e": URL_SAFE_NO_PAD.encode(public.e().to_bytes_be()),
        })
    }

    fn encoding_key(&self) -> EncodingKey {
        EncodingKey::from_rsa_der(self.private.to_pkcs1_der().expect("DER").as_bytes())
    }
}

struct Shared {
    issuer: String,
    published: RwLock<Vec<Arc<SigningKey>>>,
    key_set_fetches: AtomicUsize,
    generation: AtomicUsize,
}

/// Runs until dropped with the test's runtime.
#[derive(Clone)]
pub struct FakeOidcIssuer {
    shared: Arc<Shared>,
}

pub const FAKE_CLIENT_ID: &str = "langhe-test-client";

#[handler]
fn discovery(Data(shared): Data<&Arc<Shared>>) -> Json<Value> {
    Json(json!({ "issuer": shared.issuer, "jwks_uri": format!("{}/jwks", shared.issuer) }))
}

#[handler]
fn key_set(Data(shared): Data<&Arc<Shared>>) -> Json<Value> {
    shared.key_set_fetches.fetch_add(1, Ordering::SeqCst);
    let keys: Vec<Value> = shared
        .published
        .read()
        .unwrap()
        .iter()
        .map(|key| key.jwk())
        .collect();
    Json(json!({ "keys": keys }))
}

impl FakeOidcIssuer {
    pub async fn start() -> Self {
        let acceptor = TcpListener::bind("127.0.0.1:0")
            .into_acceptor()
            .await
            .expect("bind issuer");
        let address = acceptor.local_addr()[0]
            .as_socket_addr()
            .copied()
            .expect("socket address");
        let shared = Arc::new(Shared {
            issuer: format!("http://{address}"),
            published: RwLock::new(vec![Arc::new(SigningKey::generate("key-1".into()))]),
            key_set_fetches: AtomicUsize::new(0),
            generation: AtomicUsize::new(1),
        });
        let app = Route::new()
            .at("/.well-known/openid-configuration", get(discovery))
            .at("/jwks", get(key_set))
            .data(shared.clone());
        tokio::spawn(Server::new_with_acceptor(acceptor).run(app));
        Self { shared }
    }

    pub fn issuer(&self) -> &str {
        &self.shared.issuer
    }

    /// How many times the key set was downloaded.
    pub fn key_set_fetches(&self) -> usize {
        self.shared.key_set_fetches.load(Ordering::SeqCst)
    }

    /// Replaces the published key with a new one (new `kid`); later tokens use it.
    pub fn rotate_keys(&self) {
        let generation = self.shared.generation.fetch_add(1, Ordering::SeqCst) + 1;
        let key = SigningKey::generate(format!("key-{generation}"));
        *self.shared.published.write().unwrap() = vec![Arc::new(key)];
    }

    /// Claims of a valid ID token for `email`, to be altered by tests.
    pub fn claims_for(&self, email: &str) -> Value {
        let now = chrono::Utc::now().timestamp();
        json!({
            "iss": self.shared.issuer, "aud": FAKE_CLIENT_ID, "sub": format!("sub-{email}"),
            "iat": now, "exp": now + 3600,
            "email": email, "email_verified": true,
            "name": "Test Person", "picture": "https://pictures.test/person.jpg",
        })
    }

    /// `claims` signed with the current key.
    pub fn sign(&self, claims: &Value) -> String {
        let key = self.shared.published.read().unwrap()[0].clone();
        Self::sign_with(&key, claims)
    }

    /// `claims` signed with a key the issuer never published, under the current `kid`.
    pub fn sign_with_unpublished_key(&self, claims: &Value) -> String {
        let kid = self.shared.published.read().unwrap()[0].kid.clone();
        Self::sign_with(&SigningKey::generate(kid), claims)
    }

    pub fn id_token_for(&self, email: &str) -> String {
        self.sign(&self.claims_for(email))
    }

    fn sign_with(key: &SigningKey, claims: &Value) -> String {
        let mut header = Header::new(Algorithm::RS256);
        header.kid = Some(key.kid.clone());
        encode(&header, claims, &key.encoding_key()).expect("sign ID token")
    }
}
