//! The JSON API under `/api`: one API struct per resource, combined as a tuple.

mod articles;
mod captcha;
mod client_address;
mod email;
mod enquiries;
mod form_error;
mod newsletter;
mod staff_only;
pub mod dto;
pub mod error;
mod params;
mod properties;
mod system;
mod tags;
mod towns;

use crate::state::AppState;
use poem::{Endpoint, EndpointExt, Route};
use poem_openapi::OpenApiService;

pub use articles::ArticlesApi;
pub use properties::PropertiesApi;
pub use system::SystemApi;
pub use towns::TownsApi;

pub use captcha::CaptchaApi;
pub use email::EmailApi;
pub use enquiries::EnquiriesApi;
pub use newsletter::NewsletterApi;

/// The visitor forms, their captcha, the newsletter and the staff inbox.
pub type EnquiryApis = (EmailApi, CaptchaApi, NewsletterApi, EnquiriesApi);

pub type LangheApi = (PropertiesApi, TownsApi, ArticlesApi, SystemApi, EnquiryApis);

pub const API_TITLE: &str = "Langhe Property API";
/// Where the API is mounted; the spec names it as its server.
pub const API_PREFIX: &str = "/api";

/// The API and its spec. The spec's version is the crate version, not the build version, so
/// the committed openapi.yaml only changes when the contract does. Operations read the
/// `AppState` from request data, so the spec can be produced without any storage.
pub fn service() -> OpenApiService<LangheApi, ()> {
    OpenApiService::new((PropertiesApi, TownsApi, ArticlesApi, SystemApi, (EmailApi, CaptchaApi, NewsletterApi, EnquiriesApi)), API_TITLE, env!("CARGO_PKG_VERSION"))
        .description(
            "Public read API of Langhe Property. Every error answers \
             {\"status\": <code>, \"message\": <text>}.",
        )
        .server(API_PREFIX)
}

/// Everything under `/api`: operations, `/openapi.json`, `/docs`, and JSON errors for
/// whatever poem itself rejects (unknown route, wrong method).
pub fn routes(state: AppState) -> impl Endpoint {
    let service = service();
    let spec = service.spec_endpoint();
    let docs = service.swagger_ui();
    Route::new()
        .at("/openapi.json", spec)
        .nest("/docs", docs)
        .nest("/", service)
        .data(state)
        .catch_all_error(error::json_error)
}

/// The spec as YAML: `langhe dump-openapi` prints it and a test compares it with openapi.yaml.
pub fn spec_yaml() -> String {
    service().spec_yaml()
}
