use super::session_ports::{SessionPorts, SessionRequest};
use anyhow::Context;
use chrono::{DateTime, Duration, Utc};
use domain::ports::{NewSession, RepositoryError, SessionRecord, SessionSubject};
use domain::session::device_name;
use domain::{Permission, Role, User};

/// A signed-in user whose role grants the permission asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Staff {
    pub user: User,
    pub role: Role,
}

/// The user behind a session, and the session as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Authenticated {
    pub user: User,
    pub session: SessionRecord,
}

/// A new session: our token, who it belongs to, and until when it lasts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SignedIn {
    pub token: String,
    pub user: User,
    pub expires_at: DateTime<Utc>,
    /// Sign-in links asked for by mail for her address since her last sign-in, besides the
    /// one she signed in with: someone else asking for them is for her to know.
    pub sign_in_link_requests: u64,
}

#[derive(Debug, thiserror::Error)]
pub enum AuthenticateError {
    /// No token, or one that is malformed, unsigned, wrongly signed or expired, whose session
    /// was signed out, ended from the devices list or opened before a change of role, or
    /// whose user no longer exists.
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

/// How stale "last seen" may grow before a request records it again: the devices list needs
/// minutes, not every request's write.
const LAST_SEEN_STEP_MINUTES: i64 = 5;

/// Opens a session for `user` on the browser that asked: stored first, then its token.
pub async fn open_session(
    ports: SessionPorts<'_>,
    user: User,
    request: &SessionRequest,
    now: DateTime<Utc>,
) -> anyhow::Result<SignedIn> {
    let expires_at = now + request.length.duration();
    let session = ports
        .records
        .open(&NewSession {
            user_id: user.id,
            session_version: user.session_version,
            device: device_name(request.user_agent.as_deref()),
            signed_in_at: now,
            expires_at,
        })
        .await
        .with_context(|| format!("storing a session of user {}", user.id))?;
    let subject = SessionSubject {
        user_id: user.id,
        session_id: session.id,
    };
    let token = ports
        .tokens
        .issue(subject, now, session.expires_at)
        .context("issuing a session token")?;
    Ok(SignedIn {
        token,
        user,
        expires_at: session.expires_at,
        sign_in_link_requests: 0,
    })
}

/// The user behind a session token, as stored now: the role, the session version and the
/// session itself are read on every call, so a role removed, a sign-out or a device ended a
/// moment ago already counts. Records when the session was last seen (at most every few
/// minutes).
pub async fn authenticate(
    ports: SessionPorts<'_>,
    token: &str,
    now: DateTime<Utc>,
) -> Result<Authenticated, AuthenticateError> {
    let subject = ports.tokens.verify(token).map_err(|error| {
        tracing::debug!(error = %error, "session token refused");
        AuthenticateError::NoSession
    })?;
    let session = ports
        .records
        .find(subject.session_id)
        .await
        .with_context(|| format!("loading session {}", subject.session_id))?
        .ok_or(AuthenticateError::NoSession)?;
    let user_id = subject.user_id;
    let user = ports
        .users
        .find_by_id(user_id)
        .await
        .with_context(|| format!("loading user {user_id}"))?
        .ok_or(AuthenticateError::NoSession)?;
    if !session.holds(user.id, user.session_version, now) {
        tracing::debug!(
            user_id,
            "session ended, expired, or opened before a change of role"
        );
        return Err(AuthenticateError::NoSession);
    }
    if now - session.last_seen_at >= Duration::minutes(LAST_SEEN_STEP_MINUTES) {
        ports
            .records
            .seen(session.id, now)
            .await
            .with_context(|| format!("recording session {} as seen", session.id))?;
    }
    Ok(Authenticated { user, session })
}

/// Ends the session behind `token` on the server: this device signs out, and a copy of its
/// token stops working too. The person's other devices stay signed in (each can be ended from
/// the devices list; a change of role ends them all).
pub async fn sign_out(
    ports: SessionPorts<'_>,
    token: &str,
    now: DateTime<Utc>,
) -> Result<(), AuthenticateError> {
    let Authenticated { user, session } = authenticate(ports, token, now).await?;
    match ports.records.end(user.id, session.id).await {
        // Ended a moment ago by another request: signed out all the same.
        Ok(()) | Err(RepositoryError::NotFound) => Ok(()),
        Err(error) => Err(anyhow::Error::new(error)
            .context(format!("ending session {}", session.id))
            .into()),
    }
}

/// The staff member behind `token` when their role allows `permission`.
pub async fn authorize(
    ports: SessionPorts<'_>,
    token: Option<&str>,
    permission: Permission,
    now: DateTime<Utc>,
) -> Result<Staff, AuthorizeError> {
    let token = token.ok_or(AuthorizeError::NoSession)?;
    let Authenticated { user, .. } =
        authenticate(ports, token, now)
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
    use domain::ports::{
        MockSessionRecords, MockSessionTokens, MockUserRepository, SessionTokenError,
    };
    use domain::session::SessionLength;
    use domain::Email;

    fn now() -> DateTime<Utc> {
        "2026-11-26T12:00:00Z".parse().unwrap()
    }

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

    fn record(id: i64, session_version: i64, last_seen_minutes_ago: i64) -> SessionRecord {
        SessionRecord {
            id,
            user_id: 7,
            session_version,
            device: "Firefox on Linux".into(),
            signed_in_at: now() - Duration::hours(1),
            last_seen_at: now() - Duration::minutes(last_seen_minutes_ago),
            expires_at: now() + Duration::hours(1),
        }
    }

    fn tokens() -> MockSessionTokens {
        let mut tokens = MockSessionTokens::new();
        tokens.expect_verify().returning(|token| {
            let session_id = match token {
                "good" => 1,
                "before-role-change" => 2,
                "ended" => 3,
                "expired-record" => 4,
                _ => return Err(SessionTokenError::Rejected("bad".into())),
            };
            Ok(SessionSubject {
                user_id: 7,
                session_id,
            })
        });
        tokens
    }

    fn records() -> MockSessionRecords {
        let mut records = MockSessionRecords::new();
        records.expect_find().returning(|id| {
            Ok(match id {
                1 => Some(record(1, 2, 1)),
                2 => Some(record(2, 1, 1)),
                4 => Some(SessionRecord {
                    expires_at: now(),
                    ..record(4, 2, 1)
                }),
                _ => None,
            })
        });
        records
    }

    fn users(role: Option<Role>) -> MockUserRepository {
        let mut users = MockUserRepository::new();
        users
            .expect_find_by_id()
            .returning(move |_| Ok(Some(user(role.clone()))));
        users
    }

    fn ports<'a>(
        tokens: &'a MockSessionTokens,
        users: &'a MockUserRepository,
        records: &'a MockSessionRecords,
    ) -> SessionPorts<'a> {
        SessionPorts {
            tokens,
            users,
            records,
        }
    }

    #[tokio::test]
    async fn the_role_read_now_decides() {
        let (tokens, records) = (tokens(), records());
        let delete = Permission::DeleteProperty;
        let admin = users(Some(Role::Admin));
        let allowed = authorize(
            ports(&tokens, &admin, &records),
            Some("good"),
            delete,
            now(),
        );
        assert_eq!(allowed.await.unwrap().role, Role::Admin);
        let agent = users(Some(Role::Agent));
        let refused = authorize(
            ports(&tokens, &agent, &records),
            Some("good"),
            delete,
            now(),
        );
        assert!(matches!(refused.await, Err(AuthorizeError::Forbidden)));
        let nobody = users(None);
        let edit = Permission::EditProperty;
        let revoked = authorize(ports(&tokens, &nobody, &records), Some("good"), edit, now());
        assert!(matches!(revoked.await, Err(AuthorizeError::Forbidden)));
    }

    #[tokio::test]
    async fn no_token_a_bad_token_or_an_ended_expired_or_outdated_session_is_no_session() {
        let (tokens, records) = (tokens(), records());
        let admin = users(Some(Role::Admin));
        let ports = ports(&tokens, &admin, &records);
        let edit = Permission::EditProperty;
        assert!(matches!(
            authorize(ports, None, edit, now()).await,
            Err(AuthorizeError::NoSession)
        ));
        for token in ["bad", "before-role-change", "ended", "expired-record"] {
            assert!(
                matches!(
                    authorize(ports, Some(token), edit, now()).await,
                    Err(AuthorizeError::NoSession)
                ),
                "{token}"
            );
        }
        let mut gone = MockUserRepository::new();
        gone.expect_find_by_id().returning(|_| Ok(None));
        let ports = SessionPorts {
            users: &gone,
            ..ports
        };
        assert!(matches!(
            authorize(ports, Some("good"), edit, now()).await,
            Err(AuthorizeError::NoSession)
        ));
    }

    #[tokio::test]
    async fn last_seen_is_recorded_only_when_it_is_minutes_old() {
        let tokens = tokens();
        let admin = users(Some(Role::Admin));
        for (minutes_ago, writes) in [(1, 0), (LAST_SEEN_STEP_MINUTES, 1)] {
            let mut records = MockSessionRecords::new();
            records
                .expect_find()
                .returning(move |id| Ok(Some(record(id, 2, minutes_ago))));
            records
                .expect_seen()
                .withf(|id, at| *id == 1 && *at == now())
                .times(writes)
                .returning(|_, _| Ok(()));
            authenticate(ports(&tokens, &admin, &records), "good", now())
                .await
                .unwrap();
        }
    }

    #[tokio::test]
    async fn signing_out_ends_only_this_session() {
        let tokens = tokens();
        let admin = users(Some(Role::Agent));
        let mut records = records();
        records
            .expect_end()
            .withf(|user_id, id| *user_id == 7 && *id == 1)
            .times(1)
            .returning(|_, _| Ok(()));
        let ports = ports(&tokens, &admin, &records);
        sign_out(ports, "good", now()).await.unwrap();
        assert!(matches!(
            sign_out(ports, "ended", now()).await,
            Err(AuthenticateError::NoSession)
        ));
    }

    #[tokio::test]
    async fn a_session_opens_for_the_length_asked_under_the_users_version() {
        let mut records = MockSessionRecords::new();
        records
            .expect_open()
            .withf(|new| {
                new.user_id == 7
                    && new.session_version == 2
                    && new.device == "Chrome on Android"
                    && new.expires_at - new.signed_in_at == Duration::days(30)
            })
            .returning(|new| Ok(new.opened(9)));
        let mut tokens = MockSessionTokens::new();
        tokens
            .expect_issue()
            .withf(|subject, at, expires_at| {
                subject.session_id == 9 && *expires_at - *at == Duration::days(30)
            })
            .returning(|_, _, _| Ok("token-9".into()));
        let users = MockUserRepository::new();
        let request = SessionRequest {
            length: SessionLength::Kept,
            user_agent: Some(
                "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36".into(),
            ),
        };
        let signed_in = open_session(
            ports(&tokens, &users, &records),
            user(Some(Role::Admin)),
            &request,
            now(),
        )
        .await
        .unwrap();
        assert_eq!(signed_in.token, "token-9");
        assert_eq!(signed_in.expires_at, now() + Duration::days(30));
    }
}
