//! Every request body is bounded before it costs memory or disk: a declared `Content-Length`
//! above the route's limit is answered 413 at once (the body is never read, and the connection
//! is closed so the client stops sending); a body without one (chunked) is counted as it
//! streams in, and the moment it passes the limit the read fails and the answer becomes 413.

use api::error::error_response;
use domain::article::input::MAX_ARTICLE_TEXT_CHARS;
use pictures::MAX_UPLOAD_BYTES;
use poem::http::{header, HeaderValue, Method, StatusCode};
use poem::{Body, Endpoint, EndpointExt, IntoResponse, Request, Response};
use std::io;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, ReadBuf};

/// Every JSON body of the API that is not an editor's save: forms, sign-in, deletions.
pub const JSON_BODY_LIMIT: usize = 64 * 1024;
/// An editor's save (`POST`/`PUT` of a property, article or town, and the hidden draft the
/// first photo of a new property saves with the same fields) must fit the longest text the
/// domain accepts (an article's 200,000 characters) even when every character is sent as a
/// six-byte JSON escape, plus the other fields.
pub const CONTENT_BODY_LIMIT: usize = MAX_ARTICLE_TEXT_CHARS * 6 + 64 * 1024;
const CONTENT_PATHS: [&str; 4] = [
    "/api/properties",
    "/api/properties/drafts",
    "/api/articles",
    "/api/towns",
];
/// `POST /api/images`: the picture's own cap plus room for the multipart framing and `path`.
pub const UPLOAD_BODY_LIMIT: usize = MAX_UPLOAD_BYTES + 64 * 1024;
pub const UPLOAD_PATH: &str = "/api/images";
/// `POST /api/properties/{ref}/documents`: the PDF's own cap plus room for the framing,
/// the title and the visibility.
pub const DOCUMENT_UPLOAD_BODY_LIMIT: usize = plans::MAX_DOCUMENT_BYTES + 64 * 1024;

/// `POST /api/properties/{ref}/floor-plans`: the drawing's own cap plus room for the framing,
/// the label and the area.
pub const FLOOR_PLAN_UPLOAD_BODY_LIMIT: usize = plans::MAX_FLOOR_PLAN_BYTES + 64 * 1024;

/// `/api/properties/{ref}{suffix}`, for one ref.
fn is_property_upload(path: &str, suffix: &str) -> bool {
    path.strip_prefix("/api/properties/")
        .and_then(|rest| rest.strip_suffix(suffix))
        .is_some_and(|reference| !reference.is_empty() && !reference.contains('/'))
}

/// The most a request to `path` may carry.
pub fn limit_for(method: &Method, path: &str) -> usize {
    let path = path.trim_end_matches('/');
    if method == Method::POST && path == UPLOAD_PATH {
        UPLOAD_BODY_LIMIT
    } else if method == Method::POST && is_property_upload(path, "/documents") {
        DOCUMENT_UPLOAD_BODY_LIMIT
    } else if method == Method::POST && is_property_upload(path, "/floor-plans") {
        FLOOR_PLAN_UPLOAD_BODY_LIMIT
    } else if (method == Method::POST || method == Method::PUT) && CONTENT_PATHS.contains(&path) {
        CONTENT_BODY_LIMIT
    } else {
        JSON_BODY_LIMIT
    }
}

/// Wraps the whole application (inside the checks that must come before any body is read).
pub fn with_body_limits<E: Endpoint + 'static>(endpoint: E) -> impl Endpoint<Output = Response> {
    endpoint
        .map_to_response()
        .around(|endpoint, mut request| async move {
            let body = request.take_body();
            // A request with no body (a GET, nearly every request) has nothing to count.
            if body.is_empty() {
                request.set_body(body);
                return endpoint.call(request).await;
            }
            let path = request.uri().path().to_owned();
            let limit = limit_for(request.method(), &path);
            if declared_length(&request).is_some_and(|length| length > limit as u64) {
                let refusal = too_large(&path, limit);
                crate::metrics::record_refusal(
                    request.method(),
                    crate::metrics::REFUSED_BEFORE_ROUTING,
                    refusal.status(),
                    Duration::ZERO,
                );
                return Ok(refusal);
            }
            let exceeded = Arc::new(AtomicBool::new(false));
            let body = body.into_async_read();
            request.set_body(Body::from_async_read(CountedBody {
                inner: Box::pin(body),
                remaining: limit,
                exceeded: exceeded.clone(),
            }));
            let answer = endpoint.call(request).await;
            if exceeded.load(Ordering::Relaxed) {
                return Ok(too_large(&path, limit));
            }
            answer
        })
}

fn declared_length(request: &Request) -> Option<u64> {
    request
        .headers()
        .get(header::CONTENT_LENGTH)?
        .to_str()
        .ok()?
        .trim()
        .parse()
        .ok()
}

/// JSON under `/api` (the API's one error shape), plain text elsewhere.
fn too_large(path: &str, limit: usize) -> Response {
    let message = format!(
        "The request body is larger than the {} KB this address accepts",
        limit / 1024
    );
    let mut response = if path == "/api" || path.starts_with("/api/") {
        error_response(StatusCode::PAYLOAD_TOO_LARGE, message)
    } else {
        (StatusCode::PAYLOAD_TOO_LARGE, message).into_response()
    };
    // The rest of the body is never read: the connection cannot carry another request.
    response
        .headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}

/// Passes at most `remaining` bytes through; one more fails the read and marks the request.
struct CountedBody {
    inner: Pin<Box<dyn AsyncRead + Send>>,
    remaining: usize,
    exceeded: Arc<AtomicBool>,
}

impl AsyncRead for CountedBody {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let polled = self.inner.as_mut().poll_read(cx, buf);
        if let Poll::Ready(Ok(())) = polled {
            let read = buf.filled().len() - before;
            if read > self.remaining {
                self.exceeded.store(true, Ordering::Relaxed);
                return Poll::Ready(Err(io::Error::other("request body too large")));
            }
            self.remaining -= read;
        }
        polled
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use poem::handler;
    use poem::test::TestClient;

    #[handler]
    async fn echo_length(body: Body) -> poem::Result<String> {
        Ok(body.into_bytes().await?.len().to_string())
    }

    /// A body of `bytes` bytes with no declared length, as a chunked upload arrives.
    fn chunked(bytes: usize) -> Body {
        use tokio::io::AsyncReadExt;
        Body::from_async_read(tokio::io::repeat(b'a').take(bytes as u64))
    }

    #[tokio::test]
    async fn a_declared_length_above_the_limit_is_413_without_calling_the_route() {
        let client = TestClient::new(with_body_limits(
            poem::Route::new().at("/api/x", echo_length),
        ));
        let response = client
            .post("/api/x")
            .header(header::CONTENT_LENGTH, (JSON_BODY_LIMIT + 1).to_string())
            .body(vec![b'a'; JSON_BODY_LIMIT + 1])
            .send()
            .await;
        response.assert_status(StatusCode::PAYLOAD_TOO_LARGE);
        response.assert_header(header::CONNECTION, "close");
    }

    #[tokio::test]
    async fn a_streamed_body_is_cut_at_the_limit_and_answered_413() {
        let client = TestClient::new(with_body_limits(
            poem::Route::new().at("/api/x", echo_length),
        ));
        let response = client
            .post("/api/x")
            .body(chunked(JSON_BODY_LIMIT + 4096))
            .send()
            .await;
        response.assert_status(StatusCode::PAYLOAD_TOO_LARGE);
        response
            .assert_json(serde_json::json!({"status": 413, "message": "The request body is larger than the 64 KB this address accepts"}))
            .await;
        let fits = client
            .post("/api/x")
            .body(chunked(JSON_BODY_LIMIT))
            .send()
            .await;
        fits.assert_status_is_ok();
        fits.assert_text(JSON_BODY_LIMIT.to_string()).await;
    }

    #[test]
    fn uploads_get_the_picture_cap_saves_the_content_cap_and_everything_else_the_json_limit() {
        assert_eq!(limit_for(&Method::POST, "/api/images"), UPLOAD_BODY_LIMIT);
        assert_eq!(
            limit_for(&Method::POST, "/api/properties/123/documents"),
            DOCUMENT_UPLOAD_BODY_LIMIT
        );
        assert_eq!(
            limit_for(&Method::PUT, "/api/properties/123/documents/4"),
            JSON_BODY_LIMIT
        );
        assert_eq!(
            limit_for(&Method::POST, "/api/properties/123/floor-plans"),
            FLOOR_PLAN_UPLOAD_BODY_LIMIT
        );
        assert_eq!(
            limit_for(&Method::PUT, "/api/properties/123/floor-plans/order"),
            JSON_BODY_LIMIT
        );
        for path in ["/api/properties", "/api/articles", "/api/towns"] {
            assert_eq!(limit_for(&Method::PUT, path), CONTENT_BODY_LIMIT);
            assert_eq!(limit_for(&Method::POST, path), CONTENT_BODY_LIMIT);
        }
        assert_eq!(
            limit_for(&Method::POST, "/api/properties/drafts"),
            CONTENT_BODY_LIMIT
        );
        assert_eq!(
            limit_for(&Method::DELETE, "/api/properties/321"),
            JSON_BODY_LIMIT
        );
        assert_eq!(limit_for(&Method::POST, "/api/email/send"), JSON_BODY_LIMIT);
        assert_eq!(
            limit_for(&Method::POST, "/api/images/delete"),
            JSON_BODY_LIMIT
        );
    }
}
