//! `GET /api/properties/{ref}/costs` (issue #28): the itemised estimate from the stored
//! facts, its refusals, and the facts staff save (the cadastral income never published).

use super::fixtures::property;
use crate::support::app::{assert_error, spawn_app};
use domain::property::{CadastralCategory, SellerKind};
use domain::{Price, Role, Visibility};
use reqwest::Method;
use serde_json::{json, Value};

fn line<'a>(costs: &'a Value, key: &str) -> &'a Value {
    costs["lines"]
        .as_array()
        .unwrap()
        .iter()
        .find(|line| line["key"] == key)
        .unwrap_or_else(|| panic!("no {key} line in {costs}"))
}

/// The fixture: €1,250,000, private seller, A/2, cadastral income €2,000.
#[tokio::test]
async fn the_estimate_itemises_the_taxes_with_their_legal_basis() {
    let app = spawn_app().await;
    let mut listed = property("101", Visibility::Visible, 1);
    listed.price = Price::euros(500_000);
    app.insert_property(&listed).await;

    let (status, costs) = app.get_json("/api/properties/101/costs").await;
    assert_eq!(status, 200, "{costs}");
    assert_eq!(costs["buyer"], "second_home");
    assert_eq!(costs["basis"], "price");
    assert_eq!(costs["seller"], "private");
    let registration = line(&costs, "registration_tax");
    assert_eq!(registration["amount"], 45_000);
    assert_eq!(registration["amount_max"], 45_000);
    assert_eq!(registration["estimate"], false);
    assert!(registration["legal_basis"]
        .as_str()
        .unwrap()
        .contains("DPR 131/1986"));
    assert_eq!(line(&costs, "mortgage_tax")["amount"], 50);
    assert_eq!(line(&costs, "cadastral_tax")["amount"], 50);
    assert_eq!(costs["taxes"], 45_100);
    let notary = line(&costs, "notary_fee");
    assert_eq!(notary["estimate"], true);
    assert!(notary["amount"].as_u64() < notary["amount_max"].as_u64());
    // LANGHE_AGENCY_FEE_PERCENT's default: 3 % of €500,000 plus 22 % VAT.
    assert_eq!(line(&costs, "agency_fee")["amount"], 18_300);
    assert_eq!(costs["agency_fee_percent"], "3 %");
    assert_eq!(
        costs["total"].as_u64().unwrap(),
        45_100 + notary["amount"].as_u64().unwrap() + 18_300
    );
    assert_eq!(costs["rules_as_of"], "2026-11-26");
    assert_eq!(costs["options"]["cadastral_basis_available"], true);
}

#[tokio::test]
async fn the_cadastral_basis_follows_the_worked_examples() {
    let app = spawn_app().await;
    app.insert_property(&property("102", Visibility::Visible, 1))
        .await;

    let (_, second) = app
        .get_json("/api/properties/102/costs?buyer=second_home&basis=cadastral")
        .await;
    assert_eq!(second["tax_base"], 252_000);
    assert_eq!(line(&second, "registration_tax")["amount"], 22_680);
    assert_eq!(second["taxes"], 22_780);

    let (_, first) = app
        .get_json("/api/properties/102/costs?buyer=first_home&basis=cadastral")
        .await;
    assert_eq!(line(&first, "registration_tax")["amount"], 4_620);
    assert_eq!(first["taxes"], 4_720);
}

#[tokio::test]
async fn choices_the_property_does_not_allow_are_400_with_the_reason() {
    let app = spawn_app().await;
    let mut unknown_income = property("103", Visibility::Visible, 1);
    unknown_income.purchase.cadastral_income = None;
    app.insert_property(&unknown_income).await;
    let mut villa = property("104", Visibility::Visible, 1);
    villa.purchase.cadastral_category = Some(CadastralCategory::parse("A/8").unwrap());
    app.insert_property(&villa).await;
    let mut from_builder = property("105", Visibility::Visible, 1);
    from_builder.purchase.seller = Some(SellerKind::Company);
    app.insert_property(&from_builder).await;
    let mut please_call = property("106", Visibility::Visible, 1);
    please_call.price = Price::PLEASE_CALL;
    app.insert_property(&please_call).await;

    for (path, message) in [
        (
            "/api/properties/103/costs?basis=cadastral",
            "The cadastral basis is not available for this property: its cadastral income is not known",
        ),
        (
            "/api/properties/104/costs?buyer=first_home",
            "The first-home rate is never available for category A/8 (A/1, A/8 and A/9)",
        ),
        (
            "/api/properties/105/costs?basis=cadastral",
            "The cadastral basis applies only to a purchase from a private seller; with VAT the tax base is the price",
        ),
        (
            "/api/properties/106/costs",
            "This property's price is not published, so its buying costs cannot be computed",
        ),
    ] {
        let (status, body) = app.get_json(path).await;
        assert_error(status, &body, 400, message);
    }

    let (status, body) = app
        .get_json("/api/properties/101/costs?buyer=holiday")
        .await;
    assert_eq!(status, 400, "{body}");
    assert!(
        body["message"].as_str().unwrap().contains("buyer"),
        "{body}"
    );

    let (_, detail) = app.get_json("/api/properties/104").await;
    assert_eq!(detail["buying_cost_options"]["first_home_available"], false);
    let (_, vat) = app.get_json("/api/properties/105/costs").await;
    assert_eq!(line(&vat, "vat")["amount"], 125_000);
    assert_eq!(line(&vat, "registration_tax")["amount"], 200);
}

#[tokio::test]
async fn a_hidden_or_unknown_property_is_404() {
    let app = spawn_app().await;
    app.insert_property(&property("107", Visibility::Hidden, 1))
        .await;
    for path in ["/api/properties/107/costs", "/api/properties/998/costs"] {
        let (status, body) = app.get_json(path).await;
        assert_error(status, &body, 404, "Property not found");
    }
}

#[tokio::test]
async fn staff_save_the_facts_and_only_staff_read_the_cadastral_income() {
    let app = spawn_app().await;
    let token = app
        .staff_token("admin@langhe.test", Some(Role::Admin))
        .await;
    let body = json!({
        "ref": "321", "listing_title": "Villa", "location": "Barolo", "meta_title": "Villa in Barolo",
        "path": "villa-barolo", "pictures_path": "villa", "title": "A villa", "title2": "Among vines",
        "visibility": "visible", "price": 800000,
        "seller_kind": "private", "cadastral_category": "a/7", "cadastral_income_cents": 150_050,
        "envelope_quality_winter": "alta", "envelope_quality_summer": "low",
    });
    let (status, saved) = app
        .send_json(Method::POST, "/api/properties", Some(&token), &body)
        .await;
    assert_eq!(status, 201, "{saved}");

    let (_, public) = app.get_json("/api/properties/321").await;
    assert_eq!(public["envelope_quality_winter"], "high");
    assert_eq!(public["envelope_quality_summer"], "low");
    assert_eq!(
        public["buying_cost_options"]["cadastral_basis_available"],
        true
    );
    for staff_only in [
        "seller_kind",
        "cadastral_category",
        "cadastral_income_cents",
    ] {
        assert!(public.get(staff_only).is_none(), "{staff_only} in {public}");
    }
    let (_, staff) = app.get_as("/api/properties/321", Some(&token)).await;
    assert_eq!(staff["seller_kind"], "private");
    assert_eq!(staff["cadastral_category"], "A/7");
    assert_eq!(staff["cadastral_income_cents"], 150_050);

    for (fields, message) in [
        (
            json!({ "seller_kind": "agency" }),
            "Seller must be private or company",
        ),
        (
            json!({ "cadastral_category": "A/12" }),
            "Cadastral category must read like 'A/2': a group A to F, '/', and its number",
        ),
        (
            json!({ "cadastral_income_cents": 0 }),
            "Cadastral income must be more than 0 and at most €1,000,000.00",
        ),
        (
            json!({ "envelope_quality_winter": "good" }),
            "Envelope quality must be high, medium or low",
        ),
    ] {
        let mut bad = body.clone();
        bad.as_object_mut()
            .unwrap()
            .extend(fields.as_object().unwrap().clone());
        let (status, answer) = app
            .send_json(Method::PUT, "/api/properties", Some(&token), &bad)
            .await;
        assert_error(status, &answer, 400, message);
    }
}
