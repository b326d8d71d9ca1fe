//! "Signed-in devices": the signed-in person's own sessions, each of which they can end.

use super::access::{authenticate, AuthenticateError, Authenticated};
use super::session_ports::SessionPorts;
use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::ports::{RepositoryError, SessionRecord};

/// One of the person's sessions, and whether it is the one asking.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Device {
    pub session: SessionRecord,
    pub this_device: bool,
}

#[derive(Debug, thiserror::Error)]
pub enum EndDeviceError {
    #[error("no valid session")]
    NoSession,
    /// Not one of the person's sessions (already ended, expired, or someone else's).
    #[error("no such session")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<AuthenticateError> for EndDeviceError {
    fn from(error: AuthenticateError) -> Self {
        match error {
            AuthenticateError::NoSession => Self::NoSession,
            AuthenticateError::Unexpected(e) => Self::Unexpected(e),
        }
    }
}

/// The sessions of the person behind `token` that still hold, the most recently seen first.
pub async fn list_devices(
    ports: SessionPorts<'_>,
    token: &str,
    now: DateTime<Utc>,
) -> Result<Vec<Device>, AuthenticateError> {
    let Authenticated { user, session } = authenticate(ports, token, now).await?;
    let sessions = ports
        .records
        .list(user.id, user.session_version, now)
        .await
        .with_context(|| format!("listing the sessions of user {}", user.id))?;
    Ok(sessions
        .into_iter()
        .map(|listed| Device {
            this_device: listed.id == session.id,
            session: listed,
        })
        .collect())
}

/// Ends one of the person's sessions: that device is signed out at its next request. Ending
/// this device's own session is signing out.
pub async fn end_device(
    ports: SessionPorts<'_>,
    token: &str,
    session_id: Option<i64>,
    now: DateTime<Utc>,
) -> Result<(), EndDeviceError> {
    let Authenticated { user, .. } = authenticate(ports, token, now).await?;
    // An id that is not a number names no session: 404, after the caller is known.
    let session_id = session_id.ok_or(EndDeviceError::NotFound)?;
    match ports.records.end(user.id, session_id).await {
        Ok(()) => Ok(()),
        Err(RepositoryError::NotFound) => Err(EndDeviceError::NotFound),
        Err(error) => Err(anyhow::Error::new(error)
            .context(format!("ending session {session_id}"))
            .into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Duration;
    use domain::ports::{
        MockSessionRecords, MockSessionTokens, MockUserRepository, SessionSubject,
    };
    use domain::{Email, User};

    fn now() -> DateTime<Utc> {
        "2026-11-26T12:00:00Z".parse().unwrap()
    }

    fn record(id: i64) -> SessionRecord {
        SessionRecord {
            id,
            user_id: 7,
            session_version: 0,
            device: format!("Device {id}"),
            signed_in_at: now() - Duration::hours(2),
            last_seen_at: now(),
            expires_at: now() + Duration::hours(2),
        }
    }

    fn fixtures() -> (MockSessionTokens, MockUserRepository, MockSessionRecords) {
        let mut tokens = MockSessionTokens::new();
        tokens.expect_verify().returning(|_| {
            Ok(SessionSubject {
                user_id: 7,
                session_id: 2,
            })
        });
        let mut users = MockUserRepository::new();
        users.expect_find_by_id().returning(|_| {
            Ok(Some(User {
                id: 7,
                email: Email::parse("a@b.it").unwrap(),
                name: "A".into(),
                picture: String::new(),
                role: None,
                session_version: 0,
                identity_subject: None,
            }))
        });
        let mut records = MockSessionRecords::new();
        records.expect_find().returning(|id| Ok(Some(record(id))));
        (tokens, users, records)
    }

    #[tokio::test]
    async fn the_list_marks_the_device_asking() {
        let (tokens, users, mut records) = fixtures();
        records
            .expect_list()
            .withf(|user_id, version, _| *user_id == 7 && *version == 0)
            .returning(|_, _, _| Ok(vec![record(2), record(1)]));
        let ports = SessionPorts {
            tokens: &tokens,
            users: &users,
            records: &records,
        };
        let devices = list_devices(ports, "t", now()).await.unwrap();
        let marks: Vec<(i64, bool)> = devices
            .iter()
            .map(|d| (d.session.id, d.this_device))
            .collect();
        assert_eq!(marks, [(2, true), (1, false)]);
    }

    #[tokio::test]
    async fn ending_a_session_that_is_not_the_persons_is_not_found() {
        let (tokens, users, mut records) = fixtures();
        records
            .expect_end()
            .withf(|user_id, _| *user_id == 7)
            .returning(|_, id| {
                if id == 1 {
                    Ok(())
                } else {
                    Err(RepositoryError::NotFound)
                }
            });
        let ports = SessionPorts {
            tokens: &tokens,
            users: &users,
            records: &records,
        };
        end_device(ports, "t", Some(1), now()).await.unwrap();
        assert!(matches!(
            end_device(ports, "t", Some(99), now()).await,
            Err(EndDeviceError::NotFound)
        ));
    }
}
