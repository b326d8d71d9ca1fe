//! A hit: one counted page view or event, as kept for two days. It is kept as the tallies it
//! counts in (a page, a property, a referrer, a campaign…): one row per tally with the day
//! and the visitor key, so that every statistic, live or folded, is the same two sums: hits
//! and distinct visitors per day and key.

use crate::VisitorKey;
use chrono::NaiveDate;
use domain::Ref;

/// What was counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum HitKind {
    /// A public page shown: the server's answer or a navigation in the app.
    View,
    /// A property's brochure printed (the browser's print of its page).
    BrochurePrint,
    /// An enquiry accepted by the server.
    EnquirySent,
    /// A viewing request accepted by the server.
    ViewingRequested,
    /// A search of the list that found nothing (its filters are the key).
    EmptySearch,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown event kind")]
pub struct UnknownHitKind;

impl HitKind {
    pub const ALL: [Self; 5] = [
        Self::View,
        Self::BrochurePrint,
        Self::EnquirySent,
        Self::ViewingRequested,
        Self::EmptySearch,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Self::View => "view",
            Self::BrochurePrint => "brochure_print",
            Self::EnquirySent => "enquiry",
            Self::ViewingRequested => "viewing_request",
            Self::EmptySearch => "empty_search",
        }
    }

    pub fn parse(text: &str) -> Result<Self, UnknownHitKind> {
        Self::ALL
            .into_iter()
            .find(|kind| kind.name() == text)
            .ok_or(UnknownHitKind)
    }
}

/// Where a visit came from, as an owner would ask: a portal, a search engine, social media,
/// another site's link, the newsletter, a saved-search alert, or straight in (typed, a
/// bookmark, an app). A view from another page of the site is `Site`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Origin {
    Portal,
    Search,
    Social,
    Link,
    Newsletter,
    Alert,
    Direct,
    Site,
}

impl Origin {
    pub const ALL: [Self; 8] = [
        Self::Portal,
        Self::Search,
        Self::Social,
        Self::Link,
        Self::Newsletter,
        Self::Alert,
        Self::Direct,
        Self::Site,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Self::Portal => "portal",
            Self::Search => "search",
            Self::Social => "social",
            Self::Link => "link",
            Self::Newsletter => "newsletter",
            Self::Alert => "alert",
            Self::Direct => "direct",
            Self::Site => "site",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|origin| origin.name() == text)
    }
}

/// The statistics a hit counts in; each is a key per day.
pub mod dimension {
    /// Views of any page (one key, ""): the site's daily visitors.
    pub const SITE: &str = "site";
    /// Views per page path.
    pub const PAGE: &str = "page";
    /// Views per property ref.
    pub const PROPERTY: &str = "property";
    /// Views per `{ref}|{origin}`.
    pub const PROPERTY_ORIGIN: &str = "property_origin";
    /// Events per `{ref}|{kind}` (brochure prints, enquiries, viewing requests, alert clicks).
    pub const PROPERTY_EVENT: &str = "property_event";
    /// Site-wide events per kind.
    pub const EVENT: &str = "event";
    /// Entries per landing page path.
    pub const ENTRY: &str = "entry";
    /// Exits per page path: never recorded with a hit, read from the day's [`PAGE`] views
    /// (`crate::exits`) and kept as such when the day is folded.
    pub const EXIT: &str = "exit";
    /// Entries per referring host.
    pub const REFERRER: &str = "referrer";
    /// Entries per origin.
    pub const ORIGIN: &str = "origin";
    /// Entries per campaign, `source / medium / campaign`.
    pub const CAMPAIGN: &str = "campaign";
    /// Searches that found nothing, per filters.
    pub const EMPTY_SEARCH: &str = "empty_search";
    /// The key of a saved-search alert mail's click in [`PROPERTY_EVENT`] and [`EVENT`].
    pub const ALERT_CLICK: &str = "alert_click";
}

/// One counted view or event, ready to keep.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hit {
    pub day: NaiveDate,
    pub kind: HitKind,
    pub path: String,
    pub property: Option<Ref>,
    /// The further properties an event names (`Sighting::also_about`): each counts the event
    /// as `property` does, the site-wide figure once.
    pub also_about: Vec<Ref>,
    pub visitor: VisitorKey,
    /// A view that arrived from outside the site (not from another of its pages).
    pub entry: bool,
    pub origin: Origin,
    /// The referring site's registrable domain (`bbc.co.uk` for `news.bbc.co.uk`).
    pub referrer_host: Option<String>,
    /// `source / medium / campaign` of a `utm_*` or `src=` landing.
    pub campaign: Option<String>,
    /// The filters of a search that found nothing.
    pub search: Option<String>,
}

impl Hit {
    /// Every `(dimension, key)` the hit counts in.
    pub fn tallies(&self) -> Vec<(&'static str, String)> {
        use dimension::*;
        let mut tallies = Vec::new();
        let property = self.property.as_ref().map(ToString::to_string);
        match self.kind {
            HitKind::View => {
                tallies.push((SITE, String::new()));
                tallies.push((PAGE, self.path.clone()));
                if let Some(reference) = &property {
                    tallies.push((PROPERTY, reference.clone()));
                    tallies.push((
                        PROPERTY_ORIGIN,
                        format!("{reference}|{}", self.origin.name()),
                    ));
                    if self.origin == Origin::Alert {
                        tallies.push((PROPERTY_EVENT, format!("{reference}|{ALERT_CLICK}")));
                    }
                }
                if self.origin == Origin::Alert {
                    tallies.push((EVENT, ALERT_CLICK.to_owned()));
                }
                if self.entry {
                    tallies.push((ENTRY, self.path.clone()));
                    tallies.push((ORIGIN, self.origin.name().to_owned()));
                    if let Some(host) = &self.referrer_host {
                        tallies.push((REFERRER, host.clone()));
                    }
                    if let Some(campaign) = &self.campaign {
                        tallies.push((CAMPAIGN, campaign.clone()));
                    }
                }
            }
            HitKind::EmptySearch => {
                tallies.push((EVENT, self.kind.name().to_owned()));
                tallies.push((EMPTY_SEARCH, self.search.clone().unwrap_or_default()));
            }
            kind => {
                tallies.push((EVENT, kind.name().to_owned()));
                for reference in self.property.iter().chain(&self.also_about) {
                    tallies.push((PROPERTY_EVENT, format!("{reference}|{}", kind.name())));
                }
            }
        }
        tallies
    }
}
