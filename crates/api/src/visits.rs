//! A request as the visit counts see it (issue 29): whether a person's browser made it, and
//! the sighting it makes. The page views of the server's edge and `POST /api/events` both read
//! requests through here.

use crate::client_address::client_address;
use audience::{Browser, HitKind, RequestTraits, Sighting};
use chrono::{DateTime, Utc};
use poem::http::header;
use poem::Request;

/// The browser of a person's request, or `None` for a robot, a tool, or a prefetch.
pub fn browser_of(request: &Request) -> Option<Browser> {
    let headers = request.headers();
    let text = |name: &str| headers.get(name).and_then(|value| value.to_str().ok());
    let speculative = ["sec-purpose", "purpose", "x-purpose", "x-moz"]
        .iter()
        .any(|name| {
            text(name).is_some_and(|value| {
                let value = value.to_ascii_lowercase();
                value.contains("prefetch")
                    || value.contains("prerender")
                    || value.contains("preview")
            })
        });
    Browser::of_person(&RequestTraits {
        user_agent: text(header::USER_AGENT.as_str()),
        accept_language: headers.contains_key(header::ACCEPT_LANGUAGE),
        speculative,
    })
}

/// The cookie the front end sets in a browser where staff sign in (and clears on signing
/// out): the staff's own page loads and events are not the public's, and would swell the
/// figures an owner is shown. Only staff browsers carry it; visitors get no cookie.
pub const STAFF_BROWSER_COOKIE: &str = "langhe-staff";

/// Whether `request` comes from a browser staff are signed in on.
fn from_staff_browser(request: &Request) -> bool {
    request
        .headers()
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .any(|(name, value)| name == STAFF_BROWSER_COOKIE && value == "1")
}

/// What a page address reads as: its path and its query.
pub struct PageAddress<'a> {
    pub path: &'a str,
    pub query: Option<&'a str>,
}

impl<'a> PageAddress<'a> {
    /// A path with an optional `?query` (and no `#fragment`).
    pub fn parse(address: &'a str) -> Self {
        let address = address.split('#').next().unwrap_or_default();
        match address.split_once('?') {
            Some((path, query)) => Self {
                path,
                query: Some(query),
            },
            None => Self {
                path: address,
                query: None,
            },
        }
    }
}

/// The sighting of `kind` at `page`, when a person's browser made `request` (and no staff
/// member is signed in on it).
pub fn sighting(
    request: &Request,
    at: DateTime<Utc>,
    kind: HitKind,
    page: PageAddress<'_>,
    referrer: Option<String>,
) -> Option<Sighting> {
    if from_staff_browser(request) {
        return None;
    }
    let browser = browser_of(request)?;
    Some(Sighting {
        at,
        kind,
        path: page.path.to_owned(),
        query: page.query.map(ToOwned::to_owned),
        referrer,
        address: client_address(request),
        browser,
        property: None,
        also_about: Vec::new(),
        search: None,
        host: request
            .headers()
            .get(header::HOST)
            .and_then(|value| value.to_str().ok())
            .map(ToOwned::to_owned),
    })
}

/// The `Referer` a request carries.
pub fn referer(request: &Request) -> Option<String> {
    request
        .headers()
        .get(header::REFERER)
        .and_then(|value| value.to_str().ok())
        .map(ToOwned::to_owned)
}

/// Counts an event the server accepted (an enquiry, a viewing request) once, crediting each
/// home it names: on the page the form was sent from, when a person's browser sent it.
pub fn count_accepted(
    state: &crate::state::AppState,
    request: &Request,
    kind: HitKind,
    refs: &[String],
) {
    let from = referer(request);
    let path = from
        .as_deref()
        .and_then(|url| url.split_once("://"))
        .and_then(|(_, rest)| rest.find('/').map(|slash| rest[slash..].to_owned()))
        .unwrap_or_else(|| "/".to_owned());
    let page = PageAddress::parse(&path);
    let Some(seen) = sighting(request, state.enquiries.clock.now(), kind, page, None) else {
        return;
    };
    let mut homes = refs
        .iter()
        .filter_map(|text| domain::Ref::parse_stored(text.trim()).ok());
    state.counter.count(Sighting {
        property: homes.next(),
        also_about: homes.collect(),
        ..seen
    });
}
