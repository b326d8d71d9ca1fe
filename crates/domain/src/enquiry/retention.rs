//! How long the desk keeps a closed lead's personal data (issue 27, the privacy policy's
//! promise): a lead marked `lost` or `spam` with no activity (the enquiry itself, a stage
//! change, a note or a reply) for the retention period is anonymised; the other stages are
//! kept while the work on them may go on.

use super::lead::LeadStage;
use chrono::{DateTime, Months, Utc};

/// The retention period in whole months (1 to 1200).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetentionPeriod(u32);

impl RetentionPeriod {
    pub const SHORTEST_MONTHS: u32 = 1;
    /// A hundred years: longer is no retention rule at all.
    pub const LONGEST_MONTHS: u32 = 1_200;
    /// Two years, what the privacy policy says unless configured otherwise.
    pub const DEFAULT: RetentionPeriod = RetentionPeriod(24);

    /// `months` held within the bounds (a configuration reader checks them first).
    pub fn of_months(months: u32) -> Self {
        Self(months.clamp(Self::SHORTEST_MONTHS, Self::LONGEST_MONTHS))
    }

    pub fn months(self) -> u32 {
        self.0
    }

    /// The instant before which a closed lead's last activity makes it due at `now`: the same
    /// day of the month that many months earlier (the month's last day when it has no such
    /// day, as calendars count months).
    pub fn cutoff(self, now: DateTime<Utc>) -> DateTime<Utc> {
        now.checked_sub_months(Months::new(self.0))
            .unwrap_or(DateTime::<Utc>::MIN_UTC)
    }
}

/// Whether a lead in `stage` is anonymised once it has been quiet for the period: only the
/// closed stages that led nowhere. A won lead is a client's file (contracts, invoices), kept
/// by other rules.
pub fn anonymised_when_quiet(stage: LeadStage) -> bool {
    match stage {
        LeadStage::Lost | LeadStage::Spam => true,
        LeadStage::New
        | LeadStage::Contacted
        | LeadStage::Viewing
        | LeadStage::Offer
        | LeadStage::Won => false,
    }
}

/// The stages `anonymised_when_quiet` names, for a store's query.
pub fn stages_anonymised_when_quiet() -> Vec<LeadStage> {
    LeadStage::ALL
        .into_iter()
        .filter(|stage| anonymised_when_quiet(*stage))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn instant(text: &str) -> DateTime<Utc> {
        text.parse().unwrap()
    }

    #[test]
    fn the_cutoff_is_the_same_day_that_many_months_before() {
        let now = instant("2027-03-15T10:00:00Z");
        assert_eq!(
            RetentionPeriod::DEFAULT.cutoff(now),
            instant("2025-03-15T10:00:00Z")
        );
        assert_eq!(
            RetentionPeriod::of_months(1).cutoff(now),
            instant("2027-02-15T10:00:00Z")
        );
    }

    #[test]
    fn a_month_without_the_day_ends_on_its_last() {
        let now = instant("2027-03-31T08:00:00Z");
        assert_eq!(
            RetentionPeriod::of_months(1).cutoff(now),
            instant("2027-02-28T08:00:00Z")
        );
    }

    #[test]
    fn months_are_held_within_the_bounds() {
        assert_eq!(RetentionPeriod::of_months(0).months(), 1);
        assert_eq!(RetentionPeriod::of_months(5_000).months(), 1_200);
        assert_eq!(RetentionPeriod::DEFAULT.months(), 24);
    }

    #[test]
    fn only_lost_and_spam_leads_are_anonymised() {
        assert_eq!(
            stages_anonymised_when_quiet(),
            vec![LeadStage::Lost, LeadStage::Spam]
        );
    }
}
