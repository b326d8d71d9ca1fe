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
            iat: 0,
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
        let not_a_user = encode(
            &Header::new(Algorithm::HS256),
            &claims("admin", future),
            &EncodingKey::from_secret(SECRET),
        )
        .unwrap();
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
