//! Brotli or gzip for text responses when the client accepts it. Unlike poem's `Compression`
//! middleware this leaves pictures (already compressed), partial content and request bodies alone.

use poem::http::header::{self, HeaderValue};
use poem::http::{Method, StatusCode};
use poem::web::{Compress, CompressionAlgo, CompressionLevel};
use poem::{Endpoint, IntoResponse, Middleware, Request, Response, Result};

#[derive(Debug, Default, Clone, Copy)]
pub struct TextCompression;

impl<E: Endpoint> Middleware<E> for TextCompression {
    type Output = TextCompressionEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        TextCompressionEndpoint { inner }
    }
}

pub struct TextCompressionEndpoint<E> {
    inner: E,
}

impl<E: Endpoint> Endpoint for TextCompressionEndpoint<E> {
    type Output = Response;

    async fn call(&self, req: Request) -> Result<Self::Output> {
        let algorithm = accepted_algorithm(&req);
        let is_head = req.method() == Method::HEAD;
        let mut response = self.inner.call(req).await?.into_response();
        if !is_compressible(&response) {
            return Ok(response);
        }
        // Once: a page from the cache names it already, and its 304 says it once too.
        if !varies_by_encoding(&response) {
            response
                .headers_mut()
                .append(header::VARY, HeaderValue::from_static("accept-encoding"));
        }
        match algorithm {
            Some(algorithm) if !is_head => {
                weaken_etag(&mut response);
                Ok(Compress::new(response, algorithm)
                    .with_quality(on_the_fly_level(algorithm))
                    .into_response())
            }
            _ => Ok(response),
        }
    }
}

/// poem compresses brotli at its fastest level by default, which comes out larger than gzip
/// (the list page's HTML: 4.8 KB against 3.3 KB); level 5 beats gzip and still costs well
/// under a millisecond for a page or an API answer. The build's files come precompressed
/// at the best levels (`precompressed`).
fn on_the_fly_level(algorithm: CompressionAlgo) -> CompressionLevel {
    match algorithm {
        CompressionAlgo::BR => CompressionLevel::Precise(5),
        _ => CompressionLevel::Default,
    }
}

/// The encoding to answer `req` with, from all its Accept-Encoding headers.
pub fn accepted_algorithm(req: &Request) -> Option<CompressionAlgo> {
    let mut values = req.headers().get_all(header::ACCEPT_ENCODING).iter();
    let first = values.next()?;
    let Some(second) = values.next() else {
        // One header, as browsers send it: read in place.
        return preferred_algorithm(first.to_str().unwrap_or_default());
    };
    let accepted = [first, second]
        .into_iter()
        .chain(values)
        .filter_map(|value| value.to_str().ok())
        .collect::<Vec<_>>()
        .join(",");
    preferred_algorithm(&accepted)
}

/// Brotli over gzip at equal weight; `q=0` refuses an encoding.
pub fn preferred_algorithm(accept_encoding: &str) -> Option<CompressionAlgo> {
    let mut best: Option<(CompressionAlgo, u16, u8)> = None;
    for item in accept_encoding.split(',') {
        let mut parts = item.split(';').map(str::trim);
        let coding = parts.next().unwrap_or_default();
        let (algorithm, preference) = if coding.eq_ignore_ascii_case("br") {
            (CompressionAlgo::BR, 2)
        } else if coding.eq_ignore_ascii_case("gzip") || coding.eq_ignore_ascii_case("x-gzip") {
            (CompressionAlgo::GZIP, 1)
        } else {
            continue;
        };
        let weight = parts
            .find_map(|p| p.strip_prefix("q="))
            .map_or(1000, quality_in_thousandths);
        if weight == 0 {
            continue;
        }
        if best.is_none_or(|(_, w, p)| (weight, preference) > (w, p)) {
            best = Some((algorithm, weight, preference));
        }
    }
    best.map(|(algorithm, _, _)| algorithm)
}

fn quality_in_thousandths(text: &str) -> u16 {
    text.trim()
        .parse::<f32>()
        .map_or(0, |q| (q.clamp(0.0, 1.0) * 1000.0).round() as u16)
}

fn varies_by_encoding(response: &Response) -> bool {
    response
        .headers()
        .get_all(header::VARY)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .any(|name| name.trim().eq_ignore_ascii_case("accept-encoding"))
}

fn is_compressible(response: &Response) -> bool {
    if response.status() == StatusCode::PARTIAL_CONTENT
        || response.status() == StatusCode::NOT_MODIFIED
        || response.status() == StatusCode::NO_CONTENT
        || response.headers().contains_key(header::CONTENT_ENCODING)
        || response.headers().contains_key(header::CONTENT_RANGE)
    {
        return false;
    }
    let content_type = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .unwrap_or_default();
    is_text_media_type(content_type)
}

/// HTML, CSS, JavaScript, JSON, XML, SVG and plain text; never JPEG, WebP or other binaries.
pub fn is_text_media_type(content_type: &str) -> bool {
    const TEXT_TYPES: [&str; 9] = [
        "text/html",
        "text/css",
        "text/plain",
        "text/javascript",
        "text/xml",
        "application/javascript",
        "application/json",
        "application/xml",
        "application/manifest+json",
    ];
    let essence = content_type.split(';').next().unwrap_or_default().trim();
    let ends_with = |suffix: &str| {
        essence.len() >= suffix.len()
            && essence.as_bytes()[essence.len() - suffix.len()..]
                .eq_ignore_ascii_case(suffix.as_bytes())
    };
    TEXT_TYPES
        .iter()
        .any(|text| essence.eq_ignore_ascii_case(text))
        || ends_with("+json")
        || ends_with("+xml")
}

/// A compressed body is a different byte sequence, so a strong validator would lie.
fn weaken_etag(response: &mut Response) {
    let Some(etag) = response
        .headers()
        .get(header::ETAG)
        .and_then(|v| v.to_str().ok())
    else {
        return;
    };
    if etag.starts_with("W/") {
        return;
    }
    if let Ok(weak) = HeaderValue::from_str(&format!("W/{etag}")) {
        response.headers_mut().insert(header::ETAG, weak);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brotli_wins_ties_and_weights_decide_otherwise() {
        let cases = [
            ("gzip, deflate, br", Some(CompressionAlgo::BR)),
            ("gzip", Some(CompressionAlgo::GZIP)),
            ("br;q=0.5, gzip;q=0.8", Some(CompressionAlgo::GZIP)),
            ("br;q=0, gzip", Some(CompressionAlgo::GZIP)),
            ("identity", None),
            ("", None),
            ("deflate", None),
        ];
        for (header, expected) in cases {
            assert_eq!(preferred_algorithm(header), expected, "{header}");
        }
    }

    #[test]
    fn text_types_are_compressed_and_pictures_are_not() {
        for text in [
            "text/html; charset=utf-8",
            "application/json",
            "image/svg+xml",
            "text/javascript",
            "application/xml",
        ] {
            assert!(is_text_media_type(text), "{text}");
        }
        for binary in [
            "image/jpeg",
            "image/webp",
            "image/png",
            "application/octet-stream",
            "",
        ] {
            assert!(!is_text_media_type(binary), "{binary}");
        }
    }
}
