use crate::helpers::spawn_app;

const REGENERATE: &str = "cargo run -p api --bin langhe -- dump-openapi > openapi.yaml";

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
        committed == api::api::spec_yaml(),
        "openapi.yaml differs from the API the code serves; regenerate it with `{REGENERATE}`"
    );
}
