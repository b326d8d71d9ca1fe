//! What buying a property costs on top of its price, for a buyer's choices: the property's
//! facts as staff entered them, the rules in force on the day (`buying_costs`).

use super::public_lookup::{find_property_for, Audience};
use anyhow::Context;
use buying_costs::{
    cost_options, estimate, AgencyFeeRate, BuyerUse, CostError, CostEstimate, CostOptions,
    CostRequest, RuleBook, TaxBasis,
};
use chrono::NaiveDate;
use domain::ports::PropertyRepository;
use domain::{Property, Ref};

/// The buyer's choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BuyerChoices {
    pub buyer: BuyerUse,
    pub basis: TaxBasis,
}

/// The estimate, what the property allows a buyer to choose, and when the rules were checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BuyingCosts {
    pub estimate: CostEstimate,
    pub options: CostOptions,
    pub agency_fee: AgencyFeeRate,
    pub rules_checked_on: NaiveDate,
}

#[derive(Debug, thiserror::Error)]
pub enum BuyingCostsError {
    /// No property has this ref, or the reader may not see it.
    #[error("property not found")]
    NotFound,
    /// The property's facts do not allow the choices (or it has no published price).
    #[error(transparent)]
    NotComputable(#[from] CostError),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Which of the buyer's choices `property` allows, under the rules in force on `today`.
pub fn buying_cost_options(property: &Property, today: NaiveDate) -> CostOptions {
    let purchase = &property.purchase;
    cost_options(
        RuleBook::italy().in_force_on(today),
        purchase.seller,
        purchase.cadastral_category,
        purchase.cadastral_income,
    )
}

/// The itemised estimate for the property `audience` may see, under the rules in force on
/// `today`, with the agency's fee at `agency_fee`.
pub async fn estimate_buying_costs(
    properties: &dyn PropertyRepository,
    reference: &Ref,
    audience: Audience,
    choices: BuyerChoices,
    agency_fee: AgencyFeeRate,
    today: NaiveDate,
) -> Result<BuyingCosts, BuyingCostsError> {
    let property = find_property_for(properties, reference, audience)
        .await
        .with_context(|| format!("loading property {reference} for its buying costs"))?
        .ok_or(BuyingCostsError::NotFound)?;
    costs_of(&property, choices, agency_fee, today)
}

/// The estimate for a property already read (the property page's first screen holds it).
/// # Errors
/// `NotComputable` when the property's facts do not allow the choices.
pub fn costs_of(
    property: &Property,
    choices: BuyerChoices,
    agency_fee: AgencyFeeRate,
    today: NaiveDate,
) -> Result<BuyingCosts, BuyingCostsError> {
    let book = RuleBook::italy();
    let rules = book.in_force_on(today);
    let purchase = &property.purchase;
    let request = CostRequest {
        price_euros: property.price.amount(),
        seller: purchase.seller,
        category: purchase.cadastral_category,
        income: purchase.cadastral_income,
        buyer: choices.buyer,
        basis: choices.basis,
        agency_fee,
    };
    Ok(BuyingCosts {
        estimate: estimate(rules, &request)?,
        options: buying_cost_options(property, today),
        agency_fee,
        rules_checked_on: book.last_checked,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::properties::fixtures::property;
    use buying_costs::{CadastralIncome, CostItem};
    use domain::ports::MockPropertyRepository;
    use domain::{Price, Visibility};

    fn repo_returning(stored: Option<Property>) -> MockPropertyRepository {
        let mut repo = MockPropertyRepository::new();
        repo.expect_find_by_ref()
            .returning(move |_| Ok(stored.clone()));
        repo
    }

    fn today() -> NaiveDate {
        "2026-11-27".parse().unwrap()
    }

    const SECOND_HOME_ON_PRICE: BuyerChoices = BuyerChoices {
        buyer: BuyerUse::SecondHome,
        basis: TaxBasis::Price,
    };

    #[tokio::test]
    async fn a_visible_property_gets_its_itemised_estimate() {
        let mut stored = property("123", Visibility::Visible);
        stored.price = Price::euros(500_000);
        let repo = repo_returning(Some(stored.clone()));
        let costs = estimate_buying_costs(
            &repo,
            &stored.reference,
            Audience::Public,
            SECOND_HOME_ON_PRICE,
            AgencyFeeRate::DEFAULT,
            today(),
        )
        .await
        .unwrap();
        let registration = costs
            .estimate
            .lines
            .iter()
            .find(|line| line.item == CostItem::RegistrationTax)
            .unwrap();
        assert_eq!(registration.min_euros, 45_000);
        assert_eq!(costs.estimate.taxes_euros, 45_100);
        assert_eq!(costs.rules_checked_on, "2026-11-26".parse().unwrap());
        assert!(!costs.options.cadastral_basis_available);
    }

    #[tokio::test]
    async fn a_hidden_property_is_not_found_by_visitors() {
        let stored = property("123", Visibility::Hidden);
        let repo = repo_returning(Some(stored.clone()));
        let result = estimate_buying_costs(
            &repo,
            &stored.reference,
            Audience::Public,
            SECOND_HOME_ON_PRICE,
            AgencyFeeRate::DEFAULT,
            today(),
        )
        .await;
        assert!(matches!(result, Err(BuyingCostsError::NotFound)));
    }

    #[tokio::test]
    async fn the_cadastral_basis_needs_the_income_staff_entered() {
        let mut stored = property("123", Visibility::Visible);
        let choices = BuyerChoices {
            buyer: BuyerUse::SecondHome,
            basis: TaxBasis::Cadastral,
        };
        let ask = |stored: Property| async move {
            let repo = repo_returning(Some(stored.clone()));
            estimate_buying_costs(
                &repo,
                &stored.reference,
                Audience::Public,
                choices,
                AgencyFeeRate::DEFAULT,
                today(),
            )
            .await
        };
        let missing = ask(stored.clone()).await;
        assert!(matches!(
            missing,
            Err(BuyingCostsError::NotComputable(
                CostError::CadastralIncomeMissing
            ))
        ));
        stored.purchase.cadastral_income = Some(CadastralIncome::from_euros(2_000).unwrap());
        let costs = ask(stored).await.unwrap();
        assert_eq!(costs.estimate.tax_base_euros, 252_000);
        assert!(costs.options.cadastral_basis_available);
    }
}
