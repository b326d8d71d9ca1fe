//! The build writes a `.br` and a `.gz` twin beside each text file, compressed at the best levels
//! (frontend/vite-precompress.ts). Sent as they are, they are about a third smaller than what
//! compressing per request at a fast level gives, and cost no CPU.

use crate::compression::accepted_algorithm;
use poem::endpoint::StaticFilesEndpoint;
use poem::http::header::{self, HeaderValue};
use poem::http::{Method, StatusCode};
use poem::web::CompressionAlgo;
use poem::{Endpoint, Request, Response};

/// The precompressed twin of the file `req` asks for, when the browser accepts its encoding
/// and the build made one; `None` leaves the request to the plain file (compressed on the fly).
pub async fn precompressed(files: &StaticFilesEndpoint, req: &Request) -> Option<Response> {
    if req.method() != Method::GET || req.headers().contains_key(header::RANGE) {
        return None;
    }
    let (encoding, suffix) = match accepted_algorithm(req)? {
        CompressionAlgo::BR => ("br", "br"),
        CompressionAlgo::GZIP => ("gzip", "gz"),
        _ => return None,
    };
    let path = req.uri().path();
    let content_type = mime_guess::from_path(path).first()?;
    let mut twin = Request::builder()
        .method(Method::GET)
        .uri_str(format!("{path}.{suffix}"));
    for name in [header::IF_NONE_MATCH, header::IF_MODIFIED_SINCE] {
        if let Some(value) = req.headers().get(&name) {
            twin = twin.header(name, value.clone());
        }
    }
    let mut response = files.call(twin.finish()).await.ok()?;
    if !matches!(response.status(), StatusCode::OK | StatusCode::NOT_MODIFIED) {
        return None;
    }
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_str(content_type.as_ref()).ok()?,
    );
    headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
    headers.append(header::VARY, HeaderValue::from_static("accept-encoding"));
    Some(response)
}
