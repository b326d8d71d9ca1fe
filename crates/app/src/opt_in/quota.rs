//! The bound on confirmation mails that the newsletter and the home alerts share
//! (`domain::opt_in::confirmation_allowance`): a use case asks before it stores a sign-up
//! that would mail a fresh link, and tells its caller what happened, since the visitor's answer
//! is the same whatever happened (it must not tell who is signed up).

use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::opt_in::ConfirmationAllowance;
use domain::ports::ConfirmationMails;
use domain::Email;

/// The record of sent confirmations and the site's hourly maximum.
#[derive(Clone, Copy)]
pub struct ConfirmationQuota<'a> {
    pub mails: &'a dyn ConfirmationMails,
    pub per_hour: u64,
}

/// What became of the confirmation mail a sign-up would send.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConfirmationOutcome {
    /// In the outbox.
    Mailed,
    /// The address is already confirmed: no mail needed.
    NotNeeded,
    /// Not sent, and the sign-up left as it was: the address had its share (its earlier link
    /// still works) or the site reached its hourly maximum.
    Held(ConfirmationAllowance),
}

impl ConfirmationQuota<'_> {
    /// Records one more confirmation to `email` at `at` when the rule allows it.
    pub(crate) async fn reserve(
        &self,
        email: &Email,
        at: DateTime<Utc>,
    ) -> anyhow::Result<ConfirmationAllowance> {
        self.mails
            .reserve(email, at, self.per_hour)
            .await
            .context("counting confirmation mails")
    }

    /// Gives back a reservation that sent nothing.
    pub(crate) async fn release(&self, email: &Email, at: DateTime<Utc>) -> anyhow::Result<()> {
        self.mails
            .release(email, at)
            .await
            .context("giving back a confirmation mail")
    }
}
