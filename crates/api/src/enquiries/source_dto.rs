//! Lead sources in the inbox's answers: each lead's own, and the counts per source.

use domain::enquiry::LeadSource;
use domain::ports::SourceCount;
use poem_openapi::Object;

/// Where a lead came from, as the visitor's form told.
#[derive(Debug, Object)]
#[oai(rename = "EnquirySource")]
pub struct EnquirySourceDto {
    /// What the inbox shows and counts by: "kyero / portal" (`utm_source` / `utm_medium`),
    /// else the referring host without `www.` ("google.com").
    pub label: String,
    #[oai(skip_serializing_if_is_none)]
    pub referrer_host: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub utm_source: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub utm_medium: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub utm_campaign: Option<String>,
}

impl EnquirySourceDto {
    /// `None` for a lead with no source (the visitor came straight, or the form did not say).
    pub fn of(source: LeadSource) -> Option<Self> {
        let label = source.label()?;
        Some(Self {
            label,
            referrer_host: source.referrer_host,
            utm_source: source.utm_source,
            utm_medium: source.utm_medium,
            utm_campaign: source.utm_campaign,
        })
    }
}

#[derive(Debug, Object)]
#[oai(rename = "LeadSourceCount")]
pub struct LeadSourceCountDto {
    /// The source's label, as `EnquirySource.label`; left out for leads with no source.
    #[oai(skip_serializing_if_is_none)]
    pub source: Option<String>,
    pub leads: u64,
}

#[derive(Debug, Object)]
#[oai(rename = "LeadSourceCounts")]
pub struct LeadSourceCountsDto {
    /// The most leads first.
    pub sources: Vec<LeadSourceCountDto>,
    /// All leads in the period.
    pub total: u64,
}

impl LeadSourceCountsDto {
    pub fn new(counts: Vec<SourceCount>) -> Self {
        Self {
            total: counts.iter().map(|count| count.leads).sum(),
            sources: counts
                .into_iter()
                .map(|count| LeadSourceCountDto {
                    source: count.label,
                    leads: count.leads,
                })
                .collect(),
        }
    }
}
