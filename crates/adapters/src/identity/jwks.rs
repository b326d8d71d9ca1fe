//! The identity provider's published signing keys, cached, and fetched again when a token
//! names a key we have not seen (the provider rotated its keys) — at most once per interval,
//! so a stream of forged `kid`s cannot make us hammer the provider.

use jsonwebtoken::jwk::{Jwk, JwkSet};
use serde::Deserialize;
use std::time::{Duration, Instant};
use tokio::sync::Mutex;

/// Where the key set is published.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JwksSource {
    /// The `jwks_uri` itself.
    Url(String),
    /// Read `jwks_uri` from `{issuer}/.well-known/openid-configuration`.
    Discovery { issuer: String },
}

#[derive(Debug, thiserror::Error)]
pub enum JwksError {
    #[error("fetching {url}: {source}")]
    Fetch { url: String, source: reqwest::Error },
}

#[derive(Deserialize)]
struct Discovery {
    jwks_uri: String,
}

struct Cached {
    keys: JwkSet,
    fetched_at: Instant,
}

pub struct JwksCache {
    http: reqwest::Client,
    source: JwksSource,
    /// Keys older than this are fetched again before use.
    max_age: Duration,
    /// The shortest time between two fetches caused by an unknown `kid`.
    min_refresh_interval: Duration,
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    jwks_uri: Option<String>,
    cached: Option<Cached>,
}

impl JwksCache {
    pub fn new(
        http: reqwest::Client,
        source: JwksSource,
        max_age: Duration,
        min_refresh_interval: Duration,
    ) -> Self {
        Self {
            http,
            source,
            max_age,
            min_refresh_interval,
            state: Mutex::new(State::default()),
        }
    }

    /// The key named `kid`, or `None` when the provider does not publish it.
    pub async fn key(&self, kid: &str) -> Result<Option<Jwk>, JwksError> {
        // One lock around look-up and fetch: concurrent sign-ins share one fetch.
        let mut state = self.state.lock().await;
        let stale = state
            .cached
            .as_ref()
            .is_none_or(|c| c.fetched_at.elapsed() >= self.max_age);
        if stale {
            self.fetch(&mut state).await?;
        }
        if let Some(key) = state.cached.as_ref().and_then(|c| c.keys.find(kid)) {
            return Ok(Some(key.clone()));
        }
        let may_refresh = state
            .cached
            .as_ref()
            .is_none_or(|c| c.fetched_at.elapsed() >= self.min_refresh_interval);
        if stale || !may_refresh {
            return Ok(None);
        }
        self.fetch(&mut state).await?;
        Ok(state
            .cached
            .as_ref()
            .and_then(|c| c.keys.find(kid))
            .cloned())
    }

    async fn fetch(&self, state: &mut State) -> Result<(), JwksError> {
        let jwks_uri = match (&state.jwks_uri, &self.source) {
            (Some(uri), _) => uri.clone(),
            (None, JwksSource::Url(url)) => url.clone(),
            (None, JwksSource::Discovery { issuer }) => {
                let url = format!(
                    "{}/.well-known/openid-configuration",
                    issuer.trim_end_matches('/')
                );
                self.get_json::<Discovery>(&url).await?.jwks_uri
            }
        };
        let keys = self.get_json::<JwkSet>(&jwks_uri).await?;
        state.jwks_uri = Some(jwks_uri);
        state.cached = Some(Cached {
            keys,
            fetched_at: Instant::now(),
        });
        Ok(())
    }

    async fn get_json<T: serde::de::DeserializeOwned>(&self, url: &str) -> Result<T, JwksError> {
        let fetch_error = |source| JwksError::Fetch {
            url: url.to_owned(),
            source,
        };
        self.http
            .get(url)
            .send()
            .await
            .and_then(reqwest::Response::error_for_status)
            .map_err(fetch_error)?
            .json()
            .await
            .map_err(fetch_error)
    }
}
