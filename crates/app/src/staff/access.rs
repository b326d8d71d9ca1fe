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
    /// No token, or one that is malformed, unsigned, wrongly signed, expired, or names a user
    /// who no longer exists.
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

/// The user behind a session token, as stored now: the role comes from storage on every
/// call, so a role removed a moment ago is already gone.
pub async fn authenticate(
    sessions: &dyn SessionTokens,
    users: &dyn UserRepository,
    token: &str,
) -> Result<User, AuthenticateError> {
    let user_id = sessions.verify(token).map_err(|error| {
        tracing::debug!(error = %error, "session token refused");
        AuthenticateError::NoSession
    })?;
    users
        .find_by_id(user_id)
        .await
        .with_context(|| format!("loading user {user_id}"))?
        .ok_or(AuthenticateError::NoSession)
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
    use domain::ports::{MockSessionTokens, MockUserRepository, SessionTokenError};
    use domain::Email;

    fn user(role: Option<Role>) -> User {
        User {
            id: 7,
            email: Email::parse("a@b.it").unwrap(),
            name: "A".into(),
            picture: String::new(),
            role,
        }
    }

    fn sessions() -> MockSessionTokens {
        let mut sessions = MockSessionTokens::new();
        sessions.expect_verify().returning(|token| match token {
            "good" => Ok(7),
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
    async fn no_token_a_bad_token_or_a_deleted_user_is_no_session() {
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
        let mut gone = MockUserRepository::new();
        gone.expect_find_by_id().returning(|_| Ok(None));
        assert!(matches!(
            authorize(&sessions(), &gone, Some("good"), edit).await,
            Err(AuthorizeError::NoSession)
        ));
    }
}
