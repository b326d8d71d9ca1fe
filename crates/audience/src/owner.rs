//! The owner of a listed home and the report sent to them (issue 29): who they are (staff-only
//! details, never in a public answer, feed or page), the unguessable link to their report
//! (30 days, revocable) and the store of both.

use async_trait::async_trait;
use chrono::{DateTime, Duration, Utc};
use domain::ports::RepositoryError;
use domain::{Email, Ref};

/// How long a report link opens the report.
pub const REPORT_LINK_DAYS: i64 = 30;
/// The longest owner's name kept.
pub const MAX_NAME: usize = 200;

/// The language the owner reads their report and its mail in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OwnerLanguage {
    English,
    Italian,
}

impl OwnerLanguage {
    pub fn code(self) -> &'static str {
        match self {
            Self::English => "en",
            Self::Italian => "it",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        match code {
            "en" => Some(Self::English),
            "it" => Some(Self::Italian),
            _ => None,
        }
    }

    /// The same language as the mail helpers name it (`domain::dates_in_words`).
    pub fn mail_language(self) -> domain::dates_in_words::MailLanguage {
        match self {
            Self::English => domain::dates_in_words::MailLanguage::English,
            Self::Italian => domain::dates_in_words::MailLanguage::Italian,
        }
    }
}

/// A home's owner as staff keep them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Owner {
    pub name: String,
    pub email: Email,
    pub language: OwnerLanguage,
    /// The owner agreed to get their report every month.
    pub monthly_reports: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OwnerError {
    #[error("Owner's name is required")]
    NameMissing,
    #[error("Owner's name may be at most 200 characters")]
    NameTooLong,
    #[error("Please enter a valid email address")]
    EmailNotValid,
    #[error("Owner's language must be en or it")]
    LanguageNotValid,
}

impl Owner {
    /// The owner as staff type them, checked in the form's order.
    pub fn parse(
        name: &str,
        email: &str,
        language: &str,
        monthly_reports: bool,
    ) -> Result<Self, OwnerError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(OwnerError::NameMissing);
        }
        if name.chars().count() > MAX_NAME {
            return Err(OwnerError::NameTooLong);
        }
        let email = Email::parse(email.trim()).map_err(|_| OwnerError::EmailNotValid)?;
        let language = OwnerLanguage::parse(language).ok_or(OwnerError::LanguageNotValid)?;
        Ok(Self {
            name: name.to_owned(),
            email,
            language,
            monthly_reports,
        })
    }
}

/// Report mails staff may send about one home in a day (Rome's calendar): enough to resend
/// one that went astray, too few for the report button to mail an address over and over
/// (issue 53). The monthly report is not counted.
pub const REPORT_MAILS_PER_HOME_PER_DAY: u32 = 3;

/// What the owner log records (issue 53): every change to a home's owner and every report
/// mailed, with who did it, for the admin to see.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OwnerAction {
    /// An owner recorded, or the recorded one changed.
    Recorded,
    Removed,
    /// A report mailed by staff ("Send to owner").
    ReportSent,
    /// The monthly report, mailed by the site.
    MonthlyReportSent,
}

impl OwnerAction {
    pub fn code(self) -> &'static str {
        match self {
            Self::Recorded => "recorded",
            Self::Removed => "removed",
            Self::ReportSent => "report_sent",
            Self::MonthlyReportSent => "monthly_report_sent",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        [
            Self::Recorded,
            Self::Removed,
            Self::ReportSent,
            Self::MonthlyReportSent,
        ]
        .into_iter()
        .find(|action| action.code() == code)
    }
}

/// Who acted and when: what an entry of the owner log says besides what was done.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OwnerStamp {
    /// The staff member's e-mail address, or `MONTHLY_SENDER`.
    pub by: String,
    pub at: DateTime<Utc>,
}

/// Who the log names for the monthly reports.
pub const MONTHLY_SENDER: &str = "monthly report";

/// One entry of the owner log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OwnerLogEntry {
    pub property: Ref,
    pub action: OwnerAction,
    /// The address concerned: the owner's as recorded, the one removed, or the one mailed.
    pub email: String,
    pub stamp: OwnerStamp,
}

/// What came of asking to mail a home's report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReportClaim {
    /// Logged: mail it to this owner.
    Granted(Owner),
    NoOwner,
    /// The day's report mails for the home are all sent.
    DailyCapReached,
}

/// When a link made at `now` stops opening the report.
pub fn link_expiry(now: DateTime<Utc>) -> DateTime<Utc> {
    now + Duration::days(REPORT_LINK_DAYS)
}

/// Where owners and their report links are kept (the database every server shares).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait OwnerRecords: Send + Sync {
    async fn owner(&self, property: &Ref) -> Result<Option<Owner>, RepositoryError>;

    /// Sets (or with `None` forgets) the owner of `property`, and logs it with `stamp` in the
    /// same transaction. Forgetting the owner, or recording another e-mail address, closes
    /// the report links sent so far: they were for someone who is no longer the owner, or an
    /// address no longer theirs.
    /// # Errors
    /// `UnknownReference` when no property has the ref.
    async fn set_owner(
        &self,
        property: &Ref,
        owner: Option<Owner>,
        stamp: &OwnerStamp,
    ) -> Result<(), RepositoryError>;

    /// Takes one report mail of `property` for its owner, logged as `action` with `stamp`.
    /// With `cap` = `(limit, since)`, refused once `limit` entries of that action were logged
    /// for the home since `since`. Concurrent claims are counted one after the other.
    async fn claim_report_mail(
        &self,
        property: &Ref,
        action: OwnerAction,
        stamp: &OwnerStamp,
        cap: Option<(u32, DateTime<Utc>)>,
    ) -> Result<ReportClaim, RepositoryError>;

    /// The owner log, newest first, at most `limit` entries: of `property` only, when given.
    async fn owner_log(
        &self,
        property: Option<Ref>,
        limit: u64,
    ) -> Result<Vec<OwnerLogEntry>, RepositoryError>;

    /// Keeps the hash of a new report link of `property`, open until `expires_at`.
    async fn add_report_link(
        &self,
        property: &Ref,
        token_hash: &str,
        expires_at: DateTime<Utc>,
    ) -> Result<(), RepositoryError>;

    /// Closes every report link of `property`; answers how many were open.
    async fn revoke_report_links(&self, property: &Ref) -> Result<u64, RepositoryError>;

    /// The property whose report the link with this hash opens at `now`, if any.
    async fn report_of_link(
        &self,
        token_hash: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<Ref>, RepositoryError>;

    /// The homes whose owners agreed to a monthly report, with their owners.
    async fn monthly_owners(&self) -> Result<Vec<(Ref, Owner)>, RepositoryError>;

    /// Takes the month's reports (`YYYY-MM`) for this server: true for the first server to
    /// ask, false for every other, so a month's reports go once.
    async fn claim_month(&self, month: &str, now: DateTime<Utc>) -> Result<bool, RepositoryError>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_owner_is_checked_in_the_forms_order() {
        let owner = Owner::parse(" Maria Rossi ", "maria@example.it", "it", true).unwrap();
        assert_eq!(owner.name, "Maria Rossi");
        assert_eq!(owner.language, OwnerLanguage::Italian);
        assert_eq!(
            Owner::parse("", "x", "fr", false),
            Err(OwnerError::NameMissing)
        );
        assert_eq!(
            Owner::parse(&"a".repeat(201), "x", "fr", false),
            Err(OwnerError::NameTooLong)
        );
        assert_eq!(
            Owner::parse("Maria", "maria@", "it", false),
            Err(OwnerError::EmailNotValid)
        );
        assert_eq!(
            Owner::parse("Maria", "maria@example.it", "fr", false),
            Err(OwnerError::LanguageNotValid)
        );
    }

    #[test]
    fn a_link_opens_the_report_for_thirty_days() {
        let now: DateTime<Utc> = "2026-11-28T10:00:00Z".parse().unwrap();
        assert_eq!(link_expiry(now).to_rfc3339(), "2026-12-28T10:00:00+00:00");
    }
}
