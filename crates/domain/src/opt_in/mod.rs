//! Double opt-in, the one way the site takes an address for its mails (the newsletter, the
//! home alerts): a sign-up is stored pending and mailed a confirmation link; only opening that
//! link within `CONFIRMATION_HOURS` makes it count, a pending sign-up not confirmed by then is
//! forgotten, and every mail after it carries a link that withdraws it. How many confirmation
//! mails may go out is bounded by `confirmation_allowance`. What is signed up for (a list, a
//! saved search) is the caller's; the records are kept behind `crate::ports::OptInRecords`.

mod quota;

pub use quota::{
    confirmation_allowance, per_address_gap, per_address_window, site_window,
    ConfirmationAllowance, SentConfirmations, DEFAULT_MAILS_PER_HOUR, MAILS_PER_ADDRESS_PER_WEEK,
    ONE_MAIL_PER_ADDRESS_HOURS,
};

use chrono::{DateTime, Duration, Utc};

/// How long a sign-up waits for its confirmation link to be opened: long enough for a
/// weekend away from the inbox, short enough that an address someone else typed is soon gone.
pub const CONFIRMATION_HOURS: i64 = 72;

/// The instant until which a sign-up made at `signed_up_at` can be confirmed.
pub fn confirm_by(signed_up_at: DateTime<Utc>) -> DateTime<Utc> {
    signed_up_at + Duration::hours(CONFIRMATION_HOURS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sign_up_is_confirmable_for_72_hours() {
        let signed_up = DateTime::from_timestamp(1_700_000_000, 0).unwrap();
        assert_eq!(confirm_by(signed_up) - signed_up, Duration::hours(72));
    }
}
