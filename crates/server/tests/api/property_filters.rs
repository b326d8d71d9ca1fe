//! `GET /api/properties` filters and sorts, on SQLite and (with `TEST_DATABASE_URL`)
//! PostgreSQL.

use super::fixtures::{property, town};
use crate::support::app::{assert_error, spawn_apps_on_both_databases, TestApp};
use domain::property::FactsInput;
use domain::{Price, TownId, Visibility};
use serde_json::Value;

fn refs(body: &Value) -> Vec<String> {
    body["properties"]
        .as_array()
        .unwrap_or_else(|| panic!("no properties in {body}"))
        .iter()
        .map(|p| p["ref"].as_str().unwrap().to_owned())
        .collect()
}

/// ref, price, kind, bedrooms, in Neive, days after the first listing.
type Row = (
    &'static str,
    u64,
    Option<&'static str>,
    Option<i64>,
    bool,
    i64,
);

const CATALOGUE: &[Row] = &[
    ("101", 450_000, Some("farmhouse"), Some(3), true, 1),
    ("102", 890_000, Some("farmhouse"), Some(5), false, 2),
    ("103", 0, Some("villa"), Some(6), true, 3),
    ("104", 1_450_000, Some("villa"), Some(5), true, 4),
    ("105", 650_000, Some("apartment"), Some(2), false, 5),
    ("106", 650_000, Some("house"), Some(4), true, 6),
    ("107", 120_000, Some("land"), None, false, 7),
    ("108", 0, None, None, true, 8),
];

async fn seed(app: &TestApp) -> TownId {
    let neive = app.insert_town(&town("Neive")).await;
    for &(reference, price, kind, bedrooms, in_neive, day) in CATALOGUE {
        let mut listing = property(reference, Visibility::Visible, day);
        listing.price = Price::euros(price);
        listing.town_id = in_neive.then_some(neive);
        listing.facts = FactsInput {
            kind,
            bedrooms,
            bathrooms: bedrooms.map(|_| 2),
            internal_area_m2: Some(200),
            land_area_m2: None,
        }
        .validate()
        .unwrap();
        app.insert_property(&listing).await;
    }
    // Hidden: never in the public list, whatever the filter.
    let mut hidden = property("199", Visibility::Hidden, 9);
    hidden.price = Price::euros(500_000);
    app.insert_property(&hidden).await;
    neive
}

async fn listed(app: &TestApp, query: &str) -> (Vec<String>, Value) {
    let (status, body) = app.get_json(&format!("/api/properties?{query}")).await;
    assert_eq!(status, 200, "{query}: {body}");
    (refs(&body), body)
}

#[tokio::test]
async fn each_filter_narrows_the_list() {
    for app in spawn_apps_on_both_databases().await {
        let neive = seed(&app).await;
        let cases: Vec<(String, Vec<&str>)> = vec![
            (
                "".into(),
                vec!["108", "107", "106", "105", "104", "103", "102", "101"],
            ),
            // "please call" (103, 108) has no price to compare.
            ("min_price=500000".into(), vec!["106", "105", "104", "102"]),
            ("max_price=650000".into(), vec!["107", "106", "105", "101"]),
            (
                "min_price=0".into(),
                vec!["107", "106", "105", "104", "102", "101"],
            ),
            (
                "min_price=650000&max_price=650000".into(),
                vec!["106", "105"],
            ),
            (
                format!("town={}", neive.0),
                vec!["108", "106", "104", "103", "101"],
            ),
            (format!("town={}", neive.0 + 100), vec![]),
            ("kind=farmhouse".into(), vec!["102", "101"]),
            ("kind=villa&kind=land".into(), vec!["107", "104", "103"]),
            ("min_bedrooms=5".into(), vec!["104", "103", "102"]),
            (
                "min_bedrooms=0".into(),
                vec!["106", "105", "104", "103", "102", "101"],
            ),
            (
                "sort=newest".into(),
                vec!["108", "107", "106", "105", "104", "103", "102", "101"],
            ),
            (
                "sort=price_asc".into(),
                vec!["107", "101", "106", "105", "102", "104", "108", "103"],
            ),
            (
                "sort=price_desc".into(),
                vec!["104", "102", "106", "105", "101", "107", "108", "103"],
            ),
        ];
        for (query, expected) in cases {
            let (found, _) = listed(&app, &query).await;
            assert_eq!(found, expected, "{query}");
        }
    }
}

#[tokio::test]
async fn filters_combine_and_page() {
    for app in spawn_apps_on_both_databases().await {
        let neive = seed(&app).await;
        let combined = format!(
            "min_price=400000&max_price=1500000&town={}&kind=villa&kind=farmhouse&kind=house&min_bedrooms=3&sort=price_asc",
            neive.0
        );
        let (found, body) = listed(&app, &combined).await;
        assert_eq!(found, ["101", "106", "104"]);
        assert_eq!(body["pages"], 1);

        // Six priced listings, two a page, dearest first: pages count the filtered set.
        let filter = "min_price=1&sort=price_desc";
        let (first, body) = listed(&app, &format!("skip=0&take=2&{filter}")).await;
        assert_eq!(first, ["104", "102"]);
        assert_eq!(body["pages"], 3);
        let (second, _) = listed(&app, &format!("skip=1&take=2&{filter}")).await;
        assert_eq!(second, ["106", "105"]);
        let (third, _) = listed(&app, &format!("skip=2&take=2&{filter}")).await;
        assert_eq!(third, ["101", "107"]);
        let (past, body) = listed(&app, &format!("skip=3&take=2&{filter}")).await;
        assert!(past.is_empty());
        assert_eq!(body["pages"], 3);

        let (none, body) = listed(&app, "kind=commercial").await;
        assert!(none.is_empty());
        assert_eq!(body["pages"], 1);
    }
}

#[tokio::test]
async fn list_items_carry_their_facts() {
    for app in spawn_apps_on_both_databases().await {
        seed(&app).await;
        let (_, body) = listed(&app, "kind=house").await;
        let item = &body["properties"][0];
        assert_eq!(item["kind"], "house");
        assert_eq!(item["bedrooms"], 4);
        assert_eq!(item["bathrooms"], 2);
        assert_eq!(item["internal_area_m2"], 200);
        assert_eq!(item["internal_area_text"], "200 m² (2,150 sq ft)");
        assert!(item.get("land_area_m2").is_none(), "{item}");
    }
}

#[tokio::test]
async fn bad_filter_values_are_400_naming_the_parameter() {
    let apps = spawn_apps_on_both_databases().await;
    let app = &apps[0];
    let price = "min_price must be a whole number of euros, 0 or more";
    let max_price = "max_price must be a whole number of euros, 0 or more";
    let town = "town must be a town id (a whole number, 0 or more)";
    let kind = "kind must be one of villa, farmhouse, house, apartment, land, commercial";
    let bedrooms = "min_bedrooms must be a whole number from 0 to 50";
    let sort = "sort must be one of newest, price_asc, price_desc";
    let cases = [
        ("min_price=-1", price),
        ("min_price=abc", price),
        ("min_price=1.5", price),
        ("min_price=", price),
        ("max_price=-100", max_price),
        ("max_price=lots", max_price),
        (
            "min_price=900000&max_price=500000",
            "min_price must not be above max_price",
        ),
        ("town=-1", town),
        ("town=neive", town),
        ("kind=castle", kind),
        ("kind=villa&kind=castle", kind),
        ("kind=Villa", kind),
        ("min_bedrooms=-1", bedrooms),
        ("min_bedrooms=51", bedrooms),
        ("min_bedrooms=two", bedrooms),
        ("sort=cheapest", sort),
        ("sort=PRICE_ASC", sort),
    ];
    for (query, message) in cases {
        let (status, body) = app.get_json(&format!("/api/properties?{query}")).await;
        assert_error(status, &body, 400, message);
    }
}
