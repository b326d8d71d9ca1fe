//! Where a lead came from, as a visitor form sends it (issue 27, "Lead source"): each value
//! optional, `null` meaning left out; the server trims them and refuses one over its cap.

use super::rule_text::{ReferrerHost, RuleText, UtmTag};
use domain::enquiry::LeadSourceForm;
use poem_openapi::Object;

/// What the visitor's browser kept from the landing page: the referring page's host (never
/// the site's own) and the landing address's `utm_source`, `utm_medium`, `utm_campaign`.
#[derive(Debug, Object)]
#[oai(rename = "LeadSource")]
pub struct LeadSourceBody {
    pub referrer_host: RuleText<ReferrerHost>,
    pub utm_source: RuleText<UtmTag>,
    pub utm_medium: RuleText<UtmTag>,
    pub utm_campaign: RuleText<UtmTag>,
}

impl From<LeadSourceBody> for LeadSourceForm {
    fn from(body: LeadSourceBody) -> Self {
        Self {
            referrer_host: body.referrer_host.into_inner(),
            utm_source: body.utm_source.into_inner(),
            utm_medium: body.utm_medium.into_inner(),
            utm_campaign: body.utm_campaign.into_inner(),
        }
    }
}
