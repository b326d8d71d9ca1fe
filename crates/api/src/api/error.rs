//! The one place where failures become HTTP answers, all in the shape
//! `{"status": 404, "message": "Property not found"}`.

use super::dto::ErrorBody;
use app::articles::{ArticleMetaError, GetArticleError, ListArticlesError};
use app::properties::{
    GetPropertyError, ListPropertiesError, PropertyGalleriesError, PropertyMetaError,
};
use app::towns::{GetTownError, ListTownsError};
use domain::property::ListingFilterError;
use domain::PagingError;
use poem::http::StatusCode;
use poem::{IntoResponse, Response};
use poem_openapi::error::ParseParamError;
use poem_openapi::payload::Json;
use poem_openapi::ApiResponse;

pub const INTERNAL_ERROR_MESSAGE: &str = "Internal server error";
pub const PROPERTY_NOT_FOUND: &str = "Property not found";
pub const TOWN_NOT_FOUND: &str = "Town not found";
pub const ARTICLE_NOT_FOUND: &str = "Article not found";
pub const SIGN_IN_REQUIRED: &str = "Sign-in required";
pub const NOT_ALLOWED: &str = "Your role does not allow this";

#[derive(Debug, ApiResponse)]
#[oai(bad_request_handler = "rejected_request")]
pub enum ApiError {
    /// The request is malformed; the message says which value and why.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// No valid session: no token, or one that is malformed, expired or wrongly signed.
    #[oai(status = 401)]
    Unauthorized(Json<ErrorBody>),
    /// Signed in, but the role does not allow this operation.
    #[oai(status = 403)]
    Forbidden(Json<ErrorBody>),
    /// Nothing (public) has this ref or id.
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
    /// The ref is taken.
    #[oai(status = 409)]
    Conflict(Json<ErrorBody>),
    /// The upload is larger than allowed.
    #[oai(status = 413)]
    PayloadTooLarge(Json<ErrorBody>),
    /// Logged on the server; the answer carries no detail.
    #[oai(status = 500)]
    Internal(Json<ErrorBody>),
    /// An outside service (the identity provider) did not answer.
    #[oai(status = 503)]
    Unavailable(Json<ErrorBody>),
}

fn body(status: StatusCode, message: impl Into<String>) -> Json<ErrorBody> {
    Json(ErrorBody {
        status: status.as_u16(),
        message: message.into(),
    })
}

pub(crate) fn error_body(status: u16, message: impl Into<String>) -> Json<ErrorBody> {
    Json(ErrorBody {
        status,
        message: message.into(),
    })
}

impl ApiError {
    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::BadRequest(body(StatusCode::BAD_REQUEST, message))
    }

    pub fn unauthorized() -> Self {
        Self::Unauthorized(body(StatusCode::UNAUTHORIZED, SIGN_IN_REQUIRED))
    }

    pub fn forbidden() -> Self {
        Self::Forbidden(body(StatusCode::FORBIDDEN, NOT_ALLOWED))
    }

    pub fn conflict(message: impl Into<String>) -> Self {
        Self::Conflict(body(StatusCode::CONFLICT, message))
    }

    pub fn payload_too_large(message: impl Into<String>) -> Self {
        Self::PayloadTooLarge(body(StatusCode::PAYLOAD_TOO_LARGE, message))
    }

    pub fn unavailable(message: impl Into<String>) -> Self {
        Self::Unavailable(body(StatusCode::SERVICE_UNAVAILABLE, message))
    }

    pub fn not_found(message: impl Into<String>) -> Self {
        Self::NotFound(body(StatusCode::NOT_FOUND, message))
    }

    /// Logs the whole error chain and answers without it.
    pub fn internal(error: anyhow::Error) -> Self {
        tracing::error!(error = format!("{error:#}"), "request failed");
        Self::Internal(body(
            StatusCode::INTERNAL_SERVER_ERROR,
            INTERNAL_ERROR_MESSAGE,
        ))
    }
}

/// poem-openapi's own rejections of an operation's parameters.
fn rejected_request(error: poem::Error) -> ApiError {
    // A missing or non-bearer Authorization header is the security scheme's rejection.
    if error.status() == StatusCode::UNAUTHORIZED {
        return ApiError::unauthorized();
    }
    ApiError::bad_request(rejection_message(&error))
}

/// Every typed parameter of this API is a query value (paging and the list's filters), so a
/// parameter that fails to parse can be named together with what is expected.
fn rejection_message(error: &poem::Error) -> String {
    match error.downcast_ref::<ParseParamError>() {
        Some(param) => paging_rule_message(param.name, &param.reason)
            .or_else(|| ListingFilterError::for_parameter(param.name).map(|e| e.to_string()))
            .unwrap_or_else(|| format!("{} must be a whole number", param.name)),
        None => error.to_string(),
    }
}

/// The spec declares the paging bounds, so poem-openapi refuses out-of-range values before our
/// code runs; the answer still uses the domain's wording for the rule that failed.
fn paging_rule_message(name: &str, reason: &str) -> Option<String> {
    let below = reason.contains("minimum(");
    let above = reason.contains("maximum(");
    let error = match (name, below, above) {
        ("skip", true, _) => PagingError::NegativeSkip,
        ("skip", _, true) => PagingError::SkipTooLarge,
        ("take", true, _) => PagingError::TakeTooSmall,
        ("take", _, true) => PagingError::TakeTooLarge,
        _ => return None,
    };
    Some(error.to_string())
}

/// Turns every error that reaches the edge of `/api` into the JSON shape: our own
/// `ApiError` answers pass through, poem's (unknown route, wrong method, …) are rewritten.
pub async fn json_error(error: poem::Error) -> Response {
    if error.is_from_response() {
        return error.into_response();
    }
    // A body without a usable Content-Type is a bad request like any other malformed body;
    // 400 is documented on every operation that takes a body, 415 is not.
    let status = match error.status() {
        StatusCode::UNSUPPORTED_MEDIA_TYPE => StatusCode::BAD_REQUEST,
        other => other,
    };
    let message = match status {
        StatusCode::BAD_REQUEST if error.status() == StatusCode::UNSUPPORTED_MEDIA_TYPE => {
            "The request body is missing or its Content-Type is not supported".to_owned()
        }
        StatusCode::NOT_FOUND => "Not found".to_owned(),
        StatusCode::METHOD_NOT_ALLOWED => "Method not allowed".to_owned(),
        StatusCode::UNAUTHORIZED => SIGN_IN_REQUIRED.to_owned(),
        s if s.is_server_error() => {
            tracing::error!(error = %error, "request failed");
            INTERNAL_ERROR_MESSAGE.to_owned()
        }
        _ => rejection_message(&error),
    };
    let mut response = body(status, message).into_response();
    response.set_status(status);
    response
}

impl From<ListingFilterError> for ApiError {
    fn from(error: ListingFilterError) -> Self {
        Self::bad_request(error.to_string())
    }
}

impl From<PagingError> for ApiError {
    fn from(error: PagingError) -> Self {
        Self::bad_request(error.to_string())
    }
}

impl From<ListPropertiesError> for ApiError {
    fn from(error: ListPropertiesError) -> Self {
        match error {
            ListPropertiesError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<GetPropertyError> for ApiError {
    fn from(error: GetPropertyError) -> Self {
        match error {
            GetPropertyError::NotFound => Self::not_found(PROPERTY_NOT_FOUND),
            GetPropertyError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<PropertyMetaError> for ApiError {
    fn from(error: PropertyMetaError) -> Self {
        match error {
            PropertyMetaError::NotFound => Self::not_found(PROPERTY_NOT_FOUND),
            PropertyMetaError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<PropertyGalleriesError> for ApiError {
    fn from(error: PropertyGalleriesError) -> Self {
        match error {
            PropertyGalleriesError::NotFound => Self::not_found(PROPERTY_NOT_FOUND),
            PropertyGalleriesError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<ListTownsError> for ApiError {
    fn from(error: ListTownsError) -> Self {
        match error {
            ListTownsError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<GetTownError> for ApiError {
    fn from(error: GetTownError) -> Self {
        match error {
            GetTownError::NotFound => Self::not_found(TOWN_NOT_FOUND),
            GetTownError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<ListArticlesError> for ApiError {
    fn from(error: ListArticlesError) -> Self {
        match error {
            ListArticlesError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<GetArticleError> for ApiError {
    fn from(error: GetArticleError) -> Self {
        match error {
            GetArticleError::NotFound => Self::not_found(ARTICLE_NOT_FOUND),
            GetArticleError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<ArticleMetaError> for ApiError {
    fn from(error: ArticleMetaError) -> Self {
        match error {
            ArticleMetaError::NotFound => Self::not_found(ARTICLE_NOT_FOUND),
            ArticleMetaError::Unexpected(e) => Self::internal(e),
        }
    }
}
