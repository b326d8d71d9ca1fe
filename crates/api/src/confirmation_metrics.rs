//! Confirmation mails held back by `domain::opt_in::confirmation_allowance`: the visitor is
//! answered as usual, so only the operator learns of it, here and (for the site cap) in the log.

use app::opt_in::ConfirmationOutcome;
use domain::opt_in::ConfirmationAllowance;

pub const HELD_CONFIRMATIONS: &str = "confirmation_mails_held_total";

/// Counts a held confirmation by why; the site's hourly cap also logs a warning, since
/// genuine sign-ups go unmailed while it bites.
pub fn record_confirmation(outcome: ConfirmationOutcome, form: &'static str) {
    let ConfirmationOutcome::Held(allowance) = outcome else {
        return;
    };
    let reason = match allowance {
        ConfirmationAllowance::SiteCapReached => {
            tracing::warn!(
                form,
                "the hourly maximum of confirmation mails is reached (LANGHE_CONFIRMATION_MAILS_PER_HOUR): a sign-up was not mailed"
            );
            "site_cap"
        }
        ConfirmationAllowance::AddressHadItsShare | ConfirmationAllowance::Granted => "address",
    };
    metrics::counter!(HELD_CONFIRMATIONS, "reason" => reason, "form" => form).increment(1);
}
