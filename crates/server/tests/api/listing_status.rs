//! A listing's status beyond sold, through the API and the pages (issue #29): under offer, the
//! price history staff see and visitors never do, and the reduction the owner agreed to show.

use super::fixtures::property;
use crate::support::app::{spawn, spawn_app, Spawn};
use domain::{Role, Visibility};
use reqwest::Method;
use serde_json::{json, Value};

fn body(fields: Value) -> Value {
    let mut body = json!({
        "ref": "322", "listing_title": "Farmhouse", "location": "Neive", "meta_title": "Farmhouse in Neive",
        "path": "farmhouse-neive", "pictures_path": "farmhouse", "title": "A farmhouse",
        "title2": "Among hazelnuts", "visibility": "visible", "price": 700000,
    });
    body.as_object_mut()
        .unwrap()
        .extend(fields.as_object().unwrap().clone());
    body
}

#[tokio::test]
async fn an_offer_a_reduction_and_the_history_are_shown_to_whom_they_belong() {
    let app = spawn_app().await;
    let token = app
        .staff_token("agent@langhe.test", Some(Role::Agent))
        .await;
    let (status, saved) = app
        .send_json(
            Method::POST,
            "/api/properties",
            Some(&token),
            &body(json!({})),
        )
        .await;
    assert_eq!(status, 201, "{saved}");

    // Lowered and put under offer; the owner has not agreed to show the reduction yet.
    let lowered = body(json!({ "price": 650000, "under_offer": true }));
    let (status, saved) = app
        .send_json(Method::PUT, "/api/properties", Some(&token), &lowered)
        .await;
    assert_eq!(status, 200, "{saved}");

    let (_, public) = app.get_json("/api/properties/322").await;
    assert_eq!(public["under_offer"], true);
    assert_eq!(public["is_new"], true, "created visible today");
    assert_eq!(public["price_text"], "€650,000", "the price stays shown");
    for staff_only in ["price_history", "show_price_reduction", "listed_since"] {
        assert!(public.get(staff_only).is_none(), "{staff_only} in {public}");
    }
    assert!(public.get("reduced_on").is_none(), "not agreed: {public}");
    let (_, list) = app.get_json("/api/properties").await;
    let card = &list["properties"][0];
    assert_eq!(
        (card["ref"].as_str(), card["under_offer"].as_bool()),
        (Some("322"), Some(true))
    );

    let (status, staff) = app.get_as("/api/properties/322", Some(&token)).await;
    assert_eq!(status, 200);
    let history = staff["price_history"].as_array().unwrap();
    assert_eq!(history.len(), 1, "{staff}");
    assert_eq!(history[0]["old_price"], 700000);
    assert_eq!(history[0]["new_price"], 650000);
    assert_eq!(history[0]["changed_by"], "agent@langhe.test");
    assert_eq!(staff["show_price_reduction"], false);
    assert!(staff["listed_since"].is_string(), "{staff}");

    // The owner agrees: visitors see the day of the reduction (today in Rome).
    let agreed =
        body(json!({ "price": 650000, "under_offer": true, "show_price_reduction": true }));
    app.send_json(Method::PUT, "/api/properties", Some(&token), &agreed)
        .await;
    let today = domain::rome_time::rome_today(chrono::Utc::now()).to_string();
    let (_, public) = app.get_json("/api/properties/322").await;
    assert_eq!(public["reduced_on"], today.as_str());
    let (_, list) = app.get_json("/api/properties").await;
    assert_eq!(list["properties"][0]["reduced_on"], today.as_str());
    let (_, staff) = app.get_as("/api/properties/322", Some(&token)).await;
    assert_eq!(
        staff["price_history"].as_array().unwrap().len(),
        1,
        "same price: no change"
    );

    // Sold: no longer under offer, and no reduction to show.
    let sold = body(
        json!({ "price": 650000, "under_offer": true, "show_price_reduction": true, "sold": true }),
    );
    app.send_json(Method::PUT, "/api/properties", Some(&token), &sold)
        .await;
    let (_, public) = app.get_json("/api/properties/322").await;
    assert_eq!(public["under_offer"], false);
    assert_eq!(public["is_new"], false, "a sold home is not new");
    assert!(public.get("reduced_on").is_none(), "{public}");

    // A rise clears the reduction and joins the history.
    let dearer = body(json!({ "price": 690000, "show_price_reduction": true }));
    app.send_json(Method::PUT, "/api/properties", Some(&token), &dearer)
        .await;
    let (_, staff) = app.get_as("/api/properties/322", Some(&token)).await;
    let history: Vec<(u64, u64)> = staff["price_history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|change| {
            (
                change["old_price"].as_u64().unwrap(),
                change["new_price"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(history, [(700000, 650000), (650000, 690000)]);
    assert!(staff.get("reduced_on").is_none(), "{staff}");
}

#[tokio::test]
async fn a_home_under_offer_is_limited_availability_and_stays_in_the_portal_feed_saying_so() {
    let app = spawn(Spawn::site()).await;
    let mut home = property("322", Visibility::Visible, 1);
    home.status.under_offer = true;
    home.description = "<p>Stone walls.</p>".into();
    app.insert_property(&home).await;
    app.put_image("properties/322-house-322/listing-pic-322.jpg")
        .await;

    let page = app
        .get("/property/for-sale/in-italy/322-house-322")
        .await
        .text()
        .await
        .unwrap();
    assert!(
        page.contains(r#""availability":"https://schema.org/LimitedAvailability""#),
        "{page}"
    );

    let feed = app.get("/feeds/kyero.xml").await.text().await.unwrap();
    let listing = feed
        .split("<property>")
        .find(|listing| listing.contains("<id>322</id>"))
        .unwrap_or_else(|| panic!("322 left out of {feed}"));
    assert!(
        listing.contains(
            "Under offer: an offer on this home is being negotiated. Enquiries are still \
             welcome.\n\nStone walls."
        ),
        "{listing}"
    );
}
