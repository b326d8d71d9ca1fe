//! Structured facts through the API: saved by staff, shown in the detail, checked with clear
//! messages; and the brochure's QR code.

use super::fixtures::property;
use crate::support::app::{assert_error, spawn_app, spawn_app_with, PUBLIC_URL};
use domain::{Role, Visibility};
use reqwest::Method;
use serde_json::{json, Value};

fn body(facts: Value) -> Value {
    let mut body = json!({
        "ref": "321", "listing_title": "Villa", "location": "Barolo", "meta_title": "Villa in Barolo",
        "path": "villa-barolo", "pictures_path": "villa", "title": "A villa", "title2": "Among vines",
        "visibility": "visible",
    });
    body.as_object_mut()
        .unwrap()
        .extend(facts.as_object().unwrap().clone());
    body
}

#[tokio::test]
async fn an_agent_saves_facts_and_the_detail_and_list_show_them() {
    let app = spawn_app().await;
    let token = app
        .staff_token("agent@langhe.test", Some(Role::Agent))
        .await;
    let facts = json!({ "kind": "villa", "bedrooms": 5, "bathrooms": 4,
                        "internal_area_m2": 420, "land_area_m2": 6500 });
    let (status, saved) = app
        .send_json(Method::POST, "/api/properties", Some(&token), &body(facts))
        .await;
    assert_eq!(status, 201, "{saved}");

    let (_, detail) = app.get_json("/api/properties/321").await;
    assert_eq!(detail["kind"], "villa");
    assert_eq!(detail["bedrooms"], 5);
    assert_eq!(detail["bathrooms"], 4);
    assert_eq!(detail["internal_area_m2"], 420);
    assert_eq!(detail["internal_area_text"], "420 m² (4,520 sq ft)");
    assert_eq!(detail["land_area_m2"], 6500);
    assert_eq!(
        detail["land_area_text"],
        "6,500 m² (69,940 sq ft / 1.61 acres)"
    );

    // A save without the facts (a client written against the spec) leaves them unstated.
    let (status, _) = app
        .send_json(
            Method::PUT,
            "/api/properties",
            Some(&token),
            &body(json!({})),
        )
        .await;
    assert_eq!(status, 200);
    let (_, detail) = app.get_json("/api/properties/321").await;
    for field in [
        "kind",
        "bedrooms",
        "bathrooms",
        "internal_area_m2",
        "land_area_m2",
    ] {
        assert!(detail.get(field).is_none(), "{field} in {detail}");
    }

    let land = json!({ "kind": "land", "land_area_m2": 25000 });
    let (status, _) = app
        .send_json(Method::PUT, "/api/properties", Some(&token), &body(land))
        .await;
    assert_eq!(status, 200, "land needs no rooms");
    let (_, list) = app.get_json("/api/properties?kind=land").await;
    assert_eq!(list["properties"][0]["ref"], "321");
    assert_eq!(list["properties"][0]["land_area_m2"], 25000);
}

#[tokio::test]
async fn bad_facts_are_400_with_a_message_naming_the_field() {
    let app = spawn_app().await;
    let token = app
        .staff_token("admin@langhe.test", Some(Role::Admin))
        .await;
    let cases = [
        (
            json!({ "kind": "castle" }),
            "Kind must be one of villa, farmhouse, house, apartment, land, commercial",
        ),
        (
            json!({ "kind": "villa", "bathrooms": 2 }),
            "Bedrooms missing",
        ),
        (
            json!({ "kind": "farmhouse", "bedrooms": 3 }),
            "Bathrooms missing",
        ),
        (
            json!({ "bedrooms": 51 }),
            "Bedrooms must be a whole number from 0 to 50",
        ),
        (
            json!({ "kind": "house", "bedrooms": 2, "bathrooms": -1 }),
            "Bathrooms must be a whole number from 0 to 50",
        ),
        (
            json!({ "internal_area_m2": 0 }),
            "Internal area must be a whole number of square metres from 1 to 100,000",
        ),
        (
            json!({ "land_area_m2": 100_000_001 }),
            "Land area must be a whole number of square metres from 1 to 100,000,000",
        ),
    ];
    for (facts, message) in cases {
        let (status, answer) = app
            .send_json(Method::POST, "/api/properties", Some(&token), &body(facts))
            .await;
        assert_error(status, &answer, 400, message);
    }
    let (status, _) = app.get_json("/api/properties/321").await;
    assert_eq!(status, 404, "nothing was written");
}

#[tokio::test]
async fn the_qr_code_is_an_svg_of_the_page_address_and_follows_the_visibility_rules() {
    let app = spawn_app().await;
    app.insert_property(&property("101", Visibility::Visible, 1))
        .await;
    app.insert_property(&property("102", Visibility::Hidden, 1))
        .await;

    let response = app.get("/api/properties/101/qr").await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "image/svg+xml");
    assert_eq!(response.headers()["cache-control"], "public, max-age=86400");
    let svg = response.text().await.unwrap();
    assert!(svg.contains("<svg") && svg.contains("#000000"), "{svg}");

    for hidden_or_unknown in ["/api/properties/102/qr", "/api/properties/999/qr"] {
        let (status, body) = app.get_json(hidden_or_unknown).await;
        assert_error(status, &body, 404, "Property not found");
    }
}

#[tokio::test]
async fn the_qr_code_opens_the_page_in_the_language_asked_for() {
    let app = spawn_app_with(&[("LANGHE_PUBLIC_URL", PUBLIC_URL.to_owned())]).await;
    app.insert_property(&property("101", Visibility::Visible, 1))
        .await;
    let (_, home) = app.get_json("/api/properties/101").await;
    let path = home["path"].as_str().unwrap();
    let english = format!("{PUBLIC_URL}/property/for-sale/in-italy/101{path}");
    let italian = format!("{PUBLIC_URL}/it/immobile/in-vendita/in-italia/101{path}");
    for (query, address) in [
        ("", &english),
        ("?lang=en", &english),
        ("?lang=it", &italian),
    ] {
        let response = app.get(&format!("/api/properties/101/qr{query}")).await;
        assert_eq!(response.status(), 200, "{query}");
        let expected = api::qr_code::qr_svg(address).unwrap();
        let served = response.text().await.unwrap();
        assert!(
            served == expected,
            "{query}: the code does not encode {address}"
        );
    }
    let response = app.get("/api/properties/101/qr?lang=fr").await;
    assert_eq!(response.status(), 400);
}
