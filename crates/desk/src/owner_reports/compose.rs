//! The report's figures, gathered from the visit counts, the listing, its price history,
//! the viewings and the alert mails.

use super::in_owner_language::{listing_title_in, listing_url_in};
use super::{OwnerReportDesk, OwnerReportError};
use ::audience::owner::OwnerLanguage;
use ::audience::report::{property_statistics, Period};
use ::audience::Origin;
use chrono::{DateTime, NaiveDate, Utc};
use domain::property::PriceChange;
use domain::rome_time::rome_today;
use domain::Ref;
use viewing_trips::ViewingFilter;

/// The weeks the report covers (the statistics' longest period, 90 days).
pub const REPORT_DAYS: u32 = 90;
/// The most viewings listed.
const VIEWINGS_LISTED: u64 = 50;

/// The visitors of a week, starting on `from`: each day's distinct visitors, added up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WeekCount {
    pub from: NaiveDate,
    pub visitors: u64,
}

/// A viewing of the home as the consultant recorded it: no visitor's name or address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ViewingNote {
    pub day: NaiveDate,
    /// `None` until the consultant has recorded how it went.
    pub attended: Option<bool>,
    /// 1 (none) to 5 (ready to offer).
    pub interest: Option<u8>,
    pub feedback: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PriceMove {
    pub on: NaiveDate,
    pub from: u64,
    pub to: u64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OwnerReport {
    pub reference: Ref,
    pub title: String,
    /// The home's page in the owner's language (the Italian one for an Italian owner).
    pub listing_url: String,
    pub owner_name: String,
    pub language: OwnerLanguage,
    pub made_on: NaiveDate,
    pub from: NaiveDate,
    pub days_on_market: Option<i64>,
    pub weeks: Vec<WeekCount>,
    /// People who saw the home's page: each visitor counts once a day (issue 53), so the
    /// owner is shown people, not page loads that one browser can repeat at will.
    pub visitors: u64,
    /// Visitors by where they came from, most first (from the site's own pages left out).
    pub origins: Vec<(Origin, u64)>,
    /// Visitors who enquired, asked for a viewing or printed the brochure (each once a day).
    pub enquiries: u64,
    pub viewing_requests: u64,
    pub brochure_prints: u64,
    pub alert_matches: u64,
    pub viewings: Vec<ViewingNote>,
    pub price_moves: Vec<PriceMove>,
}

/// The report of `reference` as of now.
pub async fn compose_report(
    desk: &OwnerReportDesk<'_>,
    reference: &Ref,
) -> Result<OwnerReport, OwnerReportError> {
    let (property, owner) = super::property_and_owner(desk, reference).await?;
    let now = desk.clock.now();
    let period = Period::last(REPORT_DAYS, now).expect("an offered period");
    let statistics = property_statistics(desk.hits, reference, period).await?;
    let since = start_of(period.from).unwrap_or(now - chrono::Duration::days(90));
    let alert_matches = desk.alerts.mailed_matches(reference, since).await?;
    let requests = desk
        .viewings
        .list(
            &ViewingFilter {
                reference: Some(reference.clone()),
                ..ViewingFilter::default()
            },
            VIEWINGS_LISTED,
        )
        .await?;
    let mut viewings: Vec<ViewingNote> = requests
        .iter()
        .flat_map(|request| &request.slots)
        .filter(|slot| slot.details.reference == *reference && slot.confirmed)
        .map(|slot| ViewingNote {
            day: slot.details.start.date(),
            attended: slot.outcome.as_ref().map(|outcome| outcome.attended),
            interest: slot.outcome.as_ref().map(|outcome| outcome.interest),
            feedback: slot
                .outcome
                .as_ref()
                .map(|outcome| outcome.feedback.clone())
                .unwrap_or_default(),
        })
        .collect();
    viewings.sort_by_key(|viewing| std::cmp::Reverse(viewing.day));
    let price_moves = price_moves(desk.properties.price_history(reference).await?);
    let mut weeks: Vec<WeekCount> = statistics
        .days
        .rchunks(7)
        .map(|week| WeekCount {
            from: week[0].day,
            visitors: week.iter().map(|day| day.visitors).sum(),
        })
        .collect();
    weeks.reverse();
    let mut origins: Vec<(Origin, u64)> = statistics
        .origins
        .iter()
        .copied()
        .filter(|(origin, _)| *origin != Origin::Site)
        .collect();
    origins.sort_by_key(|(_, visitors)| std::cmp::Reverse(*visitors));
    Ok(OwnerReport {
        reference: reference.clone(),
        title: listing_title_in(&property, owner.language),
        listing_url: listing_url_in(desk.public_url, &property, owner.language),
        owner_name: owner.name,
        language: owner.language,
        made_on: rome_today(now),
        from: period.from,
        days_on_market: property.status.days_on_market(now),
        weeks,
        visitors: statistics.visitors,
        origins,
        enquiries: statistics.enquiries,
        viewing_requests: statistics.viewing_requests,
        brochure_prints: statistics.brochure_prints,
        alert_matches,
        viewings,
        price_moves,
    })
}

/// The price changes an owner is told of, oldest first: the first price given to a home that
/// had none ("price on request" until then) is where it started, not a change.
fn price_moves(history: Vec<PriceChange>) -> Vec<PriceMove> {
    history
        .into_iter()
        .enumerate()
        .filter(|(index, change)| !(*index == 0 && change.from.is_please_call()))
        .map(|(_, change)| PriceMove {
            on: rome_today(change.at),
            from: change.from.amount(),
            to: change.to.amount(),
        })
        .collect()
}

fn start_of(day: NaiveDate) -> Option<DateTime<Utc>> {
    domain::rome_time::from_rome(day.and_time(chrono::NaiveTime::MIN)).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::Price;

    fn change(day: u32, from: u64, to: u64) -> PriceChange {
        PriceChange {
            at: format!("2026-10-{day:02}T10:00:00Z").parse().unwrap(),
            from: Price::euros(from),
            to: Price::euros(to),
            by: "agent@langhe.test".into(),
        }
    }

    #[test]
    fn a_home_s_first_price_is_where_it_started_not_a_change() {
        let moves = price_moves(vec![
            change(1, 0, 650_000),
            change(9, 650_000, 620_000),
            change(20, 620_000, 0),
            change(25, 0, 600_000),
        ]);
        let seen: Vec<(u64, u64)> = moves.iter().map(|m| (m.from, m.to)).collect();
        assert_eq!(
            seen,
            [(650_000, 620_000), (620_000, 0), (0, 600_000)],
            "only the first price from nothing is left out"
        );
    }
}
