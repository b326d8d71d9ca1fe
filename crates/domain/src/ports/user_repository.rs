use super::RepositoryError;
use crate::{Email, Role, User};
use async_trait::async_trait;

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait UserRepository: Send + Sync {
    async fn find_by_email(&self, email: &Email) -> Result<Option<User>, RepositoryError>;

    async fn find_by_id(&self, id: i64) -> Result<Option<User>, RepositoryError>;

    /// Creates the user or updates name, picture and (when `role` is `Some`) role.
    async fn upsert(
        &self,
        email: &Email,
        name: &str,
        picture: &str,
        role: Option<Role>,
    ) -> Result<User, RepositoryError>;

    /// Sets (or, with `None`, removes) the user's role.
    /// # Errors
    /// MUST return `NotFound` when no user has this address.
    async fn set_role(&self, email: &Email, role: Option<Role>) -> Result<User, RepositoryError>;

    /// Whether any user holds `role` (the start-up hint about the first admin).
    async fn any_with_role(&self, role: Role) -> Result<bool, RepositoryError>;
}
