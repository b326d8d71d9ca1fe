use super::access::{open_session, SignedIn};
use super::session_ports::{SessionPorts, SessionRequest};
use super::sign_in_links::take_link_requests;
use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::ports::{
    IdentityError, IdentityVerifier, RepositoryError, SignInLinks, UserRepository, VerifiedIdentity,
};
use domain::User;

#[derive(Debug, thiserror::Error)]
pub enum SignInError {
    /// The provider's token failed a check, or its e-mail belongs to an account bound to
    /// another person of the provider; the detail is for logs only.
    #[error("identity not verified")]
    Rejected,
    #[error("identity provider unavailable")]
    ProviderUnavailable,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Verifies a provider's ID token, finds the person's account (see [`account_for`]; name and
/// picture refreshed, role kept — a first sign-in has no role, so no staff rights) and opens
/// a session.
pub async fn sign_in_with_identity(
    verifier: &dyn IdentityVerifier,
    ports: SessionPorts<'_>,
    links: &dyn SignInLinks,
    id_token: &str,
    request: &SessionRequest,
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
    let user = account_for(ports.users, &identity).await?;
    let user_id = user.id;
    let mut signed_in = open_session(ports, user, request, now).await?;
    signed_in.sign_in_link_requests = take_link_requests(links, user_id, false).await?;
    Ok(signed_in)
}

/// The account bound to the provider's subject; at the person's first sign-in, the account
/// with their e-mail address (or a new one), bound to the subject from then on. E-mail
/// addresses are reassigned (a colleague leaves, a domain changes hands); the subject never
/// is, so an account bound to one person is not taken over by the next holder of its address.
async fn account_for(
    users: &dyn UserRepository,
    identity: &VerifiedIdentity,
) -> Result<User, SignInError> {
    let bound = users
        .find_by_subject(&identity.subject)
        .await
        .context("looking up the identity's account")?;
    if let Some(user) = bound {
        if user.email != identity.email {
            // The provider changed the address; the account stays the person's as it is.
            return Ok(user);
        }
        return Ok(refresh_profile(users, identity).await?);
    }
    let by_email = users
        .find_by_email(&identity.email)
        .await
        .with_context(|| format!("looking up {}", identity.email))?;
    if by_email.is_some_and(|user| user.identity_subject.is_some()) {
        tracing::warn!(email = %identity.email, "sign-in refused: the address belongs to an account bound to another identity");
        return Err(SignInError::Rejected);
    }
    let user = refresh_profile(users, identity).await?;
    match users.bind_subject(user.id, &identity.subject).await {
        Ok(user) => Ok(user),
        Err(RepositoryError::Duplicate) => {
            tracing::warn!(email = %identity.email, "sign-in refused: the identity is bound to another account");
            Err(SignInError::Rejected)
        }
        Err(error) => Err(anyhow::Error::new(error)
            .context("binding the identity to its account")
            .into()),
    }
}

/// Records the person (name and picture as the provider says now, role unchanged).
async fn refresh_profile(
    users: &dyn UserRepository,
    identity: &VerifiedIdentity,
) -> anyhow::Result<User> {
    users
        .upsert(&identity.email, &identity.name, &identity.picture, None)
        .await
        .with_context(|| format!("recording user {}", identity.email))
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::ports::{
        MockIdentityVerifier, MockSessionRecords, MockSessionTokens, MockSignInLinks,
        MockUserRepository,
    };
    use domain::{Email, Role};

    const SUBJECT: &str = "https://issuer.test person-1";

    fn verifier() -> MockIdentityVerifier {
        let mut verifier = MockIdentityVerifier::new();
        verifier.expect_verify().returning(|_| {
            Ok(VerifiedIdentity {
                subject: SUBJECT.into(),
                email: Email::parse("a@b.it").unwrap(),
                name: "Anna".into(),
                picture: "p".into(),
            })
        });
        verifier
    }

    fn stored(subject: Option<&str>) -> User {
        User {
            id: 3,
            email: Email::parse("a@b.it").unwrap(),
            name: "Anna".into(),
            picture: "p".into(),
            role: Some(Role::Agent),
            session_version: 4,
            identity_subject: subject.map(str::to_owned),
        }
    }

    fn sessions() -> MockSessionTokens {
        let mut sessions = MockSessionTokens::new();
        sessions
            .expect_issue()
            .returning(|subject, _, _| Ok(format!("token-{}", subject.user_id)));
        sessions
    }

    fn records() -> MockSessionRecords {
        let mut records = MockSessionRecords::new();
        records.expect_open().returning(|new| Ok(new.opened(1)));
        records
    }

    async fn sign_in(
        verifier: &MockIdentityVerifier,
        users: &MockUserRepository,
    ) -> Result<SignedIn, SignInError> {
        let ports = SessionPorts {
            tokens: &sessions(),
            users,
            records: &records(),
        };
        let request = SessionRequest::new(false, None);
        let mut links = MockSignInLinks::new();
        links.expect_take_requests().returning(|_| Ok(0));
        sign_in_with_identity(verifier, ports, &links, "id", &request, Utc::now()).await
    }

    fn upserting(users: &mut MockUserRepository) {
        users
            .expect_upsert()
            .withf(|email, name, _, role| {
                email.as_str() == "a@b.it" && name == "Anna" && role.is_none()
            })
            .returning(|_, _, _, _| Ok(stored(None)));
    }

    #[tokio::test]
    async fn a_first_sign_in_binds_the_account_to_the_subject_and_keeps_its_role() {
        let mut users = MockUserRepository::new();
        users.expect_find_by_subject().returning(|_| Ok(None));
        users
            .expect_find_by_email()
            .returning(|_| Ok(Some(stored(None))));
        upserting(&mut users);
        users
            .expect_bind_subject()
            .withf(|id, subject| *id == 3 && subject == SUBJECT)
            .times(1)
            .returning(|_, subject| Ok(stored(Some(subject))));

        let signed_in = sign_in(&verifier(), &users).await.unwrap();

        assert_eq!(signed_in.token, "token-3");
        assert_eq!(signed_in.user.role, Some(Role::Agent));
    }

    #[tokio::test]
    async fn a_bound_person_signs_into_their_account_without_binding_again() {
        let mut users = MockUserRepository::new();
        users
            .expect_find_by_subject()
            .returning(|_| Ok(Some(stored(Some(SUBJECT)))));
        users
            .expect_upsert()
            .returning(|_, _, _, _| Ok(stored(Some(SUBJECT))));
        users.expect_bind_subject().never();

        let signed_in = sign_in(&verifier(), &users).await.unwrap();

        assert_eq!(signed_in.user.id, 3);
    }

    #[tokio::test]
    async fn an_address_bound_to_another_subject_is_not_taken_over() {
        let mut users = MockUserRepository::new();
        users.expect_find_by_subject().returning(|_| Ok(None));
        users
            .expect_find_by_email()
            .returning(|_| Ok(Some(stored(Some("https://issuer.test someone-before")))));
        users.expect_upsert().never();
        users.expect_bind_subject().never();

        let result = sign_in(&verifier(), &users).await;

        assert!(matches!(result, Err(SignInError::Rejected)));
    }

    #[tokio::test]
    async fn a_rejected_token_records_nobody() {
        let mut verifier = MockIdentityVerifier::new();
        verifier
            .expect_verify()
            .returning(|_| Err(IdentityError::Rejected("audience".into())));
        let users = MockUserRepository::new();

        let result = sign_in(&verifier, &users).await;

        assert!(matches!(result, Err(SignInError::Rejected)));
    }
}
