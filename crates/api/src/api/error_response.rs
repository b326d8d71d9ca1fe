//! An error answer in the API's one shape, for the layers in front of the operations (body
//! limits, checks made before a body is read) that have no `ApiResponse` enum to return.

use super::dto::ErrorBody;
use poem::http::{header, StatusCode};
use poem::{IntoResponse, Response};
use poem_openapi::payload::Json;

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
