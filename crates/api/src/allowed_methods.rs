//! `Allow` on 405 answers (RFC 9110 §15.5.6), read from the operations the spec declares, so
//! a client that used the wrong method learns the right ones.

use poem::http::{header, HeaderValue, StatusCode};
use poem::{Endpoint, IntoResponse, Request, Response, Result};
use regex::Regex;
use std::sync::Arc;

pub struct AllowedMethods {
    routes: Vec<(Regex, HeaderValue)>,
}

impl AllowedMethods {
    /// `spec_json` is the OpenAPI document; its paths are relative to `prefix` ("/api").
    pub fn from_spec(spec_json: &str, prefix: &str) -> Self {
        let spec: serde_json::Value = serde_json::from_str(spec_json).unwrap_or_default();
        let routes = spec["paths"]
            .as_object()
            .into_iter()
            .flatten()
            .filter_map(|(template, operations)| {
                let mut methods: Vec<String> = operations
                    .as_object()?
                    .keys()
                    .map(|method| method.to_ascii_uppercase())
                    .collect();
                methods.sort();
                let pattern = template
                    .split('/')
                    .map(|segment| {
                        if segment.starts_with('{') {
                            "[^/]+".to_owned()
                        } else {
                            regex::escape(segment)
                        }
                    })
                    .collect::<Vec<_>>()
                    .join("/");
                let regex = Regex::new(&format!("^{}{pattern}/?$", regex::escape(prefix))).ok()?;
                Some((regex, HeaderValue::from_str(&methods.join(", ")).ok()?))
            })
            .collect();
        Self { routes }
    }

    pub fn for_path(&self, path: &str) -> Option<&HeaderValue> {
        self.routes
            .iter()
            .find(|(regex, _)| regex.is_match(path))
            .map(|(_, allow)| allow)
    }
}

/// Adds `Allow` to every 405 answer of `inner`.
pub async fn with_allow_header<E: Endpoint>(
    inner: Arc<E>,
    allowed: Arc<AllowedMethods>,
    req: Request,
) -> Result<Response> {
    // A shared handle on the request's bytes, not a copy of the path.
    let uri = req.original_uri().clone();
    let mut response = inner.call(req).await?.into_response();
    if response.status() == StatusCode::METHOD_NOT_ALLOWED {
        if let Some(allow) = allowed.for_path(uri.path()) {
            response.headers_mut().insert(header::ALLOW, allow.clone());
        }
    }
    Ok(response)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn methods_come_from_the_matching_path_template() {
        let spec = r#"{"paths": {"/properties": {"get": {}, "post": {}, "put": {}},
                                 "/properties/{ref}": {"get": {}, "delete": {}}}}"#;
        let allowed = AllowedMethods::from_spec(spec, "/api");
        assert_eq!(
            allowed.for_path("/api/properties").unwrap(),
            "GET, POST, PUT"
        );
        assert_eq!(
            allowed.for_path("/api/properties/123").unwrap(),
            "DELETE, GET"
        );
        assert!(allowed.for_path("/api/properties/123/x").is_none());
        assert!(allowed.for_path("/properties").is_none());
    }
}
