use super::RepositoryError;
use crate::opt_in::ConfirmationAllowance;
use crate::user::Email;
use async_trait::async_trait;
use chrono::{DateTime, Utc};

/// The record of confirmation mails sent (newsletter and home alerts share it), which bounds
/// them by `crate::opt_in::confirmation_allowance`. Shared by every server of the site.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait ConfirmationMails: Send + Sync {
    /// Counts what was sent and, when one more confirmation to `email` is allowed at `at`
    /// with at most `per_hour` for the whole site, records it as sent before answering
    /// `Granted`. Records that no rule looks at any more are forgotten on the way.
    /// # Errors
    /// `Unexpected` when the storage fails; nothing is recorded then.
    async fn reserve(
        &self,
        email: &Email,
        at: DateTime<Utc>,
        per_hour: u64,
    ) -> Result<ConfirmationAllowance, RepositoryError>;

    /// Gives back what `reserve` granted at `at` when no mail went out after all.
    /// # Errors
    /// `Unexpected` when the storage fails.
    async fn release(&self, email: &Email, at: DateTime<Utc>) -> Result<(), RepositoryError>;
}
