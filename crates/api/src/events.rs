//! `POST /api/events`: what the browser tells the visit counts (issue 29) — a navigation in
//! the app (the server counts the first page itself), a brochure printed, a search that found
//! nothing. Sent with `navigator.sendBeacon`: no cookie, no stored identifier, no answer body.
//! Robots and tools are answered like browsers and not counted.

use crate::dto::rule_text::{EventPropertyRef, RuleText};
use crate::error::{operation_statuses, ApiError};
use crate::state::AppState;
use crate::tags::ApiTags;
use crate::visits::{sighting, PageAddress};
use audience::HitKind;
use domain::Ref;
use poem::web::Data;
use poem::Request;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Enum, Object, OpenApi};

/// The longest page address, referrer or search counted.
const MAX_ADDRESS: usize = 2_000;
pub const NOT_A_PATH: &str = "path must be an address on this site, starting with /";
pub const NOT_A_REF: &str = "property must be a reference number";
pub const TOO_LONG: &str = "path, referrer and search must be at most 2000 characters";

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
    /// The page's path with its query (`/piedmont-property-for-sale/1?town=Alba`).
    #[oai(validator(pattern = "^/([^/]|$)", max_length = 2000))]
    pub path: String,
    /// `document.referrer` of a first page; the previous page of a navigation: an http(s)
    /// address, or empty.
    #[oai(nullable, validator(pattern = "^(https?://.*)?$", max_length = 2000))]
    pub referrer: Option<String>,
    /// The home a brochure was printed of, when the path does not name it.
    pub property: RuleText<EventPropertyRef>,
    /// The filters of a search that found nothing, as the list's query names them
    /// (`min_price=500000&kind=villa`).
    #[oai(nullable, validator(pattern = "^[^=&]+=", max_length = 2000))]
    pub search: Option<String>,
}

#[derive(ApiResponse)]
pub enum EventAnswer {
    /// Taken (and counted when a person's browser sent it).
    #[oai(status = 202)]
    Accepted,
}

pub struct EventsApi;

operation_statuses! {
    CountEvent: BadRequest = "The kind is unknown, the path is not one of the site's, the property is not a reference or a text is too long.";
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
        // Characters, as the schema's maxLength counts them.
        let longer = |text: &str| text.chars().count() > MAX_ADDRESS;
        let too_long = |text: &Option<String>| text.as_deref().is_some_and(longer);
        if longer(&body.path) || too_long(&body.referrer) || too_long(&body.search) {
            return Err(ApiError::bad_request(TOO_LONG));
        }
        if !body.path.starts_with('/') || body.path.starts_with("//") {
            return Err(ApiError::bad_request(NOT_A_PATH));
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
        let referrer = body.referrer.filter(|text| !text.trim().is_empty());
        if let Some(mut seen) =
            sighting(request, at, kind, PageAddress::parse(&body.path), referrer)
        {
            seen.property = property;
            seen.search = body.search.filter(|_| kind == HitKind::EmptySearch);
            state.counter.count(seen);
        }
        Ok(EventAnswer::Accepted)
    }
}
