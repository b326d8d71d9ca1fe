//! Where a lead came from (issue 27, "Lead source"): the host of the page that sent the
//! visitor to the site and the landing address's `utm_source`, `utm_medium` and
//! `utm_campaign`, as the visitor's browser kept them from the landing page to the form.
//!
//! Each value is trimmed and made single-line; a blank one is left out; one longer than its
//! cap is refused (a browser never sends one, so a long value is a made-up request).

use super::line;

/// A DNS name is at most 253 characters.
pub const MAX_REFERRER_HOST_CHARS: usize = 253;
/// A campaign tag; portals and mailing tools stay far below it.
pub const MAX_UTM_CHARS: usize = 200;

/// The source as the form sent it: any field may be missing.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LeadSourceForm {
    pub referrer_host: Option<String>,
    pub utm_source: Option<String>,
    pub utm_medium: Option<String>,
    pub utm_campaign: Option<String>,
}

/// A checked source; every field `None` is a visitor who came straight to the site (or whose
/// browser told nothing).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LeadSource {
    /// Lower-cased, as hosts compare.
    pub referrer_host: Option<String>,
    pub utm_source: Option<String>,
    pub utm_medium: Option<String>,
    pub utm_campaign: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{field}' may be at most {max} characters")]
pub struct LeadSourceError {
    pub field: &'static str,
    pub max: usize,
}

fn capped(
    field: &'static str,
    value: Option<String>,
    max: usize,
) -> Result<Option<String>, LeadSourceError> {
    match line(value) {
        Some(text) if text.chars().count() > max => Err(LeadSourceError { field, max }),
        text => Ok(text),
    }
}

impl LeadSourceForm {
    /// Checks the fields in the body's order and reports the first one too long.
    /// # Errors
    /// `LeadSourceError` names the first field over its cap.
    pub fn validate(self) -> Result<LeadSource, LeadSourceError> {
        Ok(LeadSource {
            referrer_host: capped("referrer_host", self.referrer_host, MAX_REFERRER_HOST_CHARS)?
                .map(|host| host.to_lowercase()),
            utm_source: capped("utm_source", self.utm_source, MAX_UTM_CHARS)?,
            utm_medium: capped("utm_medium", self.utm_medium, MAX_UTM_CHARS)?,
            utm_campaign: capped("utm_campaign", self.utm_campaign, MAX_UTM_CHARS)?,
        })
    }
}

impl LeadSource {
    pub fn is_empty(&self) -> bool {
        self == &Self::default()
    }

    /// What the inbox shows and counts leads by: the tagged source and medium ("kyero /
    /// portal"), else the referring host without its `www.` ("google.com"); `None` for a
    /// visitor who came straight. Lower-cased, so "Kyero" and "kyero" count as one.
    pub fn label(&self) -> Option<String> {
        let label = match (&self.utm_source, &self.utm_medium, &self.referrer_host) {
            (Some(source), Some(medium), _) => format!("{source} / {medium}"),
            (Some(source), None, _) => source.clone(),
            (None, _, Some(host)) => host.strip_prefix("www.").unwrap_or(host).to_owned(),
            (None, _, None) => return None,
        };
        Some(label.to_lowercase())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(host: Option<&str>, source: Option<&str>, medium: Option<&str>) -> LeadSourceForm {
        LeadSourceForm {
            referrer_host: host.map(Into::into),
            utm_source: source.map(Into::into),
            utm_medium: medium.map(Into::into),
            utm_campaign: None,
        }
    }

    #[test]
    fn values_are_trimmed_single_line_and_blank_ones_left_out() {
        let source = LeadSourceForm {
            referrer_host: Some(" WWW.Google.COM ".into()),
            utm_source: Some("kyero\r\nBcc: x".into()),
            utm_medium: Some("   ".into()),
            utm_campaign: Some("spring-2027".into()),
        }
        .validate()
        .unwrap();
        assert_eq!(
            source,
            LeadSource {
                referrer_host: Some("www.google.com".into()),
                utm_source: Some("kyero  Bcc: x".into()),
                utm_medium: None,
                utm_campaign: Some("spring-2027".into()),
            }
        );
        assert!(LeadSourceForm::default().validate().unwrap().is_empty());
    }

    #[test]
    fn a_value_over_its_cap_is_refused_by_name_the_first_in_order() {
        let long = |n: usize| Some("a".repeat(n));
        let at_cap = LeadSourceForm {
            referrer_host: long(MAX_REFERRER_HOST_CHARS),
            utm_source: long(MAX_UTM_CHARS),
            utm_medium: long(MAX_UTM_CHARS),
            utm_campaign: long(MAX_UTM_CHARS),
        };
        assert!(at_cap.clone().validate().is_ok());
        let error = LeadSourceForm {
            utm_medium: long(MAX_UTM_CHARS + 1),
            utm_campaign: long(MAX_UTM_CHARS + 1),
            ..at_cap.clone()
        }
        .validate()
        .unwrap_err();
        assert_eq!(
            error.to_string(),
            "'utm_medium' may be at most 200 characters"
        );
        let error = LeadSourceForm {
            referrer_host: long(MAX_REFERRER_HOST_CHARS + 1),
            ..at_cap
        }
        .validate()
        .unwrap_err();
        assert_eq!(
            error.to_string(),
            "'referrer_host' may be at most 253 characters"
        );
    }

    #[test]
    fn the_label_prefers_the_tags_then_the_referring_host() {
        let label = |host, source, medium| form(host, source, medium).validate().unwrap().label();
        assert_eq!(
            label(Some("www.kyero.com"), Some("Kyero"), Some("portal")).as_deref(),
            Some("kyero / portal")
        );
        assert_eq!(
            label(None, Some("newsletter"), None).as_deref(),
            Some("newsletter")
        );
        assert_eq!(
            label(Some("www.google.com"), None, Some("cpc")).as_deref(),
            Some("google.com")
        );
        assert_eq!(label(None, None, None), None);
    }
}
