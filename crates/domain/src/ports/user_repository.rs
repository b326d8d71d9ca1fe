use super::RepositoryError;
use crate::{Email, Role, User};
use async_trait::async_trait;

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait UserRepository: Send + Sync {
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn find_by_email(&self, email: &Email) -> Result<Option<User>, RepositoryError>;

    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn find_by_id(&self, id: i64) -> Result<Option<User>, RepositoryError>;

    /// Creates the user or updates name, picture and (when `role` is `Some`) role. A role is
    /// given here only to a user being created; changing an existing user's role is
    /// `set_role`, which also ends their sessions.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn upsert(
        &self,
        email: &Email,
        name: &str,
        picture: &str,
        role: Option<Role>,
    ) -> Result<User, RepositoryError>;

    /// Sets (or, with `None`, removes) the user's role, and moves their session version in
    /// the same step: sessions opened under the old role end.
    /// # Errors
    /// MUST return `NotFound` when no user has this address.
    async fn set_role(&self, email: &Email, role: Option<Role>) -> Result<User, RepositoryError>;

    /// Moves the user's session version: every session issued so far ends (sign-out).
    /// # Errors
    /// MUST return `NotFound` when no user has this id.
    async fn end_sessions(&self, user_id: i64) -> Result<(), RepositoryError>;

    /// The user bound to this identity-provider subject, if any.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn find_by_subject(&self, subject: &str) -> Result<Option<User>, RepositoryError>;

    /// Binds the user to an identity-provider subject (their first sign-in with it).
    /// # Errors
    /// MUST return `Duplicate` when another user is bound to `subject`, `NotFound` when no
    /// user has this id.
    async fn bind_subject(&self, user_id: i64, subject: &str) -> Result<User, RepositoryError>;

    /// Whether any user holds `role` (the start-up hint about the first admin).
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn any_with_role(&self, role: Role) -> Result<bool, RepositoryError>;
}
