//! Counts the public pages the site answers (issue 29): a `GET` answered with a page (`200`
//! HTML, whether rendered or from the page cache) or a `304` for one, made by a person's
//! browser (`api::visits`). The staff's own screens and sign-in are not counted, nor files
//! (a path whose last segment has a dot, other than the spec's `….html` pages), nor errors. The sighting goes to the counter's
//! queue after the answer is made: counting never delays a page.

use api::visits::{referer, sighting, PageAddress};
use audience::ports::Counter;
use audience::HitKind;
use domain::ports::Clock;
use poem::http::{header, Method, StatusCode};
use poem::{Endpoint, EndpointExt, IntoResponse, Response};
use std::sync::Arc;

/// Paths that are the staff's, not the public's.
const NOT_COUNTED: &[&str] = &["/staff", "/sign-in", "/owner-report"];

fn counted_path(path: &str) -> bool {
    let last = path.rsplit('/').next().unwrap_or_default();
    // The spec's pages include `….html` addresses; any other dotted name is a file.
    (!last.contains('.') || last.ends_with(".html"))
        && !path.starts_with("/assets/")
        && !NOT_COUNTED
            .iter()
            .any(|prefix| path == *prefix || path.starts_with(&format!("{prefix}/")))
}

fn is_page(response: &Response) -> bool {
    match response.status() {
        StatusCode::NOT_MODIFIED => true,
        StatusCode::OK => response
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|value| value.to_str().ok())
            .is_some_and(|value| value.starts_with("text/html")),
        _ => false,
    }
}

/// Wraps the site's routes.
pub fn with_page_views<E: Endpoint + 'static>(
    endpoint: E,
    counter: Arc<dyn Counter>,
    clock: Arc<dyn Clock>,
) -> impl Endpoint<Output = Response> {
    endpoint.map_to_response().around(move |endpoint, request| {
        let counter = counter.clone();
        let clock = clock.clone();
        async move {
            let counted = request.method() == Method::GET && counted_path(request.uri().path());
            let seen = if counted {
                let address = request
                    .uri()
                    .path_and_query()
                    .map_or(request.uri().path(), |whole| whole.as_str())
                    .to_owned();
                sighting(
                    &request,
                    clock.now(),
                    HitKind::View,
                    PageAddress::parse(&address),
                    referer(&request),
                )
            } else {
                None
            };
            let response = endpoint.call(request).await?.into_response();
            if let Some(seen) = seen.filter(|_| is_page(&response)) {
                counter.count(seen);
            }
            Ok(response)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_are_counted_and_files_and_staff_screens_are_not() {
        assert!(counted_path("/"));
        assert!(counted_path("/property/for-sale/in-italy/123-villa"));
        assert!(counted_path("/it/contatti"));
        assert!(counted_path("/consultancy-service.html"));
        assert!(!counted_path("/assets/index-abc.js"));
        assert!(!counted_path("/favicon.ico"));
        assert!(!counted_path("/sitemap.xml"));
        assert!(!counted_path("/staff/enquiries"));
        assert!(!counted_path("/sign-in"));
        assert!(counted_path("/staffing-news"));
    }
}
