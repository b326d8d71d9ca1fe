//! `IdentityVerifier` for any OpenID Connect provider: the ID token's signature is checked
//! against the provider's published keys, then its issuer, audience (our client id), expiry,
//! not-before time, authorized party (when the audience names several clients), hosted
//! domain (when one is required) and verified e-mail.

use super::jwks::{JwksCache, JwksSource};
use async_trait::async_trait;
use domain::ports::{IdentityError, IdentityVerifier, VerifiedIdentity};
use domain::Email;
use jsonwebtoken::{decode, decode_header, Algorithm, DecodingKey, Validation};
use serde::Deserialize;
use std::time::Duration;

pub const GOOGLE_ISSUER: &str = "https://accounts.google.com";
pub const GOOGLE_JWKS_URL: &str = "https://www.googleapis.com/oauth2/v3/certs";

/// Providers sign ID tokens with public-key algorithms only; a shared-secret (HS*) token
/// would be signed with something anyone may know, so it is refused before any key look-up.
const ACCEPTED_ALGORITHMS: [Algorithm; 6] = [
    Algorithm::RS256,
    Algorithm::RS384,
    Algorithm::RS512,
    Algorithm::PS256,
    Algorithm::ES256,
    Algorithm::ES384,
];

#[derive(Debug, Clone)]
pub struct OidcConfig {
    /// Every `iss` value the provider uses (Google uses two spellings).
    pub issuers: Vec<String>,
    /// Our client id: the only accepted audience.
    pub client_id: String,
    pub jwks: JwksSource,
    /// Keys older than this are fetched again.
    pub keys_max_age: Duration,
    /// The shortest time between two fetches caused by a token naming an unknown key.
    pub min_refresh_interval: Duration,
    /// Only accounts of this Google Workspace domain (the token's `hd` claim) are accepted.
    pub hosted_domain: Option<String>,
}

impl OidcConfig {
    /// A provider found by discovery (`{issuer}/.well-known/openid-configuration`).
    pub fn discovered(issuer: &str, client_id: &str) -> Self {
        Self {
            issuers: vec![issuer.trim_end_matches('/').to_owned()],
            client_id: client_id.to_owned(),
            jwks: JwksSource::Discovery {
                issuer: issuer.to_owned(),
            },
            keys_max_age: Duration::from_secs(3600),
            min_refresh_interval: Duration::from_secs(10),
            hosted_domain: None,
        }
    }

    /// Accepts only accounts whose `hd` claim is `domain` (Google Workspace).
    pub fn with_hosted_domain(mut self, domain: &str) -> Self {
        self.hosted_domain = Some(domain.to_ascii_lowercase());
        self
    }

    /// A provider whose key set URL is known.
    pub fn with_jwks_url(mut self, url: &str) -> Self {
        self.jwks = JwksSource::Url(url.to_owned());
        self
    }

    /// Google Identity Services.
    pub fn google(client_id: &str) -> Self {
        let mut config = Self::discovered(GOOGLE_ISSUER, client_id).with_jwks_url(GOOGLE_JWKS_URL);
        config.issuers.push("accounts.google.com".to_owned());
        config
    }
}

/// Some providers send `email_verified` as the string "true".
#[derive(Deserialize)]
#[serde(untagged)]
enum Flag {
    Bool(bool),
    Text(String),
}

impl Flag {
    fn is_true(&self) -> bool {
        match self {
            Flag::Bool(value) => *value,
            Flag::Text(text) => text == "true",
        }
    }
}

/// `aud` is one client id or a list of them.
#[derive(Deserialize)]
#[serde(untagged)]
enum Audience {
    One(#[allow(dead_code)] String),
    Several(Vec<String>),
}

impl Audience {
    /// How many clients the token names (jsonwebtoken has checked ours is one of them).
    fn count(&self) -> usize {
        match self {
            Audience::One(_) => 1,
            Audience::Several(list) => list.len(),
        }
    }
}

#[derive(Deserialize)]
struct IdClaims {
    sub: String,
    aud: Audience,
    /// The client the token was issued to (OpenID Connect Core §2).
    azp: Option<String>,
    /// Google Workspace domain of the account.
    hd: Option<String>,
    email: Option<String>,
    email_verified: Option<Flag>,
    #[serde(default)]
    name: String,
    #[serde(default)]
    picture: String,
}

pub struct OidcIdentityVerifier {
    config: OidcConfig,
    keys: JwksCache,
}

fn rejected(reason: impl Into<String>) -> IdentityError {
    IdentityError::Rejected(reason.into())
}

impl OidcIdentityVerifier {
    pub fn new(config: OidcConfig) -> anyhow::Result<Self> {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(10))
            .build()?;
        let keys = JwksCache::new(
            http,
            config.jwks.clone(),
            config.keys_max_age,
            config.min_refresh_interval,
        );
        Ok(Self { config, keys })
    }

    fn validation(&self, algorithm: Algorithm) -> Validation {
        let mut validation = Validation::new(algorithm);
        validation.set_issuer(&self.config.issuers);
        validation.set_audience(&[&self.config.client_id]);
        validation.set_required_spec_claims(&["exp", "iss", "aud", "sub"]);
        validation.validate_nbf = true;
        validation
    }

    /// The checks jsonwebtoken does not make: OpenID Connect Core §3.1.3.7 steps 4 and 5
    /// (with several audiences, `azp` must be us) and the hosted domain.
    fn check_claims(&self, claims: &IdClaims) -> Result<(), IdentityError> {
        if claims.aud.count() > 1 && claims.azp.as_deref() != Some(&self.config.client_id) {
            return Err(rejected("several audiences and azp is not our client id"));
        }
        if let Some(azp) = &claims.azp {
            if azp != &self.config.client_id {
                return Err(rejected("azp is another client"));
            }
        }
        if let Some(domain) = &self.config.hosted_domain {
            let hd = claims.hd.as_deref().map(str::to_ascii_lowercase);
            if hd.as_deref() != Some(domain.as_str()) {
                return Err(rejected(format!("hd is not {domain}")));
            }
        }
        if claims.sub.is_empty() {
            return Err(rejected("empty sub"));
        }
        Ok(())
    }
}

#[async_trait]
impl IdentityVerifier for OidcIdentityVerifier {
    async fn verify(&self, id_token: &str) -> Result<VerifiedIdentity, IdentityError> {
        let header = decode_header(id_token).map_err(|e| rejected(format!("header: {e}")))?;
        if !ACCEPTED_ALGORITHMS.contains(&header.alg) {
            return Err(rejected(format!("algorithm {:?} not accepted", header.alg)));
        }
        let kid = header.kid.ok_or_else(|| rejected("no key id"))?;
        let jwk = self
            .keys
            .key(&kid)
            .await
            .map_err(|error| {
                tracing::warn!(error = %error, "identity provider keys unavailable");
                IdentityError::Unavailable
            })?
            .ok_or_else(|| rejected(format!("unknown key {kid}")))?;
        let key = DecodingKey::from_jwk(&jwk).map_err(|e| rejected(format!("key {kid}: {e}")))?;
        let claims = decode::<IdClaims>(id_token, &key, &self.validation(header.alg))
            .map_err(|e| rejected(e.to_string()))?
            .claims;
        self.check_claims(&claims)?;
        if !claims.email_verified.as_ref().is_some_and(Flag::is_true) {
            return Err(rejected("e-mail not verified"));
        }
        let email = claims
            .email
            .as_deref()
            .ok_or_else(|| rejected("no e-mail"))?;
        let email = Email::parse(email).map_err(|_| rejected("malformed e-mail"))?;
        Ok(VerifiedIdentity {
            // One spelling of the issuer whichever the token used (Google has two).
            subject: format!("{} {}", self.config.issuers[0], claims.sub),
            email,
            name: claims.name,
            picture: claims.picture,
        })
    }
}
