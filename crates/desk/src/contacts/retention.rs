//! Lead retention: the closed leads (lost, spam) quiet for the configured period are
//! anonymised, as the privacy policy says. Run by a periodic worker; safe to run on several
//! servers at once (an anonymised lead is not picked again).

use anyhow::Context;
use domain::enquiry::retention::{stages_anonymised_when_quiet, RetentionPeriod};
use domain::ports::{Clock, LeadRetention};

/// Anonymises the leads due now; answers how many.
pub async fn anonymise_quiet_leads(
    retention: &dyn LeadRetention,
    clock: &dyn Clock,
    period: RetentionPeriod,
) -> anyhow::Result<u64> {
    let now = clock.now();
    retention
        .anonymise_quiet_leads(&stages_anonymised_when_quiet(), period.cutoff(now), now)
        .await
        .context("anonymising the closed leads past their retention")
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{DateTime, Utc};
    use domain::enquiry::lead::LeadStage;
    use domain::ports::{MockClock, MockLeadRetention, RepositoryError};

    fn clock_at(text: &'static str) -> MockClock {
        let mut clock = MockClock::new();
        clock
            .expect_now()
            .returning(move || text.parse::<DateTime<Utc>>().unwrap());
        clock
    }

    #[tokio::test]
    async fn lost_and_spam_leads_quiet_for_the_period_are_asked_for() {
        let mut retention = MockLeadRetention::new();
        retention
            .expect_anonymise_quiet_leads()
            .withf(|stages, quiet_since, at| {
                stages == [LeadStage::Lost, LeadStage::Spam]
                    && *quiet_since == "2025-06-01T09:00:00Z".parse::<DateTime<Utc>>().unwrap()
                    && *at == "2027-06-01T09:00:00Z".parse::<DateTime<Utc>>().unwrap()
            })
            .times(1)
            .returning(|_, _, _| Ok(3));
        let clock = clock_at("2027-06-01T09:00:00Z");
        let anonymised = anonymise_quiet_leads(&retention, &clock, RetentionPeriod::DEFAULT)
            .await
            .unwrap();
        assert_eq!(anonymised, 3);
    }

    #[tokio::test]
    async fn a_storage_failure_is_reported() {
        let mut retention = MockLeadRetention::new();
        retention
            .expect_anonymise_quiet_leads()
            .returning(|_, _, _| Err(RepositoryError::Unexpected("disk full".into())));
        let clock = clock_at("2027-06-01T09:00:00Z");
        let error = anonymise_quiet_leads(&retention, &clock, RetentionPeriod::DEFAULT)
            .await
            .unwrap_err();
        assert!(format!("{error:#}").contains("disk full"), "{error:#}");
    }
}
