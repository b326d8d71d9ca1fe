//! Addresses no page or file of the site can have: a hidden file or folder (`/.vite/…`, the
//! build's manifest, `.env`, `.git`), a `.` or `..` segment, a backslash or a NUL. They answer
//! a plain 404 before any file is looked up, so nothing outside the served files is named or
//! served (the static file server would answer 403 naming the file it refused).

use poem::http::header::{self, HeaderValue};
use poem::http::StatusCode;
use poem::{IntoResponse, Response};

pub fn is_stray(path: &str) -> bool {
    let decoded = decode_separators(path);
    decoded.contains('\\')
        || decoded.contains('\0')
        || decoded.split('/').any(|segment| segment.starts_with('.'))
}

/// `%2e`, `%2f`, `%5c` and `%00` as the file server would read them.
fn decode_separators(path: &str) -> String {
    let mut decoded = path.to_owned();
    for (encoded, plain) in [
        ("%2e", "."),
        ("%2E", "."),
        ("%2f", "/"),
        ("%2F", "/"),
        ("%5c", "\\"),
        ("%5C", "\\"),
        ("%00", "\0"),
    ] {
        decoded = decoded.replace(encoded, plain);
    }
    decoded
}

pub fn plain_not_found() -> Response {
    let mut response = (StatusCode::NOT_FOUND, "Not found").into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    response
}

#[cfg(test)]
mod tests {
    use super::is_stray;

    #[test]
    fn hidden_and_climbing_segments_are_stray() {
        for path in [
            "/.vite/manifest.json",
            "/../../package.json",
            "/assets/../../package.json",
            "/%2e%2e/%2E%2E/package.json",
            "/assets/..%2f..%2fpackage.json",
            "/.env",
            "/x/.git/config",
            "/assets\\..\\x",
            "/a%00b",
        ] {
            assert!(is_stray(path), "{path}");
        }
        for path in [
            "/",
            "/favicon.ico",
            "/assets/app-abc123.js",
            "/piedmont-property-for-sale/2",
            "/property/for-sale/in-italy/123",
            "/index.html",
        ] {
            assert!(!is_stray(path), "{path}");
        }
    }
}
