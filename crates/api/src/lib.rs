//! The JSON API under `/api`: one API struct per resource, combined as a tuple; the pictures
//! under `/images` with their access rules. Handlers reach the ports through [`AppState`],
//! which the server's composition root fills; this crate knows no adapter and no site.

pub mod after_answer;
mod alert_pages;
mod alerts;
mod allowed_methods;
mod articles;
mod auth;
mod buying_costs;
mod captcha;
pub mod client_address;
pub mod confirmation_metrics;
mod contact_erasure;
mod docs;
pub mod dto;
mod email;
mod enquiries;
pub mod enquiry_state;
pub mod error;
mod error_mapping;
mod events;
mod floor_plans;
mod images;
pub mod images_route;
mod newsletter;
mod newsletter_link_pages;
mod opt_in_links;
pub mod owner_log;
pub mod owner_report_page;
pub mod owners;
mod params;
mod photo_captions;
mod photos;
pub mod picture_access;
mod properties;
mod property_drafts;
mod property_media;
pub mod public_list_cache;
/// Public so that the black-box tests can tell which address a served code encodes.
pub mod qr_code;
pub mod rate_limit;
pub mod rate_limited_forms;
mod rates;
mod sessions;
pub mod settings;
pub mod staff_state;
pub mod staff_uploads;
pub mod state;
mod statistics;
mod suggestions;
mod system;
mod tags;
mod token_link_headers;
mod towns;
mod users;
mod viewings;
pub mod visits;

use crate::state::AppState;
use poem::{Endpoint, EndpointExt, Route};
use poem_openapi::OpenApiService;
use std::sync::Arc;

pub use articles::ArticlesApi;
pub use buying_costs::BuyingCostsApi;
pub use events::EventsApi;
pub use floor_plans::FloorPlansApi;
pub use images::ImagesApi;
pub use owner_log::OwnerLogApi;
pub use owners::OwnersApi;
pub use photo_captions::PhotoCaptionsApi;
pub use photos::PhotosApi;
pub use properties::PropertiesApi;
pub use property_drafts::PropertyDraftsApi;
pub use property_media::PropertyMediaApi;
pub use rates::RatesApi;
pub use sessions::SessionsApi;
pub use statistics::StatisticsApi;
pub use suggestions::SuggestionsApi;
pub use system::SystemApi;
pub use towns::TownsApi;
pub use users::UsersApi;
pub use viewings::ViewingsApi;

pub use alerts::{alert_links, AlertsApi};
pub use captcha::CaptchaApi;
pub use contact_erasure::ContactErasureApi;
pub use email::EmailApi;
pub use enquiries::{EnquiriesApi, LeadReportsApi, LeadsApi};
pub use newsletter::NewsletterApi;

/// The visitor forms, their captcha, the newsletter, the saved-search alerts, the staff
/// inbox, the desk's work on its leads and the erasure of a person's data (issue 27).
pub type EnquiryApis = (
    EmailApi,
    CaptchaApi,
    NewsletterApi,
    AlertsApi,
    EnquiriesApi,
    LeadReportsApi,
    LeadsApi,
    ContactErasureApi,
);

/// Staff sign-in and their signed-in devices, the photo pipeline (issue 4) and the drafts
/// photos are added to (issue 26).
pub type StaffApis = (
    UsersApi,
    SessionsApi,
    ImagesApi,
    PhotosApi,
    PropertyDraftsApi,
    PhotoCaptionsApi,
);

/// What a buyer reads beside the listing (issue 28): similar and featured homes, floor plans,
/// documents and the virtual tour, and the exchange rates of prices in their currency.
pub type BuyerApis = (SuggestionsApi, PropertyMediaApi, FloorPlansApi, RatesApi);

pub type LangheApi = (
    (PropertiesApi, BuyingCostsApi),
    TownsApi,
    ArticlesApi,
    SystemApi,
    EnquiryApis,
    StaffApis,
    ViewingsApi,
    BuyerApis,
    (EventsApi, StatisticsApi, OwnersApi, OwnerLogApi),
);

pub const API_TITLE: &str = "Langhe Property API";
/// Where the API is mounted; the spec names it as its server.
pub const API_PREFIX: &str = "/api";

/// The API and its spec. The spec's version is the crate version, not the build version, so
/// the committed openapi.yaml only changes when the contract does. Operations read the
/// `AppState` from request data, so the spec can be produced without any storage.
pub fn service() -> OpenApiService<LangheApi, ()> {
    OpenApiService::new(((PropertiesApi, BuyingCostsApi), TownsApi, ArticlesApi, SystemApi, (EmailApi, CaptchaApi, NewsletterApi, AlertsApi, EnquiriesApi, LeadReportsApi, LeadsApi, ContactErasureApi), (UsersApi, SessionsApi, ImagesApi, PhotosApi, PropertyDraftsApi, PhotoCaptionsApi), ViewingsApi, (SuggestionsApi, PropertyMediaApi, FloorPlansApi, RatesApi), (EventsApi, StatisticsApi, OwnersApi, OwnerLogApi)), API_TITLE, env!("CARGO_PKG_VERSION"))
        .description(
            "API of Langhe Property: public reads, and staff writes behind a bearer session \
             token (401 without a valid session, 403 when the role lacks the right). Every \
             error answers `{\"status\": 404, \"message\": \"Property not found\"}` with its own status and text.",
        )
        .server(API_PREFIX)
}

/// Everything under `/api`: operations, `/openapi.json`, `/docs`, and JSON errors for
/// whatever poem itself rejects (unknown route, wrong method, a path that is not UTF-8).
/// Public list answers are served from `list_cache`, which the server's content-event
/// subscriber empties after every write (`server::shared_content`).
pub fn routes(
    state: AppState,
    list_cache: Arc<public_list_cache::PublicListCache>,
) -> impl Endpoint {
    let service = service();
    let spec = service.spec_endpoint();
    let docs = docs::docs_endpoint(service.swagger_ui_html());
    let allowed = Arc::new(allowed_methods::AllowedMethods::from_spec(
        &service.spec(),
        API_PREFIX,
    ));
    let api = Arc::new(
        Route::new()
            .at("/openapi.json", spec)
            .nest("/docs", docs)
            .nest("/", service)
            .data(state)
            .catch_all_error(error::json_error),
    );
    let cached = Arc::new(poem::endpoint::make(move |req| {
        let api = api.clone();
        let list_cache = list_cache.clone();
        async move { public_list_cache::serve(api.as_ref(), &list_cache, req).await }
    }));
    token_link_headers::with_token_link_headers(poem::endpoint::make(move |req| {
        allowed_methods::with_allow_header(cached.clone(), allowed.clone(), req)
    }))
}

/// Wraps the whole application: an error under `/api` that the router met before the API was
/// reached (a path that is not UTF-8 fails there) or that a layer wrote as text is answered
/// in the API's JSON shape too.
pub fn with_json_errors_under_api<E: Endpoint + 'static>(
    endpoint: E,
) -> impl Endpoint<Output = poem::Response> {
    endpoint
        .map_to_response()
        .around(|endpoint, request| async move {
            let path = request.uri().path();
            let under_api = path == API_PREFIX || path.starts_with("/api/");
            let answer = endpoint.call(request).await;
            if !under_api {
                return answer;
            }
            Ok(match answer {
                Ok(response) => error::as_json_error(response),
                Err(error) => error::json_error(error).await,
            })
        })
}

/// The spec as YAML: `langhe dump-openapi` prints it and a test compares it with openapi.yaml.
pub fn spec_yaml() -> String {
    service().spec_yaml()
}
