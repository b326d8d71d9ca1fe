use audience::report::{DayCount, PropertyStatistics, Ranked, SiteStatistics};
use audience::Origin;
use chrono::NaiveDate;
use poem_openapi::Object;

/// Page views and distinct visitors of one day (Rome's calendar).
#[derive(Debug, Clone, Object)]
#[oai(rename = "StatisticsDay")]
pub struct DayDto {
    pub day: NaiveDate,
    pub views: u64,
    /// Distinct visitors that day (a visitor's key changes every day, so a period's visitors
    /// are the sum of its days').
    pub visitors: u64,
}

/// Where visits came from.
#[derive(Debug, Clone, Object)]
#[oai(rename = "StatisticsOrigin")]
pub struct OriginDto {
    /// `portal`, `search`, `social`, `link` (another site), `newsletter`, `alert` (a
    /// saved-search mail), `direct` (typed, bookmarked, an app) or `site` (another page of
    /// this site).
    pub origin: String,
    pub views: u64,
}

/// A page, referrer, campaign or search with its count.
#[derive(Debug, Clone, Object)]
#[oai(rename = "StatisticsEntry")]
pub struct RankedDto {
    pub key: String,
    pub count: u64,
    pub visitors: u64,
}

/// How one home was seen over a period.
#[derive(Debug, Clone, Object)]
#[oai(rename = "PropertyStatistics")]
pub struct PropertyStatisticsDto {
    #[oai(rename = "ref")]
    pub reference: String,
    /// 7, 30 or 90.
    pub days: u32,
    pub from: NaiveDate,
    pub to: NaiveDate,
    /// Every day of the period, oldest first.
    pub daily: Vec<DayDto>,
    pub views: u64,
    pub visitors: u64,
    pub brochure_prints: u64,
    /// Enquiries naming the home, accepted in the period.
    pub enquiries: u64,
    pub viewing_requests: u64,
    /// Visits from a saved-search alert mail's link.
    pub alert_clicks: u64,
    /// Alert mails that named the home in the period.
    pub alert_matches: u64,
    /// Days since it was listed (until it left the market); null if never listed.
    #[oai(skip_serializing_if_is_none)]
    pub days_on_market: Option<i64>,
    /// The home's views by where the visitor came from (`site`: another page of this site).
    pub origins: Vec<OriginDto>,
}

/// How the whole site was seen over a period.
#[derive(Debug, Clone, Object)]
#[oai(rename = "SiteStatistics")]
pub struct SiteStatisticsDto {
    pub days: u32,
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub daily: Vec<DayDto>,
    pub views: u64,
    pub visitors: u64,
    /// The ten most viewed pages.
    pub top_pages: Vec<RankedDto>,
    /// The ten pages most visits began on.
    pub top_entries: Vec<RankedDto>,
    /// The ten pages most visitors' days on the site ended on (the last page each saw that
    /// day; today's are the last so far). `hits` and `visitors` are both that number.
    pub top_exits: Vec<RankedDto>,
    /// The ten sites that sent most visits.
    pub top_referrers: Vec<RankedDto>,
    /// The ten campaigns (`source / medium / campaign` of `utm_*` links) that sent most.
    pub top_campaigns: Vec<RankedDto>,
    /// Visits by where they began (`views` counts each visit's first page only).
    pub origins: Vec<OriginDto>,
    /// Searches of the list that found nothing, most asked first: what buyers look for.
    pub empty_searches: Vec<RankedDto>,
    pub brochure_prints: u64,
    pub enquiries: u64,
    pub viewing_requests: u64,
    pub alert_clicks: u64,
}

fn daily(days: &[DayCount]) -> Vec<DayDto> {
    days.iter()
        .map(|day| DayDto {
            day: day.day,
            views: day.views,
            visitors: day.visitors,
        })
        .collect()
}

fn origins(origins: &[(Origin, u64)]) -> Vec<OriginDto> {
    let mut list: Vec<OriginDto> = origins
        .iter()
        .map(|(origin, views)| OriginDto {
            origin: origin.name().to_owned(),
            views: *views,
        })
        .collect();
    list.sort_by(|a, b| b.views.cmp(&a.views).then_with(|| a.origin.cmp(&b.origin)));
    list
}

fn ranked(list: &[Ranked]) -> Vec<RankedDto> {
    list.iter()
        .map(|entry| RankedDto {
            key: entry.key.clone(),
            count: entry.hits,
            visitors: entry.visitors,
        })
        .collect()
}

impl PropertyStatisticsDto {
    pub fn new(
        reference: String,
        days: u32,
        statistics: &PropertyStatistics,
        alert_matches: u64,
        days_on_market: Option<i64>,
    ) -> Self {
        Self {
            reference,
            days,
            from: statistics.period.from,
            to: statistics.period.to,
            daily: daily(&statistics.days),
            views: statistics.views,
            visitors: statistics.visitors,
            brochure_prints: statistics.brochure_prints,
            enquiries: statistics.enquiries,
            viewing_requests: statistics.viewing_requests,
            alert_clicks: statistics.alert_clicks,
            alert_matches,
            days_on_market,
            origins: origins(&statistics.origins),
        }
    }
}

impl SiteStatisticsDto {
    pub fn new(days: u32, statistics: &SiteStatistics) -> Self {
        let event = |name: &str| statistics.events.get(name).copied().unwrap_or_default();
        Self {
            days,
            from: statistics.period.from,
            to: statistics.period.to,
            daily: daily(&statistics.days),
            views: statistics.views,
            visitors: statistics.visitors,
            top_pages: ranked(&statistics.top_pages),
            top_entries: ranked(&statistics.top_entries),
            top_exits: ranked(&statistics.top_exits),
            top_referrers: ranked(&statistics.top_referrers),
            top_campaigns: ranked(&statistics.top_campaigns),
            origins: origins(&statistics.origins),
            empty_searches: ranked(&statistics.empty_searches),
            brochure_prints: event("brochure_print"),
            enquiries: event("enquiry"),
            viewing_requests: event("viewing_request"),
            alert_clicks: event("alert_click"),
        }
    }
}
