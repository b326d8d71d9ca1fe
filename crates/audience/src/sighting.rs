//! What the edge saw of one page view or event, in memory only: the client address is here
//! and nowhere after [`Sighting::into_hit`], which turns it into the day's visitor key.

use crate::hit::{Hit, HitKind, Origin};
use crate::registrable_domain::registrable_domain;
use crate::salt::{salt_day, Salt};
use crate::{Browser, VisitorKey};
use chrono::{DateTime, Utc};
use domain::Ref;
use std::net::IpAddr;

/// Longest path, host, campaign or search kept (a longer one is cut): enough for any of the
/// site's addresses, and no way to store an essay through a query string.
const MAX_TEXT: usize = 200;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sighting {
    pub at: DateTime<Utc>,
    pub kind: HitKind,
    /// The page's path, without its query.
    pub path: String,
    /// The page's query string (for `utm_*` and `src=alert`), without `?`.
    pub query: Option<String>,
    /// The `Referer` of a page request, or the page's `document.referrer` in a beacon.
    pub referrer: Option<String>,
    pub address: IpAddr,
    pub browser: Browser,
    /// The property an event is about, when the path does not name it.
    pub property: Option<Ref>,
    /// The further properties an event names (an enquiry about three homes): each is credited
    /// with it, and the site counts it once.
    pub also_about: Vec<Ref>,
    /// The filters of a search that found nothing.
    pub search: Option<String>,
    /// The `Host` the request was made to: a referrer on it is the site itself, whatever
    /// address the site is configured with (a proxy, a second name).
    pub host: Option<String>,
}

/// What the site knows of itself to read a sighting: its address (part of the visitor key,
/// and how its own pages are told from other sites as referrers) and where property pages
/// live (`/property/for-sale/{category}/{ref}…`).
#[derive(Debug, Clone)]
pub struct SightingFacts {
    pub site_url: String,
    pub property_paths: Vec<String>,
}

impl SightingFacts {
    fn own_host(&self) -> Option<String> {
        host_of(&self.site_url)
    }

    /// The property a page path shows: the segment after the category.
    pub fn property_of(&self, path: &str) -> Option<Ref> {
        self.property_paths.iter().find_map(|prefix| {
            let rest = path
                .strip_prefix(prefix.trim_end_matches('/'))?
                .strip_prefix('/')?;
            let mut segments = rest.split('/');
            let _category = segments.next()?;
            Ref::from_url_segment(segments.next()?).ok()
        })
    }
}

impl Sighting {
    pub fn into_hit(self, salt: &Salt, facts: &SightingFacts) -> Hit {
        let visitor = VisitorKey::derive(salt, &facts.site_url, self.address, &self.browser);
        let own_hosts = [
            facts.own_host(),
            self.host
                .as_deref()
                .and_then(|host| host_of(&format!("http://{host}"))),
        ];
        let referrer_host = self
            .referrer
            .as_deref()
            .and_then(host_of)
            .filter(|host| !own_hosts.iter().flatten().any(|own| own == host));
        let from_site =
            self.referrer.as_deref().and_then(host_of).is_some() && referrer_host.is_none();
        let landing = Landing::read(self.query.as_deref());
        let origin = if from_site && landing.is_none() {
            Origin::Site
        } else {
            origin_of(referrer_host.as_deref(), &landing)
        };
        // Told apart by the whole host (`search.aol.com` is a search engine), kept as the
        // registrable domain.
        let referrer_host = referrer_host.map(|host| registrable_domain(&host));
        let property = self.property.or_else(|| facts.property_of(&self.path));
        Hit {
            day: salt_day(self.at),
            kind: self.kind,
            path: cut(&self.path),
            property,
            also_about: self.also_about,
            visitor,
            entry: self.kind == HitKind::View && origin != Origin::Site,
            origin,
            referrer_host,
            campaign: landing.campaign(),
            search: self.search.as_deref().map(cut),
        }
    }
}

fn cut(text: &str) -> String {
    text.chars().take(MAX_TEXT).collect()
}

/// The host of an absolute URL, lower case, without `www.` and a port.
fn host_of(url: &str) -> Option<String> {
    let rest = url.split_once("://")?.1;
    let authority = rest.split(['/', '?', '#']).next()?;
    let host = authority.rsplit('@').next()?;
    let host = host.split(':').next()?.to_ascii_lowercase();
    let host = host.strip_prefix("www.").unwrap_or(&host).to_owned();
    (!host.is_empty()).then(|| cut(&host))
}

/// The landing's campaign parameters.
#[derive(Debug, Default)]
struct Landing {
    source: Option<String>,
    medium: Option<String>,
    campaign: Option<String>,
}

impl Landing {
    fn read(query: Option<&str>) -> Self {
        let mut landing = Self::default();
        for pair in query.unwrap_or_default().split('&') {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            let value = decoded(value);
            if value.is_empty() {
                continue;
            }
            match name {
                "utm_source" | "src" => landing.source = Some(value),
                "utm_medium" => landing.medium = Some(value),
                "utm_campaign" => landing.campaign = Some(value),
                _ => {}
            }
        }
        landing
    }

    fn is_none(&self) -> bool {
        self.source.is_none() && self.medium.is_none() && self.campaign.is_none()
    }

    fn campaign(&self) -> Option<String> {
        (!self.is_none()).then(|| {
            let part = |value: &Option<String>| value.clone().unwrap_or_else(|| "-".into());
            cut(&format!(
                "{} / {} / {}",
                part(&self.source),
                part(&self.medium),
                part(&self.campaign)
            ))
        })
    }
}

/// `+` and `%xx` decoded, lower case, trimmed; anything that is not valid UTF-8 is dropped.
fn decoded(value: &str) -> String {
    let bytes = value.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while index < bytes.len() {
        match bytes[index] {
            b'+' => out.push(b' '),
            b'%' if index + 2 < bytes.len() => {
                match (hex(bytes[index + 1]), hex(bytes[index + 2])) {
                    (Some(high), Some(low)) => {
                        out.push(high * 16 + low);
                        index += 2;
                    }
                    _ => out.push(b'%'),
                }
            }
            byte => out.push(byte),
        }
        index += 1;
    }
    String::from_utf8(out)
        .map(|text| cut(text.trim()).to_lowercase())
        .unwrap_or_default()
}

fn hex(digit: u8) -> Option<u8> {
    (digit as char).to_digit(16).map(|value| value as u8)
}

const PORTALS: &[&str] = &[
    "kyero.",
    "rightmove.",
    "idealista.",
    "immobiliare.",
    "green-acres.",
    "casa.it",
    "zoopla.",
    "aplaceinthesun.",
    "jamesedition.",
    "properstar.",
    "wohnungsboerse.",
    "immowelt.",
    "funda.",
    "hemnet.",
];
const SEARCH_ENGINES: &[&str] = &[
    "google.",
    "bing.",
    "duckduckgo.",
    "yahoo.",
    "ecosia.",
    "qwant.",
    "yandex.",
    "baidu.",
    "startpage.",
    "brave.",
    "search.",
];
const SOCIAL: &[&str] = &[
    "facebook.",
    "instagram.",
    "t.co",
    "twitter.",
    "x.com",
    "linkedin.",
    "lnkd.in",
    "pinterest.",
    "youtube.",
    "whatsapp.",
    "reddit.",
    "threads.",
];

fn origin_of(referrer_host: Option<&str>, landing: &Landing) -> Origin {
    let source = landing.source.as_deref().unwrap_or_default();
    let medium = landing.medium.as_deref().unwrap_or_default();
    if source == "alert" {
        return Origin::Alert;
    }
    if source.contains("newsletter") || medium == "email" || medium == "newsletter" {
        return Origin::Newsletter;
    }
    let named =
        |list: &[&str], text: &str| !text.is_empty() && list.iter().any(|word| text.contains(word));
    for text in [referrer_host.unwrap_or_default(), source] {
        if named(PORTALS, text) {
            return Origin::Portal;
        }
        if named(SEARCH_ENGINES, text) {
            return Origin::Search;
        }
        if named(SOCIAL, text) {
            return Origin::Social;
        }
    }
    if referrer_host.is_some() || !source.is_empty() {
        Origin::Link
    } else {
        Origin::Direct
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hit::dimension;

    fn facts() -> SightingFacts {
        SightingFacts {
            site_url: "https://www.langhe.example".into(),
            property_paths: vec!["/property/for-sale".into()],
        }
    }

    fn sighting(path: &str, query: Option<&str>, referrer: Option<&str>) -> Sighting {
        Sighting {
            at: "2026-11-27T10:00:00Z".parse().unwrap(),
            kind: HitKind::View,
            path: path.into(),
            query: query.map(Into::into),
            referrer: referrer.map(Into::into),
            address: "203.0.113.77".parse().unwrap(),
            browser: Browser {
                family: "Firefox",
                major: 133,
            },
            property: None,
            also_about: Vec::new(),
            search: None,
            host: Some("127.0.0.1:8080".into()),
        }
    }

    fn hit(sighting: Sighting) -> Hit {
        sighting.into_hit(&Salt::new([3; 32]), &facts())
    }

    #[test]
    fn a_property_page_names_its_property_and_the_visit_its_origin() {
        let from_google = hit(sighting(
            "/property/for-sale/in-italy/123-villa-barolo",
            None,
            Some("https://www.google.co.uk/"),
        ));
        assert_eq!(from_google.property, Some(Ref::parse("123").unwrap()));
        assert_eq!(from_google.origin, Origin::Search);
        assert!(from_google.entry);
        assert_eq!(from_google.referrer_host.as_deref(), Some("google.co.uk"));
        assert_eq!(from_google.day.to_string(), "2026-11-27");
        let tallies = from_google.tallies();
        for expected in [
            (
                dimension::PAGE,
                "/property/for-sale/in-italy/123-villa-barolo",
            ),
            (dimension::PROPERTY, "123"),
            (dimension::PROPERTY_ORIGIN, "123|search"),
            (
                dimension::ENTRY,
                "/property/for-sale/in-italy/123-villa-barolo",
            ),
            (dimension::REFERRER, "google.co.uk"),
            (dimension::ORIGIN, "search"),
        ] {
            assert!(
                tallies.contains(&(expected.0, expected.1.to_owned())),
                "{expected:?} in {tallies:?}"
            );
        }
    }

    #[test]
    fn a_page_reached_from_another_page_of_the_site_is_no_entry() {
        let inside = hit(sighting(
            "/piedmont-property-for-sale/1",
            None,
            Some("https://langhe.example/"),
        ));
        assert_eq!(inside.origin, Origin::Site);
        let same_host = hit(sighting(
            "/",
            None,
            Some("http://127.0.0.1:8080/piedmont-property-for-sale/1"),
        ));
        assert_eq!(
            (same_host.origin, same_host.referrer_host),
            (Origin::Site, None)
        );
        assert!(!inside.entry);
        assert_eq!(inside.referrer_host, None);
        assert_eq!(
            inside.tallies(),
            vec![
                (dimension::SITE, String::new()),
                (dimension::PAGE, "/piedmont-property-for-sale/1".to_owned())
            ]
        );
    }

    #[test]
    fn campaigns_alerts_and_portals_are_told_apart() {
        let alert = hit(sighting(
            "/property/for-sale/in-italy/870",
            Some("src=alert"),
            None,
        ));
        assert_eq!(alert.origin, Origin::Alert);
        assert!(alert
            .tallies()
            .contains(&(dimension::PROPERTY_EVENT, "870|alert_click".to_owned())));
        let newsletter = hit(sighting(
            "/",
            Some("utm_source=Newsletter&utm_medium=email&utm_campaign=Spring+2027"),
            None,
        ));
        assert_eq!(newsletter.origin, Origin::Newsletter);
        assert_eq!(
            newsletter.campaign.as_deref(),
            Some("newsletter / email / spring 2027")
        );
        let kyero = hit(sighting(
            "/",
            None,
            Some("https://www.kyero.com/en/property/1"),
        ));
        assert_eq!(kyero.origin, Origin::Portal);
        let typed = hit(sighting("/", None, None));
        assert_eq!(typed.origin, Origin::Direct);
        let blog = hit(sighting("/", None, Some("https://someblog.example/post")));
        assert_eq!(blog.origin, Origin::Link);
    }

    #[test]
    fn a_referrer_is_kept_as_its_registrable_domain_and_told_apart_by_its_host() {
        let referrer = |url: &str| hit(sighting("/", None, Some(url)));
        let bbc = referrer("https://news.bbc.co.uk/world");
        assert_eq!(bbc.referrer_host.as_deref(), Some("bbc.co.uk"));
        let hosts: Vec<Option<String>> = ["https://a1.evil.example/", "https://a2.evil.example/x"]
            .into_iter()
            .map(|url| referrer(url).referrer_host)
            .collect();
        assert_eq!(
            hosts,
            [Some("evil.example".into()), Some("evil.example".into())]
        );
        let aol = referrer("https://search.aol.com/search?q=barolo");
        assert_eq!(
            (aol.origin, aol.referrer_host.as_deref()),
            (Origin::Search, Some("aol.com"))
        );
    }

    #[test]
    fn odd_input_is_cut_and_decoded_safely() {
        let long = "/".to_owned() + &"a".repeat(500);
        let odd = hit(sighting(
            &long,
            Some("utm_source=%ZZ%e2%82%ac&utm_medium=%"),
            Some("not a url"),
        ));
        assert_eq!(odd.path.chars().count(), MAX_TEXT);
        assert_eq!(odd.campaign.as_deref(), Some("%zz€ / % / -"));
        assert_eq!(odd.referrer_host, None);
    }

    #[test]
    fn events_count_for_their_property() {
        let mut print = sighting("/property/for-sale/in-italy/123-villa", None, None);
        print.kind = HitKind::BrochurePrint;
        let tallies = hit(print).tallies();
        assert_eq!(
            tallies,
            vec![
                (dimension::EVENT, "brochure_print".to_owned()),
                (dimension::PROPERTY_EVENT, "123|brochure_print".to_owned())
            ]
        );
    }

    #[test]
    fn an_enquiry_naming_three_homes_counts_once_and_for_each_home() {
        let mut enquiry = sighting("/", None, None);
        enquiry.kind = HitKind::EnquirySent;
        enquiry.property = Ref::parse_stored("101").ok();
        enquiry.also_about = ["102", "103"]
            .into_iter()
            .map(|text| Ref::parse_stored(text).unwrap())
            .collect();
        assert_eq!(
            hit(enquiry).tallies(),
            vec![
                (dimension::EVENT, "enquiry".to_owned()),
                (dimension::PROPERTY_EVENT, "101|enquiry".to_owned()),
                (dimension::PROPERTY_EVENT, "102|enquiry".to_owned()),
                (dimension::PROPERTY_EVENT, "103|enquiry".to_owned()),
            ]
        );
    }
}
