//! The full-page cache over the real stack: pages are answered from memory once drawn, and a
//! staff write through the API shows at once on every page that shows what it changed.

use super::fixtures::{article, property, town};
use crate::support::app::{spawn, Spawn, TestApp};
use crate::support::fake_build::INDEX_HTML;
use domain::{Role, Visibility};
use reqwest::{header, Method, StatusCode};
use serde_json::{json, Value};

struct Site {
    app: TestApp,
    token: String,
}

/// The site over the fake build, drawn without its server bundle.
async fn site() -> Site {
    site_with(&[]).await
}

async fn site_with(settings: &[(&'static str, &str)]) -> Site {
    let mut environment = vec![("LANGHE_SSR", "false".to_owned())];
    environment.extend(
        settings
            .iter()
            .map(|(name, value)| (*name, (*value).to_owned())),
    );
    let app = spawn(Spawn {
        environment,
        ..Spawn::site()
    })
    .await;
    let token = app
        .staff_token("agent@langhe.test", Some(Role::Admin))
        .await;
    Site { app, token }
}

impl Site {
    async fn page(&self, path: &str) -> (StatusCode, String) {
        let response = self.app.get(path).await;
        (response.status(), response.text().await.unwrap())
    }

    /// The page, asked twice: the second answer must come from the cache.
    async fn cached_page(&self, path: &str) -> (StatusCode, String) {
        let first = self.page(path).await;
        let hits = self.app.state.page_cache.report().hits;
        let second = self.page(path).await;
        assert_eq!(
            self.app.state.page_cache.report().hits,
            hits + 1,
            "{path} answered from the cache"
        );
        assert_eq!(first, second, "{path}");
        second
    }

    /// The page asked for with one extra request header.
    async fn get_with(
        &self,
        path: &str,
        name: header::HeaderName,
        value: &str,
    ) -> reqwest::Response {
        self.app
            .client()
            .get(format!("{}{path}", self.app.address))
            .header(name, value)
            .send()
            .await
            .unwrap()
    }

    /// The page cache's report, as staff read it.
    async fn report(&self) -> (StatusCode, Value) {
        self.app
            .get_as("/api/system/page-cache", Some(&self.token))
            .await
    }

    async fn save(&self, method: Method, path: &str, body: Value) {
        let (status, answer) = self
            .app
            .send_json(method, path, Some(&self.token), &body)
            .await;
        assert!(status.is_success(), "{path}: {status} {answer}");
    }
}

fn edited(reference: &str, title: &str, visibility: &str) -> Value {
    json!({
        "ref": reference, "listing_title": title, "location": "Barolo",
        "meta_title": format!("{title} (meta)"), "path": "-x", "pictures_path": "-x",
        "title": title, "title2": "Among vines", "visibility": visibility,
    })
}

const PROPERTY_PAGE: &str = "/property/for-sale/in-italy/123";
const LIST_PAGE: &str = "/piedmont-property-for-sale/1";

#[tokio::test]
async fn a_staff_edit_shows_at_once_on_the_property_page_its_list_page_and_the_sitemap() {
    let site = site().await;
    site.app
        .insert_property(&property("123", Visibility::Visible, 2))
        .await;
    site.app
        .insert_property(&property("124", Visibility::Visible, 1))
        .await;
    let (_, page) = site.cached_page(PROPERTY_PAGE).await;
    assert!(page.contains("Meta title 123"), "{page}");
    let (_, list) = site.cached_page(LIST_PAGE).await;
    assert!(list.contains("Listing 123"), "{list}");
    let (_, sitemap) = site.page("/sitemap.xml").await;
    assert!(sitemap.contains("/property/for-sale/in-italy/123-house-123"));

    site.save(
        Method::PUT,
        "/api/properties",
        edited("123", "Renamed villa", "visible"),
    )
    .await;
    let (status, page) = site.page(PROPERTY_PAGE).await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("Renamed villa (meta)"), "{page}");
    assert!(!page.contains("Meta title 123"), "{page}");
    let (_, list) = site.page(LIST_PAGE).await;
    assert!(list.contains("Renamed villa"), "{list}");

    site.save(
        Method::PUT,
        "/api/properties",
        edited("123", "Renamed villa", "hidden"),
    )
    .await;
    let (status, page) = site.page(PROPERTY_PAGE).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(!page.contains("Renamed villa"), "{page}");
    let (_, list) = site.page(LIST_PAGE).await;
    assert!(!list.contains("Renamed villa"), "{list}");
    assert!(list.contains("Listing 124"), "{list}");
    let (_, sitemap) = site.page("/sitemap.xml").await;
    assert!(!sitemap.contains("in-italy/123"), "{sitemap}");
    assert!(sitemap.contains("in-italy/124"), "{sitemap}");
}

#[tokio::test]
async fn an_edit_leaves_the_pages_that_do_not_show_it_in_the_cache() {
    let site = site().await;
    site.app
        .insert_property(&property("123", Visibility::Visible, 2))
        .await;
    site.app
        .insert_property(&property("124", Visibility::Visible, 1))
        .await;
    const NEWS: &str = "/piemonte-property-news/1";
    site.cached_page(NEWS).await;
    // The home page features the newest homes, and 124's page suggests 123 as a similar
    // home: both show it, so both must be drawn again.
    site.cached_page("/").await;
    site.cached_page("/property/for-sale/in-italy/124").await;

    site.save(
        Method::PUT,
        "/api/properties",
        edited("123", "Renamed villa", "visible"),
    )
    .await;

    let hits = site.app.state.page_cache.report().hits;
    site.page(NEWS).await;
    assert_eq!(site.app.state.page_cache.report().hits, hits + 1);
    for shows_it in ["/", "/property/for-sale/in-italy/124"] {
        let hits = site.app.state.page_cache.report().hits;
        site.page(shows_it).await;
        assert_eq!(site.app.state.page_cache.report().hits, hits, "{shows_it}");
    }
    let (_, home) = site.page("/").await;
    assert!(home.contains("Renamed villa"), "{home}");
}

#[tokio::test]
async fn a_deleted_property_and_a_town_edit_show_at_once() {
    let site = site().await;
    let town_id = site.app.insert_town(&town("Barolo")).await;
    let mut stored = property("123", Visibility::Visible, 2);
    stored.town_id = Some(town_id);
    site.app.insert_property(&stored).await;
    let (_, page) = site.cached_page(PROPERTY_PAGE).await;
    assert!(!page.contains("Monforte"), "{page}");

    let body =
        json!({ "id": town_id.0, "name": "Monforte", "name2": "Langhe", "path": "monforte" });
    site.save(Method::PUT, "/api/towns", body).await;
    let (_, page) = site.page(PROPERTY_PAGE).await;
    assert!(page.contains("Monforte"), "{page}");

    let (status, _) = site
        .app
        .send_json(
            Method::DELETE,
            "/api/properties/123",
            Some(&site.token),
            &json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = site.page(PROPERTY_PAGE).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_town_renamed_shows_at_once_on_the_list_page_that_offers_it() {
    let site = site().await;
    let town_id = site.app.insert_town(&town("Barolo")).await;
    site.app
        .insert_property(&property("123", Visibility::Visible, 2))
        .await;
    let (_, list) = site.cached_page(LIST_PAGE).await;
    assert!(
        list.contains("Barolo") && !list.contains("Monforte"),
        "{list}"
    );

    let body =
        json!({ "id": town_id.0, "name": "Monforte", "name2": "Langhe", "path": "monforte" });
    site.save(Method::PUT, "/api/towns", body).await;
    let (_, list) = site.page(LIST_PAGE).await;
    assert!(list.contains("Monforte"), "{list}");

    site.cached_page(LIST_PAGE).await;
    site.save(
        Method::POST,
        "/api/towns",
        json!({ "name": "Neive", "path": "neive" }),
    )
    .await;
    let (_, list) = site.page(LIST_PAGE).await;
    assert!(list.contains("Neive"), "{list}");
}

#[tokio::test]
async fn query_parameters_a_page_does_not_read_make_no_new_entry() {
    let site = site().await;
    site.app
        .insert_property(&property("123", Visibility::Visible, 2))
        .await;
    for n in 0..1000 {
        let path = match n % 2 {
            0 => format!("{LIST_PAGE}?kind=villa&utm_source=mail-{n}"),
            _ => format!("{LIST_PAGE}?fbclid={n}&kind=villa&_={n}"),
        };
        let (status, _) = site.page(&path).await;
        assert_eq!(status, StatusCode::OK, "{path}");
    }
    let (_, report) = site.report().await;
    assert_eq!(report["entries"], 1, "{report}");
    assert_eq!(report["hits"], 999, "{report}");

    // What the page reads still tells pages apart.
    site.page(&format!("{LIST_PAGE}?kind=farmhouse&utm_source=x"))
        .await;
    let (_, report) = site.report().await;
    assert_eq!(report["entries"], 2, "{report}");
}

/// Each made-up price drew a page (~90 ms) and took an entry (~160 KB) of its own, about 400
/// of them filling the cache: a value off the form's steps is drawn and kept as the step it
/// falls on, which the page's data says; and however many filtered lists (distinct steps, or
/// any made-up address answered not found) are asked for, they keep to an eighth of the cache
/// and the site's own pages stay.
#[tokio::test]
async fn made_up_filter_values_share_a_page_and_filtered_lists_keep_to_their_share() {
    let site = site_with(&[("LANGHE_PAGE_CACHE_ENTRIES", "16")]).await;
    site.app
        .insert_property(&property("123", Visibility::Visible, 2))
        .await;
    site.cached_page("/").await;
    site.cached_page(LIST_PAGE).await;
    site.cached_page(PROPERTY_PAGE).await;

    for n in 0..400 {
        let path = format!("{LIST_PAGE}?min_price={}", 1_000_001 + n);
        let (status, page) = site.page(&path).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        assert!(
            // The initial data's key, as the page's script block escapes it.
            page.contains(r#"/api/properties?skip=0\u0026take=100\u0026min_price=1000000""#),
            "drawn for the step it falls on: {page}"
        );
    }
    let (_, report) = site.report().await;
    assert_eq!(report["entries"], 4, "{report}");

    for n in 0..50 {
        let (status, _) = site
            .page(&format!("{LIST_PAGE}?min_price={}", n * 10_000))
            .await;
        assert_eq!(status, StatusCode::OK);
        let (status, _) = site.page(&format!("/no-such-page-{n}")).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    }
    let (_, report) = site.report().await;
    assert_eq!(report["entries"], 3 + 16 / 8, "{report}");
    for path in ["/", LIST_PAGE, PROPERTY_PAGE] {
        let hits = site.app.state.page_cache.report().hits;
        site.page(path).await;
        assert_eq!(
            site.app.state.page_cache.report().hits,
            hits + 1,
            "{path} is still answered from the cache"
        );
    }
}

#[tokio::test]
async fn an_article_edit_shows_at_once_on_its_page_and_the_list() {
    let site = site().await;
    let id = site.app.insert_article(&article("Truffle season"), 1).await;
    let page_path = format!("/piemonte-property-news/langhe-property/x/{id}");
    let (_, page) = site.cached_page(&page_path).await;
    assert!(page.contains("Truffle season"), "{page}");
    site.cached_page("/piemonte-property-news/1").await;

    let (_, mut body) = site.app.get_json(&format!("/api/articles/{id}")).await;
    body["title"] = json!("Harvest time");
    body["meta_title"] = json!("Harvest time");
    site.save(Method::PUT, "/api/articles", body).await;

    let (_, page) = site.page(&page_path).await;
    assert!(page.contains("Harvest time"), "{page}");
    let (_, list) = site.page("/piemonte-property-news/1").await;
    assert!(list.contains("Harvest time"), "{list}");
}

#[tokio::test]
async fn pages_carry_a_strong_etag_and_answer_304_until_they_change() {
    let site = site().await;
    site.app
        .insert_property(&property("123", Visibility::Visible, 2))
        .await;
    let first = site.app.get(PROPERTY_PAGE).await;
    assert_eq!(first.status(), StatusCode::OK);
    let etag = first.headers()[header::ETAG].to_str().unwrap().to_owned();
    assert!(etag.starts_with('"') && etag.ends_with('"'), "{etag}");

    let revalidated = site
        .get_with(PROPERTY_PAGE, header::IF_NONE_MATCH, &etag)
        .await;
    assert_eq!(revalidated.status(), StatusCode::NOT_MODIFIED);
    assert_eq!(revalidated.headers()[header::ETAG], etag.as_str());
    assert!(revalidated.bytes().await.unwrap().is_empty());

    site.save(
        Method::PUT,
        "/api/properties",
        edited("123", "Renamed villa", "visible"),
    )
    .await;
    let changed = site
        .get_with(PROPERTY_PAGE, header::IF_NONE_MATCH, &etag)
        .await;
    assert_eq!(changed.status(), StatusCode::OK);
    assert_ne!(changed.headers()[header::ETAG], etag.as_str());
}

#[tokio::test]
async fn only_public_pages_for_visitors_who_have_not_chosen_may_be_kept_by_a_cdn() {
    let site = site().await;
    site.app
        .insert_property(&property("123", Visibility::Visible, 2))
        .await;
    site.app
        .insert_property(&property("124", Visibility::Unlisted, 1))
        .await;
    let cache_control = |response: &reqwest::Response| {
        response.headers()[header::CACHE_CONTROL]
            .to_str()
            .unwrap()
            .to_owned()
    };
    let public = "public, max-age=0, s-maxage=60";
    let private = "private, no-cache";
    let shared = format!(
        "/property/for-sale/in-italy/124?key={}",
        site.app.share_key("124").await
    );
    for (path, expected) in [
        (PROPERTY_PAGE, public),
        (LIST_PAGE, public),
        ("/", public),
        (shared.as_str(), private),
        ("/property/for-sale/in-italy/new", private),
        ("/staff/enquiries", private),
        ("/property/for-sale/in-italy/999", "no-cache"),
    ] {
        assert_eq!(cache_control(&site.app.get(path).await), expected, "{path}");
    }
    let chosen = site
        .get_with(PROPERTY_PAGE, header::COOKIE, "cookie-consent=accepted")
        .await;
    assert_eq!(cache_control(&chosen), private);
}

#[tokio::test]
async fn the_page_cache_reports_what_it_holds_and_its_bounds() {
    let site = site().await;
    site.cached_page("/").await;
    let (status, _) = site.app.get_as("/api/system/page-cache", None).await;
    assert_eq!(
        status,
        StatusCode::UNAUTHORIZED,
        "visitors see no statistics"
    );
    let (status, report) = site.report().await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(report["entries"], 1);
    assert_eq!(report["hits"], 1);
    assert_eq!(report["max_entries"], 20_000);
    assert_eq!(report["max_bytes"], 64 * 1024 * 1024);
    assert!(
        report["bytes"].as_u64().unwrap() > INDEX_HTML.len() as u64,
        "{report}"
    );
}
