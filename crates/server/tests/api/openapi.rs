use crate::support::app::spawn_app;

const REGENERATE: &str = "cargo run -p server --bin langhe -- dump-openapi > openapi.yaml";

#[tokio::test]
async fn the_spec_and_its_docs_are_served_under_api() {
    let app = spawn_app().await;

    let (status, spec) = app.get_json("/api/openapi.json").await;
    let docs = app.get("/api/docs").await;

    assert_eq!(status, 200);
    assert!(
        spec["paths"]["/properties/{ref}"]["get"]["operationId"] == "getProperty",
        "{spec}"
    );
    assert_eq!(docs.status(), 200);
    assert!(docs.text().await.unwrap().contains("swagger"));
}

#[test]
fn the_committed_openapi_yaml_matches_the_code() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../openapi.yaml");
    let committed = std::fs::read_to_string(path)
        .unwrap_or_else(|_| panic!("openapi.yaml is missing; generate it with `{REGENERATE}`"));
    assert!(
        committed == api::spec_yaml(),
        "openapi.yaml differs from the API the code serves; regenerate it with `{REGENERATE}`"
    );
}

/// The spec as served at /api/openapi.json.
fn spec() -> serde_json::Value {
    serde_json::from_str(&api::service().spec()).expect("the spec is JSON")
}

fn operations(spec: &serde_json::Value) -> Vec<(String, &serde_json::Value)> {
    let mut found = Vec::new();
    for (path, methods) in spec["paths"].as_object().expect("paths") {
        for (method, operation) in methods.as_object().expect("methods") {
            found.push((format!("{} {path}", method.to_uppercase()), operation));
        }
    }
    found
}

fn statuses(operation: &serde_json::Value) -> Vec<&str> {
    operation["responses"]
        .as_object()
        .expect("responses")
        .keys()
        .map(String::as_str)
        .collect()
}

#[test]
fn public_operations_document_no_staff_statuses() {
    let spec = spec();
    for (name, operation) in operations(&spec) {
        let needs_session = operation["security"].as_array().is_some_and(|schemes| {
            !schemes
                .iter()
                .any(|s| s.as_object().is_some_and(|o| o.is_empty()))
        });
        let documented = statuses(operation);
        if needs_session {
            assert!(
                documented.contains(&"401"),
                "{name} needs a session but documents no 401"
            );
        } else {
            // Signing in is open to everyone; its 401 is a refused credential, not a session.
            let signs_in = name.starts_with("POST /users/");
            assert!(
                !documented.contains(&"403") && (signs_in || !documented.contains(&"401")),
                "{name} is open to everyone but documents {documented:?}"
            );
        }
    }
}

/// The edge refuses a body over its route's limit with 413 before any operation runs
/// (`server::body_limit`, on every route): each operation that takes a body documents it.
#[test]
fn every_operation_that_takes_a_body_documents_the_edges_413() {
    let spec = spec();
    let undocumented: Vec<String> = operations(&spec)
        .into_iter()
        .filter(|(_, operation)| {
            operation.get("requestBody").is_some() && !statuses(operation).contains(&"413")
        })
        .map(|(name, _)| name)
        .collect();
    assert!(
        undocumented.is_empty(),
        "these take a body but do not document 413: {undocumented:?}"
    );
}

#[test]
fn public_reads_document_exactly_what_they_can_answer() {
    let spec = spec();
    let operation = |path: &str| &spec["paths"][path]["get"];
    assert_eq!(statuses(operation("/properties")), ["200", "400", "500"]);
    assert_eq!(
        statuses(operation("/properties/{ref}")),
        ["200", "404", "500"]
    );
    assert_eq!(statuses(operation("/version")), ["200"]);
    assert_eq!(
        statuses(operation("/captcha/challenge")),
        ["200", "404", "503"]
    );
    assert_eq!(statuses(operation("/towns")), ["200", "500"]);
}

#[test]
fn the_paging_bounds_in_the_spec_are_the_domains() {
    let spec = spec();
    for path in ["/properties", "/articles", "/enquiries"] {
        let parameters = spec["paths"][path]["get"]["parameters"]
            .as_array()
            .expect("parameters");
        let bounds = |name: &str| {
            let schema = &parameters
                .iter()
                .find(|p| p["name"] == name)
                .unwrap_or_else(|| panic!("{path} has no {name}"))["schema"];
            (schema["minimum"].as_f64(), schema["maximum"].as_f64())
        };
        let max_index = f64::from(domain::paging::MAX_PAGE_INDEX);
        let max_size = f64::from(domain::paging::MAX_PAGE_SIZE);
        assert_eq!(bounds("skip"), (Some(0.0), Some(max_index)), "{path}");
        assert_eq!(bounds("take"), (Some(1.0), Some(max_size)), "{path}");
    }
}

/// OpenAPI 3.0 reads `nullable` beside `enum` strictly: null is valid only if the enum lists
/// it. A schema that accepts null but leaves it out of its enum tells clients null is refused.
#[test]
fn every_nullable_enum_lists_null() {
    fn walk(value: &serde_json::Value, at: &str, found: &mut Vec<String>) {
        match value {
            serde_json::Value::Object(fields) => {
                let nullable = fields.get("nullable") == Some(&serde_json::Value::Bool(true));
                if let (true, Some(serde_json::Value::Array(items))) =
                    (nullable, fields.get("enum"))
                {
                    if !items.contains(&serde_json::Value::Null) {
                        found.push(at.to_owned());
                    }
                }
                for (key, inner) in fields {
                    walk(inner, &format!("{at}/{key}"), found);
                }
            }
            serde_json::Value::Array(items) => {
                for (index, inner) in items.iter().enumerate() {
                    walk(inner, &format!("{at}/{index}"), found);
                }
            }
            _ => {}
        }
    }
    let mut found = Vec::new();
    walk(&spec(), "", &mut found);
    assert!(found.is_empty(), "nullable enums without null: {found:?}");
}
