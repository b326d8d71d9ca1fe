//! The site's own JSON API, asked in-process for what a page shows first. Requests carry no
//! session (only what an anonymous visitor may see) and pass through the same endpoint the
//! browser reaches, public list cache included.

use bytes::Bytes;
use poem::endpoint::BoxEndpoint;
use poem::http::header::CONTENT_TYPE;
use poem::http::uri::Scheme;
use poem::http::StatusCode;
use poem::web::{LocalAddr, RemoteAddr};
use poem::{Body, Endpoint, Request, RequestParts};
use std::sync::Arc;

/// The JSON API as the server mounts it, answering whole paths (`/api/properties/123`). The
/// server hands it over, so the site needs no dependency on the API crate.
pub type ApiEndpoint = Arc<BoxEndpoint<'static>>;

pub struct SiteApi {
    mounted: ApiEndpoint,
}

impl SiteApi {
    pub fn new(api: ApiEndpoint) -> Self {
        Self { mounted: api }
    }

    /// The body of an anonymous `GET path_and_query` (e.g. `/api/properties/123`), when the
    /// API answers 200 with JSON; `None` otherwise (the page then loads it as it always did).
    pub async fn get_json(&self, path_and_query: &str) -> Option<Bytes> {
        let request = anonymous_get(path_and_query)?;
        let response = match self.mounted.call(request).await {
            Ok(response) => response,
            Err(error) => error.into_response(),
        };
        let is_json = response
            .headers()
            .get(CONTENT_TYPE)
            .and_then(|value| value.to_str().ok())
            .is_some_and(|value| value.starts_with("application/json"));
        if response.status() != StatusCode::OK || !is_json {
            tracing::debug!(path_and_query, status = %response.status(), "no initial data");
            return None;
        }
        match response.into_body().into_bytes().await {
            Ok(body) => Some(body),
            Err(error) => {
                tracing::warn!(path_and_query, %error, "API answer unreadable");
                None
            }
        }
    }
}

/// A request as if it came from outside: built from `http` parts so that its original URI
/// (which the API and its list cache route on) is the full `/api/…` path.
fn anonymous_get(path_and_query: &str) -> Option<Request> {
    let (parts, ()) = poem::http::Request::get(path_and_query)
        .body(())
        .ok()?
        .into_parts();
    let parts = RequestParts::from((
        parts,
        LocalAddr::default(),
        RemoteAddr::default(),
        Scheme::HTTP,
    ));
    Some(Request::from_parts(parts, Body::empty()))
}
