use anyhow::Context;
use domain::ports::{SessionTokens, UserRepository};
use domain::{Permission, Role, User};

/// A signed-in user whose role grants the permission asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Staff {
    pub user: User,
    pub role: Role,
}

#[derive(Debug, thiserror::Error)]
pub enum AuthenticateError {
    /// No token, or one that is malformed, unsigned, wrongly signed, expired, names a user
    /// who no longer exists, or was issued before the user signed out or changed role.
    #[error("no valid session")]
    NoSession,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Debug, thiserror::Error)]
pub enum AuthorizeError {
    #[error("no valid session")]
    NoSession,
    /// Signed in, but the role (or the lack of one) does not grant the permission.
    #[error("forbidden")]
    Forbidden,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The user behind a session token, as stored now: the role and the session version come
/// from storage on every call, so a role removed or a sign-out a moment ago already counts.
pub async fn authenticate(
    sessions: &dyn SessionTokens,
    users: &dyn UserRepository,
    token: &str,
) -> Result<User, AuthenticateError> {
    let session = sessions.verify(token).map_err(|error| {
        tracing::debug!(error = %error, "session token refused");
        AuthenticateError::NoSession
    })?;
    let user_id = session.user_id;
    let user = users
        .find_by_id(user_id)
        .await
        .with_context(|| format!("loading user {user_id}"))?
        .ok_or(AuthenticateError::NoSession)?;
    if user.session_version != session.session_version {
        tracing::debug!(user_id, "session ended by sign-out or a change of role");
        return Err(AuthenticateError::NoSession);
    }
    Ok(user)
}

/// Ends every session of the user behind `token` (signing out on one device signs out on
/// all: one version per user, read with the user on every request anyway, rather than a
/// list of revoked tokens to consult and prune).
pub async fn sign_out(
    sessions: &dyn SessionTokens,
    users: &dyn UserRepository,
    token: &str,
) -> Result<(), AuthenticateError> {
    let user = authenticate(sessions, users, token).await?;
    users
        .end_sessions(user.id)
        .await
        .with_context(|| format!("ending the sessions of user {}", user.id))?;
    Ok(())
}

/// The staff member behind `token` when their role allows `permission`.
pub async fn authorize(
    sessions: &dyn SessionTokens,
    users: &dyn UserRepository,
    token: Option<&str>,
    permission: Permission,
) -> Result<Staff, AuthorizeError> {
    let token = token.ok_or(AuthorizeError::NoSession)?;
    let user = authenticate(sessions, users, token)
        .await
        .map_err(|error| match error {
            AuthenticateError::NoSession => AuthorizeError::NoSession,
            AuthenticateError::Unexpected(e) => AuthorizeError::Unexpected(e),
        })?;
    match user.role.clone() {
        Some(role) if role.allows(permission) => Ok(Staff { user, role }),
        _ => Err(AuthorizeError::Forbidden),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::ports::{MockSessionTokens, MockUserRepository, SessionSubject, SessionTokenError};
    use domain::Email;

    fn user(role: Option<Role>) -> User {
        User {
            id: 7,
            email: Email::parse("a@b.it").unwrap(),
            name: "A".into(),
            picture: String::new(),
            role,
            session_version: 2,
            identity_subject: None,
        }
    }

    fn sessions() -> MockSessionTokens {
        let mut sessions = MockSessionTokens::new();
        sessions.expect_verify().returning(|token| match token {
            "good" => Ok(SessionSubject {
                user_id: 7,
                session_version: 2,
            }),
            "before-sign-out" => Ok(SessionSubject {
                user_id: 7,
                session_version: 1,
            }),
            _ => Err(SessionTokenError::Rejected("bad".into())),
        });
        sessions
    }

    fn users(role: Option<Role>) -> MockUserRepository {
        let mut users = MockUserRepository::new();
        users
            .expect_find_by_id()
            .returning(move |_| Ok(Some(user(role.clone()))));
        users
    }

    #[tokio::test]
    async fn the_role_read_now_decides() {
        let delete = Permission::DeleteProperty;
        let admin = authorize(&sessions(), &users(Some(Role::Admin)), Some("good"), delete).await;
        assert_eq!(admin.unwrap().role, Role::Admin);
        let agent = authorize(&sessions(), &users(Some(Role::Agent)), Some("good"), delete).await;
        assert!(matches!(agent, Err(AuthorizeError::Forbidden)));
        let revoked = authorize(
            &sessions(),
            &users(None),
            Some("good"),
            Permission::EditProperty,
        )
        .await;
        assert!(matches!(revoked, Err(AuthorizeError::Forbidden)));
    }

    #[tokio::test]
    async fn no_token_a_bad_or_ended_token_or_a_deleted_user_is_no_session() {
        let edit = Permission::EditProperty;
        let admin = users(Some(Role::Admin));
        assert!(matches!(
            authorize(&sessions(), &admin, None, edit).await,
            Err(AuthorizeError::NoSession)
        ));
        assert!(matches!(
            authorize(&sessions(), &admin, Some("bad"), edit).await,
            Err(AuthorizeError::NoSession)
        ));
        assert!(matches!(
            authorize(&sessions(), &admin, Some("before-sign-out"), edit).await,
            Err(AuthorizeError::NoSession)
        ));
        let mut gone = MockUserRepository::new();
        gone.expect_find_by_id().returning(|_| Ok(None));
        assert!(matches!(
            authorize(&sessions(), &gone, Some("good"), edit).await,
            Err(AuthorizeError::NoSession)
        ));
    }

    #[tokio::test]
    async fn signing_out_moves_the_users_session_version() {
        let mut users = users(Some(Role::Agent));
        users
            .expect_end_sessions()
            .withf(|id| *id == 7)
            .times(1)
            .returning(|_| Ok(()));
        sign_out(&sessions(), &users, "good").await.unwrap();
        assert!(matches!(
            sign_out(&sessions(), &users, "before-sign-out").await,
            Err(AuthenticateError::NoSession)
        ));
    }
}
