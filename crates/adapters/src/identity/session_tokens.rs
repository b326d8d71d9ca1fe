//! `SessionTokens` as HS256 JSON Web Tokens signed with the install's secret.

use chrono::{DateTime, Utc};
use domain::ports::{SessionSubject, SessionTokenError, SessionTokens};
use domain::session::SessionLength;
use jsonwebtoken::{decode, encode, Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize)]
struct SessionClaims {
    /// The user id.
    sub: String,
    /// The session's row (`SessionRecords`); tokens issued before sessions were stored have
    /// none and are refused.
    sid: i64,
    iat: i64,
    exp: i64,
}

/// Whether a token claims more time than this server ever grants: issued for longer than the
/// longest session, or still valid for longer than one from `now` (an `iat` set late to hide
/// it). Only a forger holding the key (a leaked secret, a copied token generator) writes such
/// a token, and it must not outlive the lifetime that bounds what a stolen token is worth.
fn lives_too_long(claims: &SessionClaims, now: DateTime<Utc>) -> bool {
    let lifetime = SessionLength::longest().num_seconds();
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
        expires_at: DateTime<Utc>,
    ) -> Result<String, SessionTokenError> {
        let claims = SessionClaims {
            sub: subject.user_id.to_string(),
            sid: subject.session_id,
            iat: now.timestamp(),
            exp: expires_at.timestamp(),
        };
        encode(&Header::new(Algorithm::HS256), &claims, &self.encoding).map_err(rejected)
    }

    fn verify(&self, token: &str) -> Result<SessionSubject, SessionTokenError> {
        let claims = decode::<SessionClaims>(token, &self.decoding, &self.validation)
            .map_err(rejected)?
            .claims;
        if lives_too_long(&claims, Utc::now()) {
            return Err(rejected("lifetime longer than the longest session's"));
        }
        let user_id = claims
            .sub
            .parse()
            .map_err(|_| rejected("subject is not a user id"))?;
        Ok(SessionSubject {
            user_id,
            session_id: claims.sid,
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
            sid: 1,
            iat: Utc::now().timestamp(),
            exp,
        }
    }

    fn subject(user_id: i64) -> SessionSubject {
        SessionSubject {
            user_id,
            session_id: 3,
        }
    }

    fn issued(tokens: &JwtSessionTokens, at: DateTime<Utc>, length: SessionLength) -> String {
        tokens
            .issue(subject(42), at, at + length.duration())
            .unwrap()
    }

    #[test]
    fn an_issued_token_names_its_user_and_session() {
        let tokens = JwtSessionTokens::new(SECRET);
        for length in [SessionLength::Standard, SessionLength::Kept] {
            let token = issued(&tokens, Utc::now(), length);
            assert_eq!(tokens.verify(&token), Ok(subject(42)));
        }
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
    fn a_signed_token_claiming_more_than_the_longest_session_is_rejected() {
        let tokens = JwtSessionTokens::new(SECRET);
        let now = Utc::now().timestamp();
        let lifetime = SessionLength::longest().num_seconds();
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
                sid: 3,
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
    fn expired_foreign_unsigned_sessionless_and_malformed_tokens_are_rejected() {
        let tokens = JwtSessionTokens::new(SECRET);
        let expired = issued(
            &tokens,
            Utc::now() - chrono::Duration::hours(13),
            SessionLength::Standard,
        );
        let foreign = issued(
            &JwtSessionTokens::new(b"another secret of thirty-two byt"),
            Utc::now(),
            SessionLength::Standard,
        );
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
        // As tokens were before sessions were stored: no session id.
        let sessionless = encode(
            &Header::new(Algorithm::HS256),
            &serde_json::json!({ "sub": "42", "ver": 0, "iat": future - 3600, "exp": future }),
            &EncodingKey::from_secret(SECRET),
        )
        .unwrap();
        for token in [
            expired,
            foreign,
            unsigned,
            hs512,
            not_a_user,
            sessionless,
            "garbage".into(),
            String::new(),
        ] {
            assert!(tokens.verify(&token).is_err(), "{token}");
        }
    }
}
