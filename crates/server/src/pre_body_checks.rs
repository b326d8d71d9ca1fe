//! Checks that must run before a request body is read, because reading it is what costs:
//! the per-address rate limit of the visitor forms (429), and the staff session of every
//! upload (401 without a valid one, 403 when the role lacks the permission the upload's
//! operation requires), both answered while the client may still be sending. The operations
//! behind them see only requests that passed.

use crate::client_address::client_address;
use api::error::{operation_statuses, ApiError};
use api::rate_limited_forms::rate_limited_paths;
use api::staff_uploads::{upload_routes, UploadRoute};
use api::state::AppState;
use app::staff::authorize;
use domain::Permission;
use poem::http::{header, HeaderValue, Method};
use poem::{Endpoint, EndpointExt, IntoResponse, Request, Response};
use std::time::Instant;

enum Check<'a> {
    RateLimit,
    StaffUpload(&'a UploadRoute),
}

/// What to check before the body of a `method` request to `path`; `rate_limited` are the
/// visitor forms' paths (`api::rate_limited_forms`), counted per client address, and
/// `uploads` the staff uploads' routes (`api::staff_uploads`).
fn check_for<'a>(
    method: &Method,
    path: &str,
    rate_limited: &[String],
    uploads: &'a [UploadRoute],
) -> Option<Check<'a>> {
    if method != Method::POST {
        return None;
    }
    let path = path.trim_end_matches('/');
    if rate_limited.iter().any(|form| form == path) {
        Some(Check::RateLimit)
    } else {
        uploads
            .iter()
            .find(|upload| upload.matches(path))
            .map(Check::StaffUpload)
    }
}

/// Wraps the application inside the client-address resolution and outside the body limits.
pub fn with_pre_body_checks<E: Endpoint + 'static>(
    endpoint: E,
    state: AppState,
) -> impl Endpoint<Output = Response> {
    PreBodyChecks {
        inner: endpoint.map_to_response(),
        state,
        forms: rate_limited_paths().into(),
        uploads: upload_routes().into(),
    }
}

/// A struct rather than `around`, so that a request that needs no check (nearly all) costs
/// a comparison, not a copy of the state.
struct PreBodyChecks<E> {
    inner: E,
    state: AppState,
    /// The visitor forms' paths, read once from the API's spec (`api::rate_limited_forms`).
    forms: Box<[String]>,
    /// The staff uploads' routes, read once from the API's spec (`api::staff_uploads`).
    uploads: Box<[UploadRoute]>,
}

impl<E: Endpoint<Output = Response>> Endpoint for PreBodyChecks<E> {
    type Output = Response;

    async fn call(&self, request: Request) -> poem::Result<Response> {
        let Some(check) = check_for(
            request.method(),
            request.uri().path(),
            &self.forms,
            &self.uploads,
        ) else {
            return self.inner.call(request).await;
        };
        let started = Instant::now();
        let (refused, route) = match check {
            // The forms' routes have no parameters: the path is their template.
            Check::RateLimit => (
                rate_limited(&self.state, &request),
                request.uri().path().trim_end_matches('/').to_owned(),
            ),
            Check::StaffUpload(upload) => (
                staff_refused(&self.state, &request, upload.permission).await,
                upload.metric_route(),
            ),
        };
        match refused {
            Some(refusal) => {
                crate::metrics::record_refusal(
                    request.method(),
                    &route,
                    refusal.status(),
                    started.elapsed(),
                );
                Ok(unread_body(refusal))
            }
            None => self.inner.call(request).await,
        }
    }
}

operation_statuses! {
    /// What these checks answer, in the operations' own documented statuses (the forms
    /// document 429, `api::rate_limited_forms`; the uploads 401, 403 and 500,
    /// `api::staff_uploads`).
    RateLimited: TooManyRequests;
    StaffUpload: Unauthorized, Forbidden, Internal;
}

fn rate_limited(state: &AppState, request: &Request) -> Option<Response> {
    let allowed = state.enquiries.rate_limit.allow(client_address(request));
    (!allowed).then(|| ApiError::<RateLimited>::too_many_requests().into_response())
}

async fn staff_refused(
    state: &AppState,
    request: &Request,
    permission: Permission,
) -> Option<Response> {
    let token = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| {
            let (scheme, token) = value.split_once(' ')?;
            scheme.eq_ignore_ascii_case("bearer").then(|| token.trim())
        });
    let checked = authorize(
        state.staff.session_ports(),
        token,
        permission,
        chrono::Utc::now(),
    )
    .await;
    checked
        .err()
        .map(|refused| ApiError::<StaffUpload>::from(refused).into_response())
}

/// The body was not read: the connection cannot carry another request.
fn unread_body(mut response: Response) -> Response {
    response
        .headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_forms_and_the_uploads_are_checked_before_their_body() {
        let forms = rate_limited_paths();
        let uploads = upload_routes();
        let check = |method: &Method, path: &str| check_for(method, path, &forms, &uploads);
        let upload_permission = |method: &Method, path: &str| match check(method, path) {
            Some(Check::StaffUpload(upload)) => Some(upload.permission),
            _ => None,
        };
        assert!(matches!(
            check(&Method::POST, "/api/email/send"),
            Some(Check::RateLimit)
        ));
        assert!(matches!(
            check(&Method::POST, "/api/newsletter/subscribe/"),
            Some(Check::RateLimit)
        ));
        assert!(matches!(
            check(&Method::POST, "/api/alerts"),
            Some(Check::RateLimit)
        ));
        assert!(check(&Method::POST, "/api/alerts/confirm").is_none());
        assert!(matches!(
            check(&Method::POST, "/api/users/sign-in-link"),
            Some(Check::RateLimit)
        ));
        assert_eq!(
            upload_permission(&Method::POST, "/api/images"),
            Some(Permission::ManagePhotos)
        );
        assert_eq!(
            upload_permission(&Method::POST, "/api/properties/123/documents"),
            Some(Permission::EditProperty)
        );
        assert_eq!(
            upload_permission(&Method::POST, "/api/properties/123/floor-plans/"),
            Some(Permission::EditProperty)
        );
        assert!(check(&Method::POST, "/api/images/delete").is_none());
        assert!(check(&Method::PUT, "/api/properties/123/floor-plans/order").is_none());
        assert!(check(&Method::GET, "/api/email/send").is_none());
    }
}
