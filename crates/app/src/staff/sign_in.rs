use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::ports::{IdentityError, IdentityVerifier, SessionTokens, UserRepository};
use domain::User;

/// A new session: our token and who it belongs to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SignedIn {
    pub token: String,
    pub user: User,
}

#[derive(Debug, thiserror::Error)]
pub enum SignInError {
    /// The provider's token failed a check; the detail is for logs only.
    #[error("identity not verified")]
    Rejected,
    #[error("identity provider unavailable")]
    ProviderUnavailable,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Verifies a provider's ID token, records the person (name and picture refreshed, role kept
/// — a first sign-in has no role, so no staff rights) and opens a session.
pub async fn sign_in_with_identity(
    verifier: &dyn IdentityVerifier,
    users: &dyn UserRepository,
    sessions: &dyn SessionTokens,
    id_token: &str,
    now: DateTime<Utc>,
) -> Result<SignedIn, SignInError> {
    let identity = verifier
        .verify(id_token)
        .await
        .map_err(|error| match error {
            IdentityError::Rejected(reason) => {
                tracing::info!(%reason, "sign-in refused");
                SignInError::Rejected
            }
            IdentityError::Unavailable => SignInError::ProviderUnavailable,
        })?;
    let user = users
        .upsert(&identity.email, &identity.name, &identity.picture, None)
        .await
        .with_context(|| format!("recording user {}", identity.email))?;
    let token = sessions
        .issue(user.id, now)
        .context("issuing a session token")?;
    Ok(SignedIn { token, user })
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::ports::{
        MockIdentityVerifier, MockSessionTokens, MockUserRepository, VerifiedIdentity,
    };
    use domain::{Email, Role};

    #[tokio::test]
    async fn a_verified_person_keeps_their_role_and_gets_a_session() {
        let mut verifier = MockIdentityVerifier::new();
        verifier.expect_verify().returning(|_| {
            Ok(VerifiedIdentity {
                email: Email::parse("a@b.it").unwrap(),
                name: "Anna".into(),
                picture: "p".into(),
            })
        });
        let mut users = MockUserRepository::new();
        users
            .expect_upsert()
            .withf(|email, name, _, role| {
                email.as_str() == "a@b.it" && name == "Anna" && role.is_none()
            })
            .returning(|email, name, picture, _| {
                Ok(User {
                    id: 3,
                    email: email.clone(),
                    name: name.into(),
                    picture: picture.into(),
                    role: Some(Role::Agent),
                })
            });
        let mut sessions = MockSessionTokens::new();
        sessions
            .expect_issue()
            .returning(|id, _| Ok(format!("token-{id}")));

        let signed_in = sign_in_with_identity(&verifier, &users, &sessions, "id", Utc::now())
            .await
            .unwrap();

        assert_eq!(signed_in.token, "token-3");
        assert_eq!(signed_in.user.role, Some(Role::Agent));
    }

    #[tokio::test]
    async fn a_rejected_token_records_nobody() {
        let mut verifier = MockIdentityVerifier::new();
        verifier
            .expect_verify()
            .returning(|_| Err(IdentityError::Rejected("audience".into())));
        let users = MockUserRepository::new();
        let sessions = MockSessionTokens::new();

        let result = sign_in_with_identity(&verifier, &users, &sessions, "id", Utc::now()).await;

        assert!(matches!(result, Err(SignInError::Rejected)));
    }
}
