//! The pages behind the links mailed to subscribers and alert holders carry their secret in
//! the address (`?token=…`): no cache may keep them, no other site may learn the address from
//! a `Referer`, and the page's language follows the browser's. On every answer, errors too.

use poem::http::{header, HeaderValue};
use poem::{Endpoint, EndpointExt, IntoResponse, Response};

/// The paths, under the API, whose `token` query opens a subscriber's or alert holder's link.
const TOKEN_LINK_PATHS: [&str; 5] = [
    crate::newsletter::CONFIRM_PATH,
    crate::newsletter::UNSUBSCRIBE_PATH,
    crate::alerts::CONFIRM_PATH,
    crate::alerts::MANAGE_PATH,
    crate::alerts::UNSUBSCRIBE_PATH,
];

pub fn is_token_link(path: &str) -> bool {
    TOKEN_LINK_PATHS.contains(&path)
}

/// Adds the headers to whatever `endpoint` answers on a token link path.
pub fn with_token_link_headers<E: Endpoint + 'static>(
    endpoint: E,
) -> impl Endpoint<Output = Response> {
    endpoint.around(|endpoint, request| async move {
        let token_link = is_token_link(request.original_uri().path());
        let mut response = match endpoint.call(request).await {
            Ok(answer) => answer.into_response(),
            Err(error) => error.into_response(),
        };
        if token_link {
            let headers = response.headers_mut();
            headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
            headers.insert(
                header::REFERRER_POLICY,
                HeaderValue::from_static("no-referrer"),
            );
            headers.append(header::VARY, HeaderValue::from_static("accept-language"));
        }
        Ok(response)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_mailed_link_paths_are_token_links() {
        assert!(is_token_link("/api/alerts/manage"));
        assert!(is_token_link("/api/newsletter/confirm"));
        assert!(!is_token_link("/api/alerts"));
        assert!(!is_token_link("/api/newsletter/subscribe"));
    }
}
