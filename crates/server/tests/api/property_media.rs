//! A property's documents and tour through the API (`plans`): upload refusals, downloads and
//! their headers, privacy with the property, their order, tour host checks.

use super::fixtures::property;
use super::staff_helpers::Caller;
use crate::support::app::{assert_error, spawn_app, TestApp};
use domain::{Role, Visibility};
use reqwest::multipart::{Form, Part};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::task::{Context, Poll};

const PDF: &[u8] = b"%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

async fn app_with(visibility: Visibility) -> (TestApp, String) {
    let app = spawn_app().await;
    app.insert_property(&property("600", visibility, 1)).await;
    let token = app
        .staff_token("agent@langhe.test", Some(Role::Agent))
        .await;
    (app, token)
}

async fn upload(
    app: &TestApp,
    token: &str,
    bytes: Vec<u8>,
    title: &str,
    visibility: &str,
) -> (StatusCode, Value) {
    let form = Form::new()
        .part(
            "file",
            Part::bytes(bytes)
                .file_name("document.pdf")
                .mime_str("application/pdf")
                .unwrap(),
        )
        .text("title", title.to_owned())
        .text("visibility", visibility.to_owned());
    let response = app
        .request(Method::POST, "/api/properties/600/documents", Some(token))
        .multipart(form)
        .send()
        .await
        .unwrap();
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

async fn stored_documents(app: &TestApp) -> usize {
    app.state.images.list("documents/").await.unwrap().len()
}

#[tokio::test]
async fn a_file_that_is_not_a_pdf_is_400_and_nothing_is_stored() {
    let (app, token) = app_with(Visibility::Visible).await;
    let (status, body) = upload(
        &app,
        &token,
        b"<html>hi</html>".to_vec(),
        "Brochure",
        "public",
    )
    .await;
    assert_error(status, &body, 400, "The file is not a PDF.");
    assert_eq!(stored_documents(&app).await, 0);
}

#[tokio::test]
async fn a_pdf_over_20_mb_is_413_and_nothing_is_stored() {
    let (app, token) = app_with(Visibility::Visible).await;
    let mut bytes = PDF.to_vec();
    bytes.resize(plans::MAX_DOCUMENT_BYTES + 1, b' ');
    let (status, body) = upload(&app, &token, bytes, "Brochure", "public").await;
    assert_error(status, &body, 413, "The file is larger than 20 MB.");
    assert_eq!(stored_documents(&app).await, 0);
}

#[tokio::test]
async fn a_blank_title_is_400() {
    let (app, token) = app_with(Visibility::Visible).await;
    let (status, body) = upload(&app, &token, PDF.to_vec(), "  ", "public").await;
    assert_error(status, &body, 400, "Document title missing");
}

/// A multipart body that notes whether anything read it (5 MB, were it read).
struct WatchedBody {
    read: Arc<AtomicBool>,
    bytes: tokio::io::Take<tokio::io::Repeat>,
}

impl tokio::io::AsyncRead for WatchedBody {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut tokio::io::ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        self.read.store(true, Ordering::SeqCst);
        Pin::new(&mut self.bytes).poll_read(cx, buf)
    }
}

/// Both uploads of a property's media refuse a caller without the operation's permission
/// before reading a byte of the body (a valid form or not), with the operation's own 401 and
/// 403 answers.
#[tokio::test]
async fn uploads_refuse_a_caller_before_reading_the_body() {
    use tokio::io::AsyncReadExt;
    let (app, _) = app_with(Visibility::Visible).await;
    let no_role = app.token_for(Caller::NoRole).await;
    let callers = [
        (None, 401, "Sign-in required"),
        (Some("not-a-token".to_owned()), 401, "Sign-in required"),
        (no_role, 403, "Your role does not allow this"),
    ];
    for path in [
        "/api/properties/600/documents",
        "/api/properties/600/floor-plans",
    ] {
        for content_type in ["multipart/form-data; boundary=x0x0x0", "text/plain"] {
            for (token, status, message) in &callers {
                let read = Arc::new(AtomicBool::new(false));
                let body = WatchedBody {
                    read: read.clone(),
                    bytes: tokio::io::repeat(b'a').take(5 * 1024 * 1024),
                };
                let mut request = app
                    .in_process
                    .post(path)
                    .header("content-type", content_type)
                    .body(poem::Body::from_async_read(body));
                if let Some(token) = token {
                    request = request.header("authorization", format!("Bearer {token}"));
                }
                let answer = request.send().await;
                let what = format!("{path}, {content_type}, {token:?}");
                answer.assert_status(poem::http::StatusCode::from_u16(*status).unwrap());
                answer
                    .assert_json(json!({ "status": status, "message": message }))
                    .await;
                assert!(!read.load(Ordering::SeqCst), "{what}: the body was read");
            }
        }
    }
}

#[tokio::test]
async fn a_public_document_downloads_as_a_sandboxed_pdf_attachment() {
    let (app, token) = app_with(Visibility::Visible).await;
    let (status, document) = upload(
        &app,
        &token,
        PDF.to_vec(),
        "Energy certificate (APE)",
        "public",
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{document}");
    let (status, media) = app.get_json("/api/properties/600/media").await;
    assert_eq!(status, StatusCode::OK);
    let listed = &media["documents"][0];
    assert_eq!(listed["title"], "Energy certificate (APE)");
    assert_eq!(listed["visibility"], "public");
    assert_eq!(listed["size_bytes"], PDF.len());
    let path = listed["download_url"].as_str().unwrap();
    assert!(path.starts_with("/api/properties/600/documents/"), "{path}");

    let response = app.get(path).await;
    assert_eq!(response.status(), StatusCode::OK);
    let headers = response.headers().clone();
    assert_eq!(headers["content-type"], "application/pdf");
    assert_eq!(
        headers["content-disposition"],
        "attachment; filename=\"energy-certificate-ape.pdf\""
    );
    let csp = headers["content-security-policy"].to_str().unwrap();
    assert!(
        csp.split(';')
            .any(|d| d.trim() == "sandbox allow-downloads"),
        "{csp}"
    );
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert_eq!(response.bytes().await.unwrap().as_ref(), PDF);
}

#[tokio::test]
async fn an_on_request_document_is_listed_without_a_download_and_is_404_to_visitors() {
    let (app, token) = app_with(Visibility::Visible).await;
    let (_, document) = upload(&app, &token, PDF.to_vec(), "Cadastral plan", "on_request").await;
    let id = document["id"].as_i64().unwrap();
    let (_, media) = app.get_json("/api/properties/600/media").await;
    assert_eq!(media["documents"][0]["visibility"], "on_request");
    assert_eq!(media["documents"][0].get("download_url"), None);

    let path = format!("/api/properties/600/documents/{id}");
    let (status, body) = app.get_json(&path).await;
    assert_error(status, &body, 404, "Document not found");
    let staff = app
        .request(Method::GET, &path, Some(&token))
        .send()
        .await
        .unwrap();
    assert_eq!(staff.status(), StatusCode::OK);
}

#[tokio::test]
async fn a_hidden_propertys_documents_and_media_are_404_to_visitors() {
    let (app, token) = app_with(Visibility::Hidden).await;
    let (status, document) = upload(&app, &token, PDF.to_vec(), "Brochure", "public").await;
    assert_eq!(status, StatusCode::OK, "{document}");
    let id = document["id"].as_i64().unwrap();

    let (status, body) = app
        .get_json(&format!("/api/properties/600/documents/{id}"))
        .await;
    assert_error(status, &body, 404, "Document not found");
    let (status, body) = app.get_json("/api/properties/600/media").await;
    assert_error(status, &body, 404, "Property not found");
    let (status, media) = app.get_as("/api/properties/600/media", Some(&token)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(media["documents"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn a_deleted_document_and_its_file_are_gone() {
    let (app, token) = app_with(Visibility::Visible).await;
    let (_, document) = upload(&app, &token, PDF.to_vec(), "Brochure", "public").await;
    let id = document["id"].as_i64().unwrap();
    let path = format!("/api/properties/600/documents/{id}");
    let (status, _) = app
        .send_json(Method::DELETE, &path, Some(&token), &Value::Null)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(stored_documents(&app).await, 0);
    assert_eq!(app.get(&path).await.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_tour_on_an_accepted_host_is_stored_and_shown() {
    let (app, token) = app_with(Visibility::Visible).await;
    let (status, body) = app
        .send_json(
            Method::PUT,
            "/api/properties/600/tour",
            Some(&token),
            &json!({ "url": "https://my.matterport.com/show/?m=SxQL3iGyoDo" }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["tour"]["provider"], "matterport");
    let (_, media) = app.get_json("/api/properties/600/media").await;
    assert_eq!(
        media["tour"]["embed_url"],
        "https://my.matterport.com/show/?m=SxQL3iGyoDo"
    );

    let (status, body) = app
        .send_json(
            Method::PUT,
            "/api/properties/600/tour",
            Some(&token),
            &json!({ "url": "" }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (_, media) = app.get_json("/api/properties/600/media").await;
    assert_eq!(media.get("tour"), None);
}

#[tokio::test]
async fn a_tour_on_another_host_is_400() {
    let (app, token) = app_with(Visibility::Visible).await;
    for url in [
        "https://evil.example/tour",
        "https://my.matterport.com.evil.example/show/?m=x",
        "http://kuula.co/share/x",
    ] {
        let (status, body) = app
            .send_json(
                Method::PUT,
                "/api/properties/600/tour",
                Some(&token),
                &json!({ "url": url }),
            )
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{url}: {body}");
    }
    let (_, media) = app.get_json("/api/properties/600/media").await;
    assert_eq!(media.get("tour"), None);
}

#[tokio::test]
async fn deleting_a_property_deletes_its_documents() {
    let (app, token) = app_with(Visibility::Visible).await;
    let (status, _) = upload(&app, &token, PDF.to_vec(), "Brochure", "public").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(stored_documents(&app).await, 1);
    let admin = app
        .staff_token("admin@langhe.test", Some(Role::Admin))
        .await;
    let (status, body) = app
        .send_json(
            Method::DELETE,
            "/api/properties/600",
            Some(&admin),
            &Value::Null,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(stored_documents(&app).await, 0);
}

async fn reorder(
    app: &TestApp,
    token: Option<&str>,
    path_ref: &str,
    ids: &[i64],
) -> (StatusCode, Value) {
    app.send_json(
        Method::PUT,
        &format!("/api/properties/{path_ref}/documents/order"),
        token,
        &json!({ "ids": ids }),
    )
    .await
}

fn listed_titles(documents: &Value) -> Vec<&str> {
    documents
        .as_array()
        .unwrap()
        .iter()
        .map(|document| document["title"].as_str().unwrap())
        .collect()
}

/// Uploads the three documents of the example, in this order; answers their ids.
async fn three_documents(app: &TestApp, token: &str) -> [i64; 3] {
    let mut ids = [0; 3];
    for (id, (title, visibility)) in ids.iter_mut().zip([
        ("Energy certificate", "public"),
        ("Cadastral plan", "on_request"),
        ("Brochure", "public"),
    ]) {
        let (status, document) = upload(app, token, PDF.to_vec(), title, visibility).await;
        assert_eq!(status, StatusCode::OK, "{document}");
        *id = document["id"].as_i64().unwrap();
    }
    ids
}

#[tokio::test]
async fn staff_put_documents_in_order_and_the_page_lists_them_so() {
    let (app, token) = app_with(Visibility::Visible).await;
    let [energy, cadastral, brochure] = three_documents(&app, &token).await;

    let (status, ordered) =
        reorder(&app, Some(&token), "600", &[brochure, energy, cadastral]).await;
    assert_eq!(status, StatusCode::OK, "{ordered}");
    let expected = ["Brochure", "Energy certificate", "Cadastral plan"];
    assert_eq!(listed_titles(&ordered), expected);
    // Visitors read the same order (the on-request one in its place, without a download).
    let (status, media) = app.get_json("/api/properties/600/media").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(listed_titles(&media["documents"]), expected);
    assert_eq!(media["documents"][2].get("download_url"), None);

    // A document added later comes last.
    upload(&app, &token, PDF.to_vec(), "Survey", "public").await;
    let (_, media) = app.get_json("/api/properties/600/media").await;
    assert_eq!(listed_titles(&media["documents"])[3], "Survey");
}

#[tokio::test]
async fn a_document_order_that_is_not_each_document_once_is_400_and_moves_nothing() {
    let (app, token) = app_with(Visibility::Visible).await;
    app.insert_property(&property("601", Visibility::Visible, 2))
        .await;
    let [energy, cadastral, brochure] = three_documents(&app, &token).await;
    let form = Form::new()
        .part("file", Part::bytes(PDF.to_vec()).file_name("other.pdf"))
        .text("title", "Other property's brochure")
        .text("visibility", "public");
    let other = app
        .request(Method::POST, "/api/properties/601/documents", Some(&token))
        .multipart(form)
        .send()
        .await
        .unwrap()
        .json::<Value>()
        .await
        .unwrap()["id"]
        .as_i64()
        .unwrap();

    for ids in [
        vec![brochure, energy],                       // one left out
        vec![brochure, energy, cadastral, cadastral], // one repeated
        vec![brochure, energy, cadastral, other],     // another property's
        vec![brochure, energy, other],                // another property's instead of ours
        vec![brochure, energy, cadastral + 1000],     // unknown
        vec![],
    ] {
        let (status, body) = reorder(&app, Some(&token), "600", &ids).await;
        assert_error(
            status,
            &body,
            400,
            "The order must name each document of the property once",
        );
    }
    let (_, media) = app.get_json("/api/properties/600/media").await;
    assert_eq!(
        listed_titles(&media["documents"]),
        ["Energy certificate", "Cadastral plan", "Brochure"]
    );

    let (status, body) = reorder(&app, Some(&token), "999", &[]).await;
    assert_error(status, &body, 404, "Property not found");
}

#[tokio::test]
async fn ordering_documents_is_for_staff_only() {
    let (app, token) = app_with(Visibility::Visible).await;
    let [energy, cadastral, brochure] = three_documents(&app, &token).await;
    let ids = [brochure, cadastral, energy];

    let (status, body) = reorder(&app, None, "600", &ids).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    let visitor = app.staff_token("visitor@langhe.test", None).await;
    let (status, body) = reorder(&app, Some(&visitor), "600", &ids).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    let (_, media) = app.get_json("/api/properties/600/media").await;
    assert_eq!(
        listed_titles(&media["documents"]),
        ["Energy certificate", "Cadastral plan", "Brochure"]
    );

    let admin = app
        .staff_token("admin@langhe.test", Some(Role::Admin))
        .await;
    let (status, body) = reorder(&app, Some(&admin), "600", &ids).await;
    assert_eq!(status, StatusCode::OK, "{body}");
}
