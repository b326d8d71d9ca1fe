//! The wire types of `getPropertyBuyingCosts` and of the calculator's options on a property.

use app::properties::BuyingCosts;
use buying_costs::{BuyerUse, CostLine, CostOptions, TaxBasis};
use chrono::NaiveDate;
use poem_openapi::{Enum, Object};

/// What the buyer will use the home for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "BuyerUse", rename_all = "snake_case")]
pub enum BuyerUseDto {
    /// *Prima casa*: the buyer moves residence into the comune within 18 months.
    FirstHome,
    SecondHome,
}

impl From<BuyerUseDto> for BuyerUse {
    fn from(dto: BuyerUseDto) -> Self {
        match dto {
            BuyerUseDto::FirstHome => Self::FirstHome,
            BuyerUseDto::SecondHome => Self::SecondHome,
        }
    }
}

/// What the registration tax is computed on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "TaxBasis", rename_all = "snake_case")]
pub enum TaxBasisDto {
    Price,
    /// The cadastral value, on the buyer's request in the deed (private sellers only).
    Cadastral,
}

impl From<TaxBasisDto> for TaxBasis {
    fn from(dto: TaxBasisDto) -> Self {
        match dto {
            TaxBasisDto::Price => Self::Price,
            TaxBasisDto::Cadastral => Self::Cadastral,
        }
    }
}

/// Which of the calculator's choices this property allows (its cadastral income itself is
/// never published).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Object)]
#[oai(rename = "BuyingCostOptions")]
pub struct BuyingCostOptionsDto {
    /// False for the luxury categories A/1, A/8 and A/9.
    pub first_home_available: bool,
    /// True when staff entered the cadastral income, the seller is private and the unit is
    /// a home.
    pub cadastral_basis_available: bool,
}

impl From<CostOptions> for BuyingCostOptionsDto {
    fn from(options: CostOptions) -> Self {
        Self {
            first_home_available: options.first_home_available,
            cadastral_basis_available: options.cadastral_basis_available,
        }
    }
}

/// One line of the estimate.
#[derive(Debug, Clone, Object)]
#[oai(rename = "BuyingCostLine")]
pub struct BuyingCostLineDto {
    /// registration_tax, vat, mortgage_tax, cadastral_tax, notary_fee or agency_fee.
    pub key: String,
    /// In English.
    pub label: String,
    /// Whole euros; the low end of a range.
    pub amount: u64,
    /// Whole euros: the high end of a range, or `amount` again.
    pub amount_max: u64,
    /// The law it comes from, or what the estimate rests on.
    pub legal_basis: String,
    /// A fee, not a tax the law fixes.
    pub estimate: bool,
}

impl From<CostLine> for BuyingCostLineDto {
    fn from(line: CostLine) -> Self {
        Self {
            key: line.item.key().to_owned(),
            label: line.item.label().to_owned(),
            amount: line.min_euros,
            amount_max: line.max_euros,
            legal_basis: line.legal_basis,
            estimate: line.estimate,
        }
    }
}

/// What buying the property costs on top of its price.
#[derive(Debug, Clone, Object)]
#[oai(rename = "BuyingCosts")]
pub struct BuyingCostsDto {
    pub buyer: BuyerUseDto,
    pub basis: TaxBasisDto,
    /// private or company (a builder or VAT-registered seller); private when not stated.
    pub seller: String,
    /// What the registration tax or VAT is computed on, whole euros.
    pub tax_base: u64,
    pub lines: Vec<BuyingCostLineDto>,
    /// The taxes the law fixes, whole euros.
    pub taxes: u64,
    /// Whole euros, with the low end of each estimate.
    pub total: u64,
    /// Whole euros, with the high end of each estimate.
    pub total_max: u64,
    /// The agency's fee before VAT, e.g. "3 %".
    pub agency_fee_percent: String,
    /// When the rules were last checked against the law: "rules as of {date}".
    pub rules_as_of: NaiveDate,
    /// When the row of rules used came into force.
    pub rules_valid_from: NaiveDate,
    pub options: BuyingCostOptionsDto,
}

impl BuyingCostsDto {
    pub fn new(costs: BuyingCosts, buyer: BuyerUseDto, basis: TaxBasisDto) -> Self {
        let BuyingCosts {
            estimate,
            options,
            agency_fee,
            rules_checked_on,
        } = costs;
        Self {
            buyer,
            basis,
            seller: estimate.seller.as_str().to_owned(),
            tax_base: estimate.tax_base_euros,
            taxes: estimate.taxes_euros,
            total: estimate.total_min_euros,
            total_max: estimate.total_max_euros,
            lines: estimate.lines.into_iter().map(Into::into).collect(),
            agency_fee_percent: agency_fee.to_string(),
            rules_as_of: rules_checked_on,
            rules_valid_from: estimate.rules_valid_from,
            options: options.into(),
        }
    }
}

/// The date rules are chosen by: today, in Italy's calendar near enough (UTC).
pub fn rules_day() -> NaiveDate {
    chrono::Utc::now().date_naive()
}
