//! Which operations are the visitor forms that the edge rate-limits per client address
//! before their body is read. They are named by operation id, and their paths are read from
//! the spec the operations declare: a route renamed in its `#[oai(path = …)]` keeps its limit,
//! and an operation id that no longer names a POST operation stops the server's start.

use crate::{service, API_PREFIX};

/// The rate-limited forms: the contact and property enquiry, the newsletter sign-up, the
/// alert sign-up, the sign-in link by mail and the viewing request (each documents 429).
pub const RATE_LIMITED_OPERATIONS: [&str; 5] = [
    "sendEmail",
    "subscribeNewsletter",
    "createAlert",
    "requestSignInLink",
    "requestViewing",
];

/// The full path (`/api/…`) of the POST operation `operation_id` in the OpenAPI document
/// `spec_json`.
pub fn post_operation_path(spec_json: &str, operation_id: &str) -> Option<String> {
    let spec: serde_json::Value = serde_json::from_str(spec_json).ok()?;
    spec["paths"]
        .as_object()?
        .iter()
        .find(|(_, operations)| operations["post"]["operationId"] == operation_id)
        .map(|(path, _)| format!("{API_PREFIX}{path}"))
}

/// The paths of [`RATE_LIMITED_OPERATIONS`], from the API's own spec.
///
/// # Panics
/// When one of them is not a POST operation of the API: the list is stale.
pub fn rate_limited_paths() -> Vec<String> {
    let spec = service().spec();
    RATE_LIMITED_OPERATIONS
        .iter()
        .map(|id| {
            post_operation_path(&spec, id)
                .unwrap_or_else(|| panic!("{id} is not a POST operation of the API"))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rate_limited_operation_is_a_post_path_of_the_spec() {
        let spec: serde_json::Value = serde_json::from_str(&service().spec()).unwrap();
        let paths = rate_limited_paths();
        assert_eq!(paths.len(), RATE_LIMITED_OPERATIONS.len());
        for (id, path) in RATE_LIMITED_OPERATIONS.iter().zip(&paths) {
            let template = path.strip_prefix(API_PREFIX).expect("under the API");
            let operation = &spec["paths"][template]["post"];
            assert_eq!(operation["operationId"], *id, "{path}");
            assert!(
                operation["responses"]["429"].is_object(),
                "{id} documents its 429"
            );
        }
        assert_eq!(
            paths,
            [
                "/api/email/send",
                "/api/newsletter/subscribe",
                "/api/alerts",
                "/api/users/sign-in-link",
                "/api/viewings"
            ]
        );
    }

    #[test]
    fn an_unknown_or_non_post_operation_has_no_path() {
        let spec = service().spec();
        assert_eq!(post_operation_path(&spec, "noSuchOperation"), None);
        assert_eq!(post_operation_path(&spec, "listProperties"), None);
    }
}
