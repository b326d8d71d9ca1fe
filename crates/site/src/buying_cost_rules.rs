//! The buying-cost rules as the front end's buyer's guide states them: every dated row of
//! `buying_costs::RuleBook::italy()` (the guide shows the one in force on the day it is drawn)
//! and when a person last checked them, so no rate, minimum, fixed amount or multiplier is
//! typed into the guide's text. Amounts in whole euros, rates in basis points (900 is 9 %).

use buying_costs::{RuleBook, RuleSet};
use serde_json::{json, Value};

fn row(set: &RuleSet) -> Value {
    let private = &set.private_seller;
    let cadastral = &set.cadastral_value;
    let company = &set.company_seller;
    json!({
        "validFrom": set.valid_from.to_string(),
        "privateSeller": {
            "registrationFirstHomeBasisPoints": private.registration_rate_first_home_basis_points,
            "registrationOtherBasisPoints": private.registration_rate_other_basis_points,
            "registrationMinimumEuros": private.registration_minimum_euros,
            "mortgageTaxEuros": private.mortgage_tax_euros,
            "cadastralTaxEuros": private.cadastral_tax_euros,
        },
        "cadastralValue": {
            "revaluationPerMille": cadastral.revaluation_per_mille,
            "multiplierFirstHome": cadastral.multiplier_first_home,
            "multiplierOther": cadastral.multiplier_other,
        },
        "companySeller": {
            "vatFirstHomeBasisPoints": company.vat_first_home_basis_points,
            "vatOtherBasisPoints": company.vat_other_basis_points,
            "vatLuxuryBasisPoints": company.vat_luxury_basis_points,
            "registrationTaxEuros": company.registration_tax_euros,
            "mortgageTaxEuros": company.mortgage_tax_euros,
            "cadastralTaxEuros": company.cadastral_tax_euros,
        },
        "luxuryCategories": set.luxury_categories(),
        "firstHomeResidenceMonths": set.first_home_residence_months,
    })
}

/// Italy's rule book for the site knowledge.
pub fn knowledge() -> Value {
    let book = RuleBook::italy();
    json!({
        "lastChecked": book.last_checked.to_string(),
        "ruleSets": book.rule_sets().iter().map(row).collect::<Vec<_>>(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_of_the_book_is_copied_with_its_date() {
        let book = RuleBook::italy();
        let copied = knowledge();
        let rows = copied["ruleSets"].as_array().unwrap();
        assert_eq!(rows.len(), book.rule_sets().len());
        assert_eq!(copied["lastChecked"], book.last_checked.to_string());
        let first = &book.rule_sets()[0];
        assert_eq!(rows[0]["validFrom"], first.valid_from.to_string());
        assert_eq!(
            rows[0]["privateSeller"]["registrationMinimumEuros"],
            first.private_seller.registration_minimum_euros
        );
        assert_eq!(
            rows[0]["cadastralValue"]["multiplierOther"],
            first.cadastral_value.multiplier_other
        );
        assert_eq!(
            rows[0]["luxuryCategories"],
            json!(first.luxury_categories())
        );
    }
}
