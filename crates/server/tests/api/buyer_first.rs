//! What a buyer sees first: sold homes after the available ones in the list (public and
//! staff, every order, pages that neither overlap nor skip), none in a narrowed list, the count of homes found, a few
//! similar homes under a property and the home page's featured homes. On SQLite and (with
//! `TEST_DATABASE_URL`) PostgreSQL.

use super::fixtures::{property, town};
use crate::support::app::{assert_error, spawn_apps_on_both_databases, TestApp};
use domain::{Price, Role, TownId, Visibility};
use serde_json::Value;

fn refs(body: &Value) -> Vec<String> {
    body["properties"]
        .as_array()
        .unwrap_or_else(|| panic!("no properties in {body}"))
        .iter()
        .map(|p| p["ref"].as_str().unwrap().to_owned())
        .collect()
}

/// ref, price, sold, in Neive, days after the first listing (larger is newer).
const CATALOGUE: &[(&str, u64, bool, bool, i64)] = &[
    ("101", 600_000, false, true, 1),
    ("102", 640_000, true, true, 2),
    ("103", 900_000, false, false, 3),
    ("104", 500_000, false, false, 4),
    ("105", 2_000_000, false, true, 5),
    ("106", 610_000, true, false, 6),
    ("107", 0, false, false, 7),
];

async fn seed(app: &TestApp) -> TownId {
    let neive = app.insert_town(&town("Neive")).await;
    for &(reference, price, sold, in_neive, day) in CATALOGUE {
        let mut listing = property(reference, Visibility::Visible, day);
        listing.price = Price::euros(price);
        listing.sold = sold;
        listing.town_id = in_neive.then_some(neive);
        app.insert_property(&listing).await;
    }
    // Hidden: never suggested, never in the public list.
    let mut hidden = property("199", Visibility::Hidden, 9);
    hidden.price = Price::euros(600_000);
    hidden.town_id = Some(neive);
    app.insert_property(&hidden).await;
    neive
}

async fn listed(app: &TestApp, query: &str, token: Option<&str>) -> Value {
    let (status, body) = app.get_as(&format!("/api/properties?{query}"), token).await;
    assert_eq!(status, 200, "{query}: {body}");
    body
}

#[tokio::test]
async fn sold_homes_list_after_the_available_ones_in_every_order() {
    for app in spawn_apps_on_both_databases().await {
        seed(&app).await;
        let token = app
            .staff_token("agent@langhe.test", Some(Role::Agent))
            .await;
        let cases = [
            ("", vec!["107", "105", "104", "103", "101", "106", "102"]),
            (
                "sort=price_asc",
                vec!["104", "101", "103", "105", "107", "106", "102"],
            ),
            (
                "sort=price_desc",
                vec!["105", "103", "101", "104", "107", "102", "106"],
            ),
        ];
        for (query, expected) in &cases {
            let public = listed(&app, query, None).await;
            assert_eq!(refs(&public), *expected, "public {query}");
            assert_eq!(public["total"], 7, "public {query}");
            // Staff also see the hidden one (available, newest): first among the available.
            let staff = listed(&app, query, Some(&token)).await;
            let mut staff_refs = refs(&staff);
            staff_refs.retain(|reference| reference != "199");
            assert_eq!(staff_refs, *expected, "staff {query}");
            assert_eq!(staff["total"], 8, "staff {query}");
        }
    }
}

#[tokio::test]
async fn pages_of_the_ordered_list_neither_overlap_nor_skip_and_count_every_home() {
    for app in spawn_apps_on_both_databases().await {
        seed(&app).await;
        let mut paged = Vec::new();
        for skip in 0..4 {
            let page = listed(&app, &format!("skip={skip}&take=2"), None).await;
            assert_eq!(page["pages"], 4);
            assert_eq!(page["total"], 7);
            paged.extend(refs(&page));
        }
        assert_eq!(paged, ["107", "105", "104", "103", "101", "106", "102"]);
        // A narrowed list is the homes for sale: the sold 106 and 102 are in the price band
        // but not among the results (nor counted), for visitors and staff alike.
        let filtered = listed(&app, "min_price=550000&max_price=700000", None).await;
        assert_eq!(refs(&filtered), ["101"]);
        assert_eq!(filtered["total"], 1);
        let token = app
            .staff_token("agent@langhe.test", Some(Role::Agent))
            .await;
        let staff = listed(&app, "min_price=550000&max_price=700000", Some(&token)).await;
        // Staff also see the hidden 199 (available, €600,000); the sold ones no more.
        assert_eq!(refs(&staff), ["199", "101"]);
    }
}

#[tokio::test]
async fn similar_homes_are_available_ones_from_its_town_then_its_price_band() {
    for app in spawn_apps_on_both_databases().await {
        seed(&app).await;
        // 101 (Neive, €600,000): Neive's available ones (105; 102 is sold, 199 hidden),
        // then €450,000 to €750,000 anywhere (104; 106 is sold).
        let (status, body) = app.get_json("/api/properties/101/similar").await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(refs(&body), ["105", "104"]);
        assert_eq!(body["properties"][0]["listing_title"], "Listing 105");
        // A "please call" home outside any town has nothing to be like.
        let (status, body) = app.get_json("/api/properties/107/similar").await;
        assert_eq!((status.as_u16(), refs(&body)), (200, Vec::<String>::new()));
    }
}

#[tokio::test]
async fn a_home_no_visitor_may_see_has_no_similar_homes_to_show() {
    for app in spawn_apps_on_both_databases().await {
        seed(&app).await;
        for path in ["/api/properties/199/similar", "/api/properties/555/similar"] {
            let (status, body) = app.get_json(path).await;
            assert_error(status, &body, 404, "Property not found");
        }
    }
}

#[tokio::test]
async fn the_featured_homes_are_the_newest_available_ones() {
    for app in spawn_apps_on_both_databases().await {
        seed(&app).await;
        let (status, body) = app.get_json("/api/featured-properties").await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(refs(&body), ["107", "105", "104"]);
    }
}

#[tokio::test]
async fn with_every_home_sold_none_is_featured() {
    for app in spawn_apps_on_both_databases().await {
        let mut sold = property("101", Visibility::Visible, 1);
        sold.sold = true;
        app.insert_property(&sold).await;
        let (status, body) = app.get_json("/api/featured-properties").await;
        assert_eq!((status.as_u16(), refs(&body)), (200, Vec::<String>::new()));
    }
}
