//! Pages whose first screen the front end's server bundle renders into `<div id="root">`, from
//! the address asked for and the page's initial data; and pages served as before when it
//! cannot.

use crate::support::pages::*;
use domain::Visibility;
use poem::http::StatusCode;

/// A stand-in for the React build's `entry-server.js`: shows what it was given.
const ECHO_BUNDLE: &str = r#"
const config = JSON.parse(globalThis.LANGHE_SITE_CONFIG);
export async function render(url, initialDataJson) {
    const data = JSON.parse(initialDataJson);
    await null;
    const answers = Object.entries(data)
        .map(([request, answer]) => `<li data-request="${request}">${answer.title ?? ""}</li>`)
        .join("");
    return `<main data-url="${url}" data-site="${config.publicUrl}"><ul>${answers}</ul></main>`;
}
"#;

const EMPTY_ROOT: &str = r#"<div id="root" data-marker="spa-shell"></div>"#;

fn farmhouse_with(server_bundle: Option<&'static str>) -> Spawn {
    Spawn {
        properties: vec![property("123", Visibility::Visible, 450_000, false)],
        server_bundle,
        ..Spawn::site()
    }
}

async fn page(site: &TestApp, path: &str, status: StatusCode) -> String {
    let response = site.in_process.get(path).send().await;
    response.assert_status(status);
    body_text(response).await
}

#[tokio::test]
async fn a_property_page_arrives_with_its_first_screen_rendered_from_its_initial_data() {
    let site = spawn(farmhouse_with(Some(ECHO_BUNDLE))).await;
    let html = page(
        &site,
        "/property/for-sale/in-italy/123?utm_source=x",
        StatusCode::OK,
    )
    .await;
    let rendered = concat!(
        r#"<div id="root" data-marker="spa-shell">"#,
        // Drawn for the page's address: parameters it does not read stay out.
        r#"<main data-url="/property/for-sale/in-italy/123" data-site="https://langhe.example"><ul>"#,
        r#"<li data-request="/api/properties/123">Stone farmhouse</li>"#,
        r#"<li data-request="/api/properties/123/gallery"></li>"#,
        // Below the fold, but read on start: floor plans and documents, the first estimate.
        r#"<li data-request="/api/properties/123/media"></li>"#,
        r#"<li data-request="/api/properties/123/costs?buyer=second_home&basis=price"></li>"#,
        // The homes suggested under it are part of its first screen.
        r#"<li data-request="/api/properties/123/similar"></li>"#,
        r#"</ul></main></div>"#,
    );
    assert!(html.contains(rendered), "{html}");
    // The browser still gets the same data to take over from.
    assert!(
        html.contains(r#"<script type="application/json" id="initial-data">"#),
        "{html}"
    );
}

#[tokio::test]
async fn the_not_found_page_is_rendered_for_the_address_asked_for() {
    let site = spawn(farmhouse_with(Some(ECHO_BUNDLE))).await;
    for (path, address) in [
        ("/no-such-page?from=mail", "/no-such-page"),
        (
            "/property/for-sale/in-italy/999",
            "/property/for-sale/in-italy/999",
        ),
    ] {
        let html = page(&site, path, StatusCode::NOT_FOUND).await;
        let rendered = format!(
            r#"<div id="root" data-marker="spa-shell"><main data-url="{address}" data-site="https://langhe.example"><ul></ul></main></div>"#
        );
        assert!(html.contains(&rendered), "{path}: {html}");
    }
}

#[tokio::test]
async fn without_a_bundle_pages_are_served_as_before() {
    let site = spawn(farmhouse_with(None)).await;
    let html = page(&site, "/property/for-sale/in-italy/123", StatusCode::OK).await;
    assert!(html.contains(EMPTY_ROOT), "{html}");
    assert!(
        html.contains("<title>Farmhouse 123 near Barolo</title>"),
        "{html}"
    );
    let html = page(&site, "/no-such-page", StatusCode::NOT_FOUND).await;
    assert!(html.contains(EMPTY_ROOT), "{html}");
}

#[tokio::test]
async fn server_rendering_turned_off_leaves_the_root_empty() {
    let site = spawn(Spawn {
        environment: vec![("LANGHE_SSR", "off".into())],
        ..farmhouse_with(Some(ECHO_BUNDLE))
    })
    .await;
    let html = page(&site, "/property/for-sale/in-italy/123", StatusCode::OK).await;
    assert!(html.contains(EMPTY_ROOT), "{html}");
}

#[tokio::test]
async fn a_bundle_that_throws_still_leaves_a_working_page() {
    let site = spawn(farmhouse_with(Some(
        r#"export function render() { throw new Error("screen broke"); }"#,
    )))
    .await;
    let html = page(&site, "/property/for-sale/in-italy/123", StatusCode::OK).await;
    assert!(html.contains(EMPTY_ROOT), "{html}");
    assert!(!html.contains("screen broke"), "{html}");
}

#[tokio::test]
async fn a_page_whose_render_failed_is_not_kept_and_the_next_visitor_gets_its_first_screen() {
    let site = spawn(Spawn {
        // One engine, so the second render meets the bundle that already failed once.
        environment: vec![("LANGHE_SSR_WORKERS", "1".into())],
        ..farmhouse_with(Some(
            r#"let renders = 0;
            export function render() {
                renders += 1;
                if (renders === 1) throw new Error("a passing failure");
                return "<main>first screen</main>";
            }"#,
        ))
    })
    .await;
    let path = "/property/for-sale/in-italy/123";
    let response = site.in_process.get(path).send().await;
    response.assert_status_is_ok();
    response.assert_header("cache-control", "no-cache");
    let html = body_text(response).await;
    assert!(html.contains(EMPTY_ROOT), "{html}");
    let html = page(&site, path, StatusCode::OK).await;
    assert!(html.contains("<main>first screen</main>"), "{html}");
    let html = page(&site, path, StatusCode::OK).await;
    assert!(html.contains("<main>first screen</main>"), "{html}");
}

#[tokio::test]
async fn a_storage_failure_is_not_rendered() {
    let site = spawn(Spawn {
        server_bundle: Some(ECHO_BUNDLE),
        ..Spawn::site()
    })
    .await;
    site.take_the_database_down().await;
    let html = page(
        &site,
        "/property/for-sale/in-italy/123",
        StatusCode::SERVICE_UNAVAILABLE,
    )
    .await;
    assert!(html.contains(EMPTY_ROOT), "{html}");
}
