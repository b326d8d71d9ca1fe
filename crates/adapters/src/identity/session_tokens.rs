//! `SessionTokens` as HS256 JSON Web Tokens signed with the install's secret.

use chrono::{DateTime, Utc};
use domain::ports::{SessionSubject, SessionTokenError, SessionTokens};
use jsonwebtoken::{decode, encode, Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};

/// A working day: long enough for an editing session, short enough that a stolen token soon
/// stops working.
pub const SESSION_LIFETIME_HOURS: i64 = 12;

#[derive(Serialize, Deserialize)]
struct SessionClaims {
    /// The user id.
    sub: String,
    /// The user's session version when the token was issued (absent in tokens of versions
    /// before sign-out revoked them: such a token counts as version 0).
    #[serde(default)]
    ver: i64,
    iat: i64,
    exp: i64,
}

/// Whether a token claims more time than this server ever grants: issued for longer than a
/// session, or still valid for longer than one from `now` (an `iat` set late to hide it). Only
/// a forger holding the key (a leaked secret, a copied token generator) writes such a token,
/// and it must not outlive the lifetime that bounds what a stolen token is worth.
fn lives_too_long(claims: &SessionClaims, now: DateTime<Utc>) -> bool {
    let lifetime = chrono::Duration::hours(SESSION_LIFETIME_HOURS).num_seconds();
    claims.exp.saturating_sub(claims.iat) > lifetime
        || claims.exp.saturating_sub(now.timestamp()) > lifetime
}

pub struct JwtSessionTokens {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
}

impl JwtSessionTokens {
    pub fn new(secret: &[u8]) -> Self {
        // Only HS256: a token declaring any other algorithm (or none) is refused.
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = 0;
        validation.set_required_spec_claims(&["exp", "sub"]);
        Self {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
            validation,
        }
    }
}

fn rejected(reason: impl ToString) -> SessionTokenError {
    SessionTokenError::Rejected(reason.to_string())
}

impl SessionTokens for JwtSessionTokens {
    fn issue(
        &self,
        subject: SessionSubject,
        now: DateTime<Utc>,
    ) -> Result<String, SessionTokenError> {
        let claims = SessionClaims {
            sub: subject.user_id.to_string(),
            ver: subject.session_version,
            iat: now.timestamp(),
            exp: (now + chrono::Duration::hours(SESSION_LIFETIME_HOURS)).timestamp(),
        };
        encode(&Header::new(Algorithm::HS256), &claims, &self.encoding).map_err(rejected)
    }

    fn verify(&self, token: &str) -> Result<SessionSubject, SessionTokenError> {
        let claims = decode::<SessionClaims>(token, &self.decoding, &self.validation)
            .map_err(rejected)?
            .claims;
        if lives_too_long(&claims, Utc::now()) {
            return Err(rejected("lifetime longer than a session's"));
        }
        let user_id = claims
            .sub
            .parse()
            .map_err(|_| rejected("subject is not a user id"))?;
        Ok(SessionSubject {
            user_id,
            session_version: claims.ver,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;
    use base64::Engine;

    const SECRET: &[u8] = b"0123456789abcdef0123456789abcdef";

    fn claims(sub: &str, exp: i64) -> SessionClaims {
        SessionClaims {
            sub: sub.into(),
            ver: 0,
            iat: Utc::now().timestamp(),
            exp,
        }
    }

    fn subject(user_id: i64) -> SessionSubject {
        SessionSubject {
            user_id,
            session_version: 3,
        }
    }

    #[test]
    fn an_issued_token_names_its_user_and_session_version() {
        let tokens = JwtSessionTokens::new(SECRET);
        let token = tokens.issue(subject(42), Utc::now()).unwrap();
        assert_eq!(tokens.verify(&token), Ok(subject(42)));
    }

    fn signed(claims: &SessionClaims) -> String {
        encode(
            &Header::new(Algorithm::HS256),
            claims,
            &EncodingKey::from_secret(SECRET),
        )
        .unwrap()
    }

    #[test]
    fn a_signed_token_claiming_more_than_a_sessions_lifetime_is_rejected() {
        let tokens = JwtSessionTokens::new(SECRET);
        let now = Utc::now().timestamp();
        let lifetime = SESSION_LIFETIME_HOURS * 3600;
        let centuries = 300 * 365 * 24 * 3600;
        let cases = [
            // As issued: exactly one lifetime.
            (now, now + lifetime, true),
            (now - 60, now + lifetime - 60, true),
            (now, now + centuries, false),
            (now, now + lifetime + 1, false),
            // A late `iat` cannot hide a long stay.
            (now + centuries, now + centuries + 60, false),
            (i64::MIN, now + 60, false),
        ];
        for (iat, exp, accepted) in cases {
            let token = signed(&SessionClaims {
                sub: "42".into(),
                ver: 3,
                iat,
                exp,
            });
            assert_eq!(
                tokens.verify(&token).is_ok(),
                accepted,
                "iat {iat}, exp {exp}"
            );
        }
    }

    #[test]
    fn expired_foreign_unsigned_and_malformed_tokens_are_rejected() {
        let tokens = JwtSessionTokens::new(SECRET);
        let expired = tokens
            .issue(subject(42), Utc::now() - chrono::Duration::hours(13))
            .unwrap();
        let foreign = JwtSessionTokens::new(b"another secret of thirty-two byt")
            .issue(subject(42), Utc::now())
            .unwrap();
        let future = (Utc::now() + chrono::Duration::hours(1)).timestamp();
        let unsigned = format!(
            "{}.{}.",
            URL_SAFE_NO_PAD.encode(br#"{"alg":"none","typ":"JWT"}"#),
            URL_SAFE_NO_PAD.encode(serde_json::to_vec(&claims("42", future)).unwrap())
        );
        let hs512 = encode(
            &Header::new(Algorithm::HS512),
            &claims("42", future),
            &EncodingKey::from_secret(SECRET),
        )
        .unwrap();
        let not_a_user = signed(&claims("admin", future));
        for token in [
            expired,
            foreign,
            unsigned,
            hs512,
            not_a_user,
            "garbage".into(),
            String::new(),
        ] {
            assert!(tokens.verify(&token).is_err(), "{token}");
        }
    }
}
