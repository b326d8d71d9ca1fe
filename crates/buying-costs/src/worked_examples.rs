//! The worked examples of issue #28, pinned against the embedded rules.

use crate::*;

fn rules() -> &'static RuleSet {
    RuleBook::italy().in_force_on("2026-11-26".parse().unwrap())
}

fn request(price_euros: u64, buyer: BuyerUse, basis: TaxBasis) -> CostRequest {
    CostRequest {
        price_euros,
        seller: Some(SellerKind::Private),
        category: Some(CadastralCategory::parse("A/2").unwrap()),
        income: Some(CadastralIncome::from_euros(2_000).unwrap()),
        buyer,
        basis,
        agency_fee: AgencyFeeRate::DEFAULT,
    }
}

fn amount(estimate: &CostEstimate, item: CostItem) -> u64 {
    let line = estimate
        .lines
        .iter()
        .find(|line| line.item == item)
        .unwrap();
    assert_eq!(line.min_euros, line.max_euros, "{item:?} is exact");
    line.min_euros
}

fn taxes(request: &CostRequest) -> (u64, u64, u64) {
    let estimate = estimate(rules(), request).unwrap();
    (
        amount(&estimate, CostItem::RegistrationTax),
        amount(&estimate, CostItem::MortgageTax),
        amount(&estimate, CostItem::CadastralTax),
    )
}

#[test]
fn cadastral_income_2000_second_home_is_22680_plus_100() {
    let request = request(600_000, BuyerUse::SecondHome, TaxBasis::Cadastral);
    assert_eq!(taxes(&request), (22_680, 50, 50));
    let estimate = estimate(rules(), &request).unwrap();
    assert_eq!(estimate.tax_base_euros, 252_000);
    assert_eq!(estimate.taxes_euros, 22_780);
}

#[test]
fn cadastral_income_2000_first_home_is_4620_plus_100() {
    let request = request(600_000, BuyerUse::FirstHome, TaxBasis::Cadastral);
    assert_eq!(taxes(&request), (4_620, 50, 50));
    assert_eq!(estimate(rules(), &request).unwrap().tax_base_euros, 231_000);
}

#[test]
fn price_500000_second_home_is_45000_plus_100() {
    let request = request(500_000, BuyerUse::SecondHome, TaxBasis::Price);
    assert_eq!(taxes(&request), (45_000, 50, 50));
}

#[test]
fn price_500000_first_home_is_10000_plus_100() {
    let request = request(500_000, BuyerUse::FirstHome, TaxBasis::Price);
    assert_eq!(taxes(&request), (10_000, 50, 50));
}

#[test]
fn registration_tax_is_never_under_1000() {
    // 2 % of €40,000 is €800; the cadastral value of a €300 income at 110 is €34,650 (€693).
    let cheap = request(40_000, BuyerUse::FirstHome, TaxBasis::Price);
    assert_eq!(taxes(&cheap), (1_000, 50, 50));
    let small_income = CostRequest {
        income: Some(CadastralIncome::from_euros(300).unwrap()),
        ..request(400_000, BuyerUse::FirstHome, TaxBasis::Cadastral)
    };
    assert_eq!(taxes(&small_income), (1_000, 50, 50));
    // Exactly at the minimum and just above it.
    assert_eq!(
        taxes(&request(50_000, BuyerUse::FirstHome, TaxBasis::Price)).0,
        1_000
    );
    assert_eq!(
        taxes(&request(50_050, BuyerUse::FirstHome, TaxBasis::Price)).0,
        1_001
    );
}

#[test]
fn a_fraction_of_a_euro_rounds_to_the_nearest_euro() {
    // €1,234.56 × 1.05 × 120 × 9 % = €13,999.91: €14,000
    let request = CostRequest {
        income: Some(CadastralIncome::from_cents(123_456).unwrap()),
        ..request(500_000, BuyerUse::SecondHome, TaxBasis::Cadastral)
    };
    assert_eq!(taxes(&request).0, 14_000);
}

#[test]
fn company_seller_charges_vat_and_three_taxes_of_200() {
    let from_builder = |buyer, category: &str| CostRequest {
        seller: Some(SellerKind::Company),
        category: Some(CadastralCategory::parse(category).unwrap()),
        ..request(500_000, buyer, TaxBasis::Price)
    };
    let vat = |request: &CostRequest| {
        let estimate = estimate(rules(), request).unwrap();
        assert_eq!(amount(&estimate, CostItem::RegistrationTax), 200);
        assert_eq!(amount(&estimate, CostItem::MortgageTax), 200);
        assert_eq!(amount(&estimate, CostItem::CadastralTax), 200);
        amount(&estimate, CostItem::Vat)
    };
    assert_eq!(vat(&from_builder(BuyerUse::FirstHome, "A/2")), 20_000);
    assert_eq!(vat(&from_builder(BuyerUse::SecondHome, "A/7")), 50_000);
    assert_eq!(vat(&from_builder(BuyerUse::SecondHome, "A/8")), 110_000);
}

#[test]
fn luxury_categories_are_never_a_first_home() {
    for category in ["A/1", "A/8", "A/9"] {
        let category = CadastralCategory::parse(category).unwrap();
        for seller in SellerKind::ALL {
            let request = CostRequest {
                seller: Some(*seller),
                category: Some(category),
                ..request(900_000, BuyerUse::FirstHome, TaxBasis::Price)
            };
            assert_eq!(
                estimate(rules(), &request),
                Err(CostError::FirstHomeNotForLuxury(category))
            );
        }
        let options = cost_options(rules(), None, Some(category), None);
        assert!(!options.first_home_available);
    }
    // A luxury home bought from a private seller as a second home pays the usual 9 %.
    let villa = CostRequest {
        category: Some(CadastralCategory::parse("A/8").unwrap()),
        ..request(900_000, BuyerUse::SecondHome, TaxBasis::Price)
    };
    assert_eq!(taxes(&villa), (81_000, 50, 50));
}

#[test]
fn missing_cadastral_income_makes_the_cadastral_basis_unavailable() {
    let request = CostRequest {
        income: None,
        ..request(500_000, BuyerUse::SecondHome, TaxBasis::Cadastral)
    };
    let error = estimate(rules(), &request).unwrap_err();
    assert_eq!(error, CostError::CadastralIncomeMissing);
    assert_eq!(
        error.to_string(),
        "The cadastral basis is not available for this property: its cadastral income is not known"
    );
    assert!(!cost_options(rules(), None, None, None).cadastral_basis_available);
}

#[test]
fn the_cadastral_basis_is_for_private_sellers_and_dwellings_only() {
    let income = Some(CadastralIncome::from_euros(2_000).unwrap());
    let office = CadastralCategory::parse("A/10").unwrap();
    let from_builder = CostRequest {
        seller: Some(SellerKind::Company),
        ..request(500_000, BuyerUse::SecondHome, TaxBasis::Cadastral)
    };
    assert_eq!(
        estimate(rules(), &from_builder),
        Err(CostError::CadastralBasisNeedsPrivateSeller)
    );
    let an_office = CostRequest {
        category: Some(office),
        ..request(500_000, BuyerUse::SecondHome, TaxBasis::Cadastral)
    };
    assert_eq!(
        estimate(rules(), &an_office),
        Err(CostError::CadastralBasisNotResidential(office))
    );
    let options = |seller, category| cost_options(rules(), seller, category, income);
    assert!(options(None, None).cadastral_basis_available);
    assert!(!options(Some(SellerKind::Company), None).cadastral_basis_available);
    assert!(!options(None, Some(office)).cadastral_basis_available);
}

#[test]
fn no_published_price_no_estimate() {
    let request = request(0, BuyerUse::SecondHome, TaxBasis::Price);
    assert_eq!(estimate(rules(), &request), Err(CostError::PriceNotStated));
}

#[test]
fn the_fees_are_labelled_estimates_and_widen_the_total() {
    let estimate = estimate(
        rules(),
        &request(500_000, BuyerUse::SecondHome, TaxBasis::Price),
    )
    .unwrap();
    let notary = estimate
        .lines
        .iter()
        .find(|l| l.item == CostItem::NotaryFee)
        .unwrap();
    assert!(notary.estimate && notary.min_euros < notary.max_euros);
    // 3 % of €500,000 plus 22 % VAT.
    assert_eq!(amount(&estimate, CostItem::AgencyFee), 18_300);
    assert!(estimate
        .lines
        .iter()
        .filter(|l| !l.estimate)
        .all(|l| !l.legal_basis.is_empty()));
    assert_eq!(estimate.total_min_euros, 45_100 + notary.min_euros + 18_300);
    assert_eq!(estimate.total_max_euros, 45_100 + notary.max_euros + 18_300);
    let no_agency = CostRequest {
        agency_fee: AgencyFeeRate::from_basis_points(0).unwrap(),
        ..request(500_000, BuyerUse::SecondHome, TaxBasis::Price)
    };
    let lines = crate::estimate(rules(), &no_agency).unwrap().lines;
    assert!(lines.iter().all(|line| line.item != CostItem::AgencyFee));
}

#[test]
fn an_unknown_seller_counts_as_private() {
    let request = CostRequest {
        seller: None,
        ..request(500_000, BuyerUse::SecondHome, TaxBasis::Price)
    };
    let estimate = estimate(rules(), &request).unwrap();
    assert_eq!(estimate.seller, SellerKind::Private);
    assert_eq!(amount(&estimate, CostItem::RegistrationTax), 45_000);
}
