//! How many confirmation mails (newsletter and home alerts alike) may go out: each sign-up of
//! an address mails it a link, so without a bound anyone can bomb an inbox from the site and
//! spoil its sender reputation. The state lives with the sent mails (several servers share
//! it); this is only the rule.

use chrono::Duration;

/// No second confirmation to an address within this long of the last: the first link still
/// works (a sign-up stays confirmable for `CONFIRMATION_HOURS`).
pub const ONE_MAIL_PER_ADDRESS_HOURS: i64 = 24;
/// At most this many confirmations to one address in a rolling week.
pub const MAILS_PER_ADDRESS_PER_WEEK: u64 = 3;
/// The site-wide default of `LANGHE_CONFIRMATION_MAILS_PER_HOUR`.
pub const DEFAULT_MAILS_PER_HOUR: u64 = 100;

/// Confirmations already sent, as the rule counts them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SentConfirmations {
    /// To this address, in the last `ONE_MAIL_PER_ADDRESS_HOURS`.
    pub to_address_lately: u64,
    /// To this address, in the last 7 days.
    pub to_address_this_week: u64,
    /// To anyone, in the last hour.
    pub to_anyone_this_hour: u64,
}

/// Whether one more confirmation may go out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConfirmationAllowance {
    Granted,
    /// The address had its share: the link it already has will do.
    AddressHadItsShare,
    /// The site sent its hourly maximum: operators should hear about it.
    SiteCapReached,
}

/// The windows the counts cover.
pub fn per_address_gap() -> Duration {
    Duration::hours(ONE_MAIL_PER_ADDRESS_HOURS)
}

pub fn per_address_window() -> Duration {
    Duration::days(7)
}

pub fn site_window() -> Duration {
    Duration::hours(1)
}

/// The rule: one at a time per address, three a week per address, `per_hour` for the site.
pub fn confirmation_allowance(sent: SentConfirmations, per_hour: u64) -> ConfirmationAllowance {
    if sent.to_address_lately > 0 || sent.to_address_this_week >= MAILS_PER_ADDRESS_PER_WEEK {
        ConfirmationAllowance::AddressHadItsShare
    } else if sent.to_anyone_this_hour >= per_hour {
        ConfirmationAllowance::SiteCapReached
    } else {
        ConfirmationAllowance::Granted
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sent(lately: u64, week: u64, hour: u64) -> SentConfirmations {
        SentConfirmations {
            to_address_lately: lately,
            to_address_this_week: week,
            to_anyone_this_hour: hour,
        }
    }

    #[test]
    fn an_address_gets_one_mail_a_day_and_three_a_week() {
        use ConfirmationAllowance::*;
        assert_eq!(confirmation_allowance(sent(0, 0, 0), 100), Granted);
        assert_eq!(confirmation_allowance(sent(0, 2, 99), 100), Granted);
        assert_eq!(
            confirmation_allowance(sent(1, 1, 0), 100),
            AddressHadItsShare
        );
        assert_eq!(
            confirmation_allowance(sent(0, 3, 0), 100),
            AddressHadItsShare
        );
    }

    #[test]
    fn the_site_cap_bites_only_for_addresses_still_owed_a_mail() {
        use ConfirmationAllowance::*;
        assert_eq!(confirmation_allowance(sent(0, 0, 100), 100), SiteCapReached);
        assert_eq!(
            confirmation_allowance(sent(1, 1, 100), 100),
            AddressHadItsShare
        );
        assert_eq!(confirmation_allowance(sent(0, 0, 0), 0), SiteCapReached);
    }
}
