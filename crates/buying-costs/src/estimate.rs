//! The itemised estimate of what buying costs on top of the price.

use chrono::NaiveDate;

use crate::{
    AgencyFeeRate, BuyerUse, CadastralCategory, CadastralIncome, RuleSet, SellerKind, TaxBasis,
};

/// What the estimate is computed from: the property's facts and the buyer's choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CostRequest {
    /// Whole euros; 0 when the price is not published ("please call").
    pub price_euros: u64,
    /// Unknown counts as private: resale homes, nearly all of them here, are sold privately.
    pub seller: Option<SellerKind>,
    pub category: Option<CadastralCategory>,
    pub income: Option<CadastralIncome>,
    pub buyer: BuyerUse,
    pub basis: TaxBasis,
    pub agency_fee: AgencyFeeRate,
}

/// Why no estimate can be made for a request. The messages are shown to visitors.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CostError {
    #[error("This property's price is not published, so its buying costs cannot be computed")]
    PriceNotStated,
    #[error(
        "The cadastral basis is not available for this property: its cadastral income is not known"
    )]
    CadastralIncomeMissing,
    #[error(
        "The cadastral basis applies only to a purchase from a private seller; with VAT the tax base is the price"
    )]
    CadastralBasisNeedsPrivateSeller,
    #[error(
        "The cadastral basis applies only to homes and their pertinences, not to category {0}"
    )]
    CadastralBasisNotResidential(CadastralCategory),
    #[error("The first-home rate is never available for category {0} (A/1, A/8 and A/9)")]
    FirstHomeNotForLuxury(CadastralCategory),
}

/// One line of the estimate; the key names it for translations.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CostItem {
    RegistrationTax,
    Vat,
    MortgageTax,
    CadastralTax,
    NotaryFee,
    AgencyFee,
}

impl CostItem {
    pub fn key(&self) -> &'static str {
        match self {
            Self::RegistrationTax => "registration_tax",
            Self::Vat => "vat",
            Self::MortgageTax => "mortgage_tax",
            Self::CadastralTax => "cadastral_tax",
            Self::NotaryFee => "notary_fee",
            Self::AgencyFee => "agency_fee",
        }
    }

    /// The English label; the front end has its own Italian one by [`CostItem::key`].
    pub fn label(&self) -> &'static str {
        match self {
            Self::RegistrationTax => "Registration tax",
            Self::Vat => "VAT",
            Self::MortgageTax => "Mortgage tax",
            Self::CadastralTax => "Cadastral tax",
            Self::NotaryFee => "Notary (estimate)",
            Self::AgencyFee => "Agency fee incl. VAT (estimate)",
        }
    }
}

/// An amount in whole euros; a range for the estimates that vary (`min < max`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CostLine {
    pub item: CostItem,
    pub min_euros: u64,
    pub max_euros: u64,
    pub legal_basis: String,
    /// A fee, not a tax the law fixes.
    pub estimate: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CostEstimate {
    pub seller: SellerKind,
    pub buyer: BuyerUse,
    pub basis: TaxBasis,
    /// What the registration tax or VAT is computed on, in whole euros.
    pub tax_base_euros: u64,
    pub lines: Vec<CostLine>,
    /// The taxes the law fixes (the lines that are no estimate).
    pub taxes_euros: u64,
    pub total_min_euros: u64,
    pub total_max_euros: u64,
    pub rules_valid_from: NaiveDate,
}

/// What a property's facts allow a buyer to choose, for the calculator's toggles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CostOptions {
    pub first_home_available: bool,
    pub cadastral_basis_available: bool,
}

/// Which of the buyer's choices this property allows.
pub fn cost_options(
    rules: &RuleSet,
    seller: Option<SellerKind>,
    category: Option<CadastralCategory>,
    income: Option<CadastralIncome>,
) -> CostOptions {
    CostOptions {
        first_home_available: category.is_none_or(|category| !rules.is_luxury(category)),
        cadastral_basis_available: income.is_some()
            && seller.unwrap_or(SellerKind::Private) == SellerKind::Private
            && category.is_none_or(|category| category.is_residential()),
    }
}

/// `numerator / denominator` rounded to the nearest euro, halves up, as the taxes are.
fn round_div(numerator: u128, denominator: u128) -> u64 {
    u64::try_from((numerator + denominator / 2) / denominator).unwrap_or(u64::MAX)
}

const BASIS_POINTS: u128 = 10_000;
const PER_MILLE: u128 = 1_000;
const CENTS: u128 = 100;

fn fixed(item: CostItem, euros: u64, legal_basis: &str) -> CostLine {
    CostLine {
        item,
        min_euros: euros,
        max_euros: euros,
        legal_basis: legal_basis.to_owned(),
        estimate: false,
    }
}

/// The estimate under `rules` (the row in force today: [`crate::RuleBook::in_force_on`]).
///
/// # Errors
/// [`CostError`] when the price is not published, the first-home rate is asked for a luxury
/// category, or the cadastral basis for a property it cannot apply to.
pub fn estimate(rules: &RuleSet, request: &CostRequest) -> Result<CostEstimate, CostError> {
    if request.price_euros == 0 {
        return Err(CostError::PriceNotStated);
    }
    let seller = request.seller.unwrap_or(SellerKind::Private);
    let first_home = request.buyer == BuyerUse::FirstHome;
    let luxury = request
        .category
        .filter(|&category| rules.is_luxury(category));
    if let (true, Some(category)) = (first_home, luxury) {
        return Err(CostError::FirstHomeNotForLuxury(category));
    }
    let (tax_base_euros, mut lines) = match seller {
        SellerKind::Private => private_seller_taxes(rules, request, first_home)?,
        SellerKind::Company => {
            if request.basis == TaxBasis::Cadastral {
                return Err(CostError::CadastralBasisNeedsPrivateSeller);
            }
            company_seller_taxes(rules, request.price_euros, first_home, luxury.is_some())
        }
    };
    lines.extend(fees(rules, request.price_euros, request.agency_fee));
    let taxes_euros = lines
        .iter()
        .filter(|line| !line.estimate)
        .map(|line| line.min_euros)
        .sum();
    Ok(CostEstimate {
        seller,
        buyer: request.buyer,
        basis: request.basis,
        tax_base_euros,
        total_min_euros: lines.iter().map(|line| line.min_euros).sum(),
        total_max_euros: lines.iter().map(|line| line.max_euros).sum(),
        taxes_euros,
        lines,
        rules_valid_from: rules.valid_from,
    })
}

/// Registration tax on the price or the cadastral value, at least the minimum, plus the
/// fixed mortgage and cadastral taxes.
fn private_seller_taxes(
    rules: &RuleSet,
    request: &CostRequest,
    first_home: bool,
) -> Result<(u64, Vec<CostLine>), CostError> {
    let private = &rules.private_seller;
    let rate = u128::from(if first_home {
        private.registration_rate_first_home_basis_points
    } else {
        private.registration_rate_other_basis_points
    });
    // The base as a fraction `numerator / denominator` euros, so the tax rounds once.
    let (numerator, denominator, legal_basis) = match request.basis {
        TaxBasis::Price => (
            u128::from(request.price_euros),
            1,
            private.registration_basis.clone(),
        ),
        TaxBasis::Cadastral => {
            let income = request.income.ok_or(CostError::CadastralIncomeMissing)?;
            if let Some(category) = request.category.filter(|c| !c.is_residential()) {
                return Err(CostError::CadastralBasisNotResidential(category));
            }
            let value = &rules.cadastral_value;
            let multiplier = if first_home {
                value.multiplier_first_home
            } else {
                value.multiplier_other
            };
            (
                u128::from(income.cents())
                    * u128::from(value.revaluation_per_mille)
                    * u128::from(multiplier),
                PER_MILLE * CENTS,
                format!("{}; {}", private.registration_basis, value.basis),
            )
        }
    };
    let legal_basis = if first_home {
        format!("{legal_basis}; {}", rules.first_home_basis)
    } else {
        legal_basis
    };
    let tax = round_div(numerator * rate, denominator * BASIS_POINTS)
        .max(private.registration_minimum_euros);
    Ok((
        round_div(numerator, denominator),
        vec![
            fixed(CostItem::RegistrationTax, tax, &legal_basis),
            fixed(
                CostItem::MortgageTax,
                private.mortgage_tax_euros,
                &private.fixed_taxes_basis,
            ),
            fixed(
                CostItem::CadastralTax,
                private.cadastral_tax_euros,
                &private.fixed_taxes_basis,
            ),
        ],
    ))
}

/// VAT on the price plus the three fixed taxes.
fn company_seller_taxes(
    rules: &RuleSet,
    price_euros: u64,
    first_home: bool,
    luxury: bool,
) -> (u64, Vec<CostLine>) {
    let company = &rules.company_seller;
    let rate = if luxury {
        company.vat_luxury_basis_points
    } else if first_home {
        company.vat_first_home_basis_points
    } else {
        company.vat_other_basis_points
    };
    let vat = round_div(u128::from(price_euros) * u128::from(rate), BASIS_POINTS);
    let vat_basis = if first_home {
        format!("{}; {}", company.vat_basis, rules.first_home_basis)
    } else {
        company.vat_basis.clone()
    };
    (
        price_euros,
        vec![
            fixed(CostItem::Vat, vat, &vat_basis),
            fixed(
                CostItem::RegistrationTax,
                company.registration_tax_euros,
                &company.fixed_taxes_basis,
            ),
            fixed(
                CostItem::MortgageTax,
                company.mortgage_tax_euros,
                &company.fixed_taxes_basis,
            ),
            fixed(
                CostItem::CadastralTax,
                company.cadastral_tax_euros,
                &company.fixed_taxes_basis,
            ),
        ],
    )
}

/// The notary's range for the price, and the agency's fee plus VAT unless it is 0.
fn fees(rules: &RuleSet, price_euros: u64, agency_fee: AgencyFeeRate) -> Vec<CostLine> {
    let band = rules.notary_fee_band(price_euros);
    let mut lines = vec![CostLine {
        item: CostItem::NotaryFee,
        min_euros: band.min_euros,
        max_euros: band.max_euros,
        legal_basis: rules.notary_basis.clone(),
        estimate: true,
    }];
    if agency_fee.basis_points() > 0 {
        let with_vat = u128::from(agency_fee.basis_points())
            * (BASIS_POINTS + u128::from(rules.agency_vat_basis_points));
        let fee = round_div(
            u128::from(price_euros) * with_vat,
            BASIS_POINTS * BASIS_POINTS,
        );
        lines.push(CostLine {
            item: CostItem::AgencyFee,
            min_euros: fee,
            max_euros: fee,
            legal_basis: format!("{} ({agency_fee} + VAT)", rules.agency_basis),
            estimate: true,
        });
    }
    lines
}
