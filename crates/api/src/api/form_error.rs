//! HTTP answers of the visitor forms and the staff inbox, in the API's one error shape.

use super::dto::ErrorBody;
use super::error::{INTERNAL_ERROR_MESSAGE, NOT_ALLOWED, SIGN_IN_REQUIRED};
use app::enquiries::{ListEnquiriesError, SubmitEnquiryError};
use app::newsletter::{ExportSubscribersError, SubscribeError, UnsubscribeError};
use app::staff::AuthorizeError;
use poem::http::StatusCode;
use poem_openapi::payload::Json;
use poem_openapi::ApiResponse;

pub const TOO_MANY_REQUESTS: &str =
    "Too many messages from your address. Please wait a minute and try again.";

#[derive(Debug, ApiResponse)]
#[oai(bad_request_handler = "rejected_body")]
pub enum FormApiError {
    /// A field, the subject or the captcha token was refused; the message says which.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// Staff only, and no valid staff session was presented.
    #[oai(status = 401)]
    Unauthorized(Json<ErrorBody>),
    /// Signed in, but the role does not allow this operation.
    #[oai(status = 403)]
    Forbidden(Json<ErrorBody>),
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
    /// Too many submissions from this client address (checked before the body is read, by
    /// `pre_body_checks`).
    #[oai(status = 429)]
    TooManyRequests(Json<ErrorBody>),
    /// Logged on the server; the answer carries no detail.
    #[oai(status = 500)]
    Internal(Json<ErrorBody>),
    /// The captcha service could not be reached.
    #[oai(status = 503)]
    Unavailable(Json<ErrorBody>),
}

fn body(status: StatusCode, message: impl Into<String>) -> Json<ErrorBody> {
    Json(ErrorBody {
        status: status.as_u16(),
        message: message.into(),
    })
}

impl FormApiError {
    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::BadRequest(body(StatusCode::BAD_REQUEST, message))
    }

    pub fn not_found(message: impl Into<String>) -> Self {
        Self::NotFound(body(StatusCode::NOT_FOUND, message))
    }

    pub fn unauthorized() -> Self {
        Self::Unauthorized(body(StatusCode::UNAUTHORIZED, SIGN_IN_REQUIRED))
    }

    pub fn forbidden() -> Self {
        Self::Forbidden(body(StatusCode::FORBIDDEN, NOT_ALLOWED))
    }

    pub fn unavailable(message: impl Into<String>) -> Self {
        Self::Unavailable(body(StatusCode::SERVICE_UNAVAILABLE, message))
    }

    pub fn internal(error: anyhow::Error) -> Self {
        tracing::error!(error = format!("{error:#}"), "request failed");
        Self::Internal(body(
            StatusCode::INTERNAL_SERVER_ERROR,
            INTERNAL_ERROR_MESSAGE,
        ))
    }
}

/// poem-openapi's own rejections: a body that is not JSON, or lacks a required field.
fn rejected_body(error: poem::Error) -> FormApiError {
    FormApiError::bad_request(super::error::rejection_message(&error))
}

impl From<SubmitEnquiryError> for FormApiError {
    fn from(error: SubmitEnquiryError) -> Self {
        match error {
            SubmitEnquiryError::CaptchaUnavailable => Self::unavailable(error.to_string()),
            SubmitEnquiryError::Unexpected(e) => Self::internal(e),
            other => Self::bad_request(other.to_string()),
        }
    }
}

impl From<SubscribeError> for FormApiError {
    fn from(error: SubscribeError) -> Self {
        match error {
            SubscribeError::CaptchaUnavailable => Self::unavailable(error.to_string()),
            SubscribeError::Unexpected(e) => Self::internal(e),
            other => Self::bad_request(other.to_string()),
        }
    }
}

impl From<UnsubscribeError> for FormApiError {
    fn from(error: UnsubscribeError) -> Self {
        match error {
            UnsubscribeError::UnknownLink => Self::not_found(error.to_string()),
            UnsubscribeError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<ListEnquiriesError> for FormApiError {
    fn from(error: ListEnquiriesError) -> Self {
        match error {
            ListEnquiriesError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<ExportSubscribersError> for FormApiError {
    fn from(error: ExportSubscribersError) -> Self {
        match error {
            ExportSubscribersError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<AuthorizeError> for FormApiError {
    fn from(error: AuthorizeError) -> Self {
        match error {
            AuthorizeError::NoSession => Self::unauthorized(),
            AuthorizeError::Forbidden => Self::forbidden(),
            AuthorizeError::Unexpected(e) => Self::internal(e),
        }
    }
}
