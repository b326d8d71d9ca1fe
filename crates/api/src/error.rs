//! The one place where failures become HTTP answers, all in the shape
//! `{"status": 404, "message": "Property not found"}`.
//!
//! Every operation returns `ApiError<Its>`, where `Its` (declared beside the operation with
//! [`operation_statuses!`]) lists the statuses the operation documents. An error can only be
//! made with a status its operation documents: `ApiError::<S>::of::<NotFound>` needs
//! `S: Documents<NotFound>`, and each use case's mapping below names the statuses it needs,
//! so an operation whose spec leaves out a status one of its failures maps to does not
//! compile. The spec therefore lists, per operation, exactly what a client can get.

use crate::dto::ErrorBody;
use domain::property::ListingFilterError;
use poem::http::{header, StatusCode};
use poem::{IntoResponse, Response};
use poem_openapi::error::ParseParamError;
use poem_openapi::payload::Json;
use poem_openapi::registry::{MetaResponse, MetaResponses, Registry};
use poem_openapi::{ApiResponse, ResponseContent};
use std::marker::PhantomData;

pub const INTERNAL_ERROR_MESSAGE: &str = "Internal server error";
pub const SIGN_IN_REQUIRED: &str = "Sign-in required";
pub const NOT_ALLOWED: &str = "Your role does not allow this";
pub const TOO_MANY_REQUESTS: &str =
    "Too many messages from your address. Please wait a minute and try again.";

/// One HTTP status an operation may answer with, and what it means in general.
pub trait Status {
    const CODE: StatusCode;
    const DESCRIPTION: &'static str;
}

macro_rules! statuses {
    ($($(#[$doc:meta])* $name:ident = $code:ident, $description:literal;)+) => {$(
        $(#[$doc])*
        #[derive(Debug)]
        pub enum $name {}
        impl Status for $name {
            const CODE: StatusCode = StatusCode::$code;
            const DESCRIPTION: &'static str = $description;
        }
    )+};
}

statuses! {
    BadRequest = BAD_REQUEST, "The request was refused; the message says which value and why.";
    Unauthorized = UNAUTHORIZED,
        "No valid session: no token, or one that is malformed, expired or wrongly signed.";
    Forbidden = FORBIDDEN, "Signed in, but the role does not allow this operation.";
    NotFound = NOT_FOUND, "Nothing (public) has this ref or id.";
    Conflict = CONFLICT, "The ref is taken.";
    PayloadTooLarge = PAYLOAD_TOO_LARGE,
        "The request body is larger than this operation accepts (the edge refuses it before \
        reading it: 64 KB for a form or JSON body, more for a saved text and an upload).";
    TooManyRequests = TOO_MANY_REQUESTS, "Too many submissions from this client address.";
    Internal = INTERNAL_SERVER_ERROR, "Logged on the server; the answer carries no detail.";
    Unavailable = SERVICE_UNAVAILABLE, "An outside service did not answer.";
}

/// The error statuses one operation documents, in the order the spec lists them.
pub trait Statuses: Send + Sync + 'static {
    const LIST: &'static [(StatusCode, &'static str)];
}

/// `Self` documents status `K`: what makes `ApiError::<Self>::of::<K>` compile.
pub trait Documents<K: Status>: Statuses {}

/// Declares an operation's error statuses: `pub ListProperties: BadRequest, Internal;`, with
/// an operation's own wording where the general one would be vague:
/// `BadRequest = "A field or the captcha token was refused"`.
#[macro_export]
macro_rules! operation_statuses {
    ($($(#[$doc:meta])* $vis:vis $name:ident: $($status:ident $(= $description:literal)?),+;)+) => {$(
        $(#[$doc])*
        #[derive(Debug)]
        $vis enum $name {}
        impl $crate::error::Statuses for $name {
            const LIST: &'static [(::poem::http::StatusCode, &'static str)] = &[$((
                <$crate::error::$status as $crate::error::Status>::CODE,
                $crate::operation_statuses!(@description $status $($description)?),
            )),+];
        }
        $(impl $crate::error::Documents<$crate::error::$status> for $name {})+
    )+};
    (@description $status:ident $description:literal) => { $description };
    (@description $status:ident) => {
        <$crate::error::$status as $crate::error::Status>::DESCRIPTION
    };
}
pub use crate::operation_statuses;

/// Why an error is answered: words for the client, or a failure only the log may see.
pub enum Reason {
    Said(String),
    Unexpected(anyhow::Error),
}

impl From<&str> for Reason {
    fn from(message: &str) -> Self {
        Self::Said(message.to_owned())
    }
}

impl From<String> for Reason {
    fn from(message: String) -> Self {
        Self::Said(message)
    }
}

impl From<anyhow::Error> for Reason {
    fn from(error: anyhow::Error) -> Self {
        Self::Unexpected(error)
    }
}

/// An operation's error answer; `S` is the set of statuses the operation documents.
pub struct ApiError<S> {
    status: StatusCode,
    message: String,
    statuses: PhantomData<fn() -> S>,
}

impl<S> std::fmt::Debug for ApiError<S> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.status, self.message)
    }
}

impl<S> ApiError<S> {
    /// Any status, for what the framework rejects before an operation runs.
    fn with_status(status: StatusCode, message: impl Into<String>) -> Self {
        Self {
            status,
            message: message.into(),
            statuses: PhantomData,
        }
    }

    /// An answer with status `K`; an unexpected failure is logged whole and answered without
    /// its detail.
    pub fn of<K: Status>(reason: impl Into<Reason>) -> Self
    where
        S: Documents<K>,
    {
        let message = match reason.into() {
            Reason::Said(message) => message,
            Reason::Unexpected(error) => {
                tracing::error!(error = format!("{error:#}"), "request failed");
                INTERNAL_ERROR_MESSAGE.to_owned()
            }
        };
        Self::with_status(K::CODE, message)
    }

    pub fn status(&self) -> StatusCode {
        self.status
    }
}

/// One status `ApiError` shortcut per status, for the common cases.
macro_rules! shortcuts {
    ($($name:ident: $status:ident;)+) => {
        impl<S> ApiError<S> {$(
            pub fn $name(reason: impl Into<Reason>) -> Self
            where
                S: Documents<$status>,
            {
                Self::of::<$status>(reason)
            }
        )+}
    };
}

shortcuts! {
    bad_request: BadRequest;
    not_found: NotFound;
    internal: Internal;
    unavailable: Unavailable;
}

impl<S> ApiError<S> {
    pub fn too_many_requests() -> Self
    where
        S: Documents<TooManyRequests>,
    {
        Self::of::<TooManyRequests>(TOO_MANY_REQUESTS)
    }
}

/// An answer in the one error shape. Operations return `ApiError<S>`; this is for the layers
/// in front of them (body limits, checks made before a body is read).
pub fn error_response(status: StatusCode, message: impl Into<String>) -> Response {
    let mut response = Json(ErrorBody {
        status: status.as_u16(),
        message: message.into(),
    })
    .into_response();
    response.set_status(status);
    response
}

/// An error answer that some layer wrote as text (poem's "invalid path params" for a path
/// that is not UTF-8, say) rewritten in the API's shape; other answers pass unchanged.
pub fn as_json_error(response: Response) -> Response {
    let status = response.status();
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.starts_with("application/json"));
    if !(status.is_client_error() || status.is_server_error()) || is_json {
        return response;
    }
    let message = match status {
        StatusCode::BAD_REQUEST => "The request is malformed",
        StatusCode::NOT_FOUND => "Not found",
        StatusCode::METHOD_NOT_ALLOWED => "Method not allowed",
        _ => status.canonical_reason().unwrap_or("Request failed"),
    };
    let mut json = error_response(status, message);
    for (name, value) in response.headers() {
        if name != header::CONTENT_TYPE && name != header::CONTENT_LENGTH {
            json.headers_mut().insert(name.clone(), value.clone());
        }
    }
    json
}

impl<S: Statuses> IntoResponse for ApiError<S> {
    fn into_response(self) -> Response {
        error_response(self.status, self.message)
    }
}

impl<S: Statuses> From<ApiError<S>> for poem::Error {
    fn from(error: ApiError<S>) -> Self {
        poem::Error::from_response(error.into_response())
    }
}

impl<S: Statuses> ApiResponse for ApiError<S> {
    const BAD_REQUEST_HANDLER: bool = true;

    fn meta() -> MetaResponses {
        MetaResponses {
            responses: S::LIST
                .iter()
                .map(|&(status, description)| MetaResponse {
                    description,
                    status: Some(status.as_u16()),
                    status_range: None,
                    content: <Json<ErrorBody> as ResponseContent>::media_types(),
                    headers: Vec::new(),
                })
                .collect(),
        }
    }

    fn register(registry: &mut Registry) {
        <Json<ErrorBody> as ResponseContent>::register(registry);
    }

    /// poem-openapi's own rejections of a request before the operation runs: the security
    /// scheme's (no bearer token: 401) and a body or parameter that does not parse (400).
    fn from_parse_request_error(error: poem::Error) -> Self {
        if error.status() == StatusCode::UNAUTHORIZED {
            return Self::with_status(StatusCode::UNAUTHORIZED, SIGN_IN_REQUIRED);
        }
        Self::with_status(StatusCode::BAD_REQUEST, rejection_message(&error))
    }
}

/// What poem-openapi's rejection of a parameter or body says. The list's typed filters
/// (`min_price`, `kind`, …) are refused by their type or bounds before the operation runs; the
/// answer still uses the domain's wording for them.
fn rejection_message(error: &poem::Error) -> String {
    error
        .downcast_ref::<ParseParamError>()
        .and_then(|param| ListingFilterError::for_parameter(param.name))
        .map_or_else(|| error.to_string(), |rule| rule.to_string())
}

/// Turns every error that reaches the edge of `/api` into the JSON shape: operations' own
/// answers pass through, poem's (unknown route, wrong method, …) are rewritten.
pub async fn json_error(error: poem::Error) -> Response {
    if error.is_from_response() {
        return error.into_response();
    }
    let (status, message) = match error.status() {
        // A body without a usable Content-Type is a bad request like any other malformed body;
        // 400 is documented on every operation that takes a body, 415 is not.
        StatusCode::UNSUPPORTED_MEDIA_TYPE => (
            StatusCode::BAD_REQUEST,
            "The request body is missing or its Content-Type is not supported".to_owned(),
        ),
        StatusCode::NOT_FOUND => (StatusCode::NOT_FOUND, "Not found".to_owned()),
        StatusCode::METHOD_NOT_ALLOWED => (
            StatusCode::METHOD_NOT_ALLOWED,
            "Method not allowed".to_owned(),
        ),
        StatusCode::UNAUTHORIZED => (StatusCode::UNAUTHORIZED, SIGN_IN_REQUIRED.to_owned()),
        status if status.is_server_error() => {
            tracing::error!(error = %error, "request failed");
            (status, INTERNAL_ERROR_MESSAGE.to_owned())
        }
        status => (status, rejection_message(&error)),
    };
    error_response(status, message)
}
