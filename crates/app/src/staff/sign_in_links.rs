use super::access::{open_session, SignedIn};
use super::session_ports::{SessionPorts, SessionRequest};
use anyhow::Context;
use chrono::{DateTime, Duration, Utc};
use domain::ports::{SignInLinks, UserRepository};
use domain::{Email, Role};

/// Long enough for a mail to arrive and be opened on another device (or the link to be copied
/// from a terminal), short enough that a link left in a mailbox or a scroll-back buffer is soon
/// worthless.
pub const SIGN_IN_LINK_LIFETIME_MINUTES: i64 = 30;

#[derive(Debug, thiserror::Error)]
pub enum CreateSignInLinkError {
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Debug, thiserror::Error)]
pub enum RedeemSignInLinkError {
    /// Unknown, already used or expired.
    #[error("sign-in link not valid")]
    NotValid,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Creates the user (or gives an existing one `role`) and returns a one-time sign-in secret.
/// A change of role ends the user's sessions; the same role again keeps them (a new link for
/// a second browser must not sign the first one out).
pub async fn create_sign_in_link(
    users: &dyn UserRepository,
    links: &dyn SignInLinks,
    email: &Email,
    role: Role,
    now: DateTime<Utc>,
) -> Result<String, CreateSignInLinkError> {
    let existing = users
        .find_by_email(email)
        .await
        .with_context(|| format!("looking up {email}"))?;
    let user = match existing {
        Some(user) if user.role.as_ref() == Some(&role) => user,
        Some(user) => users
            .set_role(email, Some(role))
            .await
            .with_context(|| format!("promoting {}", user.email))?,
        None => {
            let name = email.as_str().split('@').next().unwrap_or_default();
            users
                .upsert(email, name, "", Some(role))
                .await
                .with_context(|| format!("creating {email}"))?
        }
    };
    let expires_at = now + Duration::minutes(SIGN_IN_LINK_LIFETIME_MINUTES);
    Ok(links
        .issue(user.id, expires_at, None)
        .await
        .context("storing the sign-in link")?)
}

/// The links asked for by mail for `user_id` since her last sign-in (the count starts again
/// now), besides the one she signed in with when `by_mailed_link`.
pub(super) async fn take_link_requests(
    links: &dyn SignInLinks,
    user_id: i64,
    by_mailed_link: bool,
) -> anyhow::Result<u64> {
    let requested = links
        .take_requests(user_id)
        .await
        .context("reading the sign-in links asked for")?;
    Ok(if by_mailed_link {
        requested.saturating_sub(1)
    } else {
        requested
    })
}

/// Exchanges a one-time secret for a session; the secret never works again. The person's
/// other sessions go on.
pub async fn redeem_sign_in_link(
    links: &dyn SignInLinks,
    ports: SessionPorts<'_>,
    secret: &str,
    request: &SessionRequest,
    now: DateTime<Utc>,
) -> Result<SignedIn, RedeemSignInLinkError> {
    let link = links
        .redeem(secret, now)
        .await
        .context("redeeming a sign-in link")?
        .ok_or(RedeemSignInLinkError::NotValid)?;
    let user_id = link.user_id;
    let user = ports
        .users
        .find_by_id(user_id)
        .await
        .with_context(|| format!("loading user {user_id}"))?
        .ok_or(RedeemSignInLinkError::NotValid)?;
    let mut signed_in = open_session(ports, user, request, now).await?;
    signed_in.sign_in_link_requests = take_link_requests(links, user_id, link.mailed).await?;
    Ok(signed_in)
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::ports::{MockSignInLinks, MockUserRepository};
    use domain::User;

    fn agent() -> User {
        User {
            id: 7,
            email: Email::parse("agent@langhe.test").unwrap(),
            name: "agent".into(),
            picture: String::new(),
            role: Some(Role::Agent),
            session_version: 2,
            identity_subject: None,
        }
    }

    fn links() -> MockSignInLinks {
        let mut links = MockSignInLinks::new();
        links
            .expect_issue()
            .withf(|user_id, _, client| *user_id == 7 && client.is_none())
            .returning(|_, _, _| Ok("secret".into()));
        links
    }

    async fn link_for(users: &MockUserRepository, role: Role) -> String {
        let email = Email::parse("agent@langhe.test").unwrap();
        create_sign_in_link(users, &links(), &email, role, Utc::now())
            .await
            .unwrap()
    }

    #[tokio::test]
    async fn the_same_role_again_keeps_the_users_sessions() {
        let mut users = MockUserRepository::new();
        users
            .expect_find_by_email()
            .returning(|_| Ok(Some(agent())));
        users.expect_set_role().never();
        users.expect_upsert().never();
        assert_eq!(link_for(&users, Role::Agent).await, "secret");
    }

    #[tokio::test]
    async fn another_role_is_set_through_the_step_that_ends_sessions() {
        let mut users = MockUserRepository::new();
        users
            .expect_find_by_email()
            .returning(|_| Ok(Some(agent())));
        users
            .expect_set_role()
            .withf(|_, role| *role == Some(Role::Admin))
            .times(1)
            .returning(|_, role| {
                Ok(User {
                    role,
                    session_version: 3,
                    ..agent()
                })
            });
        assert_eq!(link_for(&users, Role::Admin).await, "secret");
    }
}
