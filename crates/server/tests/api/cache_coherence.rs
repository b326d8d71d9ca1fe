//! One write, one clear: a staff save through the API reaches this server's content caches
//! through the content events alone (no repository decorator, no adapter clearing on its
//! own), so each cache is cleared exactly once per save, however many changes the save
//! announces (a new visible listing is both itself and a change of the catalogue). On
//! PostgreSQL the server also hears its own notification, and must not apply it a second time.

use crate::support::app::{spawn_apps_on_both_databases, TestApp};
use adapters::content_events::{Origin, PgContentEvents};
use domain::ports::{ContentChange, ContentEvents};
use domain::{ArticleId, Role};
use reqwest::{Method, StatusCode};
use sea_orm::DatabaseBackend;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// How many times each of the server's content caches was cleared since it started.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Clears {
    list_answers: u64,
    list_order: u64,
    pages: u64,
}

fn clears(app: &TestApp) -> Clears {
    Clears {
        list_answers: app.caches.list.clears(),
        list_order: app.caches.properties.public_order_forgets(),
        pages: app.caches.pages.report().invalidations,
    }
}

fn listing(title: &str, price: u64) -> Value {
    json!({
        "ref": "123", "listing_title": title, "location": "Barolo",
        "meta_title": format!("{title} (meta)"), "path": "-x", "pictures_path": "-x",
        "title": title, "title2": "Among vines", "visibility": "visible", "price": price,
    })
}

/// On PostgreSQL: waits until the server has applied a change another server announces
/// after `clears` were taken. Notifications arrive in the order they were sent, so by then
/// the server has also heard (and skipped) its own for every write before it. An article
/// change clears the pages only, leaving the list's counts as they were.
async fn after_the_server_heard_its_own_notifications(app: &TestApp, clears: Clears) -> Clears {
    if app.connection.get_database_backend() != DatabaseBackend::Postgres {
        return clears;
    }
    let another_server = PgContentEvents::new(app.connection.clone(), Origin::random());
    another_server
        .publish(&[ContentChange::Article(ArticleId(1))])
        .await;
    let started = Instant::now();
    while app.caches.pages.report().invalidations == clears.pages {
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "another server's change never arrived"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    Clears {
        pages: clears.pages + 1,
        ..clears
    }
}

async fn assert_clears_each_cache_once(
    app: &TestApp,
    token: &str,
    method: Method,
    path: &str,
    body: Value,
) {
    // The list answer is kept, so that there is something to clear.
    let (status, _) = app.get_json("/api/properties").await;
    assert_eq!(status, StatusCode::OK);
    let before = clears(app);
    let (status, answer) = app
        .send_json(method.clone(), path, Some(token), &body)
        .await;
    assert!(status.is_success(), "{method} {path}: {status} {answer}");
    let after = clears(app);
    assert_eq!(
        after,
        Clears {
            list_answers: before.list_answers + 1,
            list_order: before.list_order + 1,
            pages: before.pages + 1,
        },
        "{method} {path}"
    );
    assert_eq!(
        after_the_server_heard_its_own_notifications(app, after).await,
        clears(app),
        "{method} {path}: its own notification was applied again"
    );
}

#[tokio::test]
async fn one_save_clears_each_content_cache_exactly_once() {
    for app in spawn_apps_on_both_databases().await {
        let token = app
            .staff_token("admin@langhe.test", Some(Role::Admin))
            .await;
        // Created visible: the property and the catalogue.
        assert_clears_each_cache_once(
            &app,
            &token,
            Method::POST,
            "/api/properties",
            listing("Old mill", 300_000),
        )
        .await;
        let (_, list) = app.get_json("/api/properties").await;
        assert!(list.to_string().contains("Old mill"), "{list}");
        // A new price moves it in the price orders: the property and the catalogue again.
        assert_clears_each_cache_once(
            &app,
            &token,
            Method::PUT,
            "/api/properties",
            listing("Restored mill", 250_000),
        )
        .await;
        let (_, list) = app.get_json("/api/properties").await;
        assert!(list.to_string().contains("Restored mill"), "{list}");
        assert_clears_each_cache_once(
            &app,
            &token,
            Method::DELETE,
            "/api/properties/123",
            json!({}),
        )
        .await;
        let (_, list) = app.get_json("/api/properties").await;
        assert!(!list.to_string().contains("Restored mill"), "{list}");
    }
}
