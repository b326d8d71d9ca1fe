//! The owner's report (issue 29): what a home's owner is shown of how it is marketed —
//! days on market, visitors by week (each counted once a day), where they came from, enquiries,
//! viewings with the consultant's notes on them, price changes and alert mails — with no
//! buyer's personal data. Staff send it (a mail with an unguessable link valid 30 days) and
//! revoke it; a monthly pass sends it to every owner who agreed.

mod compose;
mod in_owner_language;
mod mail;
mod monthly;

pub use compose::{compose_report, OwnerReport, PriceMove, ViewingNote, WeekCount};
pub use monthly::{send_monthly_reports, MonthlyPass};

use ::audience::owner::{
    link_expiry, OwnerAction, OwnerRecords, OwnerStamp, ReportClaim, MONTHLY_SENDER,
    REPORT_MAILS_PER_HOME_PER_DAY,
};
use ::audience::ports::HitStore;
use chrono::{DateTime, Utc};
use domain::ports::{AlertRepository, Clock, EnquiryOutbox, PropertyRepository, RepositoryError};
use domain::rome_time::{from_rome, rome_today};
use domain::Ref;
use viewing_trips::ViewingRepository;

/// Where the report link leads: `{public_url}/owner-report/{token}`.
pub const REPORT_PATH: &str = "/owner-report";

pub struct OwnerReportDesk<'a> {
    pub owners: &'a dyn OwnerRecords,
    pub properties: &'a dyn PropertyRepository,
    pub hits: &'a dyn HitStore,
    pub viewings: &'a dyn ViewingRepository,
    pub alerts: &'a dyn AlertRepository,
    pub outbox: &'a dyn EnquiryOutbox,
    pub clock: &'a dyn Clock,
    pub public_url: &'a str,
    /// A new unguessable token (the caller draws it: 32 random bytes, URL-safe).
    pub new_token: &'a (dyn Fn() -> String + Sync),
    /// The hash a token is kept as.
    pub hash: &'a (dyn Fn(&str) -> String + Sync),
}

#[derive(Debug, thiserror::Error)]
pub enum OwnerReportError {
    #[error("Property not found")]
    PropertyNotFound,
    #[error("This property has no owner to send the report to")]
    NoOwner,
    #[error(
        "At most {REPORT_MAILS_PER_HOME_PER_DAY} reports a day may be mailed about one home; \
         the next can go tomorrow"
    )]
    DailyCapReached,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<RepositoryError> for OwnerReportError {
    fn from(error: RepositoryError) -> Self {
        Self::Unexpected(anyhow::Error::new(error))
    }
}

/// A report link just mailed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SentReport {
    pub url: String,
    pub expires_at: DateTime<Utc>,
}

/// The home and its owner, or why there is no report to make of it.
pub(super) async fn property_and_owner(
    desk: &OwnerReportDesk<'_>,
    reference: &Ref,
) -> Result<(domain::Property, ::audience::owner::Owner), OwnerReportError> {
    let property = desk
        .properties
        .find_by_ref(reference)
        .await?
        .ok_or(OwnerReportError::PropertyNotFound)?;
    let owner = desk
        .owners
        .owner(reference)
        .await?
        .ok_or(OwnerReportError::NoOwner)?;
    Ok((property, owner))
}

/// Who mails a report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReportSender<'a> {
    /// A staff member ("Send to owner"), by their e-mail address: at most
    /// `REPORT_MAILS_PER_HOME_PER_DAY` a home in Rome's day.
    Staff(&'a str),
    /// The monthly pass, to the owners who agreed.
    Monthly,
}

/// Makes a new link to the report of `reference` and mails it to the owner, logged in the
/// owner log with who sent it.
pub async fn send_report(
    desk: &OwnerReportDesk<'_>,
    reference: &Ref,
    sender: ReportSender<'_>,
) -> Result<SentReport, OwnerReportError> {
    let property = desk
        .properties
        .find_by_ref(reference)
        .await?
        .ok_or(OwnerReportError::PropertyNotFound)?;
    let now = desk.clock.now();
    let (action, by, cap) = match sender {
        ReportSender::Staff(by) => (
            OwnerAction::ReportSent,
            by,
            Some((REPORT_MAILS_PER_HOME_PER_DAY, start_of_rome_day(now))),
        ),
        ReportSender::Monthly => (OwnerAction::MonthlyReportSent, MONTHLY_SENDER, None),
    };
    let stamp = OwnerStamp {
        by: by.to_owned(),
        at: now,
    };
    let owner = match desk
        .owners
        .claim_report_mail(reference, action, &stamp, cap)
        .await?
    {
        ReportClaim::Granted(owner) => owner,
        ReportClaim::NoOwner => return Err(OwnerReportError::NoOwner),
        ReportClaim::DailyCapReached => return Err(OwnerReportError::DailyCapReached),
    };
    let token = (desk.new_token)();
    let expires_at = link_expiry(now);
    desk.owners
        .add_report_link(reference, &(desk.hash)(&token), expires_at)
        .await?;
    let url = format!(
        "{}{REPORT_PATH}/{token}",
        desk.public_url.trim_end_matches('/')
    );
    desk.outbox
        .enqueue(&mail::report_mail(&owner, &property, &url, expires_at, now))
        .await?;
    Ok(SentReport { url, expires_at })
}

/// Midnight in Rome of `now`'s day: where a day's report mails are counted from.
fn start_of_rome_day(now: DateTime<Utc>) -> DateTime<Utc> {
    let midnight = rome_today(now).and_time(chrono::NaiveTime::MIN);
    // A midnight that a clock change skips (none does in Rome) counts a day from 24 hours ago.
    from_rome(midnight).unwrap_or(now - chrono::Duration::hours(24))
}

/// Closes every link to the report of `reference`; answers how many were open.
pub async fn revoke_reports(
    desk: &OwnerReportDesk<'_>,
    reference: &Ref,
) -> Result<u64, OwnerReportError> {
    desk.properties
        .find_by_ref(reference)
        .await?
        .ok_or(OwnerReportError::PropertyNotFound)?;
    Ok(desk.owners.revoke_report_links(reference).await?)
}

/// The report a link opens, or `None` when the link is unknown, revoked or expired.
pub async fn open_report(
    desk: &OwnerReportDesk<'_>,
    token: &str,
) -> Result<Option<OwnerReport>, OwnerReportError> {
    let now = desk.clock.now();
    let Some(reference) = desk.owners.report_of_link(&(desk.hash)(token), now).await? else {
        return Ok(None);
    };
    match compose_report(desk, &reference).await {
        Ok(report) => Ok(Some(report)),
        Err(OwnerReportError::PropertyNotFound | OwnerReportError::NoOwner) => Ok(None),
        Err(error) => Err(error),
    }
}
