//! `POST /api/events`: what the browser tells the visit counts (issue 29) — a navigation in
//! the app (the server counts the first page itself), a brochure printed, a search that found
//! nothing. Sent with `navigator.sendBeacon`: no cookie, no stored identifier, no answer body.
//! Robots and tools are answered like browsers and not counted.

use crate::dto::rule_text::{EventPath, EventPropertyRef, EventReferrer, EventSearch, RuleText};
use crate::error::{operation_statuses, ApiError};
use crate::state::AppState;
use crate::tags::ApiTags;
use crate::visits::{sighting, PageAddress};
use audience::page_path::is_plain_path;
use audience::HitKind;
use domain::Ref;
use poem::web::Data;
use poem::Request;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Enum, Object, OpenApi};

/// The longest page address, referrer or search counted.
pub(crate) const MAX_ADDRESS: usize = 2_000;
pub const NOT_A_PATH: &str = "path must be an address on this site, starting with /, without \\, //, control characters or encoded slashes";
pub const NOT_A_REFERRER: &str = "referrer must be an http or https address, or empty";
pub const NOT_A_SEARCH: &str = "search must be the list's query, such as min_price=500000";
pub const NOT_A_REF: &str = "property must be a reference number";
pub const TOO_LONG: &str = "path, referrer and search must be at most 2000 characters";

// The rules of an event's texts as the schema publishes them. They are checked by the
// functions below, not by poem-openapi's `pattern` validator, which compiles its regex again
// for every value: on this endpoint, the busiest of all, that cost two thirds of its speed.
// The unit tests hold each function to its pattern (Rust's regex semantics, as the validator
// had).
pub(crate) const PATH_PATTERN: &str = concat!(
    r"^(/|(/([^/?#\\%\x00-\x1F\x7F-\x9F]|%([013-46-9A-Fa-f][0-9A-Fa-f]|2[0-9A-Ea-e]|5[0-9ABD-Fabd-f]))+)+/?)",
    r"([?#][^\\\x00-\x1F\x7F-\x9F]*)?$"
);
pub(crate) const REFERRER_PATTERN: &str = "^(https?://.*)?$";
pub(crate) const SEARCH_PATTERN: &str = "^[^=&]+=";

/// `PATH_PATTERN`: a plain path on this site (`audience::page_path`: no `//`, `\`, control
/// character or encoded slash, which a browser could read as another site's address, issue
/// 53) with its query, which may hold `/` and `%2F` but no `\` or control character. A `%`
/// in the path starts a percent-encoded byte, as in any address a browser sends.
pub(crate) fn is_site_path(text: &str) -> bool {
    let (path, query) = text
        .find(['?', '#'])
        .map_or((text, ""), |at| text.split_at(at));
    is_plain_path(path)
        && is_percent_encoded(path)
        && !query.contains('\\')
        && !query.chars().any(char::is_control)
}

/// Every `%` is followed by two hexadecimal digits.
fn is_percent_encoded(path: &str) -> bool {
    let bytes = path.as_bytes();
    bytes.iter().enumerate().all(|(at, byte)| {
        *byte != b'%'
            || bytes
                .get(at + 1..at + 3)
                .is_some_and(|two| two.iter().all(u8::is_ascii_hexdigit))
    })
}

/// `REFERRER_PATTERN`: empty, or an http(s) address on one line.
pub(crate) fn is_referrer(text: &str) -> bool {
    text.is_empty()
        || ((text.starts_with("http://") || text.starts_with("https://")) && !text.contains('\n'))
}

/// `SEARCH_PATTERN`: a name, then `=` before any `&`.
pub(crate) fn is_search(text: &str) -> bool {
    text.find(['=', '&'])
        .is_some_and(|at| at > 0 && text[at..].starts_with('='))
}

/// What the browser tells.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "snake_case")]
pub enum EventKind {
    /// A page shown by a navigation in the app.
    View,
    BrochurePrint,
    EmptySearch,
}

/// One event.
#[derive(Debug, Object)]
pub struct EventBody {
    pub kind: EventKind,
    /// The page's path with its query (`/piedmont-property-for-sale/1?town=Alba`): a plain
    /// path, without `//`, `\`, control characters or encoded slashes. A view is counted only
    /// when the path is one of the site's public pages.
    pub path: RuleText<EventPath>,
    /// `document.referrer` of a first page; the previous page of a navigation: an http(s)
    /// address, or empty.
    pub referrer: RuleText<EventReferrer>,
    /// The home a brochure was printed of, when the path does not name it.
    pub property: RuleText<EventPropertyRef>,
    /// The filters of a search that found nothing, as the list's query names them
    /// (`min_price=500000&kind=villa`).
    pub search: RuleText<EventSearch>,
}

#[derive(ApiResponse)]
pub enum EventAnswer {
    /// Taken (and counted when a person's browser sent it).
    #[oai(status = 202)]
    Accepted,
}

pub struct EventsApi;

operation_statuses! {
    CountEvent: BadRequest = "The kind is unknown, the path is not one of the site's, the property is not a reference or a text is too long.",
        PayloadTooLarge;
}

fn kind_of(kind: EventKind) -> HitKind {
    match kind {
        EventKind::View => HitKind::View,
        EventKind::BrochurePrint => HitKind::BrochurePrint,
        EventKind::EmptySearch => HitKind::EmptySearch,
    }
}

#[OpenApi(tag = "ApiTags::Statistics")]
impl EventsApi {
    /// Counts a page view or an event for the statistics, without cookies: the visitor is a
    /// keyed hash of the day's salt, the site, the client's network (/24, /48) and browser;
    /// no address is stored. Enquiries and viewing requests are counted by the server when
    /// it accepts them, not here.
    #[oai(path = "/events", method = "post", operation_id = "countEvent")]
    async fn count(
        &self,
        state: Data<&AppState>,
        request: &Request,
        body: Json<EventBody>,
    ) -> Result<EventAnswer, ApiError<CountEvent>> {
        let body = body.0;
        let kind = kind_of(body.kind);
        let path = body.path.into_inner().unwrap_or_default();
        let referrer = body.referrer.into_inner();
        let search = body.search.into_inner();
        // Characters, as the schema's maxLength counts them.
        let longer = |text: &str| text.chars().count() > MAX_ADDRESS;
        let too_long = |text: &Option<String>| text.as_deref().is_some_and(longer);
        if longer(&path) || too_long(&referrer) || too_long(&search) {
            return Err(ApiError::bad_request(TOO_LONG));
        }
        if !is_site_path(&path) {
            return Err(ApiError::bad_request(NOT_A_PATH));
        }
        if !referrer.as_deref().is_none_or(is_referrer) {
            return Err(ApiError::bad_request(NOT_A_REFERRER));
        }
        if !search.as_deref().is_none_or(is_search) {
            return Err(ApiError::bad_request(NOT_A_SEARCH));
        }
        let property = body
            .property
            .into_inner()
            .as_deref()
            .map(|text| {
                Ref::parse_stored(text.trim()).map_err(|_| ApiError::bad_request(NOT_A_REF))
            })
            .transpose()?;
        let at = state.enquiries.clock.now();
        let referrer = referrer.filter(|text| !text.trim().is_empty());
        if let Some(mut seen) = sighting(request, at, kind, PageAddress::parse(&path), referrer) {
            seen.property = property;
            seen.search = search.filter(|_| kind == HitKind::EmptySearch);
            state.counter.count(seen);
        }
        Ok(EventAnswer::Accepted)
    }
}

#[cfg(test)]
mod text_rule_tests {
    use super::*;
    use regex::Regex;

    /// Each check agrees with the pattern the schema publishes, on texts at its edges.
    #[test]
    fn each_check_is_its_published_pattern() {
        let samples = [
            "",
            "/",
            "//",
            "//x",
            "/a",
            "/\n",
            "a",
            "a/",
            "http://",
            "https://",
            "http:/",
            "https://x/y?z",
            "http://a\nb",
            "ftp://x",
            " https://x",
            "=",
            "&",
            "a=",
            "a&b=",
            "a=&b",
            "=a",
            "&a=",
            "a\n=",
            "min_price=500000&kind=villa",
            "é=ü",
            "\u{2028}/",
            "/\u{2028}",
            "https://\r",
            "kind",
            "a==",
            // Issue 53: what a browser would read as another site, or is no plain path.
            "/\\evil.example/login",
            "/a\\b",
            "/a//b",
            "/a/",
            "/a/b?c=//d\\e",
            "/a?b=%2F",
            "/%2Fevil.example",
            "/%2fx",
            "/%5Cx",
            "/%5cx",
            "/%2Ex",
            "/%5Bx",
            "/%",
            "/%a",
            "/%zz",
            "/a\tb",
            "/a?\tb",
            "/a\u{7f}",
            "/a\u{85}",
            "/a#b",
            "/?",
            "/caf%C3%A9/12?x=1",
        ];
        for (pattern, check) in [
            (PATH_PATTERN, is_site_path as fn(&str) -> bool),
            (REFERRER_PATTERN, is_referrer),
            (SEARCH_PATTERN, is_search),
        ] {
            let regex = Regex::new(pattern).unwrap();
            for sample in samples {
                assert_eq!(
                    check(sample),
                    regex.is_match(sample),
                    "{pattern} on {sample:?}"
                );
            }
        }
    }
}
