//! Double opt-in, whatever is signed up for (the newsletter's local list, a home alert): a
//! sign-up is stored pending and its confirmation mail put in the outbox (`issue`), as far as
//! the confirmation quota allows; its link confirms it (`confirm_opt_in`); pending sign-ups
//! past their deadline are forgotten on the way; a withdrawal link ends it (`withdraw`). The
//! rules are `domain::opt_in`'s, the records `domain::ports::OptInRecords`; what is stored
//! and what the mail says belong to the caller.

mod confirm;
mod issue;
mod quota;
mod withdraw;

pub use confirm::{confirm_opt_in, ConfirmOptInError};
pub(crate) use issue::issue;
pub use issue::{ConfirmationDesk, PendingSignUp};
pub use quota::{ConfirmationOutcome, ConfirmationQuota};
pub(crate) use withdraw::withdraw;
