//! What buying a home in Italy costs on top of its price, computed from the law.
//!
//! Buying from a **private seller**: registration tax 9 %, or 2 % for a first home (*prima
//! casa*), at least €1,000, plus mortgage and cadastral taxes of €50 each. The tax base is
//! the price or, on the buyer's request in the deed, the cadastral value: cadastral income
//! × 1.05 × 110 (first home) or × 120 (otherwise). Buying from a **builder or VAT-registered
//! company**: VAT 4 % first home, 10 % otherwise, 22 % for the luxury categories A/1, A/8,
//! A/9, plus €200 for each of the three fixed taxes. The first-home rate is never available
//! for A/1, A/8, A/9. The notary (a range) and the agency (the configured share plus VAT) are
//! estimates.
//!
//! The rates are data with validity dates (`rules/it.json`, [`RuleBook`]): a change in the
//! law is a new row, not new code. Sources, last checked 2026-11-26: DPR 131/1986 Tariffa I
//! art. 1 (registration tax, minimum, fixed taxes as amended by D.Lgs. 23/2011 art. 10),
//! L. 266/2005 art. 1 c. 497 (the cadastral-value basis), DPR 633/1972 Tabella A (VAT).
//!
//! Pure: no I/O crate in its build file. `domain` keeps a property's cadastral facts in
//! these types; `app` asks for the estimate.

mod agency;
mod category;
mod choices;
mod estimate;
mod income;
mod rules;

pub use agency::{AgencyFeeRate, AgencyFeeRateError, MAX_AGENCY_FEE_BASIS_POINTS};
pub use category::{CadastralCategory, CadastralCategoryError};
pub use choices::{BuyerUse, ChoiceError, SellerKind, TaxBasis};
pub use estimate::{
    cost_options, estimate, CostError, CostEstimate, CostItem, CostLine, CostOptions, CostRequest,
};
pub use income::{CadastralIncome, CadastralIncomeError, MAX_CADASTRAL_INCOME_CENTS};
pub use rules::{
    BasisPoints, CadastralValueRules, CompanySellerRules, NotaryFeeBand, PrivateSellerRules,
    RuleBook, RuleBookError, RuleSet,
};

#[cfg(test)]
mod worked_examples;
